// Dashboard 首页: the user's counters from the event log and the user's recently edited versions.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { EventKind } from '../events';
import {
  RECENT_VERSIONS_LIMIT,
  type DashboardSummary,
  type RecentVersion,
} from '../../../src/core/contracts/dashboard';
import { VersionStatus } from '../../../src/core/contracts/projects';
import { accessibleProjectIds, listedProjectIds, type Viewer } from '../projects/access';

const COUNTED: Record<Exclude<keyof DashboardSummary, 'ungenerated_versions'>, EventKind> = {
  count_project: 'project.create',
  count_version: 'version.create',
  count_compute: 'compute',
  count_download: 'download',
};

/** GET /v1/profile/preview — counted, never guessed: events of this user by kind, and UNGENERATED versions in view. */
export async function dashboardSummary(db: Kysely<DB>, user: Viewer): Promise<DashboardSummary> {
  const byKind = await db
    .selectFrom('events')
    .select((eb) => ['kind', eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', user.id)
    .where('kind', 'in', Object.values(COUNTED))
    .groupBy('kind')
    .execute();
  const count = (kind: EventKind) => Number(byKind.find((r) => r.kind === kind)?.n ?? 0);
  const ungenerated = await db
    .selectFrom('versions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', VersionStatus.UNGENERATED)
    .where('project_id', 'in', listedProjectIds(db, user))
    .executeTakeFirstOrThrow();
  return {
    ungenerated_versions: Number(ungenerated.n),
    count_project: count(COUNTED.count_project),
    count_version: count(COUNTED.count_version),
    count_compute: count(COUNTED.count_compute),
    count_download: count(COUNTED.count_download),
  };
}

/** GET /v1/profile/recent_updated_versions — the 10 versions this user edited last that the user can still open. */
export async function recentVersions(db: Kysely<DB>, user: Viewer): Promise<RecentVersion[]> {
  const rows = await db
    .selectFrom('versions')
    .innerJoin('projects', 'projects.id', 'versions.project_id')
    .select([
      'versions.id',
      'versions.project_id',
      'projects.name as project_name',
      'versions.name as version_name',
      'versions.updated_at',
    ])
    .where('versions.last_editor_id', '=', user.id)
    .where('versions.project_id', 'in', accessibleProjectIds(db, user))
    .orderBy('versions.updated_at', 'desc')
    .orderBy('versions.id', 'desc')
    .limit(RECENT_VERSIONS_LIMIT)
    .execute();
  return rows;
}
