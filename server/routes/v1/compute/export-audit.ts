// GET /v1/project_compute/export_audit/{id}: the 审计版 workbook (statements as formulas) of a completed version.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../../../auth/guard';
import { recordEvent } from '../../../services/events';
import { loadCompleted, type CompletedVersion } from '../../../services/compute/completed-results';
import { templates } from '../../../services/compute/templates';
import { contentDisposition, exportFileName } from '../../../services/export/file-name';
import { buildAuditWorkbook } from '../../../services/export/formulas/build-audit-workbook';
import type { WorkbookProject, WorkbookVersion } from '../../../services/export/types';
import { versionIdParams } from '../../../../src/core/contracts/compute';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The project and version facts both workbooks print on their summary sheet. */
export function workbookFacts(done: CompletedVersion): {
  project: WorkbookProject;
  version: WorkbookVersion;
} {
  return {
    project: {
      name: done.project.name,
      location: done.header.location,
      type: done.header.project_type,
      building_period: done.header.building_period,
      operating_period: done.header.operating_period,
    },
    version: { name: done.version.name, computed_at: done.header.computed_at },
  };
}

export function auditExportRoute(root: FastifyInstance, prefix: string): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = root.deps;
  app.get(
    `${prefix}/export_audit/:id`,
    { preHandler: requireUser, schema: { params: versionIdParams } },
    async (req, reply) => {
      const user = userOf(req);
      const done = await loadCompleted(deps, user, req.params.id);
      const { version, project } = done;
      // the periods, sub-projects and cells the version was computed from (kept with its result)
      const { ctx, stored } = done;
      const input = done.input ?? templates.toModelInput(ctx, stored);
      const { buffer } = await buildAuditWorkbook({
        ...workbookFacts(done),
        output: done.output,
        input,
        ctx,
        stored,
      });
      await recordEvent(deps.db, deps.now(), {
        userId: user.id,
        kind: 'download',
        projectId: project.id,
        versionId: version.id,
      });
      const fileName = exportFileName(project.name, `${version.name}_审计版`, deps.now());
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', contentDisposition(fileName))
        .send(buffer);
    },
  );
}
