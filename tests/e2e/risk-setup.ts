// Shared by the risk e2e specs (issue 18): a copy of the demo's completed version whose tab 0 risk settings are
// those of `analysis` below, saved through the API as a user would key them (derived through the templates).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import { registry } from '../../schemas';
import type { ModelInput } from '../../src/core/engine';
import { modelInputToStoredValues } from '../../src/core/template/from-model-input';
import { api, completedDemoVersion } from './harness';

const input = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../fixtures/tea-garden.input.json'), 'utf8'),
) as ModelInput;
input.analysis = {
  twoFactor: {
    indicator: 'firrPost',
    factors: ['capex', 'revenue'],
    stepsPct: ['-30', '-20', '-10', '0', '10'],
  },
  scenarios: [
    { name: '乐观', changes: { capex: '-10', revenue: '10', opCost: '-10', quantity: '0' } },
    { name: '基准', changes: { capex: '0', revenue: '0', opCost: '0', quantity: '0' } },
    { name: '悲观', changes: { capex: '10', revenue: '-10', opCost: '10', quantity: '0' } },
  ],
  monteCarlo: {
    runs: 300,
    seed: 20261126,
    variables: [
      { factor: 'revenue', dist: { kind: 'triangular', min: '-40', mode: '-10', max: '10' } },
      { factor: 'capex', dist: { kind: 'normal', meanPct: '0', sdPct: '10' } },
    ],
  },
};
const analysisCells = (table: string) =>
  Object.entries(modelInputToStoredValues(registry, input).stored[`tab0/-/${table}`]!.cells).map(
    ([cell_id, content]) => ({ cell_id, content }),
  );

/** Creates the version `name` (copy of 算例版本（已计算）) with the risk settings saved; answers its ids. */
export async function versionWithRiskSettings(
  token: string,
  name: string,
): Promise<{ versionId: number; projectId: number }> {
  const done = await completedDemoVersion(token);
  const copy = await api<{ id: number }>(`/v1/forestry_project/create_version/${done.projectId}`, token, {
    method: 'POST',
    body: JSON.stringify({ version: name, copy_from: done.id }),
  });
  const versionId = copy.body.data.id;
  await api(`/v1/project_compute/generate_templates/${versionId}`, token);
  const data = await api<{ stored: Record<string, { revision: number }> }>(
    `/v1/project_compute/version_data/${versionId}`,
    token,
  );
  const saved = await api(`/v1/project_compute/update_table`, token, {
    method: 'POST',
    body: JSON.stringify({
      version_id: versionId,
      template_id: 'tab0',
      tables: ['analysis', 'scenarios', 'mcVariables'].map((table_id) => ({
        table_id,
        sub_project_id: null,
        revision: data.body.data.stored[`tab0/-/${table_id}`]?.revision ?? 0,
        cells: analysisCells(table_id),
      })),
    }),
  });
  expect(saved.body.message).toBe('success');
  return { versionId, projectId: done.projectId };
}
