// Undo/redo of row operations: what the page must do to bring its table back to an earlier row list.
import type { RowsChange } from './numbering';
import type { GridModel, GridRow } from './types';
import { cellIdOf } from './types';

const isTreeRow = (r: GridRow): boolean => (r.kind === 'group' || r.kind === 'leaf') && !r.deleted;

/** [rowId, parentId] pairs in display order; a row's parent is the nearest earlier row one level up. */
export function layoutOfRows(rows: readonly GridRow[]): [string, string | null][] {
  const path: string[] = [];
  const out: [string, string | null][] = [];
  for (const r of rows) {
    if (!isTreeRow(r)) continue;
    const level = Math.max(1, Math.min(r.level, path.length + 1));
    path.length = level - 1;
    out.push([r.id, level > 1 ? path[level - 2]! : null]);
    path.push(r.id);
  }
  return out;
}

const live = (rows: readonly GridRow[]) => new Set(rows.filter((r) => !r.deleted).map((r) => r.id));

/**
 * The change that takes the page's table from `current` to `target`. Removable-row tables (生产成本 /
 * 管理费用) name the rows to restore and to remove; hierarchical and list tables get the target layout and
 * the input values of its rows that the current rows lack (values of deleted rows, of a parent that
 * lost its figures when it got a sub-type).
 */
export function revertChange(
  current: readonly GridRow[],
  target: readonly GridRow[],
  model: Pick<GridModel, 'removableRows'>,
): RowsChange {
  if (model.removableRows) {
    const now = live(current);
    const then = live(target);
    return {
      action: 'revert',
      restoredIds: [...then].filter((id) => !now.has(id)),
      removedIds: [...now].filter((id) => !then.has(id)),
      rows: [...target],
    };
  }
  const byId = new Map(current.map((r) => [r.id, r]));
  const cells: Record<string, string | null> = {};
  for (const r of target) {
    if (r.deleted) continue;
    const was = byId.get(r.id);
    for (const [key, c] of Object.entries(r.cells)) {
      if (!c.editable) continue;
      const nowValue = was?.cells[key]?.value ?? null;
      if (c.value !== nowValue) cells[cellIdOf(r.id, key)] = c.value;
    }
  }
  return { action: 'revert', layout: layoutOfRows(target), cells, rows: [...target] };
}

/**
 * True when `next` is the page's answer to what the grid already shows (after a row operation, the page
 * passes the table back with its own ids for added rows): every input cell of a row both lists hold has
 * the same value. Such a model keeps the undo history; any other model starts a new one.
 */
export function isEcho(current: readonly GridRow[], next: readonly GridRow[]): boolean {
  const byId = new Map(current.map((r) => [r.id, r]));
  for (const r of next) {
    const was = byId.get(r.id);
    if (!was) continue;
    for (const [key, c] of Object.entries(r.cells)) {
      const old = was.cells[key];
      if (c.editable && old?.editable && c.value !== old.value) return false;
    }
  }
  return true;
}
