// Fills the demo project's versions with the worked example (1000亩茶园): one computed, one still in entry.
import { readFileSync } from 'node:fs';
import type { AppDeps } from '../deps';
import { importStored, storedFromInput } from '../services/compute/import-input';
import { computeAndStore } from '../services/compute/compute-service';
import { takeLease } from '../services/compute/lease';
import { subProjectKey } from '../services/compute/stored-repo';
import { recordEvent } from '../services/events';
import { markCalculating, markTemplatesGenerated } from '../services/versions/status';
import type { ModelInput } from '../../src/core/engine';

const WORKED_EXAMPLE = new URL('./demo/tea-garden.input.json', import.meta.url);

export async function fillDemoVersions(
  deps: Pick<AppDeps, 'db' | 'now' | 'computePool'>,
  adminId: number,
): Promise<void> {
  const input = JSON.parse(readFileSync(WORKED_EXAMPLE, 'utf8')) as ModelInput;
  const project = await deps.db
    .selectFrom('projects')
    .selectAll()
    .where('creator_id', '=', adminId)
    .orderBy('id')
    .executeTakeFirst();
  if (!project) return;
  const sub = await deps.db
    .selectFrom('sub_projects')
    .select('id')
    .where('project_id', '=', project.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const stored = storedFromInput(input, new Map([[input.subProjects[0]!.id, subProjectKey(sub.id)]]));
  const entry = await deps.db
    .selectFrom('versions')
    .select('id')
    .where('project_id', '=', project.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const at = deps.now().toISOString();
  const computed = await deps.db
    .insertInto('versions')
    .values({
      project_id: project.id,
      name: '算例版本（已计算）',
      status: 'VersionStatus.UNGENERATED',
      settings: '{}',
      creator_id: adminId,
      last_editor_id: adminId,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const versionId of [entry.id, computed.id]) {
    await importStored(deps.db, versionId, stored, adminId, deps.now());
    await markTemplatesGenerated(deps.db, versionId, deps.now());
  }
  await recordEvent(deps.db, deps.now(), {
    userId: adminId,
    kind: 'version.create',
    projectId: project.id,
    versionId: computed.id,
  });
  // Submitted as a user's submit is, lease included: another instance starting on the same empty database must
  // not take the computation over as one a dead process left behind.
  await deps.db.transaction().execute(async (trx) => {
    await markCalculating(trx, computed.id, deps.now());
    await takeLease(trx, computed.id, deps.now());
  });
  await computeAndStore(deps, deps.computePool, computed.id);
  // The dashboard counts what happened: the demo computation is one of the administrator's computations.
  await recordEvent(deps.db, deps.now(), {
    userId: adminId,
    kind: 'compute',
    projectId: project.id,
    versionId: computed.id,
  });
}
