// Reads a workbook in the export's 录入 layout back into stored template values (the entry screen's cell store).
// The version's shape (context and current cells) says which sheets, rows and columns to expect; only editable
// cells are read. A workbook not in the layout is refused as a whole (message names the first problem); a cell
// that cannot be taken is refused alone, with its sheet, address and reason.
import { placeHeaders } from '../contracts/results-layout';
import { Decimal } from '../money/decimal';
import { unitLabel } from '../template/columns';
import { instantiateTemplate } from '../template/instantiate';
import { cellId, cloneStored, setStoredCell } from '../template/stored';
import type {
  CellEdit,
  InstanceCell,
  InstanceContext,
  StoredValues,
  TableInstance,
  TemplateRegistry,
} from '../template/types';
import { cellAddress } from './cell-address';
import { cellText } from './cell-text';
import { gridText, type GridSheet, type GridValue, type WorkbookGrid } from './grid';
import { headerTreeToLines } from './header-lines';
import { sheetNamer } from './sheet-names';
import { STRUCTURE_SHEET } from './structure';

/** Row 1 is the sheet title, the header starts on row 2 (server/services/export/input-sheet.ts). */
export const INPUT_HEADER_ROW = 2;
export const INPUT_SHEET_PREFIX = '录入-';

export interface ImportRefusal {
  sheet: string;
  /** A1 address; '' for a whole sheet. */
  address: string;
  reason: string;
}

export interface ImportTableSummary {
  key: string;
  sheet: string;
  /** The table's name on screen. */
  name: string;
  /** Cells whose value the import changes. */
  changed: number;
}

/** One cell the import changes: where it is in the workbook and on screen, and its value before and after. */
export interface ImportChange {
  table: string;
  cellId: string;
  sheet: string;
  address: string;
  /** `no label` of the row and the column's label, as the entry screen shows them. */
  row: string;
  column: string;
  /** Stored value before (what undoing the import writes back) and after. */
  before: string | null;
  after: string | null;
  /** Both as the cell prints them (select labels, 是/否; the default a blank cell shows). */
  beforeText: string | null;
  afterText: string | null;
}

export type InputWorkbookRead =
  | {
      ok: true;
      /** The version's cells with the workbook applied. */
      stored: StoredValues;
      /** The same as edits of the entry screen (one batch). */
      edits: CellEdit[];
      /** The edits with their places and old values, in the same order. */
      changes: ImportChange[];
      tables: ImportTableSummary[];
      refusals: ImportRefusal[];
    }
  | { ok: false; message: string };

/** A table as the 录入 sheets write it, with its sheet name. */
export interface InputSheetTable {
  sheet: string;
  table: TableInstance;
}

/** Every entered table in workbook order with the sheet name the export gives it. */
export function inputSheetTables(
  registry: TemplateRegistry,
  ctx: InstanceContext,
  stored: StoredValues,
): InputSheetTable[] {
  const name = sheetNamer();
  const out: InputSheetTable[] = [];
  for (const template of registry.templates) {
    const instance = instantiateTemplate(template, ctx, stored, { registry });
    for (const section of instance.sections)
      for (const table of section.tables) {
        const sp = section.subProjectName;
        out.push({ sheet: name(`${INPUT_SHEET_PREFIX}${sp ? `${sp}-${table.name}` : table.name}`), table });
      }
  }
  return out;
}

const DECIMAL = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;
const TRUE_TEXT = new Set(['是', 'true', '1', '√', 'y', 'yes']);
const FALSE_TEXT = new Set(['否', 'false', '0', '×', 'n', 'no']);

type Parsed = { value: string | null } | { refused: string };

/** One workbook value as the stored string of an editable cell. */
export function parseCell(raw: GridValue, cell: InstanceCell): Parsed {
  const text = gridText(raw);
  if (text === '') return { value: null };
  if (cell.cell === 'select') {
    const option = cell.options?.find((o) => o.label === text || o.value === text);
    if (!option)
      return {
        refused: `「${text}」不是可选项（可选：${(cell.options ?? []).map((o) => o.label).join('、')}）`,
      };
    return { value: option.value };
  }
  if (cell.cell === 'check') {
    const t = text.toLowerCase();
    if (raw === true || TRUE_TEXT.has(t)) return { value: 'True' };
    if (raw === false || FALSE_TEXT.has(t)) return { value: 'False' };
    return { refused: `勾选单元格只能填“是”或“否”，实际为「${text}」` };
  }
  if (!cell.numeric) return { value: text };
  let value: string;
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return { refused: `数字单元格中的值无效「${text}」` };
    value = new Decimal(raw).toFixed();
  } else {
    const plain = text.replace(/,/g, '');
    if (typeof raw !== 'string' || !DECIMAL.test(plain)) return { refused: `数字单元格中是文字「${text}」` };
    value = new Decimal(plain).toFixed();
  }
  if (cell.integer && !new Decimal(value).isInteger()) return { refused: `应为整数，实际为「${text}」` };
  return { value };
}

/** The first header cell that differs from the template, as a message; null when the header matches. */
function headerProblem(ws: GridSheet, table: TableInstance): string | null {
  for (const h of placeHeaders(headerTreeToLines(table.header)).cells) {
    const row = INPUT_HEADER_ROW + h.row;
    const col = h.col + 1;
    const found = gridText(ws.cell(row, col));
    if (found !== h.label.trim())
      return `工作表「${ws.name}」的表头与模板不符：${cellAddress(row, col)} 应为「${h.label}」，实际为「${found || '空'}」`;
  }
  return null;
}

const sameNumber = (a: string | null, b: string | null) =>
  a !== null && b !== null && DECIMAL.test(a) && DECIMAL.test(b) && new Decimal(a).eq(b);

const sameCheck = (a: string | null, b: string | null) =>
  a !== null && b !== null && /^true$/i.test(a) === /^true$/i.test(b);

/**
 * Reads the 录入 sheets of `grid` into `base` (the version's cells; for `npm run convert`, the structure sheet's).
 * Rows and columns are matched by position, as the export writes them.
 */
export function readInputWorkbook(
  grid: WorkbookGrid,
  registry: TemplateRegistry,
  ctx: InstanceContext,
  base: StoredValues,
): InputWorkbookRead {
  const sheets = new Map(grid.sheets.map((s) => [s.name, s]));
  const expected = inputSheetTables(registry, ctx, base);
  if (!grid.sheets.some((s) => s.name.startsWith(INPUT_SHEET_PREFIX)))
    return {
      ok: false,
      message:
        '该工作簿不是本系统的录入格式：没有任何以“录入-”开头的工作表（请使用“下载录入模板”或“下载全部报表”得到的工作簿）',
    };
  for (const { sheet, table } of expected) {
    const ws = sheets.get(sheet);
    if (!ws) return { ok: false, message: `该工作簿与本版本的录入格式不符：缺少工作表「${sheet}」` };
    const problem = headerProblem(ws, table);
    if (problem) return { ok: false, message: problem };
  }
  const known = new Set(expected.map((e) => e.sheet));
  const refusals: ImportRefusal[] = grid.sheets
    .filter((s) => s.name.startsWith(INPUT_SHEET_PREFIX) && !known.has(s.name))
    .map((s) => ({ sheet: s.name, address: '', reason: '未知的子项目或工作表，整表未导入' }));

  const stored = cloneStored(base);
  const changes: ImportChange[] = [];
  const tables: ImportTableSummary[] = [];
  for (const { sheet, table } of expected) {
    const ws = sheets.get(sheet)!;
    const first = INPUT_HEADER_ROW + placeHeaders(headerTreeToLines(table.header)).depth;
    let changed = 0;
    table.rows.forEach((row, i) =>
      table.columns.forEach((col, c) => {
        const cell = row.cells[col.key];
        if (!cell?.editable) return;
        const address = cellAddress(first + i, c + 1);
        const raw = ws.cell(first + i, c + 1);
        const parsed = parseCell(raw, cell);
        if ('refused' in parsed) {
          refusals.push({ sheet, address, reason: parsed.refused });
          return;
        }
        const id = cellId(row.id, col.key);
        const before = base[table.key]?.cells[id] ?? null;
        // Unchanged: the same stored value, or the value the cell already shows (a default, a check's spelling),
        // or the number the export wrote for it (a float: 0.20 comes back 0.2, and beyond 15 digits rounded).
        if (parsed.value === before || parsed.value === cell.value) return;
        if (typeof raw === 'number' && before !== null && DECIMAL.test(before) && Number(before) === raw)
          return;
        // a default the cell shows written with trailing zeros (利率 3.50 reads back 3.5): the same number
        if (sameNumber(parsed.value, cell.value)) return;
        if (cell.cell === 'check' && sameCheck(parsed.value, cell.value)) return;
        setStoredCell(stored, table.key, id, parsed.value);
        changes.push({
          table: table.key,
          cellId: id,
          sheet,
          address,
          row: unitLabel([row.no, row.label].filter(Boolean).join(' '), ctx.areaUnit),
          column: unitLabel(col.label, ctx.areaUnit),
          before,
          after: parsed.value,
          beforeText: cellText(cell, cell.value),
          afterText: cellText(cell, parsed.value),
        });
        changed += 1;
      }),
    );
    for (let r = first + table.rows.length; r <= ws.rowCount; r += 1)
      for (let c = 1; c <= Math.max(ws.colCount, table.columns.length); c += 1)
        if (gridText(ws.cell(r, c)) !== '') {
          refusals.push({ sheet, address: cellAddress(r, c), reason: '模板没有这一行，该行未导入' });
          break;
        }
    tables.push({ key: table.key, sheet, name: table.name, changed });
  }
  const edits = changes.map((c) => ({ table: c.table, cellId: c.cellId, value: c.after }));
  return { ok: true, stored, edits, changes, tables, refusals };
}

export { STRUCTURE_SHEET };
