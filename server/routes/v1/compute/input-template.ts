// GET /v1/project_compute/input_template/{id}[?blank=1]: 下载录入模板 — the version's 录入 sheets and the hidden 录入结构
// sheet, of any status, with the saved values (含当前数据) or with the entered values cleared (空白模板). The same
// access rules as the other reads of a version (another team's version: 404).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registry } from '../../../../schemas';
import { requireUser, userOf } from '../../../auth/guard';
import { loadAccessibleVersion } from '../../../services/projects/access';
import { locationOf, versionInputs } from '../../../services/compute/version-context';
import { templates } from '../../../services/compute/templates';
import { buildInputWorkbook } from '../../../services/export/build-workbook';
import { contentDisposition, inputTemplateFileName } from '../../../services/export/file-name';
import { inputSheetsFromTemplates } from '../../../services/export/input-sheets';
import { versionIdParams } from '../../../../src/core/contracts/compute';
import { blankStored } from '../../../../src/core/workbook/blank';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const query = z.object({ blank: z.enum(['0', '1'], 'blank 只能是 0 或 1').optional() });

export function inputTemplateRoute(root: FastifyInstance, prefix: string): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = root.deps;
  app.get(
    `${prefix}/input_template/:id`,
    { preHandler: requireUser, schema: { params: versionIdParams, querystring: query } },
    async (req, reply) => {
      const { version, project } = await loadAccessibleVersion(deps.db, userOf(req), req.params.id);
      const blank = req.query.blank === '1';
      const { ctx, stored: saved } = await versionInputs(deps.db, project, version);
      const stored = blank ? blankStored(registry, ctx, saved) : saved;
      const buffer = await buildInputWorkbook({
        project: { name: project.name, location: locationOf(project) },
        version: { name: version.name },
        inputTables: inputSheetsFromTemplates(templates.instantiateAll(ctx, stored)),
        structure: { ctx, stored },
      });
      const fileName = inputTemplateFileName(project.name, version.name, blank, deps.now());
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', contentDisposition(fileName))
        .send(buffer);
    },
  );
}
