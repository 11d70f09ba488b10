// /v1/common: public reference lists needed before login (测算领域 for registration).
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/envelope';
import { measureFields } from '../../../services/account/account-service';

export async function commonRoutes(app: FastifyInstance): Promise<void> {
  app.get('/v1/common/fields/list', async (request) => ok(await measureFields(request.server.deps)));
}
