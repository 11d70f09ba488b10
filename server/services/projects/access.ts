// The one access rule 访问规则 of projects: who may see (and so edit) a project, its versions and sub-projects.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DB, ProjectsTable, VersionsTable } from '../../db/schema';
import { prepared } from '../../db/prepared';
import { notFound } from '../../http/errors';
import type { Selectable } from 'kysely';

/** The part of the current user the rule needs (CurrentUser fits). */
export interface Viewer {
  id: number;
  /** the active team 当前团队, or null */
  teamId: number | null;
}

export type ProjectRecord = Selectable<ProjectsTable>;
export type VersionRecord = Selectable<VersionsTable>;

export const PROJECT_NOT_FOUND = '项目不存在或无权访问';
export const VERSION_NOT_FOUND = '版本不存在或无权访问';
export const SUB_PROJECT_NOT_FOUND = '子项目不存在或无权访问';

/**
 * Ids of the projects the user may open: projects of any team the user belongs to, projects the user was
 * invited to, and the user's own team-less projects. Anyone else gets 404, so existence does not leak.
 */
export function accessibleProjectIds(
  db: Kysely<DB>,
  user: Viewer,
): SelectQueryBuilder<DB, 'projects', { id: number }> {
  return db
    .selectFrom('projects')
    .select('projects.id')
    .where((eb) =>
      eb.or([
        eb(
          'projects.team_id',
          'in',
          eb
            .selectFrom('team_members')
            .select('team_members.team_id')
            .where('team_members.user_id', '=', user.id),
        ),
        eb.and([eb('projects.team_id', 'is', null), eb('projects.creator_id', '=', user.id)]),
        eb.exists(
          eb
            .selectFrom('project_collaborators')
            .select('project_collaborators.user_id')
            .whereRef('project_collaborators.project_id', '=', 'projects.id')
            .where('project_collaborators.user_id', '=', user.id),
        ),
      ]),
    );
}

/**
 * Ids of the projects listed for the user's current context 当前团队: the active team's projects, the projects the
 * user was invited to, and the user's own team-less projects (a user works inside one team at a time, §6).
 */
export function listedProjectIds(
  db: Kysely<DB>,
  user: Viewer,
): SelectQueryBuilder<DB, 'projects', { id: number }> {
  return db
    .selectFrom('projects')
    .select('projects.id')
    .where((eb) => {
      const own = eb.and([eb('projects.team_id', 'is', null), eb('projects.creator_id', '=', user.id)]);
      const invited = eb.exists(
        eb
          .selectFrom('project_collaborators')
          .select('project_collaborators.user_id')
          .whereRef('project_collaborators.project_id', '=', 'projects.id')
          .where('project_collaborators.user_id', '=', user.id),
      );
      return user.teamId === null
        ? eb.or([own, invited])
        : eb.or([eb('projects.team_id', '=', user.teamId), own, invited]);
    });
}

/** The project if the user may access it; otherwise 404 (never 403: nobody learns that it exists). */
/** Compiled once (prepared): every request on a project runs it. The rule does not depend on the active team. */
const accessibleProject = prepared((db, p: { projectId: number; userId: number }) =>
  db
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', p.projectId)
    .where('id', 'in', accessibleProjectIds(db, { id: p.userId, teamId: null })),
);

export async function loadAccessibleProject(
  db: Kysely<DB>,
  user: Viewer,
  projectId: number,
): Promise<ProjectRecord> {
  const [project] = await accessibleProject(db, { projectId, userId: user.id });
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  return project;
}

/** The version and its project if the user may access the project; otherwise 404. */
export async function loadAccessibleVersion(
  db: Kysely<DB>,
  user: Viewer,
  versionId: number,
): Promise<{ version: VersionRecord; project: ProjectRecord }> {
  const version = await db
    .selectFrom('versions')
    .selectAll()
    .where('id', '=', versionId)
    .where('project_id', 'in', accessibleProjectIds(db, user))
    .executeTakeFirst();
  if (!version) throw notFound(VERSION_NOT_FOUND);
  const project = await db
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', version.project_id)
    .executeTakeFirstOrThrow();
  return { version, project };
}
