// The one place that decides what a user may do with a project 权限策略: access first (404 for anyone who may not
// see the project, so its existence does not leak), then the role matrix of src/core/contracts/roles.ts (403).
import { sql, type Kysely } from 'kysely';
import { prepared } from '../../db/prepared';
import type { DB } from '../../db/schema';
import { forbidden } from '../../http/errors';
import {
  PROJECT_PERMISSIONS,
  ROLE_REFUSED,
  allowedActions,
  type ProjectAction,
  type ProjectRole,
} from '../../../src/core/contracts/roles';
import {
  loadAccessibleProject,
  loadAccessibleVersion,
  type ProjectRecord,
  type VersionRecord,
  type Viewer,
} from './access';

/** What decides a user's roles: the teams they administer or belong to and the projects they were invited to. */
export interface ViewerFacts {
  userId: number;
  adminTeams: ReadonlySet<number>;
  memberTeams: ReadonlySet<number>;
  collaborations: ReadonlySet<number>;
}

/** One query (compiled once): the user's memberships (team id, role) and invitations (project id, no role). */
const viewerFactRows = prepared((db, p: { userId: number }) =>
  db
    .selectFrom('team_members')
    .select((eb) => ['team_id as id', eb.ref('role').$castTo<string | null>().as('role')])
    .where('user_id', '=', p.userId)
    .unionAll(
      db
        .selectFrom('project_collaborators')
        .select(['project_id as id', sql<string | null>`cast(null as text)`.as('role')])
        .where('user_id', '=', p.userId),
    ),
);

export async function viewerFacts(db: Kysely<DB>, userId: number): Promise<ViewerFacts> {
  const rows = await viewerFactRows(db, { userId });
  const adminTeams = new Set<number>();
  const memberTeams = new Set<number>();
  const collaborations = new Set<number>();
  for (const r of rows) {
    if (r.role === null) collaborations.add(r.id);
    else if (r.role === 'Admin') adminTeams.add(r.id);
    else memberTeams.add(r.id);
  }
  return { userId, adminTeams, memberTeams, collaborations };
}

export function projectRoles(
  project: { id: number; team_id: number | null; creator_id: number | null },
  facts: ViewerFacts,
): ProjectRole[] {
  const roles: ProjectRole[] = [];
  if (project.creator_id === facts.userId) roles.push('creator');
  if (project.team_id !== null && facts.adminTeams.has(project.team_id)) roles.push('teamAdmin');
  if (project.team_id !== null && facts.memberTeams.has(project.team_id)) roles.push('member');
  if (facts.collaborations.has(project.id)) roles.push('collaborator');
  return roles;
}

/** The actions the user may take on the project (sent to the UI so that it hides the rest). */
export const projectPermissions = (
  project: { id: number; team_id: number | null; creator_id: number | null },
  facts: ViewerFacts,
): ProjectAction[] => allowedActions(projectRoles(project, facts));

function assertAllowed(roles: readonly ProjectRole[], action: ProjectAction): void {
  if (PROJECT_PERMISSIONS[action].some((r) => roles.includes(r))) return;
  throw forbidden(action === 'view' || action === 'edit' ? undefined : ROLE_REFUSED[action]);
}

/** The project if the user may take `action` on it: 404 when they may not see it, 403 when their role forbids. */
export async function authorizeProject(
  db: Kysely<DB>,
  user: Viewer,
  projectId: number,
  action: ProjectAction,
): Promise<ProjectRecord> {
  const project = await loadAccessibleProject(db, user, projectId);
  assertAllowed(projectRoles(project, await viewerFacts(db, user.id)), action);
  return project;
}

/** The version and its project if the user may take `action` on the project (404 / 403 as above). */
export async function authorizeVersion(
  db: Kysely<DB>,
  user: Viewer,
  versionId: number,
  action: ProjectAction,
): Promise<{ version: VersionRecord; project: ProjectRecord }> {
  const loaded = await loadAccessibleVersion(db, user, versionId);
  assertAllowed(projectRoles(loaded.project, await viewerFacts(db, user.id)), action);
  return loaded;
}
