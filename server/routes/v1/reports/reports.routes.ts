// /v1/project_compute/reports/list (product.md §7.2): the reports list, filtered by project and version name.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../../../auth/guard';
import { ok } from '../../../http/envelope';
import { reportListQuery } from '../../../../src/core/contracts/reports';
import { listReports } from '../../../services/reports/report-list';

export async function reportsRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v1/project_compute/reports/list',
    { preHandler: requireUser, schema: { querystring: reportListQuery } },
    async (req) => ok(await listReports(root.deps.db, userOf(req), req.query)),
  );
}
