// Read models 列表行: the queries and presenters that turn project, version and sub-project records into API rows.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import {
  joinLocation,
  type ProjectRow,
  type SubProjectRow,
  type SubProjectType,
  type VersionRow,
  type VersionStatusValue,
} from '../../../src/core/contracts/projects';
import { projectPermissions, viewerFacts, type ViewerFacts } from './policy';

/**
 * The query builder of `build` for a database, built once: Kysely's builders are immutable (each where / order / limit
 * returns a new one), and parsing a long select list is a good part of what a list request costs.
 */
function perDatabase<Q>(build: (db: Kysely<DB>) => Q): (db: Kysely<DB>) => Q {
  const built = new WeakMap<Kysely<DB>, Q>();
  return (db) => {
    let q = built.get(db);
    if (q === undefined) {
      q = build(db);
      built.set(db, q);
    }
    return q;
  };
}

/** projects + creator name + version count; callers add where / order / paging. */
export const projectRowsQuery = perDatabase((db: Kysely<DB>) =>
  db
    .selectFrom('projects')
    .leftJoin('users', 'users.id', 'projects.creator_id')
    .select((eb) => [
      'projects.id',
      'projects.name',
      'projects.type',
      'projects.province',
      'projects.city',
      'projects.county',
      'projects.building_period',
      'projects.operating_period',
      'projects.computed',
      'projects.team_id',
      'projects.creator_id',
      'projects.created_at',
      'projects.updated_at',
      'users.username as creator_name',
      eb
        .selectFrom('versions')
        .select((v) => v.fn.countAll<number>().as('n'))
        .whereRef('versions.project_id', '=', 'projects.id')
        .as('version_count'),
    ]),
);

type ProjectRecordRow = Awaited<ReturnType<ReturnType<typeof projectRowsQuery>['executeTakeFirstOrThrow']>>;

/** The row as the viewer sees it: `permissions` are what the role matrix lets this viewer do with it. */
export function presentProject(r: ProjectRecordRow, facts: ViewerFacts): ProjectRow {
  return {
    id: r.id,
    name: r.name,
    type: r.type,
    province: r.province,
    city: r.city,
    county: r.county,
    location: joinLocation(r),
    building_period: r.building_period,
    operating_period: r.operating_period,
    computed: r.computed === 1,
    creator_name: r.creator_name ?? '',
    created_at: r.created_at,
    updated_at: r.updated_at,
    version_count: Number(r.version_count ?? 0),
    team_id: r.team_id,
    permissions: projectPermissions(r, facts),
  };
}

/** versions + project name/location + creator name. */
export const versionRowsQuery = perDatabase((db: Kysely<DB>) =>
  db
    .selectFrom('versions')
    .innerJoin('projects', 'projects.id', 'versions.project_id')
    .leftJoin('users', 'users.id', 'versions.creator_id')
    .select([
      'versions.id',
      'versions.name',
      'versions.status',
      'versions.project_id',
      'versions.created_at',
      'versions.updated_at',
      'projects.name as project_name',
      'projects.type as project_type',
      'projects.province',
      'projects.city',
      'projects.county',
      'users.username as creator_name',
    ]),
);

type VersionRecordRow = Awaited<ReturnType<ReturnType<typeof versionRowsQuery>['executeTakeFirstOrThrow']>>;

export function presentVersion(r: VersionRecordRow): VersionRow {
  return {
    id: r.id,
    name: r.name,
    version: r.name,
    version_name: r.name,
    status: r.status as VersionStatusValue,
    project_id: r.project_id,
    project_name: r.project_name,
    location: joinLocation(r),
    creator_name: r.creator_name ?? '',
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

export function presentSubProject(r: {
  id: number;
  project_id: number;
  name: string;
  type: number;
  trees: string;
  construction: string;
  forestation_method: string;
  breed_target: string;
  product_categories: string;
  created_at: string;
  updated_at: string;
}): SubProjectRow {
  return {
    id: r.id,
    project_id: r.project_id,
    name: r.name,
    type: r.type as SubProjectType,
    trees: r.trees,
    construction: r.construction,
    forestation_method: r.forestation_method,
    forestation: r.forestation_method,
    breed_target: r.breed_target,
    product_categories: r.product_categories,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

export async function loadProjectRow(
  db: Kysely<DB>,
  projectId: number,
  viewerId: number,
): Promise<ProjectRow> {
  return presentProject(
    await projectRowsQuery(db).where('projects.id', '=', projectId).executeTakeFirstOrThrow(),
    await viewerFacts(db, viewerId),
  );
}

export async function loadVersionRow(db: Kysely<DB>, versionId: number): Promise<VersionRow> {
  return presentVersion(
    await versionRowsQuery(db).where('versions.id', '=', versionId).executeTakeFirstOrThrow(),
  );
}
