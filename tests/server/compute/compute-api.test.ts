// The computation calls end to end: generate, save with validation and revisions, submit the worked example, results, export.
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importStored, storedFromInput } from '../../../server/services/compute/import-input';
import { computeModel, type ModelInput } from '../../../src/core/engine';
import { registry } from '../../../schemas';
import { workbookToModelInput } from '../../../src/core/workbook/convert';
import { gridFromExcelJs, type ExcelJsLikeWorkbook } from '../../../src/core/workbook/grid';
import { eventCount } from '../helpers/events';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';
import { createCast, createProject, type Cast } from '../projects/fixtures';
import { createTeaGarden } from './tea-garden';

const fixture = (name: string) =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../fixtures', name), 'utf8'));
const input = fixture('tea-garden.input.json') as ModelInput;
const expected = fixture('tea-garden.output.json');

describe.each(dbTargets())('computation API on %s', (dialect) => {
  let t: TestApp;
  let cast: Cast;
  let versionId: number;
  let spKey: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    cast = await createCast(t);
    ({ versionId, spKey } = await createTeaGarden(t, cast.owner.token, '茶园项目'));
  });
  afterAll(async () => t.close());

  const get = (url: string, token = cast.owner.token) => t.call({ method: 'GET', url, token });

  it('refuses template data before generation, then generates (UNGENERATED → UNSUBMITTED), idempotently', async () => {
    const early = await get(`/v1/project_compute/read_template/${versionId}?key=tab0`);
    expect(early.statusCode).toBe(409);
    for (let i = 0; i < 2; i++) {
      const res = await get(`/v1/project_compute/generate_templates/${versionId}`);
      expect(res.body_).toMatchObject({
        code: 200,
        message: 'success',
        data: { status: 'VersionStatus.UNSUBMITTED' },
      });
    }
  });

  it('lists the registry templates in tab order', async () => {
    const res = await get('/v1/project_compute/template_list');
    const inOrder = [...registry.templates].sort((a, b) => a.order - b.order);
    expect(res.body_.data.map((t: { key: string }) => t.key)).toEqual(inOrder.map((t) => t.key));
    expect(res.body_.data[0]).toMatchObject({ key: inOrder[0]!.key, template: inOrder[0]!.label });
  });

  it('reads a template instance with a section per sub-project', async () => {
    const res = await get(`/v1/project_compute/read_template/${versionId}?key=tab1`);
    expect(res.statusCode).toBe(200);
    const ids = res.body_.data.sections.map((s: { subProjectId: string | null }) => s.subProjectId);
    expect(ids).toContain(spKey);
  });

  /** Saves `content` into the first numeric input cell of tab 0; answers the response and that cell's stored value. */
  async function saveFirstNumericCell(content: string) {
    const tab0 = await get(`/v1/project_compute/read_template/${versionId}?key=tab0`);
    const table = tab0.body_.data.sections
      .flatMap((s: { tables: unknown[] }) => s.tables)
      .find(
        (tb: { rows: { cells: Record<string, { editable: boolean; numeric: boolean; cell: string }> }[] }) =>
          tb.rows.some((r) => Object.values(r.cells).some((c) => c.editable && c.cell === 'number')),
      );
    const row = table.rows.find((r: { cells: Record<string, { editable: boolean; cell: string }> }) =>
      Object.values(r.cells).some((c) => c.editable && c.cell === 'number'),
    );
    const col = Object.entries(row.cells as Record<string, { editable: boolean; cell: string }>).find(
      ([, c]) => c.editable && c.cell === 'number',
    )![0];
    const cellId = `${row.id}:${col}`;
    const res = await t.call({
      method: 'POST',
      url: '/v1/project_compute/update_table',
      token: cast.owner.token,
      payload: {
        version_id: versionId,
        template_id: 'tab0',
        tables: [
          {
            table_id: table.tableId,
            sub_project_id: table.subProjectId,
            revision: table.revision,
            cells: [{ cell_id: cellId, content }],
          },
        ],
      },
    });
    const data = await get(`/v1/project_compute/version_data/${versionId}`);
    return { res, cellId, stored: data.body_.data.stored[table.key]?.cells[cellId] as string | undefined };
  }

  it('refuses a non-numeric cell with 输入的值必须为数字 and saves nothing', async () => {
    const { res, cellId, stored } = await saveFirstNumericCell('十二');
    expect(res.statusCode).toBe(400);
    expect(res.body_.message).toBe('输入的值必须为数字');
    expect((res.body_.details as { issues: { cell_id: string }[] }).issues[0]!.cell_id).toBe(cellId);
    expect(stored).toBeUndefined();
  });

  it('refuses a number of 13 integer digits with the engine limit (D-56) and saves nothing', async () => {
    const { res, cellId, stored } = await saveFirstNumericCell('1000000000000');
    expect(res.statusCode).toBe(400);
    expect(res.body_.message).toBe('输入的值整数部分不得超过12位');
    const issue = (res.body_.details as { issues: { cell_id: string; code: string }[] }).issues[0]!;
    expect(issue).toMatchObject({ cell_id: cellId, code: 'E_NUMBER_RANGE' });
    expect(stored).toBeUndefined();
  });

  it('saves with revisions and answers 409 to a stale revision', async () => {
    await importStored(
      t.deps.db,
      versionId,
      storedFromInput(input, new Map([[input.subProjects[0]!.id, spKey]])),
      cast.owner.id,
      t.clock.now(),
    );
    const data = await get(`/v1/project_compute/version_data/${versionId}`);
    const [key, table] = Object.entries(
      data.body_.data.stored as Record<string, { cells: Record<string, string>; revision: number }>,
    ).find(([k]) => k.startsWith('tab0/-/'))!;
    const [templateId, , tableId] = key.split('/');
    const body = (revision: number) => ({
      version_id: versionId,
      template_id: templateId,
      tables: [
        {
          table_id: tableId,
          sub_project_id: null,
          revision,
          cells: Object.entries(table.cells).map(([cell_id, content]) => ({ cell_id, content })),
        },
      ],
    });
    const first = await t.call({
      method: 'POST',
      url: '/v1/project_compute/update_table',
      token: cast.owner.token,
      payload: body(table.revision),
    });
    expect(first.statusCode).toBe(200);
    expect(first.body_.data.revisions[key]).toBe(table.revision + 1);
    const stale = await t.call({
      method: 'POST',
      url: '/v1/project_compute/update_table',
      token: cast.member.token,
      payload: body(table.revision),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.body_.message).toBe('数据已被他人修改，请刷新后重试');
  });

  it('saves a per-unit cost row without a product (a warning), refuses it at submit naming its cell, saves it back', async () => {
    const data = await get(`/v1/project_compute/version_data/${versionId}`);
    const stored = data.body_.data.stored as Record<
      string,
      { cells: Record<string, string>; revision: number }
    >;
    const key = `tab2/${spKey}/forestryCost`;
    const table = stored[key]!;
    const rowId = 'r2';
    const save = (cells: Record<string, string>, revision: number) =>
      t.call({
        method: 'POST',
        url: '/v1/project_compute/update_table',
        token: cast.owner.token,
        payload: {
          version_id: versionId,
          template_id: 'tab2',
          tables: [
            {
              table_id: 'forestryCost',
              sub_project_id: spKey,
              revision,
              cells: Object.entries(cells).map(([cell_id, content]) => ({ cell_id, content })),
            },
          ],
        },
      });
    const pending: Record<string, string> = { ...table.cells, [`${rowId}:method`]: 'perUnit' };
    delete pending[`${rowId}:productId`];
    const saved = await save(pending, table.revision);
    expect(saved.statusCode).toBe(200);
    const refused = await t.call({
      method: 'POST',
      url: `/v1/project_compute/submit/${versionId}`,
      token: cast.owner.token,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body_.message).toBe(
      '录入数据有错误，请修改后再提交：计价方式为“元/单位产量 × 产量”，须选择产品；选择前本行按0计入测算，提交前须补全',
    );
    expect((refused.body_.details as { issues: unknown[] }).issues).toEqual([
      expect.objectContaining({
        level: 'error',
        code: 'W_REF_PENDING',
        template_id: 'tab2',
        sub_project_id: spKey,
        table_id: 'forestryCost',
        row_id: rowId,
        cell_id: `${rowId}:productId`,
      }),
    ]);
    const version = await get(`/v1/project_compute/version_data/${versionId}`);
    expect(version.body_.data.version.status).toBe('VersionStatus.UNSUBMITTED');
    const back = await save(table.cells, saved.body_.data.revisions[key]);
    expect(back.statusCode).toBe(200);
  });

  it('submits the worked example: CALCULATING → COMPLETED with the worked indicators', async () => {
    const res = await t.call({
      method: 'POST',
      url: `/v1/project_compute/submit/${versionId}`,
      token: cast.owner.token,
    });
    expect(res.body_).toMatchObject({
      code: 200,
      message: 'success',
      data: { status: 'VersionStatus.COMPLETED' },
    });
    const result = await get(`/v1/project_compute/result/${versionId}`);
    const ind = result.body_.data.output.indicators;
    expect(ind.firrPost.value.slice(0, 10)).toBe(expected.indicators.firrPost.value.slice(0, 10));
    expect(ind.fnpvPre.slice(0, 10)).toBe(expected.indicators.fnpvPre.slice(0, 10));
    const list = await get(`/v1/project_compute/get_computed_table_list/${versionId}`);
    expect(list.body_.data[0].table_id).toBe('summary');
    // the worked example's tables plus 合理性检查表: a version keyed in the templates always has analysis settings
    expect(list.body_.data).toHaveLength(Object.keys(expected.tables).length + 1);
    expect(list.body_.data.map((x: { table_id: string }) => x.table_id)).toContain('review');
    const profit = await get(`/v1/project_compute/read_table/${versionId}?table_id=profit`);
    expect(profit.body_.data.rows[0].total).toBe(expected.tables.profit.rows[0].total);
  });

  it('keeps a completed version read-only', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/v1/project_compute/update_table',
      token: cast.owner.token,
      payload: { version_id: versionId, template_id: 'tab0', tables: [] },
    });
    expect(res.statusCode).toBe(409);
  });

  it('exports the workbook with the Chinese file name and counts the download', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/v1/project_compute/export/${versionId}`,
      token: cast.owner.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('茶园项目_2026-11-22_20261122.xlsx')}`,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.length).toBeGreaterThan(Object.keys(expected.tables).length);
    // the hidden 录入结构 sheet lets the workbook alone convert back to the version's input (issue 17)
    expect(wb.getWorksheet('录入结构')?.state).toBe('hidden');
    const back = workbookToModelInput(gridFromExcelJs(wb as unknown as ExcelJsLikeWorkbook), registry);
    if (!back.ok) throw new Error(back.message);
    expect(back.refusals).toEqual([]);
    // the version's own record (its location, sub-project ids) with the worked example's figures
    expect(back.input.meta.location).toBe('浙江省/杭州市/淳安县');
    expect(computeModel(back.input).indicators).toEqual(computeModel(input).indicators);
    // The summary sheet carries the worked example's acceptance figures (finance-model §5.14) at 2 dp.
    const byName = new Map<string, unknown>();
    const summarySheet = wb.worksheets.find((w) => w.getCell(1, 1).value === expected.tables.summary.title)!;
    summarySheet.eachRow((row) => byName.set(String(row.getCell(2).value), row.getCell(4).value));
    expect(byName.get('项目总投资')).toBe(308.22);
    expect(byName.get('项目投资财务内部收益率(所得税后)')).toBe(22.03);
    expect(byName.get('项目投资财务净现值(所得税后)')).toBe(352.14);
    expect(wb.worksheets.some((w) => w.name.startsWith('录入-'))).toBe(true);
    expect(await eventCount(t, 'download', versionId)).toBe(1);
    expect(await eventCount(t, 'compute', versionId)).toBe(1);
  });

  it('exports the 审计版 workbook: statements as formulas over the 录入 sheets, cached at the engine values', async () => {
    const res = await get(`/v1/project_compute/export_audit/${versionId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('茶园项目_2026-11-22_审计版_20261122.xlsx')}`,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name).slice(0, 2)).toEqual(['测算结果汇总', '说明']);
    const profit = wb.worksheets.find((w) => w.getCell(1, 1).value === expected.tables.profit.title)!;
    // row 1 营业收入 of the first operating year: a reference to 营业收入表, its cached result the engine's 60
    const revenue = profit.getCell(5, 4);
    expect(revenue.type).toBe(ExcelJS.ValueType.Formula);
    expect(revenue.formula).toMatch(/^'营业收入、税金及附加和增值税估算表'!D\d+$/);
    expect(revenue.result).toBe(60);
    const idc = wb.worksheets.find((w) => w.getCell(1, 1).value === expected.tables.idc.title)!;
    expect(idc.getCell(7, 4).formula).toMatch(/^'录入-/);
    expect(await eventCount(t, 'download', versionId)).toBe(2);
  });

  it('answers 404 to another team on every computation call', async () => {
    for (const url of [
      `/v1/project_compute/generate_templates/${versionId}`,
      `/v1/project_compute/version_data/${versionId}`,
      `/v1/project_compute/read_template/${versionId}?key=tab0`,
      `/v1/project_compute/cash_flow/${versionId}`,
      `/v1/project_compute/get_computed_table_list/${versionId}`,
      `/v1/project_compute/read_table/${versionId}?table_id=profit`,
      `/v1/project_compute/result/${versionId}`,
      `/v1/project_compute/export/${versionId}`,
      `/v1/project_compute/export_audit/${versionId}`,
    ]) {
      const res = await get(url, cast.outsider.token);
      expect(res.statusCode, url).toBe(404);
    }
    const submit = await t.call({
      method: 'POST',
      url: `/v1/project_compute/submit/${versionId}`,
      token: cast.outsider.token,
    });
    expect(submit.statusCode).toBe(404);
  });
});

describe.each(dbTargets())('submitting a project without sub-projects on %s', (dialect) => {
  let t: TestApp;
  afterAll(async () => t.close());

  it('is refused with a message that says what to do, and the version stays in entry', async () => {
    t = await createTestApp(dialect);
    const cast = await createCast(t);
    const { versionId } = await createProject(t, cast.owner.token, { name: '空项目' });
    await t.call({
      method: 'GET',
      url: `/v1/project_compute/generate_templates/${versionId}`,
      token: cast.owner.token,
    });
    const res = await t.call({
      method: 'POST',
      url: `/v1/project_compute/submit/${versionId}`,
      token: cast.owner.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body_.message).toBe('该项目还没有子项目，请先在项目管理中创建子项目后再提交');
    const version = await t.deps.db
      .selectFrom('versions')
      .select('status')
      .where('id', '=', versionId)
      .executeTakeFirstOrThrow();
    expect(version.status).toBe('VersionStatus.UNSUBMITTED');
  });
});
