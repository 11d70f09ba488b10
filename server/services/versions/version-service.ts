// Versions 版本 of a project: list, create (optionally copying another version's inputs), rename, delete, header.
import { prepared } from '../../db/prepared';
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
import {
  VERSION_NOT_FOUND,
  loadAccessibleProject,
  type ProjectRecord,
  type VersionRecord,
  loadAccessibleVersion,
  type Viewer,
} from '../projects/access';
import { lockProject, statusRefusal } from './status';
import type { ServiceContext } from '../projects/project-service';
import { loadVersionRow, presentVersion, versionRowsQuery } from '../projects/rows';
import { liveInputs, versionInputs } from '../compute/version-context';
import type { InstanceContext } from '../../../src/core/template/types';

export const COPY_SOURCE_NOT_FOUND = '复制来源版本不存在';
export const LAST_VERSION = '项目至少需要保留一个版本，不能删除最后一个版本';

/** Compiled once (prepared): the version list is read on every visit of a project. */
const projectVersions = prepared((db, p: { projectId: number }) =>
  versionRowsQuery(db).where('versions.project_id', '=', p.projectId).orderBy('versions.id'),
);

export async function listVersions(
  { db }: ServiceContext,
  user: Viewer,
  projectId: number,
): Promise<VersionRow[]> {
  await loadAccessibleProject(db, user, projectId);
  const rows = await projectVersions(db, { projectId });
  return rows.map(presentVersion);
}

/**
 * The status a copy starts in: no templates → UNGENERATED; stale templates stay CHANGED; a submitted source whose
 * snapshot (periods, sub-projects) is no longer the project's structure is CHANGED too; otherwise UNSUBMITTED.
 */
async function copiedStatus(
  db: ServiceContext['db'],
  project: ProjectRecord,
  source: VersionRecord,
): Promise<VersionStatusValue> {
  if (source.status === VersionStatus.UNGENERATED) return VersionStatus.UNGENERATED;
  if (source.status === VersionStatus.CHANGED) return VersionStatus.CHANGED;
  if (source.status === VersionStatus.COMPLETED) {
    const structure = ({ ctx }: { ctx: InstanceContext }) =>
      JSON.stringify({ B: ctx.B, O: ctx.O, subProjects: ctx.subProjects });
    const [then, current] = await Promise.all([
      versionInputs(db, project, source),
      liveInputs(db, project, source),
    ]);
    if (structure(then) !== structure(current)) return VersionStatus.CHANGED;
  }
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
  const project = await loadAccessibleProject(db, user, projectId);
  const source = body.copy_from
    ? await db
        .selectFrom('versions')
        .selectAll()
        .where('id', '=', body.copy_from)
        .where('project_id', '=', projectId)
        .executeTakeFirst()
    : undefined;
  if (body.copy_from && !source) throw notFound(COPY_SOURCE_NOT_FOUND);
  const status = source ? await copiedStatus(db, project, source) : VersionStatus.UNGENERATED;
  const at = now().toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('versions')
      .values({
        project_id: projectId,
        name: body.version,
        status,
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
  if (version.status === VersionStatus.CALCULATING) throw statusRefusal(version.status);
  await db.transaction().execute(async (trx) => {
    // The project's row lock makes parallel deletes count one after the other: the last version always stays.
    await lockProject(trx, version.project_id);
    const siblings = await trx
      .selectFrom('versions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('project_id', '=', version.project_id)
      .executeTakeFirstOrThrow();
    if (Number(siblings.n) <= 1) throw badRequest(LAST_VERSION);
    const gone = await trx
      .selectFrom('versions')
      .select('status')
      .where('id', '=', versionId)
      .executeTakeFirst();
    if (!gone) throw notFound(VERSION_NOT_FOUND);
    if (gone.status === VersionStatus.CALCULATING) throw statusRefusal(gone.status);
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
  // a completed version is shown with the periods it was computed for; any other with its project's (read without
  // its stored cells: the entry screen asks for this header while it loads them)
  const ctx =
    version.status === VersionStatus.COMPLETED
      ? (await versionInputs(db, project, version)).ctx
      : { B: project.building_period, O: project.operating_period };
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
    building_period: ctx.B,
    operating_period: ctx.O,
    status: version.status as VersionStatusValue,
    computed: project.computed === 1,
  };
}
