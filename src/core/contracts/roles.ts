// The role matrix 角色权限: who may do what with a project and a team. The server enforces it in one place
// (server/services/projects/policy.ts, team-service); the UI hides what the signed-in role may not do.

/** How a user relates to a project; a user can hold several (the creator is often also the team admin). */
export type ProjectRole = 'creator' | 'teamAdmin' | 'member' | 'collaborator';

export const PROJECT_ROLE_LABELS: Record<ProjectRole, string> = {
  creator: '项目创建者',
  teamAdmin: '团队管理员',
  member: '团队成员',
  collaborator: '协作者',
};

export type ProjectAction =
  /** open the project, its versions, results, reports and the workbook export */
  | 'view'
  /** sub-projects, versions (create, rename, copy, delete), data entry, generate, submit */
  | 'edit'
  /** change the project's name, location and periods */
  | 'update'
  /** delete the whole project */
  | 'delete'
  /** invite collaborators, list and remove them */
  | 'manageCollaborators';

export const PROJECT_ACTIONS: readonly ProjectAction[] = [
  'view',
  'edit',
  'update',
  'delete',
  'manageCollaborators',
];

const MANAGERS: readonly ProjectRole[] = ['creator', 'teamAdmin'];
const EVERYONE: readonly ProjectRole[] = ['creator', 'teamAdmin', 'member', 'collaborator'];

export const PROJECT_PERMISSIONS: Record<ProjectAction, readonly ProjectRole[]> = {
  view: EVERYONE,
  edit: EVERYONE,
  update: MANAGERS,
  delete: MANAGERS,
  manageCollaborators: MANAGERS,
};

/** The actions any of `roles` allows. */
export function allowedActions(roles: Iterable<ProjectRole>): ProjectAction[] {
  const held = new Set(roles);
  return PROJECT_ACTIONS.filter((a) => PROJECT_PERMISSIONS[a].some((r) => held.has(r)));
}

export const ROLE_REFUSED: Record<Exclude<ProjectAction, 'view' | 'edit'>, string> = {
  update: '只有项目创建者或团队管理员可以修改项目信息',
  delete: '只有项目创建者或团队管理员可以删除项目',
  manageCollaborators: '只有项目创建者或团队管理员可以管理协作者',
};
