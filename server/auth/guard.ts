// Request authentication: resolves the bearer token to a current, active user (or refuses with 401).
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
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
  const { sessionId } = result.claims;
  const user = await db
    .selectFrom('users')
    .select((eb) => [
      'id',
      'username',
      'phone_number',
      'status',
      'is_super_admin',
      // The session must still be live: logout, a password change or reset and disabling revoke it, and the
      // access token stops at once instead of working until it expires.
      eb
        .exists(
          eb
            .selectFrom('refresh_tokens')
            .select('refresh_tokens.id')
            .where('refresh_tokens.family_id', '=', sessionId)
            .whereRef('refresh_tokens.user_id', '=', 'users.id')
            .where('refresh_tokens.revoked_at', 'is', null),
        )
        .as('session_live'),
    ])
    .where('id', '=', result.claims.userId)
    .executeTakeFirst();
  if (!user || user.status !== 0) throw unauthorized('账号不可用，请重新登录', 'ACCOUNT_UNAVAILABLE');
  // Answered like an expired token: the client tries its refresh token, which was revoked with the session.
  if (!user.session_live) throw new AppError(401, 'SESSION_REVOKED', 'ACCESS_TOKEN_EXPIRED');
  let teamId = result.claims.teamId;
  let teamRole = result.claims.teamRole;
  if (teamId !== null) {
    // Membership is re-read so that leaving or being removed from a team takes effect at once.
    const member = await db
      .selectFrom('team_members')
      .select('role')
      .where('team_id', '=', teamId)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    teamRole = member?.role ?? null;
    if (!member) teamId = null;
  }
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
