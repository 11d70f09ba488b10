// Reports list 报告列表: the versions of the user's projects with their status, filtered and paged.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ReportList } from '../../../src/core/contracts/reports';
import { joinLocation, type VersionStatusValue } from '../../../src/core/contracts/projects';
import { listedProjectIds, type Viewer } from '../projects/access';
import { versionRowsQuery } from '../projects/rows';
import { likePattern, matchesPattern } from '../projects/search';
import { prepared } from '../../db/prepared';

export interface ReportFilter {
  page: number;
  limit: number;
  project?: string | undefined;
  version?: string | undefined;
}

/** The reports list parameters: the viewer, the LIKE patterns of the filters (null: none) and the page. */
type ReportFilterParams = {
  userId: number;
  teamId: number | null;
  projectPattern: string | null;
  versionPattern: string | null;
};

function filtered<Q extends { where(e: ReturnType<typeof matchesPattern>): Q }>(
  q: Q,
  p: ReportFilterParams,
): Q {
  let out = q;
  if (p.projectPattern !== null) out = out.where(matchesPattern('projects.name', p.projectPattern));
  if (p.versionPattern !== null) out = out.where(matchesPattern('versions.name', p.versionPattern));
  return out;
}

const listedIn = (db: Kysely<DB>, p: ReportFilterParams) =>
  listedProjectIds(db, { id: p.userId, teamId: p.teamId });

/** Compiled once (prepared): building the queries with Kysely on every request cost as much as running them. */
const reportPage = prepared((db, p: ReportFilterParams & { limit: number; offset: number }) =>
  filtered(versionRowsQuery(db).where('versions.project_id', 'in', listedIn(db, p)), p)
    .orderBy('versions.updated_at', 'desc')
    .orderBy('versions.id', 'desc')
    .limit(p.limit)
    .offset(p.offset),
);

const reportCount = prepared((db, p: ReportFilterParams) =>
  filtered(
    db
      .selectFrom('versions')
      .innerJoin('projects', 'projects.id', 'versions.project_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('versions.project_id', 'in', listedIn(db, p)),
    p,
  ),
);

export async function listReports(db: Kysely<DB>, user: Viewer, f: ReportFilter): Promise<ReportList> {
  const project = f.project?.trim();
  const version = f.version?.trim();
  const filter: ReportFilterParams = {
    userId: user.id,
    teamId: user.teamId,
    projectPattern: project ? likePattern(project) : null,
    versionPattern: version ? likePattern(version) : null,
  };
  const [page, total] = await Promise.all([
    reportPage(db, { ...filter, limit: f.limit, offset: (f.page - 1) * f.limit }),
    reportCount(db, filter),
  ]);
  return {
    total: Number(total[0]?.n ?? 0),
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
