// The one place that decides what a user may do with a project 权限策略: access first (404 for anyone who may not
// see the project, so its existence does not leak), then the role matrix of src/core/contracts/roles.ts (403).
import type { Kysely } from 'kysely';
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

export async function viewerFacts(db: Kysely<DB>, userId: number): Promise<ViewerFacts> {
  const [memberships, invited] = await Promise.all([
    db.selectFrom('team_members').select(['team_id', 'role']).where('user_id', '=', userId).execute(),
    db.selectFrom('project_collaborators').select('project_id').where('user_id', '=', userId).execute(),
  ]);
  return {
    userId,
    adminTeams: new Set(memberships.filter((m) => m.role === 'Admin').map((m) => m.team_id)),
    memberTeams: new Set(memberships.filter((m) => m.role !== 'Admin').map((m) => m.team_id)),
    collaborations: new Set(invited.map((c) => c.project_id)),
  };
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
