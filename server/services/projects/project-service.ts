// Project lifecycle 项目: list, create (with its first version), update, delete, detail, invite a collaborator.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { conflicts } from '../../http/conflicts';
import { recordEvent } from '../events';
import {
  PROJECT_TYPE,
  VersionStatus,
  type CreateProjectBody,
  type CollaboratorRow,
  type CreatedProject,
  type ProjectDetail,
  type ProjectList,
  type ProjectRow,
  type UpdateProjectBody,
} from '../../../src/core/contracts/projects';
import { markProjectVersionsChanged } from '../versions/status';
import { accessibleProjectIds, listedProjectIds, loadAccessibleProject, type Viewer } from './access';
import { authorizeProject, viewerFacts } from './policy';
import { assertKnownLocation } from './location';
import {
  loadProjectRow,
  loadVersionRow,
  presentProject,
  presentSubProject,
  presentVersion,
  projectRowsQuery,
  versionRowsQuery,
} from './rows';
import { likePattern, matchesPattern } from './search';
import { prepared } from '../../db/prepared';

export interface ServiceContext {
  db: Kysely<DB>;
  now: () => Date;
}

/** The view_list parameters: the viewer, the LIKE pattern of the search (null: none) and the page. */
type ProjectPageParams = {
  userId: number;
  teamId: number | null;
  pattern: string | null;
  limit: number;
  offset: number;
};

const listedIn = (db: Kysely<DB>, p: { userId: number; teamId: number | null }) =>
  listedProjectIds(db, { id: p.userId, teamId: p.teamId });

const projectPage = prepared((db, p: ProjectPageParams) => {
  let q = projectRowsQuery(db).where('projects.id', 'in', listedIn(db, p));
  if (p.pattern !== null) q = q.where(matchesPattern('projects.name', p.pattern));
  return q.orderBy('projects.id', 'desc').limit(p.limit).offset(p.offset);
});

const projectCount = prepared((db, p: { userId: number; teamId: number | null; pattern: string | null }) => {
  let q = db
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('projects.id', 'in', listedIn(db, p));
  if (p.pattern !== null) q = q.where(matchesPattern('projects.name', p.pattern));
  return q;
});

/**
 * GET view_list: the projects of the user's context, newest first, paged, optionally searched by name. Its queries
 * are compiled once (prepared): building them with Kysely on every request cost as much as running them.
 */
export async function listProjects(
  { db }: ServiceContext,
  user: Viewer,
  q: { page: number; limit: number; search?: string | undefined },
): Promise<ProjectList> {
  const term = q.search?.trim();
  const pattern = term ? likePattern(term) : null;
  const viewer = { userId: user.id, teamId: user.teamId, pattern };
  const [rows, total, facts] = await Promise.all([
    projectPage(db, { ...viewer, limit: q.limit, offset: (q.page - 1) * q.limit }),
    projectCount(db, viewer),
    viewerFacts(db, user.id),
  ]);
  return { total: Number(total[0]?.n ?? 0), projects: rows.map((r) => presentProject(r, facts)) };
}

/** GET /v1/account/project_list: every project of the user's context (selectors, account centre). */
export async function allProjects({ db }: ServiceContext, user: Viewer): Promise<ProjectRow[]> {
  const rows = await projectRowsQuery(db)
    .where('projects.id', 'in', listedProjectIds(db, user))
    .orderBy('projects.id', 'desc')
    .execute();
  const facts = await viewerFacts(db, user.id);
  return rows.map((r) => presentProject(r, facts));
}

/** POST create: the project belongs to the active team (null: the creator's own); its first version starts UNGENERATED. */
export async function createProject(
  { db, now }: ServiceContext,
  user: Viewer,
  body: CreateProjectBody,
): Promise<CreatedProject> {
  assertKnownLocation(body);
  const at = now().toISOString();
  const ids = await db.transaction().execute(async (trx) => {
    const project = await trx
      .insertInto('projects')
      .values({
        team_id: user.teamId,
        name: body.name,
        type: PROJECT_TYPE,
        province: body.province,
        city: body.city,
        county: body.county,
        building_period: body.building_period,
        operating_period: body.operating_period,
        computed: 0,
        creator_id: user.id,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const version = await trx
      .insertInto('versions')
      .values({
        project_id: project.id,
        name: body.version,
        status: VersionStatus.UNGENERATED,
        settings: '{}',
        creator_id: user.id,
        last_editor_id: user.id,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordEvent(trx, now(), { userId: user.id, kind: 'project.create', projectId: project.id });
    await recordEvent(trx, now(), {
      userId: user.id,
      kind: 'version.create',
      projectId: project.id,
      versionId: version.id,
    });
    return { projectId: project.id, versionId: version.id };
  });
  return {
    project: await loadProjectRow(db, ids.projectId, user.id),
    version: await loadVersionRow(db, ids.versionId),
  };
}

/** PUT update: a change of either period marks the project's generated versions CHANGED. */
export async function updateProject(
  { db, now }: ServiceContext,
  user: Viewer,
  projectId: number,
  body: UpdateProjectBody,
): Promise<ProjectRow & { changed_versions: number }> {
  const current = await authorizeProject(db, user, projectId, 'update');
  assertKnownLocation(body);
  const periodsChanged =
    current.building_period !== body.building_period || current.operating_period !== body.operating_period;
  const changed = await db.transaction().execute(async (trx) => {
    // the update locks the project's row first: a parallel submit's snapshot is taken wholly before or after it
    await trx
      .updateTable('projects')
      .set({
        name: body.name,
        province: body.province,
        city: body.city,
        county: body.county,
        building_period: body.building_period,
        operating_period: body.operating_period,
        updated_at: now().toISOString(),
      })
      .where('id', '=', projectId)
      .execute();
    return periodsChanged ? markProjectVersionsChanged(trx, projectId, now()) : 0;
  });
  return { ...(await loadProjectRow(db, projectId, user.id)), changed_versions: changed };
}

/** DELETE: the project with its versions, sub-projects, inputs and results (FK cascades) in one transaction. */
export async function deleteProject({ db }: ServiceContext, user: Viewer, projectId: number): Promise<void> {
  await authorizeProject(db, user, projectId, 'delete');
  await db.transaction().execute(async (trx) => {
    // Explicit child deletes first keep the result independent of the dialect's cascade settings.
    const versionIds = trx.selectFrom('versions').select('id').where('project_id', '=', projectId);
    await trx.deleteFrom('computed_tables').where('version_id', 'in', versionIds).execute();
    await trx.deleteFrom('version_results').where('version_id', 'in', versionIds).execute();
    await trx.deleteFrom('version_inputs').where('version_id', 'in', versionIds).execute();
    await trx.deleteFrom('versions').where('project_id', '=', projectId).execute();
    await trx.deleteFrom('sub_projects').where('project_id', '=', projectId).execute();
    await trx.deleteFrom('project_collaborators').where('project_id', '=', projectId).execute();
    await trx.deleteFrom('projects').where('id', '=', projectId).execute();
  });
}

/** GET detail: the project entity with its versions and sub-projects (types in order 0–3). */
export async function projectDetail(
  { db }: ServiceContext,
  user: Viewer,
  projectId: number,
): Promise<ProjectDetail> {
  await loadAccessibleProject(db, user, projectId);
  const [project, versions, subProjects] = await Promise.all([
    loadProjectRow(db, projectId, user.id),
    versionRowsQuery(db).where('versions.project_id', '=', projectId).orderBy('versions.id').execute(),
    db
      .selectFrom('sub_projects')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('type')
      .orderBy('id')
      .execute(),
  ]);
  return {
    ...project,
    versions: versions.map(presentVersion),
    sub_projects: subProjects.map(presentSubProject),
  };
}

/** POST add_user: the project's managers invite an active account, by phone, to collaborate 邀请协作. */
export async function addCollaborator(
  { db, now }: ServiceContext,
  user: Viewer,
  body: { phone_number: string; project_id: number },
): Promise<{ user_id: number; username: string }> {
  await authorizeProject(db, user, body.project_id, 'manageCollaborators');
  const invitee = await db
    .selectFrom('users')
    .select(['id', 'username', 'status'])
    .where('phone_number', '=', body.phone_number)
    .executeTakeFirst();
  if (!invitee || invitee.status !== 0) throw notFound('该手机号未注册或账号不可用');
  if (invitee.id === user.id) throw badRequest('不能邀请自己');
  const already = await db
    .selectFrom('projects')
    .select('id')
    .where('id', '=', body.project_id)
    .where('id', 'in', accessibleProjectIds(db, { id: invitee.id, teamId: null }))
    .executeTakeFirst();
  if (already) throw conflicts.alreadyCollaborator();
  // Two invitations of one phone at once: the primary key decides and the loser gets the same 409.
  await db
    .insertInto('project_collaborators')
    .values({
      project_id: body.project_id,
      user_id: invitee.id,
      invited_by: user.id,
      created_at: now().toISOString(),
    })
    .execute();
  await recordEvent(db, now(), {
    userId: user.id,
    kind: 'project.collaborator',
    projectId: body.project_id,
    detail: { action: 'add', user_id: invitee.id },
  });
  return { user_id: invitee.id, username: invitee.username };
}

/** GET collaborators/{project id}: who was invited to the project (every role may see the list). */
export async function listCollaborators(
  { db }: ServiceContext,
  user: Viewer,
  projectId: number,
): Promise<CollaboratorRow[]> {
  await authorizeProject(db, user, projectId, 'view');
  return db
    .selectFrom('project_collaborators')
    .innerJoin('users', 'users.id', 'project_collaborators.user_id')
    .leftJoin('users as inviter', 'inviter.id', 'project_collaborators.invited_by')
    .select([
      'users.id as user_id',
      'users.username',
      'users.phone_number',
      'inviter.username as invited_by_name',
      'project_collaborators.created_at',
    ])
    .where('project_collaborators.project_id', '=', projectId)
    .orderBy('project_collaborators.created_at')
    .execute();
}

/** POST remove_user: the project's managers remove a collaborator; a collaborator may always leave by themselves. */
export async function removeCollaborator(
  { db, now }: ServiceContext,
  user: Viewer,
  body: { project_id: number; user_id: number },
): Promise<void> {
  if (body.user_id === user.id) await authorizeProject(db, user, body.project_id, 'view');
  else await authorizeProject(db, user, body.project_id, 'manageCollaborators');
  const removed = await db
    .deleteFrom('project_collaborators')
    .where('project_id', '=', body.project_id)
    .where('user_id', '=', body.user_id)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw notFound('该用户不是此项目的协作者');
  await recordEvent(db, now(), {
    userId: user.id,
    kind: 'project.collaborator',
    projectId: body.project_id,
    detail: { action: 'remove', user_id: body.user_id },
  });
}
