// The worked example's project in a test server: a project with its periods and its one sub-project (茶园).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ModelInput } from '../../../src/core/engine';
import type { TestApp } from '../helpers/test-app';
import { createProject } from '../projects/fixtures';

export const teaGarden = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../fixtures/tea-garden.input.json'), 'utf8'),
) as ModelInput;

/** Creates the project and its sub-project; `spKey` is the sub-project's id in the templates (`sp<id>`). */
export async function createTeaGarden(
  t: TestApp,
  token: string,
  name: string,
): Promise<{ projectId: number; versionId: number; spKey: string }> {
  const { projectId, versionId } = await createProject(t, token, {
    name,
    building_period: teaGarden.meta.B,
    operating_period: teaGarden.meta.O,
  });
  const sp = teaGarden.subProjects[0]!;
  const created = await t.call({
    method: 'POST',
    url: `/v1/forestry_project/create_subproject/${projectId}`,
    token,
    payload: {
      name: sp.name,
      type: sp.type,
      trees: ['茶树'],
      construction: '集约林栽培',
      forestation_method: '纯林',
      breed_target: '经济林',
      product_categories: ['叶/鲜叶'],
    },
  });
  if (created.statusCode !== 200) throw new Error(`create_subproject failed: ${created.body}`);
  return { projectId, versionId, spKey: `sp${created.body_.data.id}` };
}
