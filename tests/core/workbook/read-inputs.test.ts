// The 录入 reader: an exported workbook reads back to the same cells; edits become one batch; bad cells are refused
// one by one with sheet, address and reason; a workbook not in the layout is refused naming the first problem.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../schemas';
import { cellId } from '../../../src/core/template/stored';
import type { InstanceContext, StoredValues } from '../../../src/core/template/types';
import { cellAddress } from '../../../src/core/workbook/cell-address';
import { gridFromExcelJs, type ExcelJsLikeWorkbook } from '../../../src/core/workbook/grid';
import {
  inputSheetTables,
  INPUT_HEADER_ROW,
  readInputWorkbook,
} from '../../../src/core/workbook/read-inputs';
import { placeHeaders } from '../../../src/core/contracts/results-layout';
import { headerTreeToLines } from '../../../src/core/workbook/header-lines';
import { teaGardenWorkbook, type TeaGardenWorkbook } from './tea-garden-workbook';
import { buildInputWorkbook } from '../../../server/services/export/build-workbook';
import { inputSheetsFromTemplates } from '../../../server/services/export/input-sheets';
import { instantiateTemplate } from '../../../src/core/template/instantiate';

let ctx: InstanceContext;
let stored: StoredValues;
let load: TeaGardenWorkbook['load'];

beforeAll(async () => {
  ({ ctx, stored, load } = await teaGardenWorkbook());
});
const read = (wb: ExcelJS.Workbook) =>
  readInputWorkbook(gridFromExcelJs(wb as unknown as ExcelJsLikeWorkbook), registry, ctx, stored);

/** Sheet, row and column of the first editable cell of a kind (numeric / select) with a value. */
function findCell(kind: 'number' | 'select' | 'text') {
  for (const { sheet, table } of inputSheetTables(registry, ctx, stored)) {
    const first = INPUT_HEADER_ROW + placeHeaders(headerTreeToLines(table.header)).depth;
    for (const [i, row] of table.rows.entries())
      for (const [c, col] of table.columns.entries()) {
        const cell = row.cells[col.key];
        if (!cell?.editable || cell.value === null) continue;
        const k =
          cell.cell === 'select'
            ? 'select'
            : cell.cell === 'check'
              ? 'check'
              : cell.numeric
                ? 'number'
                : 'text';
        if (k === kind && (kind !== 'number' || !cell.integer))
          return { sheet, row: first + i, col: c + 1, table, id: cellId(row.id, col.key), cell };
      }
  }
  throw new Error(`no ${kind} cell`);
}

describe('readInputWorkbook', () => {
  it('reads an untouched export back to no edits and the same cells', async () => {
    const r = read(await load());
    if (!r.ok) throw new Error(r.message);
    expect(r.refusals).toEqual([]);
    expect(r.edits).toEqual([]);
    expect(r.stored).toEqual(stored);
    expect(r.tables.length).toBeGreaterThan(10);
    expect(r.tables.every((t) => t.changed === 0)).toBe(true);
  });

  it('reads the 录入模板 of a version with nothing entered back to no edits (a default 3.50 comes back 3.5)', async () => {
    const empty: StoredValues = {};
    const instances = registry.templates.map((t) => instantiateTemplate(t, ctx, empty, { registry }));
    const loanRate = instances
      .flatMap((t) => t.sections.flatMap((s) => s.tables))
      .flatMap((t) => t.rows.map((r) => r.cells.ratePct?.value))
      .find((v) => v?.endsWith('0'));
    expect(loanRate).toBe('3.50'); // the default the screen shows, written 3.5 in the workbook
    const template = await buildInputWorkbook({
      project: { name: ctx.name },
      version: { name: '空' },
      inputTables: inputSheetsFromTemplates(instances),
      structure: { ctx, stored: empty },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(template as unknown as ArrayBuffer);
    const r = readInputWorkbook(gridFromExcelJs(wb as unknown as ExcelJsLikeWorkbook), registry, ctx, empty);
    if (!r.ok) throw new Error(r.message);
    expect([r.edits, r.refusals]).toEqual([[], []]);
  });

  it('turns changed cells into edits, counted per table; text in a number cell is refused with its address', async () => {
    const wb = await load();
    const n = findCell('number');
    const s = findCell('select');
    wb.getWorksheet(n.sheet)!.getCell(n.row, n.col).value = 12345.678;
    const option = s.cell.options!.find((o) => o.value !== s.cell.value);
    if (option) wb.getWorksheet(s.sheet)!.getCell(s.row, s.col).value = option.label;
    const ws = wb.getWorksheet(n.sheet)!;
    const t = findCell('text');
    const r = read(wb);
    if (!r.ok) throw new Error(r.message);
    expect(r.edits).toContainEqual({ table: n.table.key, cellId: n.id, value: '12345.678' });
    if (option) expect(r.edits).toContainEqual({ table: s.table.key, cellId: s.id, value: option.value });
    expect(r.stored[n.table.key]!.cells[n.id]).toBe('12345.678');
    const selectToo = option && s.table.key === n.table.key ? 1 : 0;
    expect(r.tables.find((x) => x.key === n.table.key)!.changed).toBe(1 + selectToo);
    expect(r.edits).toHaveLength(option ? 2 : 1);

    ws.getCell(n.row, n.col).value = '约一万';
    wb.getWorksheet(t.sheet)!.getCell(t.row, t.col).value = '新的名称';
    const r2 = read(wb);
    if (!r2.ok) throw new Error(r2.message);
    expect(r2.refusals).toContainEqual({
      sheet: n.sheet,
      address: cellAddress(n.row, n.col),
      reason: '数字单元格中是文字「约一万」',
    });
    // the refused cell keeps its value; the others are still taken
    expect(r2.stored[n.table.key]!.cells[n.id]).toBe(stored[n.table.key]!.cells[n.id]);
    expect(r2.edits).toContainEqual({ table: t.table.key, cellId: t.id, value: '新的名称' });
  });

  it('refuses an unknown option, a row the template does not have and an unknown sub-project sheet', async () => {
    const wb = await load();
    const s = findCell('select');
    wb.getWorksheet(s.sheet)!.getCell(s.row, s.col).value = '不存在的选项';
    const n = findCell('number');
    const ws = wb.getWorksheet(n.sheet)!;
    const extraRow =
      INPUT_HEADER_ROW + placeHeaders(headerTreeToLines(n.table.header)).depth + n.table.rows.length;
    ws.getCell(extraRow + 1, 3).value = 99;
    wb.addWorksheet('录入-不存在的子项目-茶园投资');
    const r = read(wb);
    if (!r.ok) throw new Error(r.message);
    expect(r.refusals).toContainEqual({
      sheet: s.sheet,
      address: cellAddress(s.row, s.col),
      reason: expect.stringMatching(/^「不存在的选项」不是可选项（可选：/),
    });
    expect(r.refusals).toContainEqual({
      sheet: n.sheet,
      address: cellAddress(extraRow + 1, 3),
      reason: '模板没有这一行，该行未导入',
    });
    expect(r.refusals).toContainEqual({
      sheet: '录入-不存在的子项目-茶园投资',
      address: '',
      reason: '未知的子项目或工作表，整表未导入',
    });
    expect(r.edits).toEqual([]);
  });

  it('refuses a workbook not in the layout, naming the first problem', async () => {
    const wb = await load();
    const { sheet, table } = inputSheetTables(registry, ctx, stored)[0]!;
    const first = placeHeaders(headerTreeToLines(table.header)).cells[0]!;
    wb.getWorksheet(sheet)!.getCell(INPUT_HEADER_ROW + first.row, first.col + 1).value = '别的表头';
    expect(read(wb)).toEqual({
      ok: false,
      message: `工作表「${sheet}」的表头与模板不符：${cellAddress(INPUT_HEADER_ROW + first.row, first.col + 1)} 应为「${first.label}」，实际为「别的表头」`,
    });
    wb.getWorksheet(sheet)!.getCell(INPUT_HEADER_ROW + first.row, first.col + 1).value = first.label;
    const second = inputSheetTables(registry, ctx, stored)[1]!.sheet;
    wb.removeWorksheet(wb.getWorksheet(second)!.id);
    expect(read(wb)).toEqual({
      ok: false,
      message: `该工作簿与本版本的录入格式不符：缺少工作表「${second}」`,
    });
    const empty = new ExcelJS.Workbook();
    empty.addWorksheet('Sheet1').getCell(1, 1).value = 'x';
    const r = read(empty);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/^该工作簿不是本系统的录入格式/);
  });
});
