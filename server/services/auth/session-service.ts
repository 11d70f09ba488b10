// Sessions 会话: token pairs for a user in a team, user info, the user's teams, team switch, refresh, logout.
import type { AppDeps } from '../../deps';
import type { AuthInfo, TeamOfUser, TokenPairData } from '../../../src/core/contracts/auth';
import {
  issueRefreshToken,
  refreshExpired,
  revokeFamily,
  revokeUserTokens,
  rotateRefreshToken,
} from '../../auth/refresh-token';
import type { CurrentUser } from '../../auth/guard';
import { notFound } from '../../http/errors';

/** The user's membership in a team, or null. */
export async function membership(
  deps: AppDeps,
  userId: number,
  teamId: number,
): Promise<{ role: string; name: string } | null> {
  const row = await deps.db
    .selectFrom('team_members')
    .innerJoin('teams', 'teams.id', 'team_members.team_id')
    .select(['team_members.role', 'teams.name'])
    .where('team_members.team_id', '=', teamId)
    .where('team_members.user_id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

/** The team a fresh login works in: the one of the latest session if still a member, else the first joined. */
export async function defaultTeamId(deps: AppDeps, userId: number): Promise<number | null> {
  const last = await deps.db
    .selectFrom('refresh_tokens')
    .select('team_id')
    .where('user_id', '=', userId)
    .where('team_id', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (last?.team_id != null && (await membership(deps, userId, last.team_id))) return last.team_id;
  const first = await deps.db
    .selectFrom('team_members')
    .select('team_id')
    .where('user_id', '=', userId)
    .orderBy('joined_at')
    .orderBy('team_id')
    .executeTakeFirst();
  return first?.team_id ?? null;
}

/** A new access + refresh token pair (a new refresh family unless one is given). */
export async function issueTokenPair(
  deps: AppDeps,
  userId: number,
  teamId: number | null,
  familyId?: string,
): Promise<TokenPairData> {
  const user = await deps.db
    .selectFrom('users')
    .select('is_super_admin')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const member = teamId === null ? null : await membership(deps, userId, teamId);
  const effectiveTeam = member ? teamId : null;
  const refresh = await issueRefreshToken(
    deps.db,
    deps.config.jwtSecret,
    deps.now(),
    userId,
    effectiveTeam,
    familyId,
  );
  const access = await deps.tokens.sign({
    userId,
    teamId: effectiveTeam,
    teamRole: member?.role ?? null,
    isSuperAdmin: user.is_super_admin === 1,
    sessionId: refresh.familyId,
  });
  return { access_token: access, refresh_token: refresh.token };
}

/** POST /nl/v1/auth/refresh: rotates the refresh token; a non-normal account loses its session. */
export async function refreshSession(deps: AppDeps, token: string): Promise<TokenPairData> {
  const now = deps.now();
  const rotated = await rotateRefreshToken(deps.db, deps.config.jwtSecret, now, token);
  const user = await deps.db
    .selectFrom('users')
    .select(['status', 'is_super_admin'])
    .where('id', '=', rotated.userId)
    .executeTakeFirst();
  if (!user || user.status !== 0) {
    await revokeFamily(deps.db, now, rotated.familyId);
    throw refreshExpired();
  }
  const member = rotated.teamId === null ? null : await membership(deps, rotated.userId, rotated.teamId);
  const access = await deps.tokens.sign({
    userId: rotated.userId,
    teamId: member ? rotated.teamId : null,
    teamRole: member?.role ?? null,
    isSuperAdmin: user.is_super_admin === 1,
    sessionId: rotated.familyId,
  });
  return { access_token: access, refresh_token: rotated.token };
}

export async function logout(deps: AppDeps, userId: number, refreshToken?: string): Promise<void> {
  await revokeUserTokens(deps.db, deps.config.jwtSecret, deps.now(), userId, refreshToken);
}

export async function userInfo(deps: AppDeps, current: CurrentUser): Promise<AuthInfo> {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'username', 'avatar', 'phone_number', 'is_super_admin'])
    .where('id', '=', current.id)
    .executeTakeFirstOrThrow();
  const team = current.teamId === null ? null : await membership(deps, current.id, current.teamId);
  return {
    user: { ...user, is_super_admin: user.is_super_admin === 1 },
    team: team && current.teamId !== null ? { id: current.teamId, role: team.role, name: team.name } : null,
  };
}

/** Every team of the user with its role and member count (avatar menu, 团队管理 list). */
export async function teamsOfUser(deps: AppDeps, userId: number, page?: { offset: number; limit: number }) {
  let query = deps.db
    .selectFrom('team_members as me')
    .innerJoin('teams', 'teams.id', 'me.team_id')
    .select((eb) => [
      'teams.id',
      'teams.name',
      'me.role',
      eb
        .selectFrom('team_members as m')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('m.team_id', '=', 'teams.id')
        .as('members_number'),
    ])
    .where('me.user_id', '=', userId)
    .orderBy('teams.id');
  if (page) query = query.offset(page.offset).limit(page.limit);
  const rows = await query.execute();
  const teams: TeamOfUser[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    role: r.role,
    members_number: Number(r.members_number ?? 0),
  }));
  const totalRow = await deps.db
    .selectFrom('team_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { total: Number(totalRow?.n ?? 0), teams };
}

/** POST /v1/auth/switch_team: a new token pair for a team the user belongs to. */
export async function switchTeam(deps: AppDeps, userId: number, teamId: number): Promise<TokenPairData> {
  // A team the user is not in answers like one that does not exist (404, never 403).
  if (!(await membership(deps, userId, teamId))) throw notFound('团队不存在');
  return issueTokenPair(deps, userId, teamId);
}
