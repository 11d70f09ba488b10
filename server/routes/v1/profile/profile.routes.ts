// /v1/profile/preview and /v1/profile/recent_updated_versions (product.md §7.2): the dashboard's data.
import type { FastifyInstance } from 'fastify';
import { requireUser, userOf } from '../../../auth/guard';
import { ok } from '../../../http/envelope';
import { dashboardSummary, recentVersions } from '../../../services/dashboard/dashboard-service';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  app.get('/v1/profile/preview', { preHandler: requireUser }, async (req) =>
    ok(await dashboardSummary(app.deps.db, userOf(req))),
  );
  app.get('/v1/profile/recent_updated_versions', { preHandler: requireUser }, async (req) =>
    ok(await recentVersions(app.deps.db, userOf(req))),
  );
}
