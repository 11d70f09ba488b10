// Pure row-model operations of hierarchical and removable-row tables, keeping numbering 1, 1.1, 1.1.1 right.
import type { GridCell, GridColumn, GridRow } from './types';

/**
 * 添加类型 (also 添加行 of lists), 添加子类型, 删除子类型 (all sub-types of the selected row), 删除行 (the
 * selected row with its sub-types), removing a removable row and 恢复已删除项.
 */
export type RowsAction =
  'addType' | 'addSubType' | 'deleteSubType' | 'deleteRow' | 'removeRow' | 'restoreRows';

/** Raised through onRowsChange: what happened, on which row, and the row list as the grid now shows it. */
export interface RowsChange {
  /** 'revert': undo/redo put the rows back as they were (see layout, cells, restoredIds, removedIds). */
  action: RowsAction | 'revert';
  /** The selected row the action applied to (the parent for 添加子类型). */
  targetRowId?: string;
  /** Id the grid gave an added row (the page's template core may assign its own). */
  newRowId?: string;
  /** 添加类型 of several rows at once (a paste running past the last row of a list); 1 when absent. */
  count?: number;
  /** Ids brought back by 恢复已删除项 (or by undo/redo of a removable-row table). */
  restoredIds?: string[];
  /** Removable rows taken out again by undo/redo. */
  removedIds?: string[];
  /** Undo/redo of a hierarchical or list table: the [rowId, parentId] layout to go back to… */
  layout?: [string, string | null][];
  /** …and the input values of its rows that differ from what the table holds now (cell id → value). */
  cells?: Record<string, string | null>;
  rows: GridRow[];
}

/** Rows that take part in the numbering (titles and total lines keep theirs). */
const isTreeRow = (r: GridRow): boolean => r.kind === 'group' || r.kind === 'leaf';

const noColumnKeys = (columns: readonly GridColumn[]): string[] =>
  columns.filter((c) => c.role === 'no').map((c) => c.key);

/** A group's figures are computed: its value cells become read-only and empty until the engine fills them. */
function asGroup(row: GridRow, columns: readonly GridColumn[]): GridRow {
  if (row.kind === 'group') return row;
  const cells: Record<string, GridCell> = { ...row.cells };
  for (const col of columns) {
    const c = cells[col.key];
    if (c && (col.role ?? 'value') === 'value' && c.type !== 'text')
      cells[col.key] = { ...c, editable: false, value: null };
  }
  return { ...row, kind: 'group', cells };
}

/** A group that lost its children takes input again, editable where the table's leaves are. */
function asLeaf(row: GridRow, columns: readonly GridColumn[], proto: GridRow | undefined): GridRow {
  if (row.kind === 'leaf') return row;
  const cells: Record<string, GridCell> = { ...row.cells };
  for (const col of columns) {
    const c = cells[col.key];
    if (c && (col.role ?? 'value') === 'value' && c.type !== 'text') {
      const editable = proto?.cells[col.key]?.editable ?? col.type !== 'title';
      cells[col.key] = { ...c, editable, value: null };
    }
  }
  return { ...row, kind: 'leaf', cells };
}

/**
 * Renumbers tree rows from their order and depth: 1, 1.1, 1.1.1, …; a depth that skips a level is pulled
 * up; a row followed by a deeper row becomes a group, others become leaves. The 序号 cells follow `no`.
 */
export function renumber(rows: readonly GridRow[], columns: readonly GridColumn[]): GridRow[] {
  const counters: number[] = [];
  const noKeys = noColumnKeys(columns);
  const tree = rows.map((r, i) => ({ r, i })).filter(({ r }) => isTreeRow(r) && !r.deleted);
  const out = [...rows];
  const proto = rows.find((r) => r.kind === 'leaf');
  let prevLevel = 0;
  tree.forEach(({ r, i }, k) => {
    const level = Math.max(1, Math.min(r.level, prevLevel + 1));
    counters.length = level;
    counters[level - 1] = (counters[level - 1] ?? 0) + 1;
    for (let d = 0; d < level - 1; d++) counters[d] ??= 1;
    const no = counters.join('.');
    const next = tree[k + 1]?.r;
    const hasChildren = next !== undefined && Math.max(1, next.level) > level;
    let row: GridRow = { ...r, level, no };
    row = hasChildren ? asGroup(row, columns) : asLeaf(row, columns, proto);
    if (noKeys.length > 0) {
      const cells = { ...row.cells };
      for (const key of noKeys) {
        const c = cells[key];
        cells[key] = c ? { ...c, value: no } : { value: no, editable: false, type: 'text', numeric: false };
      }
      row = { ...row, cells };
    }
    out[i] = row;
    prevLevel = level;
  });
  return out;
}

/** Index just past the subtree of rows[index]. */
export function subtreeEnd(rows: readonly GridRow[], index: number): number {
  const level = rows[index]!.level;
  let j = index + 1;
  while (j < rows.length && isTreeRow(rows[j]!) && rows[j]!.level > level) j++;
  return j;
}

/** A fresh leaf shaped like an existing leaf of the table (or like the column defaults), values empty. */
export function blankRow(
  id: string,
  level: number,
  rows: readonly GridRow[],
  columns: readonly GridColumn[],
): GridRow {
  const proto =
    rows.find((r) => r.kind === 'leaf' && r.level === level) ?? rows.find((r) => r.kind === 'leaf');
  const cells: Record<string, GridCell> = {};
  for (const col of columns) {
    const p = proto?.cells[col.key];
    const role = col.role ?? 'value';
    if (role === 'no') cells[col.key] = { value: '', editable: false, type: 'text', numeric: false };
    else if (role === 'name') cells[col.key] = { value: null, editable: true, type: 'text', numeric: false };
    else if (p) cells[col.key] = { value: null, editable: p.editable, type: p.type, numeric: p.numeric };
    else {
      const type = col.type ?? 'data';
      cells[col.key] = {
        value: null,
        editable: type !== 'title',
        type,
        numeric: col.numeric ?? type === 'data',
      };
    }
  }
  return { id, no: '', level, kind: 'leaf', cells };
}

/**
 * A top-level system row is a derived row (补植 in operating years): computed, never stored, always shown
 * after the rows the user entered (seed system rows such as 苗木费 sit under a type).
 */
const isDerived = (r: GridRow): boolean => r.kind === 'leaf' && r.level === 1 && !!r.locked;

/**
 * 添加类型: a new top-level type after the last entered tree row — before the derived rows that end the
 * table, where the template core puts it too (otherwise the row would jump once the page echoes the table).
 */
export function addType(rows: readonly GridRow[], columns: readonly GridColumn[], id: string): GridRow[] {
  let at = rows.length;
  for (let i = rows.length - 1; i >= 0; i--) {
    const r = rows[i]!;
    if (!isTreeRow(r)) continue;
    if (isDerived(r)) {
      at = i;
      continue;
    }
    at = i + 1;
    break;
  }
  const next = [...rows];
  next.splice(at, 0, blankRow(id, 1, rows, columns));
  return renumber(next, columns);
}

/**
 * 添加子类型: a new child at the end of the parent's subtree; refused (unchanged) beyond maxLevel. A leaf
 * that gets its first child becomes a heading, whose figures are computed: the child takes them over (the
 * template core moves them the same way), so nothing typed disappears.
 */
export function addSubType(
  rows: readonly GridRow[],
  columns: readonly GridColumn[],
  parentId: string,
  id: string,
  maxLevel = 3,
): GridRow[] {
  const index = rows.findIndex((r) => r.id === parentId);
  const parent = rows[index];
  if (
    !parent ||
    !isTreeRow(parent) ||
    parent.level >= maxLevel ||
    parent.locked ||
    parent.canAddChild === false
  )
    return [...rows];
  const end = subtreeEnd(rows, index);
  const child = blankRow(id, parent.level + 1, rows, columns);
  if (end === index + 1 && parent.kind === 'leaf')
    for (const col of columns) {
      const from = parent.cells[col.key];
      const to = child.cells[col.key];
      // What asGroup clears on the parent: its value cells other than text.
      if ((col.role ?? 'value') !== 'value' || !from || from.type === 'text' || from.value === null) continue;
      if (!to?.editable) continue;
      const cell: GridCell = { ...to, value: from.value };
      if (from.options) cell.options = from.options;
      if (from.boolValues) cell.boolValues = from.boolValues;
      child.cells[col.key] = cell;
    }
  const next = [...rows];
  next.splice(end, 0, child);
  return renumber(next, columns);
}

/** 删除子类型: removes every sub-type of the row (system rows stay); the row takes input again. */
export function deleteChildren(
  rows: readonly GridRow[],
  columns: readonly GridColumn[],
  rowId: string,
): GridRow[] {
  const index = rows.findIndex((r) => r.id === rowId);
  if (index < 0 || !isTreeRow(rows[index]!)) return [...rows];
  const end = subtreeEnd(rows, index);
  const next = rows.filter((r, i) => i <= index || i >= end || r.locked);
  return renumber(next, columns);
}

/** 删除行: removes the row with all of its sub-types, then renumbers; system rows are never deleted. */
export function deleteWithChildren(
  rows: readonly GridRow[],
  columns: readonly GridColumn[],
  rowId: string,
): GridRow[] {
  const index = rows.findIndex((r) => r.id === rowId);
  if (index < 0 || !isTreeRow(rows[index]!) || rows[index]!.locked) return [...rows];
  const next = [...rows];
  next.splice(index, subtreeEnd(rows, index) - index);
  return renumber(next, columns);
}

/** Hides a removable row (生产成本 / 管理费用); its values stay for a later restore. */
export function removeRow(rows: readonly GridRow[], rowId: string): GridRow[] {
  return rows.map((r) => (r.id === rowId && r.removable ? { ...r, deleted: true } : r));
}

/** 恢复已删除项: brings every removed row back in its original place. */
export function restoreRows(rows: readonly GridRow[]): GridRow[] {
  return rows.map((r) => (r.deleted ? { ...r, deleted: false } : r));
}
