// /v1/account: registration and the account centre's paged team list.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { myTeamsQuerySchema, registerBodySchema } from '../../../../src/core/contracts/account';
import { requireUser, userOf } from '../../../auth/guard';
import { perAddress, RATE_RULES } from '../../../auth/rate-limit';
import { ok } from '../../../http/envelope';
import { profile, register } from '../../../services/account/account-service';
import { teamsOfUser } from '../../../services/auth/session-service';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/v1/account/register',
    { schema: { body: registerBodySchema }, onRequest: perAddress(RATE_RULES.registerPerAddress) },
    async (request) => ok(await register(request.server.deps, request.body)),
  );

  r.get('/v1/account/profile', { preValidation: requireUser }, async (request) =>
    ok(await profile(request.server.deps, userOf(request).id)),
  );

  r.get(
    '/v1/account/myteams',
    { preValidation: requireUser, schema: { querystring: myTeamsQuerySchema } },
    async (request) => {
      const { page, per_page } = request.query;
      return ok(
        await teamsOfUser(request.server.deps, userOf(request).id, {
          offset: (page - 1) * per_page,
          limit: per_page,
        }),
      );
    },
  );
}
