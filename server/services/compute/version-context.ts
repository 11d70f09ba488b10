// The template context of a version: its project's periods and sub-projects plus the version's own settings.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ProjectRecord, VersionRecord } from '../projects/access';
import type { InstanceContext, SubProjectContext, SubProjectType } from '../../../src/core/template/types';
import { subProjectKey } from './stored-repo';

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
