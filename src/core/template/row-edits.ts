// Structural edits of dynamic tables: 添加类型, 添加子类型, 删除 / 删除子类型, and 恢复删除项 for removable rows.
import { defaultValue } from './instantiate';
import { derivedRowIds, findTable, layoutOf } from './rows';
import {
  cellId,
  depthOf,
  dropRowCells,
  nextRowId,
  parseStoreKey,
  readRemoved,
  setStoredCell,
  splitCellId,
  storeKey,
  writeLayout,
  writeRemoved,
  type Layout,
} from './stored';
import type {
  ColumnSchema,
  InstanceContext,
  OptionSource,
  RowEdit,
  RowSchema,
  StoredValues,
  TableSchema,
  TemplateRegistry,
} from './types';

export class RowEditError extends Error {}

function descendants(layout: Layout, id: string): Set<string> {
  const out = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const [r, p] of layout)
      if (p !== null && (p === id || out.has(p)) && !out.has(r)) {
        out.add(r);
        grew = true;
      }
  }
  return out;
}

/**
 * A layout handed back by undo/redo must still be a valid tree: parents before their children, within
 * the depth limit, no duplicate ids, every system row kept.
 */
function checkLayout(
  layout: Layout,
  maxDepth: number,
  seed: ReadonlyMap<string, { system?: boolean }>,
): void {
  const depth = new Map<string, number>();
  for (const [id, parent] of layout) {
    const d = parent === null ? 1 : (depth.get(parent) ?? 0) + 1;
    if (depth.has(id) || (parent !== null && !depth.has(parent)) || d > maxDepth)
      throw new RowEditError('无法恢复该表的行');
    depth.set(id, d);
  }
  for (const [id, r] of seed) if (r.system && !depth.has(id)) throw new RowEditError('系统行不能删除');
}

/**
 * Ids of rows added to sub-project list tables, and to the product table (hier: product › variety), carry the
 * sub-project id: product ids are unique project-wide.
 */
function idPrefix(
  registry: TemplateRegistry,
  templateKey: string,
  table: TableSchema,
  subProjectId: string | null,
  base: string,
): string {
  const products = registry.products.template === templateKey && registry.products.table === table.id;
  return subProjectId !== null && (table.rows.mode === 'list' || products)
    ? `${base}_${subProjectId}_`
    : base;
}

/** A plain (non-year, non-group) column of the table with this key. */
function hasPlainColumn(columns: readonly ColumnSchema[], key: string): boolean {
  return columns.some((c) =>
    c.kind === 'group' ? hasPlainColumn(c.children, key) : c.kind !== 'years' && c.key === key,
  );
}

/** Cells a heading keeps: its label and 备注 (everything else of a heading is computed or blank). */
const headingCells = (table: TableSchema) => new Set([table.labelColumn ?? 'name', 'note']);

/**
 * A row that gets its first sub-type becomes a heading, which carries no data of its own
 * (E_GROUP_ROW_DATA): its figures move into that sub-type, so nothing the user entered is lost and every
 * total stays as it was (tab 7: the product becomes the heading of its first variety). Figures the seed
 * row only had by default (整地 → 当年造林面积) move as values.
 */
function handOver(
  ctx: InstanceContext,
  stored: StoredValues,
  key: string,
  table: TableSchema,
  seedRow: RowSchema | undefined,
  from: string,
  to: string,
): void {
  const keep = headingCells(table);
  const t = stored[key];
  const had = new Set<string>();
  if (t)
    for (const [id, value] of Object.entries(t.cells)) {
      const { rowId, col } = splitCellId(id);
      if (rowId !== from || keep.has(col)) continue;
      had.add(col);
      setStoredCell(stored, key, cellId(to, col), value);
      delete t.cells[id];
    }
  for (const [col, ov] of Object.entries(seedRow?.cells ?? {})) {
    if (had.has(col) || keep.has(col) || ov.default === undefined || ov.readOnly || ov.cell) continue;
    if (hasPlainColumn(table.columns, col))
      setStoredCell(stored, key, cellId(to, col), defaultValue(ov.default, ctx));
  }
}

const firstChildren = (layout: Layout): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [id, p] of layout) if (p !== null && !out.has(p)) out.set(p, id);
  return out;
};

const isProductRef = (o: OptionSource | undefined) => o?.kind === 'products' || o?.kind === 'allProducts';

/** Where a table chooses products: whole columns, and single cells of fixed rows (主产品). */
function productRefCells(table: TableSchema): { cols: Set<string>; cells: Set<string> } {
  const cols = new Set<string>();
  const walk = (cs: readonly ColumnSchema[]) =>
    cs.forEach((c) =>
      c.kind === 'group'
        ? walk(c.children)
        : c.kind !== 'years' && isProductRef(c.options) && cols.add(c.key),
    );
  walk(table.columns);
  const rows =
    table.rows.mode === 'fixed' ? table.rows.rows : table.rows.mode === 'mirror' ? [] : table.rows.seed;
  const cells = new Set<string>();
  for (const r of rows)
    for (const [col, ov] of Object.entries(r.cells ?? {}))
      if (isProductRef(ov.options)) cells.add(cellId(r.id, col));
  return { cols, cells };
}

/**
 * A row's identity follows its figures: when it becomes a heading, to its first sub-type; when it is a
 * leaf again and that sub-type is gone, back to it. Tables that follow the rows one by one (tab 8 prices
 * of tab 7 products) get the row's values copied (the originals stay, unused, for an undo), and the
 * choices of the product (按产量 cost rows, 主产品, 原料产品) point at the product the engine now sees.
 */
function followIdentity(
  registry: TemplateRegistry,
  stored: StoredValues,
  key: string,
  before: Layout,
  after: Layout,
  touched: Set<string>,
): void {
  const was = firstChildren(before);
  const now = firstChildren(after);
  const existed = new Set(before.map(([id]) => id));
  const present = new Set(after.map(([id]) => id));
  const moves = new Map<string, string>();
  for (const [id] of after) {
    if (!existed.has(id)) continue;
    const b = was.get(id);
    const a = now.get(id);
    if (b === undefined && a !== undefined) moves.set(id, a);
    else if (b !== undefined && a === undefined && !present.has(b)) moves.set(b, id);
  }
  if (moves.size === 0) return;
  const { templateKey, subProjectId, tableId } = parseStoreKey(key);
  for (const tpl of registry.templates)
    for (const m of tpl.tables) {
      if (m.rows.mode !== 'mirror' || m.rows.template !== templateKey || m.rows.table !== tableId) continue;
      const mk = storeKey(tpl.key, subProjectId, m.id);
      const cells = stored[mk]?.cells ?? {};
      for (const [id, value] of Object.entries(cells)) {
        const { rowId, col } = splitCellId(id);
        const to = moves.get(rowId);
        if (to !== undefined && cells[cellId(to, col)] === undefined) {
          setStoredCell(stored, mk, cellId(to, col), value);
          touched.add(mk);
        }
      }
    }
  if (registry.products.template !== templateKey || registry.products.table !== tableId) return;
  for (const [k, t] of Object.entries(stored)) {
    const { templateKey: tk, tableId: ti } = parseStoreKey(k);
    const table = registry.templates.find((x) => x.key === tk)?.tables.find((x) => x.id === ti);
    if (!table) continue;
    const refs = productRefCells(table);
    if (refs.cols.size === 0 && refs.cells.size === 0) continue;
    for (const [id, value] of Object.entries(t.cells)) {
      const to = moves.get(value);
      if (to !== undefined && (refs.cols.has(splitCellId(id).col) || refs.cells.has(id))) {
        t.cells[id] = to;
        touched.add(k);
      }
    }
  }
}

/**
 * Applies one structural edit to the stored values (in place); returns the id of an added row. `touched`
 * receives the other tables the edit wrote to (a product's prices and the choices naming it, which follow it).
 */
export function applyRowEdit(
  registry: TemplateRegistry,
  ctx: InstanceContext,
  stored: StoredValues,
  edit: RowEdit,
  touched: Set<string> = new Set(),
): string | null {
  const { templateKey, subProjectId, tableId } = parseStoreKey(edit.table);
  const { table } = findTable(registry, templateKey, tableId);
  const spec = table.rows;
  const trees = () => ctx.subProjects.find((s) => s.id === subProjectId)?.trees ?? [];
  if (spec.mode === 'mirror') throw new RowEditError('行由其他表决定，不能增删');
  if (spec.mode === 'fixed') {
    const row = spec.rows.find((r) => r.id === ('rowId' in edit ? edit.rowId : ''));
    if (!row?.removable) throw new RowEditError('该行不可删除');
    const removed = readRemoved(stored, edit.table).filter((id) => id !== row.id);
    if (edit.op === 'delete') removed.push(row.id);
    else if (edit.op !== 'restore') throw new RowEditError('该表只能删除或恢复行');
    writeRemoved(stored, edit.table, removed);
    return null;
  }
  const layout = [...layoutOf(table, edit.table, stored, trees)];
  const before = [...layout];
  const seed = new Map(spec.seed.map((r) => [r.id, r]));
  // Derived rows (补植 in operating years) are not part of the layout: they follow it.
  const derived = derivedRowIds(table);
  if ('rowId' in edit && derived.has(edit.rowId))
    throw new RowEditError(edit.op === 'addChild' ? '系统行不能添加子类型' : '系统行不能删除');
  let added: string | null = null;
  if (edit.op === 'addTop') {
    if (spec.mode === 'list' && spec.max !== undefined && layout.length >= spec.max)
      throw new RowEditError(`最多${spec.max}行`);
    added = nextRowId(idPrefix(registry, templateKey, table, subProjectId, spec.idPrefix), layout);
    layout.push([added, null]);
  } else if (edit.op === 'addChild') {
    if (spec.mode !== 'hier') throw new RowEditError('该表不分层级');
    if (seed.get(edit.rowId)?.system) throw new RowEditError('系统行不能添加子类型');
    if (depthOf(layout, edit.rowId) >= spec.maxDepth) throw new RowEditError(`最多${spec.maxDepth}级`);
    const sub = descendants(layout, edit.rowId);
    const lastIdx = Math.max(...layout.map(([id], i) => (id === edit.rowId || sub.has(id) ? i : -1)));
    added = nextRowId(idPrefix(registry, templateKey, table, subProjectId, spec.idPrefix), layout);
    layout.splice(lastIdx + 1, 0, [added, edit.rowId]);
    if (sub.size === 0) handOver(ctx, stored, edit.table, table, seed.get(edit.rowId), edit.rowId, added);
  } else if (edit.op === 'delete' || edit.op === 'deleteChildren') {
    if (edit.op === 'delete' && seed.get(edit.rowId)?.system) throw new RowEditError('系统行不能删除');
    const gone = descendants(layout, edit.rowId);
    if (edit.op === 'delete') gone.add(edit.rowId);
    for (const id of gone) if (seed.get(id)?.system) gone.delete(id);
    const kept = layout.filter(([id]) => !gone.has(id));
    if (spec.mode === 'list' && kept.length < (spec.min ?? 0))
      throw new RowEditError(`至少保留${spec.min}行`);
    layout.splice(0, layout.length, ...kept);
    dropRowCells(stored, edit.table, gone);
  } else if (edit.op === 'setLayout') {
    // The grid's undo snapshot lists every row it showed, derived ones included.
    const target = edit.layout.filter(([id]) => !derived.has(id));
    checkLayout(target, spec.mode === 'hier' ? spec.maxDepth : 1, seed);
    const kept = new Set(target.map(([id]) => id));
    dropRowCells(stored, edit.table, new Set(layout.map(([id]) => id).filter((id) => !kept.has(id))));
    // A row that becomes a heading again (redo of 添加子类型) hands its figures to its first sub-type, as
    // 添加子类型 did; the values the grid sends for the sub-type then win.
    const parents = new Set(layout.map(([, p]) => p));
    const t = stored[edit.table];
    const keep = headingCells(table);
    for (const [heading, first] of firstChildren(target)) {
      if (parents.has(heading) || !t) continue;
      for (const [id, value] of Object.entries(t.cells)) {
        const { rowId, col } = splitCellId(id);
        if (rowId !== heading || keep.has(col)) continue;
        t.cells[cellId(first, col)] ??= value;
        delete t.cells[id];
      }
    }
    layout.splice(0, layout.length, ...target.map(([id, p]): [string, string | null] => [id, p]));
    for (const [id, value] of Object.entries(edit.cells))
      if (kept.has(splitCellId(id).rowId)) setStoredCell(stored, edit.table, id, value);
  } else throw new RowEditError('该表没有删除项可恢复');
  followIdentity(registry, stored, edit.table, before, layout, touched);
  writeLayout(stored, edit.table, layout);
  return added;
}
