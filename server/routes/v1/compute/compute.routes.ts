// /v1/project_compute/*: template generation, template data, saves, submit, previews, results, export, the 录入模板 and the Word report (§7.2, §7.4).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, userOf } from '../../../auth/guard';
import { ok } from '../../../http/envelope';
import { badRequest, notFound } from '../../../http/errors';
import { recordEvent } from '../../../services/events';
import {
  generateTemplates,
  readTemplate,
  saveTables,
  setAreaUnit,
  submitVersion,
  versionData,
  versionIssues,
} from '../../../services/compute/compute-service';
import { loadCompleted } from '../../../services/compute/completed-results';
import { previewTable } from '../../../services/compute/previews';
import { templates } from '../../../services/compute/templates';
import { buildWorkbook } from '../../../services/export/build-workbook';
import { contentDisposition, exportFileName, reportFileName } from '../../../services/export/file-name';
import { buildReport } from '../../../services/report';
import { auditExportRoute, workbookFacts } from './export-audit';
import { inputTemplateRoute } from './input-template';
import { inputSheetsFromTemplates } from '../../../services/export/input-sheets';
import {
  compareVersions,
  CompareInputError,
  computedTableList,
  readTable,
  resultData,
  TableNotFoundError,
} from '../../../services/results';
import {
  readTableQuery,
  readTemplateQuery,
  updateTableBody,
  versionIdParams,
} from '../../../../src/core/contracts/compute';

const P = '/v1/project_compute';

const compareQuery = z.object({
  versions: z
    .string()
    .regex(/^\d+(,\d+)*$/, '请选择要对比的版本')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.length >= 2 && ids.length <= 10, '请选择2至10个版本进行对比'),
});

export async function computeRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = root.deps;
  const guarded = { preHandler: requireUser };
  const byId = { ...guarded, schema: { params: versionIdParams } };

  app.get(`${P}/template_list`, guarded, async () => ok(templates.list()));
  app.get(`${P}/generate_templates/:id`, byId, async (req) =>
    ok(await generateTemplates(deps, userOf(req), req.params.id)),
  );
  app.get(`${P}/version_data/:id`, byId, async (req) =>
    ok(await versionData(deps, userOf(req), req.params.id)),
  );
  app.get(
    `${P}/read_template/:id`,
    { ...guarded, schema: { params: versionIdParams, querystring: readTemplateQuery } },
    async (req) => ok(await readTemplate(deps, userOf(req), req.params.id, req.query.key)),
  );
  app.post(`${P}/update_table`, { ...guarded, schema: { body: updateTableBody } }, async (req) =>
    ok(await saveTables(deps, userOf(req), req.body)),
  );
  app.post(
    `${P}/area_unit/:id`,
    {
      ...guarded,
      schema: {
        params: versionIdParams,
        body: z.object({ area_unit: z.enum(['mu', 'ha'], '面积单位只能是亩或公顷') }),
      },
    },
    async (req) => ok(await setAreaUnit(deps, userOf(req), req.params.id, req.body.area_unit)),
  );
  app.get(`${P}/issues/:id`, byId, async (req) => ok(await versionIssues(deps, userOf(req), req.params.id)));
  app.post(`${P}/submit/:id`, byId, async (req) =>
    ok(await submitVersion(deps, deps.computePool, userOf(req), req.params.id)),
  );

  // Previews of the current inputs (not yet submitted): tab 4 funding plan, tab 6 loan plan, tabs 7–8 revenue.
  app.get(`${P}/cash_flow/:id`, byId, async (req) =>
    ok(await previewTable(deps, userOf(req), req.params.id, 'funding')),
  );
  app.get(`${P}/payback_method/:id`, byId, async (req) =>
    ok(await previewTable(deps, userOf(req), req.params.id, 'loanPlan')),
  );
  app.get(`${P}/sale_income/:id`, byId, async (req) =>
    ok(await previewTable(deps, userOf(req), req.params.id, 'revenueTax')),
  );

  app.get(`${P}/get_computed_table_list/:id`, byId, async (req) => {
    const done = await loadCompleted(deps, userOf(req), req.params.id);
    return ok(computedTableList(done.output));
  });
  app.get(
    `${P}/read_table/:id`,
    { ...guarded, schema: { params: versionIdParams, querystring: readTableQuery } },
    async (req) => {
      const done = await loadCompleted(deps, userOf(req), req.params.id);
      try {
        return ok(readTable(done.output, req.query.table_id));
      } catch (e) {
        if (e instanceof TableNotFoundError) throw notFound(e.message);
        throw e;
      }
    },
  );
  app.get(`${P}/result/:id`, byId, async (req) => {
    const done = await loadCompleted(deps, userOf(req), req.params.id);
    return ok(resultData(done.header, done.output, done.input));
  });
  app.get(`${P}/compare`, { ...guarded, schema: { querystring: compareQuery } }, async (req) => {
    const user = userOf(req);
    const versions = [];
    for (const id of req.query.versions) versions.push(await loadCompleted(deps, user, id));
    try {
      return ok(compareVersions(versions.map((v) => ({ header: v.header, output: v.output }))));
    } catch (e) {
      if (e instanceof CompareInputError) throw badRequest(e.message);
      throw e;
    }
  });

  auditExportRoute(root, P);
  inputTemplateRoute(root, P);
  app.get(`${P}/export/:id`, byId, async (req, reply) => {
    const user = userOf(req);
    const done = await loadCompleted(deps, user, req.params.id);
    const { version, project } = done;
    const buffer = await buildWorkbook({
      ...workbookFacts(done),
      output: done.output,
      inputTables: inputSheetsFromTemplates(templates.instantiateAll(done.ctx, done.stored)),
      structure: { ctx: done.ctx, stored: done.stored },
    });
    await recordEvent(deps.db, deps.now(), {
      userId: user.id,
      kind: 'download',
      projectId: project.id,
      versionId: version.id,
    });
    const fileName = exportFileName(project.name, version.name, deps.now());
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', contentDisposition(fileName))
      .send(buffer);
  });

  // The 经济评价 chapter as .docx: the same access rules as the workbook (404 unless completed and accessible).
  app.get(`${P}/report_docx/:id`, byId, async (req, reply) => {
    const user = userOf(req);
    const done = await loadCompleted(deps, user, req.params.id);
    const { version, project } = done;
    const buffer = await buildReport({
      facts: {
        projectName: project.name,
        location: done.header.location,
        versionName: version.name,
        computedAt: done.header.computed_at,
      },
      output: done.output,
      input: done.input,
    });
    await recordEvent(deps.db, deps.now(), {
      userId: user.id,
      kind: 'download',
      projectId: project.id,
      versionId: version.id,
    });
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
      .header(
        'content-disposition',
        contentDisposition(reportFileName(project.name, version.name, deps.now())),
      )
      .send(buffer);
  });
}
