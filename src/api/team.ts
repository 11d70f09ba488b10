// Team calls 团队: create, quit, dissolve, invite (account centre and system management share them).
import { api } from './client';
import type { InvitationRow, TeamRoster } from '../core/contracts/team';

export interface CreateTeamPayload {
  is_admin: boolean;
  phone_number?: string;
  team_name: string;
}

export interface CreatedTeam {
  id: number;
  name: string;
  /** the account named as admin, invited (not yet a member); null when the creator administers it */
  invited_user_id?: number | null;
}

export function createTeam(payload: CreateTeamPayload): Promise<CreatedTeam> {
  return api.post<CreatedTeam>('/v1/team/create', payload);
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

/** GET /v1/account/invitations: my pending team invitations 团队邀请. */
export function myInvitations(): Promise<InvitationRow[]> {
  return api.get<InvitationRow[]>('/v1/account/invitations');
}

export function acceptInvitation(id: number): Promise<{ team_id: number; role: string }> {
  return api.post<{ team_id: number; role: string }>(`/v1/account/invitations/${id}/accept`);
}

export function declineInvitation(id: number): Promise<unknown> {
  return api.post<unknown>(`/v1/account/invitations/${id}/decline`);
}

/** GET /v1/team/members/{id}: the team's members and pending invitations. */
export function teamRoster(teamId: number): Promise<TeamRoster> {
  return api.get<TeamRoster>(`/v1/team/members/${teamId}`);
}

/** POST /v1/team/remove_user: the team admin removes a member. */
export function removeTeamMember(teamId: number, userId: number): Promise<unknown> {
  return api.post<unknown>('/v1/team/remove_user', { team_id: teamId, user_id: userId });
}
