// Authentication calls 认证接口 used by the shell: user info, my teams, team switch, logout, token refresh.
import { api } from './client';
import type { TokenPair, UserInfo } from '../state/session';

export type { TokenPair, UserInfo } from '../state/session';

/** One team of the signed-in user (GET /v1/account/myteams). */
export interface MyTeam {
  id: number;
  name: string;
  members_number: number;
  /** 我的角色, e.g. Member */
  role: string;
}

export interface MyTeamsPage {
  total: number;
  teams: MyTeam[];
}

/** GET /v1/auth/info → data.user and data.team (null when the user has no team). */
export function getUserInfo(): Promise<UserInfo> {
  return api.get<UserInfo>('/v1/auth/info');
}

/** GET /v1/account/myteams?page=&per_page= → data {total, teams}. */
export function getMyTeams(page = 1, perPage = 100): Promise<MyTeamsPage> {
  return api.get<MyTeamsPage>('/v1/account/myteams', { page, per_page: perPage });
}

/** POST /v1/auth/switch_team {team_id} → a new token pair for that team. */
export function switchTeam(teamId: number): Promise<TokenPair> {
  return api.post<TokenPair>('/v1/auth/switch_team', { team_id: teamId });
}

/** POST /v1/auth/logout; the shell clears the session whatever the answer. */
export function logout(): Promise<unknown> {
  return api.post<unknown>('/v1/auth/logout', undefined, { notify: false });
}

/** POST /nl/v1/auth/refresh with the refresh token (shared with the client's automatic refresh). */
export function refreshTokens(): Promise<TokenPair> {
  return api.refreshTokens();
}
