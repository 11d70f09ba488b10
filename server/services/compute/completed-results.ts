// Reading a completed version's results for the viewer, comparison and export (404 unless completed and accessible).
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import {
  loadAccessibleVersion,
  type ProjectRecord,
  type VersionRecord,
  type Viewer,
} from '../projects/access';
import { VersionStatus } from '../versions/status';
import { readOutput, readResultInput } from './results-repo';
import { locationOf, versionInputs } from './version-context';
import type { InstanceContext, StoredValues } from '../../../src/core/template/types';
import type { ResultHeader } from '../../../src/core/contracts/results';
import { PROJECT_TYPE_LABEL } from '../../../src/core/contracts/projects';
import type { ModelInput, ModelOutput } from '../../../src/core/engine';

export const NOT_COMPLETED = '完成计算后才可以查看详情';

export interface CompletedVersion {
  header: ResultHeader;
  output: ModelOutput;
  input: ModelInput | null;
  version: VersionRecord;
  project: ProjectRecord;
  /** the template context and inputs the result was computed from */
  ctx: InstanceContext;
  stored: StoredValues;
}

export async function loadCompleted(
  deps: Pick<AppDeps, 'db'>,
  user: Viewer,
  versionId: number,
): Promise<CompletedVersion> {
  const { version, project } = await loadAccessibleVersion(deps.db, user, versionId);
  if (version.status !== VersionStatus.COMPLETED) throw notFound(NOT_COMPLETED);
  const output = await readOutput(deps.db, versionId);
  if (!output) throw notFound(NOT_COMPLETED);
  const computedAt = await deps.db
    .selectFrom('version_results')
    .select('computed_at')
    .where('version_id', '=', versionId)
    .executeTakeFirst();
  // the periods the result was computed for, not the project's current ones
  const { ctx, stored } = await versionInputs(deps.db, project, version);
  return {
    header: {
      project_id: project.id,
      project_name: project.name,
      location: locationOf(project),
      project_type: PROJECT_TYPE_LABEL,
      version_id: version.id,
      version_name: version.name,
      building_period: ctx.B,
      operating_period: ctx.O,
      computed_at: computedAt?.computed_at ?? null,
    },
    output,
    input: (await readResultInput(deps.db, versionId)) as ModelInput | null,
    version,
    project,
    ctx,
    stored,
  };
}
