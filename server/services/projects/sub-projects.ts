// Sub-projects 子项目: create, edit (type fixed) and delete; structural changes mark the project's versions CHANGED.
import type { z } from 'zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { conflicts } from '../../http/conflicts';
import {
  SUB_PROJECT_TYPES,
  type SubProjectRow,
  type createSubProjectBody,
  type editSubProjectBody,
} from '../../../src/core/contracts/projects';
import { lockProject, markProjectVersionsChanged } from '../versions/status';
import { SUB_PROJECT_NOT_FOUND, accessibleProjectIds, loadAccessibleProject, type Viewer } from './access';
import type { ServiceContext } from './project-service';
import { presentSubProject } from './rows';

type CreateBody = z.output<typeof createSubProjectBody>;
type EditBody = z.output<typeof editSubProjectBody>;

export const TYPE_LOCKED = '子项目类型不可修改';

/** Only planting (type 0) carries trees, construction, method, target and categories; the others keep them empty. */
interface PlantingRecord {
  trees: string;
  construction: string;
  forestation_method: string;
  breed_target: string;
  product_categories: string;
}

function plantingFields(type: number, body: CreateBody | EditBody, current?: PlantingRecord): PlantingRecord {
  if (type !== 0)
    return { trees: '', construction: '', forestation_method: '', breed_target: '', product_categories: '' };
  const keep = (next: string | undefined, key: keyof PlantingRecord) => next ?? current?.[key] ?? '';
  return {
    trees: body.trees ? body.trees.join(',') : (current?.trees ?? ''),
    construction: keep(body.construction, 'construction'),
    forestation_method: keep(body.forestation_method ?? body.forestation, 'forestation_method'),
    breed_target: keep(body.breed_target, 'breed_target'),
    product_categories: body.product_categories
      ? body.product_categories.join(',')
      : (current?.product_categories ?? ''),
  };
}

async function assertUniqueName(
  db: Kysely<DB>,
  projectId: number,
  name: string,
  exceptId?: number,
): Promise<void> {
  let q = db
    .selectFrom('sub_projects')
    .select('id')
    .where('project_id', '=', projectId)
    .where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw conflicts.subProjectName();
}

async function loadAccessibleSubProject(db: Kysely<DB>, user: Viewer, id: number) {
  const sub = await db
    .selectFrom('sub_projects')
    .selectAll()
    .where('id', '=', id)
    .where('project_id', 'in', accessibleProjectIds(db, user))
    .executeTakeFirst();
  if (!sub) throw notFound(SUB_PROJECT_NOT_FOUND);
  return sub;
}

async function touchProject(db: Kysely<DB>, projectId: number, at: string): Promise<void> {
  await db.updateTable('projects').set({ updated_at: at }).where('id', '=', projectId).execute();
}

export async function createSubProject(
  { db, now }: ServiceContext,
  user: Viewer,
  projectId: number,
  body: CreateBody,
): Promise<SubProjectRow & { changed_versions: number }> {
  await loadAccessibleProject(db, user, projectId);
  await assertUniqueName(db, projectId, body.name);
  const at = now().toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('sub_projects')
      .values({
        project_id: projectId,
        name: body.name,
        type: body.type,
        ...plantingFields(body.type, body),
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await touchProject(trx, projectId, at);
    const changed = await markProjectVersionsChanged(trx, projectId, now());
    return { ...presentSubProject(row), changed_versions: changed };
  });
}

export async function editSubProject(
  { db, now }: ServiceContext,
  user: Viewer,
  id: number,
  body: EditBody,
): Promise<SubProjectRow & { changed_versions: number }> {
  const current = await loadAccessibleSubProject(db, user, id);
  if (body.type !== undefined && body.type !== current.type) throw badRequest(TYPE_LOCKED);
  await assertUniqueName(db, current.project_id, body.name, id);
  const fields = plantingFields(current.type, body, current);
  // Trees and product categories shape the templates; only their change needs resubmission (§4.5).
  const structural =
    fields.trees !== current.trees || fields.product_categories !== current.product_categories;
  const at = now().toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('sub_projects')
      .set({ name: body.name, ...fields, updated_at: at })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await touchProject(trx, current.project_id, at);
    const changed = structural ? await markProjectVersionsChanged(trx, current.project_id, now()) : 0;
    return { ...presentSubProject(row), changed_versions: changed };
  });
}

export async function deleteSubProject(
  { db, now }: ServiceContext,
  user: Viewer,
  id: number,
): Promise<{ name: string; changed_versions: number }> {
  const current = await loadAccessibleSubProject(db, user, id);
  return db.transaction().execute(async (trx) => {
    // waits for a submit of this project to take its snapshot; a submitted version keeps what it was computed from
    await lockProject(trx, current.project_id);
    await trx.deleteFrom('version_inputs').where('sub_project_id', '=', id).execute();
    await trx.deleteFrom('sub_projects').where('id', '=', id).execute();
    await touchProject(trx, current.project_id, now().toISOString());
    const changed = await markProjectVersionsChanged(trx, current.project_id, now());
    return { name: current.name, changed_versions: changed };
  });
}

/** GET subproject_types/{project id}: the four types as key/value, with how many the project has of each. */
export async function subProjectTypes(
  { db }: ServiceContext,
  user: Viewer,
  projectId: number,
): Promise<Array<{ key: number; value: string; count: number }>> {
  await loadAccessibleProject(db, user, projectId);
  const counts = await db
    .selectFrom('sub_projects')
    .select((eb) => ['type', eb.fn.countAll<number>().as('n')])
    .where('project_id', '=', projectId)
    .groupBy('type')
    .execute();
  return SUB_PROJECT_TYPES.map((t) => ({
    key: t.key,
    value: t.value,
    count: Number(counts.find((c) => c.type === t.key)?.n ?? 0),
  }));
}
