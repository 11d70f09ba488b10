// Team calls 团队: create, quit, dissolve, invite (account centre and system management share them).
import { api } from './client';

export interface CreateTeamPayload {
  is_admin: boolean;
  phone_number?: string;
  team_name: string;
}

export function createTeam(payload: CreateTeamPayload): Promise<{ id: number; name: string }> {
  return api.post<{ id: number; name: string }>('/v1/team/create', payload);
}

export function exitTeam(teamId: number): Promise<unknown> {
  return api.post<unknown>(`/v1/team/exit/${teamId}`);
}

export function dismissTeam(teamId: number): Promise<{ name: string }> {
  return api.post<{ name: string }>(`/v1/team/dismiss/${teamId}`);
}

export function inviteToTeam(teamId: number, phoneNumber: string): Promise<unknown> {
  return api.post<unknown>('/v1/team/add_user', { team_id: teamId, phone_number: phoneNumber });
}
