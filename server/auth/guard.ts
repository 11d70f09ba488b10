// Request authentication: resolves the bearer token to a current, active user (or refuses with 401).
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { sql } from 'kysely';
import { prepared } from '../db/prepared';
import { AppError, forbidden, unauthorized } from '../http/errors';

export interface CurrentUser {
  id: number;
  username: string;
  phoneNumber: string;
  isSuperAdmin: boolean;
  teamId: number | null;
  teamRole: string | null;
  /** the refresh-token family (sign-in) the access token belongs to */
  sessionId: string;
}

interface GuardRow {
  id: number;
  username: string;
  phone_number: string;
  status: number;
  is_super_admin: number;
  /** PostgreSQL: boolean; SQLite: 0 / 1 */
  session_live: boolean | number;
  team_role: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || null;
}

/**
 * One query per request, written out and compiled once (prepared). It reads the account; whether the session is
 * still live (logout, a password change or reset and disabling revoke it, and the access token stops at once instead
 * of working until it expires); and the role in the token's team, re-read so that leaving or being removed from a
 * team takes effect at once (no team in the token: 0, which no team id is).
 */
const guardQuery = prepared(
  (_db, p: { sessionId: string; teamId: number; userId: number }) => sql<GuardRow>`
    select u.id, u.username, u.phone_number, u.status, u.is_super_admin,
      exists (
        select 1 from refresh_tokens r
        where r.family_id = ${p.sessionId} and r.user_id = u.id and r.revoked_at is null
      ) as session_live,
      (select m.role from team_members m where m.team_id = ${p.teamId} and m.user_id = u.id) as team_role
    from users u
    where u.id = ${p.userId}`,
);

/** preHandler: requires a valid access token of a normal (status 0) account. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const { tokens, db } = request.server.deps;
  const result = await tokens.verify(token);
  if (!result.ok) {
    throw result.reason === 'expired'
      ? new AppError(401, 'ACCESS_TOKEN_EXPIRED', 'ACCESS_TOKEN_EXPIRED')
      : unauthorized('登录状态无效，请重新登录', 'INVALID_TOKEN');
  }
  const { sessionId, teamId: tokenTeamId } = result.claims;
  const [user] = await guardQuery(db, {
    sessionId,
    teamId: tokenTeamId ?? 0,
    userId: result.claims.userId,
  });
  if (!user || user.status !== 0) throw unauthorized('账号不可用，请重新登录', 'ACCOUNT_UNAVAILABLE');
  // Answered like an expired token: the client tries its refresh token, which was revoked with the session.
  if (!user.session_live) throw new AppError(401, 'SESSION_REVOKED', 'ACCESS_TOKEN_EXPIRED');
  const teamRole = tokenTeamId === null ? result.claims.teamRole : (user.team_role ?? null);
  const teamId = tokenTeamId !== null && user.team_role == null ? null : tokenTeamId;
  request.currentUser = {
    id: user.id,
    username: user.username,
    phoneNumber: user.phone_number,
    isSuperAdmin: user.is_super_admin === 1,
    teamId,
    teamRole,
    sessionId,
  };
}

export async function requireSuperAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (!request.currentUser?.isSuperAdmin) throw forbidden('仅超级管理员可以执行此操作');
}

/** The authenticated user inside a handler guarded by requireUser. */
export function userOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

const GUARDS: ReadonlySet<unknown> = new Set([requireUser, requireSuperAdmin]);

const asList = (hooks: unknown): unknown[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Moves the guards of every route, wherever a route declares them (preValidation or preHandler), to
 * onRequest: the caller is authenticated before the body is read or validated, so an anonymous caller gets
 * 401 rather than 400 naming fields, and no large body is parsed for nothing.
 */
export function authenticateFirst(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const guards: unknown[] = [];
    for (const phase of ['preValidation', 'preHandler'] as const) {
      const hooks = asList(route[phase]);
      const others = hooks.filter((h) => !GUARDS.has(h));
      if (others.length === hooks.length) continue;
      guards.push(...hooks.filter((h) => GUARDS.has(h)));
      if (others.length > 0) route[phase] = others as never;
      else delete route[phase];
    }
    if (guards.length > 0) route.onRequest = [...guards, ...asList(route.onRequest)] as never;
  });
}
