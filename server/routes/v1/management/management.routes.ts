// /v1/management: 系统管理 for the super-administrator only (everyone else 403, anonymous 401).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_ACTION_PATHS,
  addAccountBodySchema,
  addTeamAdminBodySchema,
  allTeamsQuerySchema,
  allUsersQuerySchema,
  userIdParamSchema,
  type AccountAction,
} from '../../../../src/core/contracts/management';
import { inviteBodySchema, teamIdParamSchema } from '../../../../src/core/contracts/team';
import { requireSuperAdmin, userOf } from '../../../auth/guard';
import { ok } from '../../../http/envelope';
import { changeTeamAdmin, listTeams, teamMembers } from '../../../services/management/teams-service';
import { addAccount, applyAccountAction, listUsers } from '../../../services/management/users-service';
import { addMember, deleteTeam } from '../../../services/team/team-service';

export async function managementRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = { preValidation: requireSuperAdmin };

  r.get(
    '/v1/management/all_users',
    { ...guard, schema: { querystring: allUsersQuerySchema } },
    async (request) => {
      const { page, per_page, search } = request.query;
      return ok(await listUsers(request.server.deps, page, per_page, search || undefined));
    },
  );

  r.post(
    '/v1/management/add_account',
    { ...guard, schema: { body: addAccountBodySchema } },
    async (request) => {
      const { phone_number, password, user_name } = request.body;
      return ok(await addAccount(request.server.deps, userOf(request).id, phone_number, password, user_name));
    },
  );

  for (const [action, path] of Object.entries(ACCOUNT_ACTION_PATHS) as [AccountAction, string][]) {
    r.post(
      `/v1/management/${path}/:id`,
      { ...guard, schema: { params: userIdParamSchema } },
      async (request) =>
        ok(await applyAccountAction(request.server.deps, userOf(request).id, request.params.id, action)),
    );
  }

  r.get(
    '/v1/management/all_teams',
    { ...guard, schema: { querystring: allTeamsQuerySchema } },
    async (request) => {
      const { page, per_page, search } = request.query;
      return ok(await listTeams(request.server.deps, page, per_page, search || undefined));
    },
  );

  r.get(
    '/v1/management/get_team_members/:id',
    { ...guard, schema: { params: teamIdParamSchema } },
    async (request) => ok(await teamMembers(request.server.deps, request.params.id)),
  );

  r.post(
    '/v1/management/add_team_admin',
    { ...guard, schema: { body: addTeamAdminBodySchema } },
    async (request) => {
      await changeTeamAdmin(
        request.server.deps,
        userOf(request).id,
        request.body.team_id,
        request.body.user_id,
      );
      return ok(null);
    },
  );

  r.post(
    '/v1/management/add_user_to_team',
    { ...guard, schema: { body: inviteBodySchema } },
    async (request) =>
      ok(
        await addMember(
          request.server.deps,
          userOf(request).id,
          request.body.team_id,
          request.body.phone_number,
        ),
      ),
  );

  r.post('/v1/management/dismiss/:id', { ...guard, schema: { params: teamIdParamSchema } }, async (request) =>
    ok(await deleteTeam(request.server.deps, userOf(request).id, request.params.id)),
  );
}
