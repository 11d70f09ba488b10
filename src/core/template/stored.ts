// The stored-value model: cells keyed by (template, sub-project, table, `<rowId>:<columnKey>`), plus row layout.
//
// Row structure of hier / list / removable tables is stored as reserved cells of the pseudo row `_layout`
// so one key-value store holds everything a version entered (the server saves cells, nothing else).
import type { StoredTable, StoredValues } from './types';

export const LAYOUT_ROWS = '_layout:rows';
export const LAYOUT_REMOVED = '_layout:removed';

/** Store key of a table: `${templateKey}/${subProjectId ?? '-'}/${tableId}`. */
export function storeKey(templateKey: string, subProjectId: string | null, tableId: string): string {
  return `${templateKey}/${subProjectId ?? '-'}/${tableId}`;
}

export function parseStoreKey(key: string): {
  templateKey: string;
  subProjectId: string | null;
  tableId: string;
} {
  const [templateKey = '', sp = '-', tableId = ''] = key.split('/');
  return { templateKey, subProjectId: sp === '-' ? null : sp, tableId };
}

export const cellId = (rowId: string, col: string): string => `${rowId}:${col}`;

export function splitCellId(id: string): { rowId: string; col: string } {
  const i = id.indexOf(':');
  return { rowId: id.slice(0, i), col: id.slice(i + 1) };
}

export function getStoredCell(stored: StoredValues, key: string, id: string): string | undefined {
  return stored[key]?.cells[id];
}

/** Returns a table, creating it empty when missing. */
export function ensureTable(stored: StoredValues, key: string): StoredTable {
  let t = stored[key];
  if (!t) {
    t = { cells: {}, revision: 0 };
    stored[key] = t;
  }
  return t;
}

/** Writes (or clears, with null/'') one cell. */
export function setStoredCell(stored: StoredValues, key: string, id: string, value: string | null): void {
  const t = ensureTable(stored, key);
  if (value === null || value === '') delete t.cells[id];
  else t.cells[id] = value;
}

/** Row layout of a dynamic table: ordered [rowId, parentId] pairs. */
export type Layout = [string, string | null][];

export function readLayout(stored: StoredValues, key: string): Layout | null {
  const raw = stored[key]?.cells[LAYOUT_ROWS];
  if (raw === undefined) return null;
  return JSON.parse(raw) as Layout;
}

export function writeLayout(stored: StoredValues, key: string, layout: Layout): void {
  ensureTable(stored, key).cells[LAYOUT_ROWS] = JSON.stringify(layout);
}

export function readRemoved(stored: StoredValues, key: string): string[] {
  const raw = stored[key]?.cells[LAYOUT_REMOVED];
  return raw === undefined ? [] : (JSON.parse(raw) as string[]);
}

export function writeRemoved(stored: StoredValues, key: string, removed: string[]): void {
  const t = ensureTable(stored, key);
  if (removed.length === 0) delete t.cells[LAYOUT_REMOVED];
  else t.cells[LAYOUT_REMOVED] = JSON.stringify(removed);
}

/** A fresh row id `prefix + n` not used in the layout. */
export function nextRowId(prefix: string, layout: Layout): string {
  const used = new Set(layout.map(([id]) => id));
  let n = layout.length + 1;
  while (used.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

/** Printed numbers of a layout: 1, 1.1, 1.1.1 in order (numbers are regenerated after every change). */
export function numberLayout(layout: Layout): Map<string, string> {
  const out = new Map<string, string>();
  const counters = new Map<string | null, number>();
  for (const [id, parent] of layout) {
    const n = (counters.get(parent) ?? 0) + 1;
    counters.set(parent, n);
    const prefix = parent === null ? '' : `${out.get(parent) ?? '?'}.`;
    out.set(id, `${prefix}${n}`);
  }
  return out;
}

/** Depth of a row (1 = top level). */
export function depthOf(layout: Layout, id: string): number {
  const parents = new Map(layout);
  let d = 1;
  let p = parents.get(id) ?? null;
  while (p !== null) {
    d++;
    p = parents.get(p) ?? null;
  }
  return d;
}

/** Removes every cell of the given rows (after a delete). */
export function dropRowCells(stored: StoredValues, key: string, rowIds: ReadonlySet<string>): void {
  const t = stored[key];
  if (!t) return;
  for (const id of Object.keys(t.cells)) if (rowIds.has(splitCellId(id).rowId)) delete t.cells[id];
}

export function cloneStored(stored: StoredValues): StoredValues {
  const out: StoredValues = {};
  for (const [k, t] of Object.entries(stored)) out[k] = { cells: { ...t.cells }, revision: t.revision };
  return out;
}
