// Which 录入 cell each ModelInput number was typed into: found by running the real template → ModelInput mapping on
// copies of the stored cells in which the editable number cells hold distinct markers, then reading where each
// marker landed. No second, hand-kept copy of the mapping: whatever tab 0–8 bind, this follows.
import { registry } from '../../../../schemas';
import { placeHeaders } from '../../../../src/core/contracts/results-layout';
import { instantiateTemplate } from '../../../../src/core/template/instantiate';
import { cellId, cloneStored, setStoredCell } from '../../../../src/core/template/stored';
import { templatesToModelInput } from '../../../../src/core/template/to-model-input';
import type {
  InstanceContext,
  StoredValues,
  TableInstance,
  TemplateInstance,
} from '../../../../src/core/template/types';
import { headerTreeToLines } from '../input-sheets';
import { columnLetters } from './grid';

/** First header row of an input sheet (row 1 is the title; input-sheet.ts). */
const INPUT_HEADER_ROW = 2;
/** Integer markers of the second pass: small (an integer field may size an array), distinct from each other. */
const SMALL_MARKER_BASE = 7_001;

/** A 录入 cell: the table it belongs to (in workbook order), its row and column on that sheet. */
export interface InputCell {
  tableIndex: number;
  row: number;
  col: number;
}

export interface InputCellMap {
  /** Every instance table in the order the workbook writes the 录入 sheets. */
  tables: TableInstance[];
  /** ModelInput JSON path ("meta/icPct", "subProjects/0/area") → the 录入 cell holding it. */
  byPath: Map<string, InputCell>;
}

/** Instance tables in workbook order (templates → sections → tables, as inputSheetsFromTemplates). */
export function instanceTables(instances: readonly TemplateInstance[]): TableInstance[] {
  return instances.flatMap((t) => t.sections.flatMap((s) => s.tables));
}

export function instantiateForWorkbook(ctx: InstanceContext, stored: StoredValues): TemplateInstance[] {
  return registry.templates.map((t) => instantiateTemplate(t, ctx, stored, { registry }));
}

interface Candidate extends InputCell {
  key: string;
  id: string;
  value: string | null;
}

/** Every leaf of a JSON value with its path. */
function leaves(v: unknown, path: string[], out: Map<string, unknown>): Map<string, unknown> {
  if (Array.isArray(v)) v.forEach((x, i) => leaves(x, [...path, String(i)], out));
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) leaves(x, [...path, k], out);
  else out.set(path.join('/'), v);
  return out;
}

/**
 * Locates every editable number cell's ModelInput path in two passes. Decimal fields: each cell keeps its integer
 * part and gets a unique fraction (.987nnnnnn), so no magnitude changes (an integer field reads the integer part and
 * stays as it was). Integer fields (years, days, lives) then: the cells still unplaced get distinct small integers
 * (a huge one would size arrays), and a leaf that changed to one of them is that cell.
 */
export function mapInputCells(ctx: InstanceContext, stored: StoredValues): InputCellMap {
  const tables = instanceTables(instantiateForWorkbook(ctx, stored));
  const candidates: Candidate[] = [];
  tables.forEach((table, tableIndex) => {
    const headerRows = placeHeaders(headerTreeToLines(table.header)).depth;
    const firstRow = INPUT_HEADER_ROW + headerRows;
    table.rows.forEach((row, r) =>
      table.columns.forEach((col, c) => {
        const cell = row.cells[col.key];
        if (!cell?.editable || !cell.numeric) return;
        candidates.push({
          tableIndex,
          row: firstRow + r,
          col: c + 1,
          key: table.key,
          id: cellId(row.id, col.key),
          value: cell.value,
        });
      }),
    );
  });
  const run = (mark: (c: Candidate, i: number) => string | null) => {
    const marked = cloneStored(stored);
    candidates.forEach((c, i) => {
      const m = mark(c, i);
      if (m !== null) setStoredCell(marked, c.key, c.id, m);
    });
    return leaves(templatesToModelInput(registry, ctx, marked), [], new Map());
  };
  const byPath = new Map<string, InputCell>();
  const placed = new Set<number>();
  const integerPart = (v: string | null) =>
    v && /^-?\d+(\.\d+)?$/.test(v.trim()) ? v.trim().split('.')[0]! : '0';
  const fraction = (i: number) => `987${String(i).padStart(6, '0')}`;
  for (const [path, v] of run((c, i) => `${integerPart(c.value)}.${fraction(i)}`)) {
    const m = typeof v === 'string' ? /\.987(\d{6})$/.exec(v) : null;
    if (!m) continue;
    const i = Number(m[1]);
    byPath.set(path, candidates[i]!);
    placed.add(i);
  }
  const plain = run(() => null);
  const small = new Map<string, number>();
  const marked = run((c, i) => {
    if (placed.has(i)) return null;
    const marker = String(SMALL_MARKER_BASE + small.size);
    small.set(marker, i);
    return marker;
  });
  for (const [path, v] of marked) {
    const i = small.get(String(v));
    if (i !== undefined && plain.get(path) !== v) byPath.set(path, candidates[i]!);
  }
  return { tables, byPath };
}

/** A1 address of an input cell on its sheet. */
export function inputAddress(cell: InputCell): string {
  return `${columnLetters(cell.col)}${cell.row}`;
}
