// Team invitations and rosters: the invitee's pending invitations (accept / decline), members and their removal.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  invitationIdParamSchema,
  removeMemberBodySchema,
  teamIdParamSchema,
} from '../../../../src/core/contracts/team';
import { requireUser, userOf } from '../../../auth/guard';
import { ok } from '../../../http/envelope';
import { acceptInvitation, declineInvitation, myInvitations } from '../../../services/team/invitations';
import { removeMember, teamRoster } from '../../../services/team/team-service';

export async function invitationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const byInvitation = { preValidation: requireUser, schema: { params: invitationIdParamSchema } };

  r.get('/v1/account/invitations', { preValidation: requireUser }, async (request) =>
    ok(await myInvitations(request.server.deps, userOf(request))),
  );
  r.post('/v1/account/invitations/:id/accept', byInvitation, async (request) =>
    ok(await acceptInvitation(request.server.deps, userOf(request), request.params.id)),
  );
  r.post('/v1/account/invitations/:id/decline', byInvitation, async (request) => {
    await declineInvitation(request.server.deps, userOf(request), request.params.id);
    return ok(null);
  });
  r.get(
    '/v1/team/members/:id',
    { preValidation: requireUser, schema: { params: teamIdParamSchema } },
    async (request) => ok(await teamRoster(request.server.deps, userOf(request), request.params.id)),
  );
  r.post(
    '/v1/team/remove_user',
    { preValidation: requireUser, schema: { body: removeMemberBodySchema } },
    async (request) => {
      await removeMember(request.server.deps, userOf(request), request.body.team_id, request.body.user_id);
      return ok(null);
    },
  );
}
