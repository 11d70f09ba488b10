// 系统管理 calls (super-administrator): people, account actions, teams, members, change admin (product.md §7.5).
import { api } from './client';
import { ACCOUNT_ACTION_PATHS } from '../core/contracts/management';
import type { AccountAction, ManagedTeam, ManagedUser, TeamMember } from '../core/contracts/management';

export function allUsers(
  page: number,
  perPage: number,
  search: string,
): Promise<{ total: number; users: ManagedUser[] }> {
  return api.get('/v1/management/all_users', { page, per_page: perPage, search: search || undefined });
}

export function addAccount(payload: {
  user_name: string;
  phone_number: string;
  password: string;
}): Promise<{ id: number }> {
  return api.post('/v1/management/add_account', payload);
}

/** One §4.1 action; the caller shows its own failure text for approve and disable (notify off). */
export function accountAction(
  action: AccountAction,
  userId: number,
  notify = true,
): Promise<{ status: number; password?: string }> {
  return api.post(`/v1/management/${ACCOUNT_ACTION_PATHS[action]}/${userId}`, undefined, { notify });
}

export function allTeams(page: number, perPage: number): Promise<{ total: number; teams: ManagedTeam[] }> {
  return api.get('/v1/management/all_teams', { page, per_page: perPage });
}

export function teamMembers(teamId: number): Promise<TeamMember[]> {
  return api.get(`/v1/management/get_team_members/${teamId}`);
}

export function changeTeamAdmin(teamId: number, userId: number): Promise<unknown> {
  return api.post('/v1/management/add_team_admin', { team_id: teamId, user_id: userId });
}

export function addUserToTeam(teamId: number, phoneNumber: string): Promise<unknown> {
  return api.post('/v1/management/add_user_to_team', { team_id: teamId, phone_number: phoneNumber });
}

export function dismissTeamAsAdmin(teamId: number): Promise<{ name: string }> {
  return api.post(`/v1/management/dismiss/${teamId}`);
}
