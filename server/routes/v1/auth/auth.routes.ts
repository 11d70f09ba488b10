// /v1/auth and /nl/v1/auth: login, user info, teams, team switch, passwords, logout and token refresh.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  forgetPasswordBodySchema,
  loginBodySchema,
  logoutBodySchema,
  switchTeamBodySchema,
} from '../../../../src/core/contracts/auth';
import { bearerToken, requireUser, userOf } from '../../../auth/guard';
import { perAddress, RATE_RULES } from '../../../auth/rate-limit';
import { refreshExpired } from '../../../auth/refresh-token';
import { ok } from '../../../http/envelope';
import { login } from '../../../services/auth/login-service';
import { changePassword, forgetPassword } from '../../../services/auth/password-service';
import {
  logout,
  refreshSession,
  switchTeam,
  teamsOfUser,
  userInfo,
} from '../../../services/auth/session-service';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/v1/auth/login', { schema: { body: loginBodySchema } }, async (request) =>
    ok(await login(request.server.deps, request.body, request.ip)),
  );

  r.get('/v1/auth/info', { preValidation: requireUser }, async (request) =>
    ok(await userInfo(request.server.deps, userOf(request))),
  );

  r.get('/v1/auth/all_teams', { preValidation: requireUser }, async (request) =>
    ok((await teamsOfUser(request.server.deps, userOf(request).id)).teams),
  );

  r.post(
    '/v1/auth/switch_team',
    { preValidation: requireUser, schema: { body: switchTeamBodySchema } },
    async (request) => ok(await switchTeam(request.server.deps, userOf(request).id, request.body.team_id)),
  );

  // The body is optional (the shell sends none): parsed here rather than by the route schema.
  r.post('/v1/auth/logout', { preValidation: requireUser }, async (request) => {
    const body = logoutBodySchema.parse(request.body ?? undefined);
    await logout(request.server.deps, userOf(request).id, body?.refresh_token);
    return ok(null);
  });

  r.post(
    '/v1/auth/forget_password',
    {
      schema: { body: forgetPasswordBodySchema },
      onRequest: perAddress(RATE_RULES.passwordResetPerAddress),
    },
    async (request) => {
      await forgetPassword(
        request.server.deps,
        request.body.phone_number,
        request.body.verification_code,
        request.body.password,
      );
      return ok(null);
    },
  );

  r.post(
    '/v1/auth/change_password',
    { preValidation: requireUser, schema: { body: changePasswordBodySchema } },
    // All sessions end; the answer carries a new token pair for the device that made the change.
    async (request) =>
      ok(
        await changePassword(
          request.server.deps,
          userOf(request),
          request.body.old_password,
          request.body.new_password,
        ),
      ),
  );

  // The bearer here is the refresh token, not an access token.
  r.post('/nl/v1/auth/refresh', async (request) => {
    const token = bearerToken(request);
    if (!token) throw refreshExpired();
    return ok(await refreshSession(request.server.deps, token));
  });
}
