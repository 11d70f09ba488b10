// Request authentication: resolves the bearer token to a current, active user (or refuses with 401).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from '../http/errors';

export interface CurrentUser {
  id: number;
  username: string;
  phoneNumber: string;
  isSuperAdmin: boolean;
  teamId: number | null;
  teamRole: string | null;
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
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'phone_number', 'status', 'is_super_admin'])
    .where('id', '=', result.claims.userId)
    .executeTakeFirst();
  if (!user || user.status !== 0) throw unauthorized('账号不可用，请重新登录', 'ACCOUNT_UNAVAILABLE');
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
