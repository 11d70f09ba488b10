// 下载录入模板 (GET /v1/project_compute/input_template/{id}[?blank=1]) through the real app on each database: the
// workbook holds only the version's 录入 sheets and the hidden 录入结构 sheet; 含当前数据 reads back to the version's
// inputs, 空白模板 has the same sheets, rows and labels with the entered cells empty; another team's version is a 404.
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registry } from '../../../schemas';
import { placeHeaders } from '../../../src/core/contracts/results-layout';
import { buildTemplate } from '../../../src/core/template/instantiate';
import { templatesToModelInput } from '../../../src/core/template/to-model-input';
import type { InstanceContext, StoredValues } from '../../../src/core/template/types';
import { cellText } from '../../../src/core/workbook/cell-text';
import { workbookToModelInput } from '../../../src/core/workbook/convert';
import { gridFromExcelJs, gridText, type ExcelJsLikeWorkbook } from '../../../src/core/workbook/grid';
import { headerTreeToLines } from '../../../src/core/workbook/header-lines';
import { previewWorkbookImport } from '../../../src/core/workbook/import-preview';
import { INPUT_HEADER_ROW, inputSheetTables } from '../../../src/core/workbook/read-inputs';
import { STRUCTURE_SHEET } from '../../../src/core/workbook/structure';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';
import { createCast, type Cast } from '../projects/fixtures';
import { createWorkedVersion, type WorkedVersion } from '../compute/worked-version';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe.each(dbTargets())('录入模板 download on %s', (dialect) => {
  let t: TestApp;
  let cast: Cast;
  let v: WorkedVersion;
  let ctx: InstanceContext;
  let stored: StoredValues;

  beforeEach(async () => {
    t = await createTestApp(dialect);
    cast = await createCast(t);
    v = await createWorkedVersion(t, cast.owner);
    const data = await t.call({
      method: 'GET',
      url: `/v1/project_compute/version_data/${v.versionId}`,
      token: cast.owner.token,
    });
    expect(data.body_.data.version.status).toBe('VersionStatus.UNSUBMITTED');
    ctx = data.body_.data.context as InstanceContext;
    stored = data.body_.data.stored as StoredValues;
  });
  afterEach(async () => t.close());

  async function download(query: string, token = cast.member.token) {
    const res = await t.call({
      method: 'GET',
      url: `/v1/project_compute/input_template/${v.versionId}${query}`,
      token,
    });
    return res;
  }

  async function workbookOf(query: string) {
    const res = await download(query);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return { wb, disposition: String(res.headers['content-disposition']) };
  }

  it('含当前数据: only the 录入 sheets and the hidden 录入结构 sheet, reading back to the version inputs', async () => {
    const { wb, disposition } = await workbookOf('');
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(
      '茶园项目_2026-11-22_录入模板_20261122.xlsx',
    );
    const expected = inputSheetTables(registry, ctx, stored).map((s) => s.sheet);
    expect(expected.length).toBeGreaterThan(20);
    expect(wb.worksheets.map((w) => w.name)).toEqual([...expected, STRUCTURE_SHEET]);
    expect(wb.worksheets.map((w) => w.state)).toEqual([...expected.map(() => 'visible'), 'hidden']);

    const grid = gridFromExcelJs(wb as unknown as ExcelJsLikeWorkbook);
    const back = workbookToModelInput(grid, registry);
    if (!back.ok) throw new Error(back.message);
    expect(back.refusals).toEqual([]);
    expect(back.input).toEqual(templatesToModelInput(registry, ctx, stored));
    expect(back.input.subProjects[0]?.name).toBe('茶园');
    // imported on the entry screen of the same version: nothing to change, nothing refused
    const preview = previewWorkbookImport(grid, registry, ctx, stored);
    if (!preview.ok) throw new Error(preview.message);
    expect([preview.preview.changed, preview.preview.refusals]).toEqual([0, []]);
  });

  it('空白模板: the same sheets, rows and row names, the entered cells empty (a default shows as in a new version)', async () => {
    const full = gridFromExcelJs((await workbookOf('')).wb as unknown as ExcelJsLikeWorkbook);
    const { wb, disposition } = await workbookOf('?blank=1');
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(
      '茶园项目_2026-11-22_空白录入模板_20261122.xlsx',
    );
    const blank = gridFromExcelJs(wb as unknown as ExcelJsLikeWorkbook);
    expect(blank.sheets.map((s) => s.name)).toEqual(full.sheets.map((s) => s.name));
    expect(wb.getWorksheet(STRUCTURE_SHEET)?.state).toBe('hidden');

    const built = new Map(
      registry.templates
        .flatMap((tpl) => buildTemplate(tpl, ctx, stored, { registry }))
        .map((b) => [b.instance.key, b]),
    );
    let emptied = 0;
    let kept = 0;
    let defaults = 0;
    for (const { sheet, table } of inputSheetTables(registry, ctx, stored)) {
      const b = built.get(table.key)!;
      const labelColumn = b.schema.labelColumn ?? 'name';
      const ws = blank.sheets.find((s) => s.name === sheet)!;
      const was = full.sheets.find((s) => s.name === sheet)!;
      const first = INPUT_HEADER_ROW + placeHeaders(headerTreeToLines(table.header)).depth;
      expect([sheet, ws.rowCount]).toEqual([sheet, was.rowCount]);
      table.rows.forEach((row, i) =>
        table.columns.forEach((col, c) => {
          const cell = row.cells[col.key];
          const at = [sheet, row.id, col.key];
          const text = gridText(ws.cell(first + i, c + 1));
          if (!cell?.editable) {
            // 序号, fixed row names and units print as before; computed cells follow the (cleared) inputs
            if (!cell?.numeric && cell?.cell !== 'computed' && cell?.cell !== 'linked')
              expect([...at, text]).toEqual([...at, gridText(was.cell(first + i, c + 1))]);
            return;
          }
          if (col.key === labelColumn) {
            kept += 1;
            expect([...at, text]).toEqual([...at, cell.value ?? '']);
            return;
          }
          const dflt = b.cellDefaults.get(`${row.id}:${col.key}`);
          if (dflt === undefined) {
            if (cell.value !== null) emptied += 1;
            expect([...at, text]).toEqual([...at, '']);
          } else {
            defaults += 1;
            const shown = cellText(cell, dflt) ?? '';
            if (cell.numeric) expect([...at, Number(text)]).toEqual([...at, Number(shown)]);
            else expect([...at, text]).toEqual([...at, shown]);
          }
        }),
      );
    }
    // the worked example enters hundreds of values; its row names (造林, 整地 …) stay
    expect(emptied).toBeGreaterThan(100);
    expect(kept).toBeGreaterThan(10);
    expect(defaults).toBeGreaterThan(10);

    // imported into the version it came from: every entered value is cleared, nothing refused
    const preview = previewWorkbookImport(blank, registry, ctx, stored);
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.preview.refusals).toEqual([]);
    expect(preview.preview.changed).toBeGreaterThanOrEqual(emptied);
    expect(preview.preview.edits.filter((e) => e.cellId.startsWith('_layout'))).toEqual([]);
    // and converted alone: the version's shape (one sub-project 茶园, its periods) with nothing entered
    const back = workbookToModelInput(blank, registry);
    if (!back.ok) throw new Error(back.message);
    expect(back.refusals).toEqual([]);
    expect(back.input.subProjects.map((s) => s.name)).toEqual(['茶园']);
    expect([back.input.meta.B, back.input.meta.O]).toEqual([ctx.B, ctx.O]);
  });

  it("another team's version is a 404; without a token a 401; a wrong blank value a 400", async () => {
    const foreign = await download('', cast.outsider.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).not.toBe(XLSX);
    const blankForeign = await download('?blank=1', cast.outsider.token);
    expect(blankForeign.statusCode).toBe(404);
    const anonymous = await t.call({
      method: 'GET',
      url: `/v1/project_compute/input_template/${v.versionId}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const wrong = await download('?blank=yes');
    expect(wrong.statusCode).toBe(400);
    const missing = await t.call({
      method: 'GET',
      url: `/v1/project_compute/input_template/999999`,
      token: cast.owner.token,
    });
    expect(missing.statusCode).toBe(404);
  });
});
