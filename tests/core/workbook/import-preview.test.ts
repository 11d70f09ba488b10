// 从Excel导入's preview and batch (issue 17): per table the changed cells with examples, every refused cell, the
// batch and its undo; the worker's previewImport and the all-or-nothing apply; the file checks made before reading.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../schemas';
import { createCalcService } from '../../../src/core/calc/service';
import { cellId } from '../../../src/core/template/stored';
import type { InstanceContext, StoredValues, TableInstance } from '../../../src/core/template/types';
import { cellAddress } from '../../../src/core/workbook/cell-address';
import {
  extensionProblem,
  MAX_WORKBOOK_BYTES,
  signatureProblem,
  sizeProblem,
} from '../../../src/core/workbook/file-check';
import { gridFromExcelJs, type ExcelJsLikeWorkbook } from '../../../src/core/workbook/grid';
import { MISSING_STRUCTURE, previewWorkbookImport } from '../../../src/core/workbook/import-preview';
import { inputSheetTables, INPUT_HEADER_ROW } from '../../../src/core/workbook/read-inputs';
import { STRUCTURE_SHEET } from '../../../src/core/workbook/structure';
import { placeHeaders } from '../../../src/core/contracts/results-layout';
import { headerTreeToLines } from '../../../src/core/workbook/header-lines';
import { teaGardenWorkbook, type TeaGardenWorkbook } from './tea-garden-workbook';
import { readWorkbook } from '../../../workers/read-workbook';

let ctx: InstanceContext;
let stored: StoredValues;
let load: TeaGardenWorkbook['load'];

beforeAll(async () => {
  ({ ctx, stored, load } = await teaGardenWorkbook());
});
const preview = (wb: ExcelJS.Workbook) =>
  previewWorkbookImport(gridFromExcelJs(wb as unknown as ExcelJsLikeWorkbook), registry, ctx, stored);

/** The editable, non-integer number cells with a value of the first two tables that have some. */
function numberCells(): {
  sheet: string;
  table: TableInstance;
  cells: { row: number; col: number; id: string; value: string }[];
}[] {
  const out = [];
  for (const { sheet, table } of inputSheetTables(registry, ctx, stored)) {
    const first = INPUT_HEADER_ROW + placeHeaders(headerTreeToLines(table.header)).depth;
    const cells = [];
    for (const [i, row] of table.rows.entries())
      for (const [c, col] of table.columns.entries()) {
        const cell = row.cells[col.key];
        if (cell?.editable && cell.cell === 'number' && !cell.integer && cell.value !== null)
          cells.push({ row: first + i, col: c + 1, id: cellId(row.id, col.key), value: cell.value });
      }
    if (cells.length >= 3) out.push({ sheet, table, cells, first });
    if (out.length === 2) break;
  }
  return out;
}

describe('previewWorkbookImport', () => {
  it('an untouched export changes nothing', async () => {
    const r = preview(await load());
    if (!r.ok) throw new Error(r.message);
    expect(r.preview.changed).toBe(0);
    expect(r.preview.tables).toEqual([]);
    expect(r.preview.refusals).toEqual([]);
    expect(r.preview.edits).toEqual([]);
    expect(r.preview.unchangedTables).toBe(inputSheetTables(registry, ctx, stored).length);
  });

  it('counts the changed cells per table with examples old → new, lists every refused cell, and undoes in one batch', async () => {
    const wb = await load();
    const [a, b] = numberCells();
    const ws = wb.getWorksheet(a!.sheet)!;
    ws.getCell(a!.cells[0]!.row, a!.cells[0]!.col).value = 1234.5;
    ws.getCell(a!.cells[1]!.row, a!.cells[1]!.col).value = 0;
    ws.getCell(a!.cells[2]!.row, a!.cells[2]!.col).value = '大约三百';
    wb.getWorksheet(b!.sheet)!.getCell(b!.cells[0]!.row, b!.cells[0]!.col).value = 77;
    ws.getCell(a!.table.rows.length + 20, 2).value = 5;
    wb.addWorksheet('录入-未知子项目-投资');
    const r = preview(wb);
    if (!r.ok) throw new Error(r.message);
    const p = r.preview;
    expect(p.changed).toBe(3);
    expect(p.tables.map((t) => [t.key, t.changed])).toEqual([
      [a!.table.key, 2],
      [b!.table.key, 1],
    ]);
    const tab = registry.templates.find((t) => t.key === a!.table.templateKey)!.label;
    expect(p.tables[0]!.title.startsWith(`${tab} · `)).toBe(true);
    expect(p.tables[0]!.title.endsWith(a!.table.name)).toBe(true);
    const ex = p.tables[0]!.examples[0]!;
    expect(ex).toMatchObject({
      sheet: a!.sheet,
      address: cellAddress(a!.cells[0]!.row, a!.cells[0]!.col),
      before: stored[a!.table.key]!.cells[a!.cells[0]!.id] ?? null,
      after: '1234.5',
      beforeText: a!.cells[0]!.value,
      afterText: '1234.5',
    });
    expect(ex.row.length).toBeGreaterThan(0);
    expect(p.tables[0]!.examples[1]).toMatchObject({ after: '0', afterText: '0' });
    expect(p.refusals).toEqual([
      { sheet: '录入-未知子项目-投资', address: '', reason: '未知的子项目或工作表，整表未导入' },
      {
        sheet: a!.sheet,
        address: cellAddress(a!.cells[2]!.row, a!.cells[2]!.col),
        reason: '数字单元格中是文字「大约三百」',
      },
      {
        sheet: a!.sheet,
        address: cellAddress(a!.table.rows.length + 20, 2),
        reason: '模板没有这一行，该行未导入',
      },
    ]);
    expect(p.edits).toEqual([
      { table: a!.table.key, cellId: a!.cells[0]!.id, value: '1234.5' },
      { table: a!.table.key, cellId: a!.cells[1]!.id, value: '0' },
      { table: b!.table.key, cellId: b!.cells[0]!.id, value: '77' },
    ]);
    expect(p.undo).toEqual(
      [...p.edits].reverse().map((e) => ({ ...e, value: stored[e.table]!.cells[e.cellId] ?? null })),
    );
  });

  it('refuses a workbook that is not in the 录入 layout, naming the first problem', async () => {
    const wb = await load();
    wb.removeWorksheet(wb.getWorksheet(STRUCTURE_SHEET)!.id);
    expect(preview(wb)).toEqual({ ok: false, message: MISSING_STRUCTURE });
    expect(MISSING_STRUCTURE).toContain('录入结构');
    const other = new ExcelJS.Workbook();
    other.addWorksheet('Sheet1').getCell(1, 1).value = '随便写的';
    const r = preview(other);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/^该工作簿不是本系统的录入格式/);
  });
});

describe('the worker side: previewImport and the all-or-nothing batch', () => {
  const open = () => {
    const svc = createCalcService(registry, { readWorkbook });
    svc.openVersion({ ctx, stored });
    return svc;
  };
  const bytesOf = async (wb: ExcelJS.Workbook) => {
    const buf = Buffer.from(await wb.xlsx.writeBuffer());
    return buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer;
  };

  it('previews against the open version, applies the batch whole and undoes it to the very cells', async () => {
    const svc = open();
    const wb = await load();
    const [a] = numberCells();
    wb.getWorksheet(a!.sheet)!.getCell(a!.cells[0]!.row, a!.cells[0]!.col).value = 999;
    const r = await svc.previewImport(await bytesOf(wb));
    if (!r.ok) throw new Error(r.message);
    expect(r.preview.edits).toEqual([{ table: a!.table.key, cellId: a!.cells[0]!.id, value: '999' }]);
    const before = svc.getStoredValues();
    const applied = svc.applyEdits(r.preview.edits, { allOrNothing: true });
    expect(applied.rejected).toEqual([]);
    expect(svc.getStoredValues()[a!.table.key]!.cells[a!.cells[0]!.id]).toBe('999');
    svc.applyEdits(r.preview.undo, { allOrNothing: true });
    expect(svc.getStoredValues()).toEqual(before);
  });

  it('a batch with one cell that cannot take its value changes nothing', () => {
    const svc = open();
    const [a] = numberCells();
    const before = svc.getStoredValues();
    const result = svc.applyEdits(
      [
        { table: a!.table.key, cellId: a!.cells[0]!.id, value: '5' },
        { table: a!.table.key, cellId: a!.cells[1]!.id, value: '五' },
        { table: a!.table.key, cellId: 'no-such-row:x', value: '1' },
      ],
      { allOrNothing: true },
    );
    expect(result.rejected.map((x) => x.cellId)).toEqual([a!.cells[1]!.id, 'no-such-row:x']);
    expect(result.changed).toEqual([]);
    expect(svc.getStoredValues()).toEqual(before);
    // without allOrNothing (a paste) the good cell is taken
    svc.applyEdits([
      { table: a!.table.key, cellId: a!.cells[0]!.id, value: '5' },
      { table: a!.table.key, cellId: a!.cells[1]!.id, value: '五' },
    ]);
    expect(svc.getStoredValues()[a!.table.key]!.cells[a!.cells[0]!.id]).toBe('5');
  });

  it('refuses bytes that are not a zip, and a zip that is not a workbook, without reading them', async () => {
    const svc = open();
    const text = new TextEncoder().encode('a,b,c\n1,2,3\n').buffer as ArrayBuffer;
    expect(await svc.previewImport(text)).toEqual({ ok: false, message: signatureProblem([0x61]) });
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]).buffer;
    expect(await svc.previewImport(zip)).toEqual({
      ok: false,
      message: '文件不是有效的 Excel 工作簿（.xlsx），无法打开',
    });
  });
});

describe('file checks made before anything is read', () => {
  it('refuses more than 20 MB, a name that is not .xlsx and bytes that are not a zip', () => {
    expect(sizeProblem(MAX_WORKBOOK_BYTES)).toBeNull();
    expect(sizeProblem(MAX_WORKBOOK_BYTES + 1)).toBe('文件过大（20.0 MB），工作簿不能超过 20 MB');
    expect(sizeProblem(31 * 1024 * 1024)).toBe('文件过大（31.0 MB），工作簿不能超过 20 MB');
    expect(extensionProblem('测算.XLSX')).toBeNull();
    expect(extensionProblem('测算.xls')).toMatch(/^「测算\.xls」不是 Excel 工作簿（\.xlsx）/);
    expect(extensionProblem('测算.csv')).not.toBeNull();
    expect(signatureProblem([0x50, 0x4b, 0x03, 0x04])).toBeNull();
    expect(signatureProblem([0xd0, 0xcf, 0x11, 0xe0])).toMatch(/^文件不是 Excel 工作簿/); // an old .xls
    expect(signatureProblem([])).not.toBeNull();
  });
});
