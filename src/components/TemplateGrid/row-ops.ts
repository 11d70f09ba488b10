// Applies a toolbar row operation to the grid's rows and reports it through onRowsChange.
import {
  addSubType,
  addType,
  deleteChildren,
  deleteWithChildren,
  removeRow,
  restoreRows,
  type RowsAction,
  type RowsChange,
} from './numbering';
import type { GridBus } from './grid-bus';
import type { GridStore } from './use-grid-store';
import type { SelectionController } from './use-selection';
import type { GridModel, GridRow } from './types';

let seq = 0;
/** Default ids for rows users add: ASCII, unique in this session, stable once saved. */
export const defaultNewRowId = (): string => `u${Date.now().toString(36)}${(seq++).toString(36)}`;

const REFUSED: Record<RowsAction, string> = {
  addType: '无法添加',
  addSubType: '该行不能添加子类型',
  deleteSubType: '该行没有可删除的子类型',
  deleteRow: '该行不可删除',
  removeRow: '该行不可删除',
  restoreRows: '没有已删除项',
};

const sameShape = (a: readonly GridRow[], b: readonly GridRow[]) =>
  a.length === b.length && a.every((r, i) => r.id === b[i]!.id && !!r.deleted === !!b[i]!.deleted);

export function runRowAction(
  action: RowsAction,
  model: GridModel,
  store: GridStore,
  selection: SelectionController,
  bus: GridBus,
  newRowId: () => string,
): void {
  const rows = store.rows();
  const anchor = selection.get()?.anchor.row ?? store.api()?.getFocusedCell()?.rowIndex;
  const targetRowId = anchor === undefined ? undefined : store.access().rowIdAt(anchor);
  if (action !== 'addType' && action !== 'restoreRows' && targetRowId === undefined) {
    bus.set({ status: { text: '请先选择一行', kind: 'error' } });
    return;
  }
  const target = targetRowId!;
  let next: GridRow[] = rows;
  let newRowIdValue: string | undefined;
  let restoredIds: string[] | undefined;
  switch (action) {
    case 'addType':
      newRowIdValue = newRowId();
      next = addType(rows, model.columns, newRowIdValue);
      break;
    case 'addSubType':
      newRowIdValue = newRowId();
      next = addSubType(rows, model.columns, target, newRowIdValue, model.maxLevel ?? 3);
      break;
    case 'deleteSubType':
      next = deleteChildren(rows, model.columns, target);
      break;
    case 'deleteRow':
      next = deleteWithChildren(rows, model.columns, target);
      break;
    case 'removeRow':
      next = removeRow(rows, target);
      break;
    case 'restoreRows':
      restoredIds = [
        ...rows.filter((r) => r.deleted).map((r) => r.id),
        ...(model.removedRows ?? []).map((r) => r.id),
      ];
      next = restoreRows(rows);
      break;
  }
  const nothing = action === 'restoreRows' ? restoredIds!.length === 0 : sameShape(next, rows);
  if (nothing) {
    bus.set({ status: { text: REFUSED[action], kind: 'error' } });
    return;
  }
  const change: RowsChange = { action, targetRowId, newRowId: newRowIdValue, restoredIds, rows: next };
  selection.set(null);
  store.commitRows(next, change);
  bus.set({ status: null });
  // Put the cursor on the new row's 项目 cell so the user can name it right away.
  const api = store.api();
  if (api && newRowIdValue !== undefined) {
    const index = api.getRowNode(newRowIdValue)?.rowIndex;
    const nameKey = model.columns.find((c) => c.role === 'name')?.key ?? model.columns[0]?.key;
    if (index !== null && index !== undefined && nameKey) {
      api.ensureIndexVisible(index);
      api.setFocusedCell(index, nameKey);
    }
  }
}
