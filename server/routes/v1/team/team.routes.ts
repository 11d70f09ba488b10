// /v1/team: create, quit, dissolve (team Admin only) and invite by phone.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createTeamBodySchema,
  inviteBodySchema,
  teamIdParamSchema,
} from '../../../../src/core/contracts/team';
import { requireUser, userOf } from '../../../auth/guard';
import { ok } from '../../../http/envelope';
import { createTeam, dismissTeam, inviteMember, quitTeam } from '../../../services/team/team-service';

export async function teamRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/v1/team/create',
    { preValidation: requireUser, schema: { body: createTeamBodySchema } },
    async (request) => ok(await createTeam(request.server.deps, userOf(request), request.body)),
  );

  r.post(
    '/v1/team/exit/:id',
    { preValidation: requireUser, schema: { params: teamIdParamSchema } },
    async (request) => {
      await quitTeam(request.server.deps, userOf(request), request.params.id);
      return ok(null);
    },
  );

  r.post(
    '/v1/team/dismiss/:id',
    { preValidation: requireUser, schema: { params: teamIdParamSchema } },
    async (request) => ok(await dismissTeam(request.server.deps, userOf(request), request.params.id)),
  );

  r.post(
    '/v1/team/add_user',
    { preValidation: requireUser, schema: { body: inviteBodySchema } },
    async (request) =>
      ok(
        await inviteMember(
          request.server.deps,
          userOf(request),
          request.body.team_id,
          request.body.phone_number,
        ),
      ),
  );
}
