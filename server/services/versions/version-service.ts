// Versions 版本 of a project: list, create (optionally copying another version's inputs), rename, delete, header.
import { badRequest, notFound } from '../../http/errors';
import { recordEvent } from '../events';
import {
  PROJECT_TYPE_LABEL,
  VersionStatus,
  joinLocation,
  type VersionHeader,
  type VersionRow,
  type VersionStatusValue,
} from '../../../src/core/contracts/projects';
import { loadAccessibleProject, loadAccessibleVersion, type Viewer } from '../projects/access';
import type { ServiceContext } from '../projects/project-service';
import { loadVersionRow, presentVersion, versionRowsQuery } from '../projects/rows';

export const COPY_SOURCE_NOT_FOUND = '复制来源版本不存在';
export const LAST_VERSION = '项目至少需要保留一个版本，不能删除最后一个版本';

export async function listVersions(
  { db }: ServiceContext,
  user: Viewer,
  projectId: number,
): Promise<VersionRow[]> {
  await loadAccessibleProject(db, user, projectId);
  const rows = await versionRowsQuery(db)
    .where('versions.project_id', '=', projectId)
    .orderBy('versions.id')
    .execute();
  return rows.map(presentVersion);
}

/** The status a copy starts in: no templates → UNGENERATED; stale templates stay CHANGED; otherwise UNSUBMITTED. */
function copiedStatus(source: string): VersionStatusValue {
  if (source === VersionStatus.UNGENERATED) return VersionStatus.UNGENERATED;
  if (source === VersionStatus.CHANGED) return VersionStatus.CHANGED;
  return VersionStatus.UNSUBMITTED;
}

const COPY_CHUNK = 200;

/** POST create_version/{project id}: a new version; with copy_from, every entered input and setting is copied. */
export async function createVersion(
  { db, now }: ServiceContext,
  user: Viewer,
  projectId: number,
  body: { version: string; copy_from?: number | null | undefined },
): Promise<VersionRow> {
  await loadAccessibleProject(db, user, projectId);
  const source = body.copy_from
    ? await db
        .selectFrom('versions')
        .select(['id', 'status', 'settings'])
        .where('id', '=', body.copy_from)
        .where('project_id', '=', projectId)
        .executeTakeFirst()
    : undefined;
  if (body.copy_from && !source) throw notFound(COPY_SOURCE_NOT_FOUND);
  const at = now().toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('versions')
      .values({
        project_id: projectId,
        name: body.version,
        status: source ? copiedStatus(source.status) : VersionStatus.UNGENERATED,
        settings: source?.settings ?? '{}',
        creator_id: user.id,
        last_editor_id: user.id,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (source) {
      const inputs = await trx
        .selectFrom('version_inputs')
        .selectAll()
        .where('version_id', '=', source.id)
        .orderBy('id')
        .execute();
      const copies = inputs.map(({ id: _id, ...row }) => ({
        ...row,
        version_id: created.id,
        updated_by: user.id,
        updated_at: at,
      }));
      for (let i = 0; i < copies.length; i += COPY_CHUNK) {
        await trx
          .insertInto('version_inputs')
          .values(copies.slice(i, i + COPY_CHUNK))
          .execute();
      }
    }
    await recordEvent(trx, now(), {
      userId: user.id,
      kind: 'version.create',
      projectId,
      versionId: created.id,
      detail: source ? { copy_from: source.id } : undefined,
    });
    return created.id;
  });
  return loadVersionRow(db, id);
}

/** PUT edit_version/{id}: renames the version remark 版本号 (a label; it does not touch a completed version's data). */
export async function renameVersion(
  { db, now }: ServiceContext,
  user: Viewer,
  versionId: number,
  name: string,
): Promise<VersionRow> {
  await loadAccessibleVersion(db, user, versionId);
  await db
    .updateTable('versions')
    .set({ name, updated_at: now().toISOString(), last_editor_id: user.id })
    .where('id', '=', versionId)
    .execute();
  return loadVersionRow(db, versionId);
}

/** DELETE delete_version/{id}: refused for a project's last version. */
export async function deleteVersion(
  { db }: ServiceContext,
  user: Viewer,
  versionId: number,
): Promise<{ name: string }> {
  const { version } = await loadAccessibleVersion(db, user, versionId);
  await db.transaction().execute(async (trx) => {
    const siblings = await trx
      .selectFrom('versions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('project_id', '=', version.project_id)
      .executeTakeFirstOrThrow();
    if (Number(siblings.n) <= 1) throw badRequest(LAST_VERSION);
    await trx.deleteFrom('computed_tables').where('version_id', '=', versionId).execute();
    await trx.deleteFrom('version_results').where('version_id', '=', versionId).execute();
    await trx.deleteFrom('version_inputs').where('version_id', '=', versionId).execute();
    await trx.deleteFrom('versions').where('id', '=', versionId).execute();
  });
  return { name: version.name };
}

/** GET header/{version id}: the data-entry / result header. */
export async function versionHeader(
  { db }: ServiceContext,
  user: Viewer,
  versionId: number,
): Promise<VersionHeader> {
  const { version, project } = await loadAccessibleVersion(db, user, versionId);
  return {
    project_id: project.id,
    project_name: project.name,
    province: project.province,
    city: project.city,
    county: project.county,
    location: joinLocation(project),
    type: project.type,
    type_name: PROJECT_TYPE_LABEL,
    version_id: version.id,
    version: version.name,
    building_period: project.building_period,
    operating_period: project.operating_period,
    status: version.status as VersionStatusValue,
    computed: project.computed === 1,
  };
}
