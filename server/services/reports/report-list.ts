// Reports list 报告列表: the versions of the user's projects with their status, filtered and paged.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ReportList } from '../../../src/core/contracts/reports';
import { joinLocation, type VersionStatusValue } from '../../../src/core/contracts/projects';
import { listedProjectIds, type Viewer } from '../projects/access';
import { versionRowsQuery } from '../projects/rows';
import { containsInsensitive } from '../projects/search';

export interface ReportFilter {
  page: number;
  limit: number;
  project?: string | undefined;
  version?: string | undefined;
}

export async function listReports(db: Kysely<DB>, user: Viewer, f: ReportFilter): Promise<ReportList> {
  const project = f.project?.trim();
  const version = f.version?.trim();
  let rows = versionRowsQuery(db).where('versions.project_id', 'in', listedProjectIds(db, user));
  let count = db
    .selectFrom('versions')
    .innerJoin('projects', 'projects.id', 'versions.project_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('versions.project_id', 'in', listedProjectIds(db, user));
  if (project) {
    rows = rows.where(containsInsensitive('projects.name', project));
    count = count.where(containsInsensitive('projects.name', project));
  }
  if (version) {
    rows = rows.where(containsInsensitive('versions.name', version));
    count = count.where(containsInsensitive('versions.name', version));
  }
  const [page, total] = await Promise.all([
    rows
      .orderBy('versions.updated_at', 'desc')
      .orderBy('versions.id', 'desc')
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(total.n),
    reports: page.map((r) => ({
      id: r.id,
      version: r.name,
      project_id: r.project_id,
      project_name: r.project_name,
      type: r.project_type,
      location: joinLocation(r),
      creator_name: r.creator_name ?? '',
      created_at: r.created_at,
      updated_at: r.updated_at,
      status: r.status as VersionStatusValue,
    })),
  };
}
