// Structural edits of dynamic tables: 添加类型, 添加子类型, 删除 / 删除子类型, and 恢复删除项 for removable rows.
import { derivedRowIds, findTable, layoutOf } from './rows';
import {
  depthOf,
  dropRowCells,
  nextRowId,
  parseStoreKey,
  readRemoved,
  setStoredCell,
  splitCellId,
  writeLayout,
  writeRemoved,
  type Layout,
} from './stored';
import type { InstanceContext, RowEdit, StoredValues, TableSchema, TemplateRegistry } from './types';

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

/** Applies one structural edit to the stored values (in place); returns the id of an added row. */
export function applyRowEdit(
  registry: TemplateRegistry,
  ctx: InstanceContext,
  stored: StoredValues,
  edit: RowEdit,
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
    if (sub.size === 0) {
      // The row becomes a subtotal: its own figures go (a group row carries no data, E_GROUP_ROW_DATA).
      const t = stored[edit.table];
      if (t)
        for (const k of Object.keys(t.cells))
          if (k.startsWith(`${edit.rowId}:`) && !k.endsWith(':name') && !k.endsWith(':note'))
            delete t.cells[k];
    }
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
    layout.splice(0, layout.length, ...target.map(([id, p]): [string, string | null] => [id, p]));
    for (const [cellId, value] of Object.entries(edit.cells))
      if (kept.has(splitCellId(cellId).rowId)) setStoredCell(stored, edit.table, cellId, value);
  } else throw new RowEditError('该表没有删除项可恢复');
  writeLayout(stored, edit.table, layout);
  return added;
}
