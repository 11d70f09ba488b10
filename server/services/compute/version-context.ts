// The template context of a version: its project's periods and sub-projects plus the version's own settings.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ProjectRecord, VersionRecord } from '../projects/access';
import type {
  InstanceContext,
  StoredValues,
  SubProjectContext,
  SubProjectType,
} from '../../../src/core/template/types';
import { VersionStatus } from '../versions/status';
import { subProjectKey } from './stored-repo';
import { readInputs } from './inputs';

export interface VersionSettings {
  /** 面积单位 亩 / 公顷: a version setting chosen in the entry screen */
  areaUnit: 'mu' | 'ha';
}

export function parseSettings(raw: string): VersionSettings {
  try {
    const s = JSON.parse(raw) as Partial<VersionSettings>;
    return { areaUnit: s.areaUnit === 'ha' ? 'ha' : 'mu' };
  } catch {
    return { areaUnit: 'mu' };
  }
}

const list = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function locationOf(project: Pick<ProjectRecord, 'province' | 'city' | 'county'>): string {
  return [project.province, project.city, project.county].filter(Boolean).join('/');
}

export async function loadContext(
  db: Kysely<DB>,
  project: ProjectRecord,
  version: VersionRecord,
): Promise<InstanceContext> {
  const subs = await db
    .selectFrom('sub_projects')
    .selectAll()
    .where('project_id', '=', project.id)
    .orderBy('type')
    .orderBy('id')
    .execute();
  const subProjects: SubProjectContext[] = subs.map((s) => {
    const ctx: SubProjectContext = {
      id: subProjectKey(s.id),
      name: s.name,
      type: s.type as SubProjectType,
      trees: list(s.trees),
      productCategories: list(s.product_categories),
    };
    if (s.construction) ctx.constructionType = s.construction;
    if (s.forestation_method) ctx.plantingMethod = s.forestation_method;
    if (s.breed_target) ctx.cultivationTarget = s.breed_target;
    return ctx;
  });
  return {
    name: project.name,
    location: locationOf(project),
    B: project.building_period,
    O: project.operating_period,
    areaUnit: parseSettings(version.settings).areaUnit,
    startYear: null,
    subProjects,
  };
}

/** What a version's templates are built from: the template context and the stored inputs. */
export interface VersionInputs {
  ctx: InstanceContext;
  stored: StoredValues;
}

/** The project's current structure and the version's stored inputs, as they are now. */
export async function liveInputs(
  db: Kysely<DB>,
  project: ProjectRecord,
  version: VersionRecord,
): Promise<VersionInputs> {
  return { ctx: await loadContext(db, project, version), stored: await readInputs(db, version.id) };
}

/**
 * A version's inputs as its screens and exports show them: a completed version keeps the periods, sub-projects and
 * inputs it was computed from (stored with its result), whatever happened to the project since.
 */
export async function versionInputs(
  db: Kysely<DB>,
  project: ProjectRecord,
  version: VersionRecord,
): Promise<VersionInputs> {
  if (version.status === VersionStatus.COMPLETED) {
    const snapshot = await db
      .selectFrom('version_results')
      .select(['context', 'inputs'])
      .where('version_id', '=', version.id)
      .executeTakeFirst();
    if (snapshot?.context && snapshot.inputs)
      return {
        ctx: JSON.parse(snapshot.context) as InstanceContext,
        stored: JSON.parse(snapshot.inputs) as StoredValues,
      };
  }
  return liveInputs(db, project, version);
}
