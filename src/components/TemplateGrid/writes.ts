// Turns raw texts aimed at grid positions into validated cell changes (shared by typing, paste, fill and delete).
import { normaliseNumber } from './number-input';
import type { Placement } from './tiling';
import { cellIdOf, type CellChange, type GridCell, type GridRow } from './types';

/** How the planner sees the grid: displayed positions → ids, and the current cells. */
export interface GridAccess {
  rowIdAt(row: number): string | undefined;
  columnKeyAt(col: number): string | undefined;
  cellOf(rowId: string, columnKey: string): GridCell | undefined;
}

export interface RefusedCell {
  cellId: string;
  rowId: string;
  columnKey: string;
  raw: string;
  /** Why, in the words of the cell's type (输入的值必须为数字, 请选择列表中的选项…). */
  reason: string;
}

export interface WritePlan {
  changes: CellChange[];
  /** Text a cell cannot take (not a number, not an option): refused, old value kept. */
  refused: RefusedCell[];
  /** Read-only (computed, title) cells the paste passed over. */
  skipped: number;
}

export const NOT_A_NUMBER = '输入的值必须为数字';
export const NOT_AN_OPTION = '请选择列表中的选项';
export const NOT_A_CHOICE = '请输入 是 或 否';

/** The message for text a cell refuses. */
export function refusal(cell: GridCell): string {
  if (cell.type === 'select') return NOT_AN_OPTION;
  if (cell.type === 'switch' || cell.type === 'radio') return NOT_A_CHOICE;
  return NOT_A_NUMBER;
}

const TRUE_WORDS = new Set(['true', '1', '是', 'y', 'yes', '√', '✓']);
const FALSE_WORDS = new Set(['false', '0', '否', 'n', 'no', '']);

/** The stored value for raw text in a cell, or undefined when the text is refused. */
export function coerce(cell: GridCell, raw: string): string | null | undefined {
  if (cell.type === 'select') {
    const t = raw.trim();
    if (t === '') return null;
    return (cell.options ?? []).find((o) => o.value === t || o.label === t)?.value;
  }
  if (cell.type === 'switch' || cell.type === 'radio') {
    const w = raw.trim().toLowerCase();
    const [on, off] = cell.boolValues ?? ['True', 'False'];
    if (TRUE_WORDS.has(w)) return on;
    if (FALSE_WORDS.has(w)) return off;
    return undefined;
  }
  if (cell.numeric || cell.type === 'data') {
    const n = normaliseNumber(raw, { percent: cell.percent });
    if (n === null) return undefined;
    return n === '' ? null : n;
  }
  return raw === '' ? null : raw;
}

export function planWrites(placements: readonly Placement[], grid: GridAccess): WritePlan {
  const plan: WritePlan = { changes: [], refused: [], skipped: 0 };
  for (const p of placements) {
    const rowId = grid.rowIdAt(p.row);
    const columnKey = grid.columnKeyAt(p.col);
    if (rowId === undefined || columnKey === undefined) continue;
    const cell = grid.cellOf(rowId, columnKey);
    if (!cell || !cell.editable) {
      plan.skipped++;
      continue;
    }
    const cellId = cellIdOf(rowId, columnKey);
    const value = coerce(cell, p.raw);
    if (value === undefined) {
      plan.refused.push({ cellId, rowId, columnKey, raw: p.raw, reason: refusal(cell) });
      continue;
    }
    if (value !== cell.value)
      plan.changes.push({ cellId, rowId, columnKey, oldValue: cell.value, newValue: value });
  }
  return plan;
}

/**
 * Radio cells are exclusive within their group: a change that sets one to 'True' also sets every other
 * 'True' radio of the group to 'False' in the same batch.
 */
export function withRadioExclusivity(changes: readonly CellChange[], rows: readonly GridRow[]): CellChange[] {
  let byId: Map<string, GridRow> | null = null;
  // Made at the first radio switched on: a paste of 10,000 numbers needs no set of their ids.
  let touched: Set<string> | null = null;
  const out = [...changes];
  for (const c of changes) {
    if (c.newValue === null) continue;
    byId ??= new Map(rows.map((r) => [r.id, r])); // one lookup table, not a scan per change

    const cell = byId.get(c.rowId)?.cells[c.columnKey];
    if (!cell || cell.type !== 'radio' || c.newValue !== (cell.boolValues?.[0] ?? 'True')) continue;
    touched ??= new Set(changes.map((x) => x.cellId));
    const group = cell.group ?? c.columnKey;
    for (const r of rows) {
      for (const [key, other] of Object.entries(r.cells)) {
        const id = cellIdOf(r.id, key);
        const [on, off] = other.boolValues ?? ['True', 'False'];
        if (touched.has(id) || other.type !== 'radio' || (other.group ?? key) !== group || other.value !== on)
          continue;
        out.push({ cellId: id, rowId: r.id, columnKey: key, oldValue: other.value, newValue: off });
        touched.add(id);
      }
    }
  }
  return out;
}
