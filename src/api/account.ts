// Account calls 账号: login, registration, measurement fields, passwords, my teams page, account-centre projects.
import { api } from './client';
import type { MeasureField, MyTeamsData } from '../core/contracts/account';
import type { CollaboratorRow } from '../core/contracts/projects';
import type { ProjectAction } from '../core/contracts/roles';
import type { TokenPair } from '../state/session';

export interface LoginPayload {
  phone_number: string;
  password: string;
  captcha_id: string;
  captcha: string;
}

/** POST /v1/auth/login → access_token + refresh_token (errors are shown by the login form itself). */
export function login(payload: LoginPayload): Promise<Partial<TokenPair> | null> {
  return api.post<Partial<TokenPair> | null>('/v1/auth/login', payload, { notify: false });
}

export interface RegisterPayload {
  measure_fields: number[];
  phone_number: string;
  username: string;
  verification_code: string;
  password: string;
}

export function register(payload: RegisterPayload): Promise<unknown> {
  return api.post<unknown>('/v1/account/register', payload);
}

export function measureFields(): Promise<MeasureField[]> {
  return api.get<MeasureField[]>('/v1/common/fields/list');
}

export function forgetPassword(payload: {
  phone_number: string;
  verification_code: string;
  password: string;
}): Promise<unknown> {
  return api.post<unknown>('/v1/auth/forget_password', payload);
}

export function changePassword(payload: {
  old_password: string;
  new_password: string;
  re_new_password: string;
}): Promise<TokenPair> {
  return api.post<TokenPair>('/v1/auth/change_password', payload);
}

/** GET /v1/account/myteams?page&per_page (account centre 团队管理, page size 20). */
export function myTeams(page: number, perPage = 20): Promise<MyTeamsData> {
  return api.get<MyTeamsData>('/v1/account/myteams', { page, per_page: perPage });
}

/** One project of the account view's table (GET /v1/account/project_list, built by the projects area). */
export interface AccountProject {
  id: number;
  name: string;
  version_count: number;
  building_period: number;
  operating_period: number;
  creator_name: string;
  /** what I may do with it (role matrix); absent from older servers */
  permissions?: ProjectAction[];
}

/** The account view's projects; an absent or failing endpoint gives an empty list rather than an error. */
export async function accountProjects(): Promise<AccountProject[]> {
  try {
    const data = await api.get<{ projects?: AccountProject[] } | AccountProject[] | null>(
      '/v1/account/project_list',
      undefined,
      { notify: false },
    );
    if (Array.isArray(data)) return data;
    return data?.projects ?? [];
  } catch {
    return [];
  }
}

/** POST /v1/forestry_project/add_user: invites a collaborator to a project by phone. */
export function inviteToProject(projectId: number, phoneNumber: string): Promise<unknown> {
  return api.post<unknown>('/v1/forestry_project/add_user', {
    phone_number: phoneNumber,
    project_id: projectId,
  });
}

/** GET /v1/forestry_project/collaborators/{id}: the project's invited collaborators. */
export function projectCollaborators(projectId: number): Promise<CollaboratorRow[]> {
  return api.get<CollaboratorRow[]>(`/v1/forestry_project/collaborators/${projectId}`);
}

/** POST /v1/forestry_project/remove_user: removes a collaborator (or leaves, when it is oneself). */
export function removeCollaborator(projectId: number, userId: number): Promise<unknown> {
  return api.post<unknown>('/v1/forestry_project/remove_user', { project_id: projectId, user_id: userId });
}
