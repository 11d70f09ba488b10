// Owns the grid's current rows: applies cell-change batches and computed deltas, records undo steps.
import { useMemo, useRef } from 'react';
import type { GridApi } from 'ag-grid-community';
import type { GridBus } from './grid-bus';
import { UndoStack } from './undo-stack';
import type { GridAccess } from './writes';
import type { CellChange, CellDelta, GridRow } from './types';
import { splitCellId } from './types';

export interface GridStore {
  api(): GridApi<GridRow> | null;
  setApi(api: GridApi<GridRow> | null): void;
  rows(): GridRow[];
  /** Replaces the row list (model change or a row operation); the grid diffs by row id. */
  setRows(rows: GridRow[], opts?: { resetUndo?: boolean }): void;
  /** Applies a batch of user changes: repaints, records one undo step, emits onEdit. */
  commit(batch: CellChange[]): void;
  /** Computed values from the worker: repaint only those cells, never recorded or emitted. */
  applyDeltas(deltas: readonly CellDelta[]): number;
  undo(): void;
  redo(): void;
  access(): GridAccess;
  valueAt(row: number, col: number): string | null | undefined;
}

export const visibleRows = (rows: readonly GridRow[]): GridRow[] => rows.filter((r) => !r.deleted);

export function useGridStore(
  initial: GridRow[],
  bus: GridBus,
  onEdit: (batch: CellChange[]) => void,
): GridStore {
  const onEditRef = useRef(onEdit);
  onEditRef.current = onEdit;
  return useMemo(() => {
    let api: GridApi<GridRow> | null = null;
    let rows = initial;
    let index = new Map(rows.map((r, i) => [r.id, i]));
    const undo = new UndoStack();
    const sync = () => bus.set({ canUndo: undo.canUndo, canRedo: undo.canRedo });

    /** Writes values into fresh row objects and hands only the touched rows to AG Grid. */
    const write = (
      changes: readonly { rowId: string; columnKey: string; value: string | null }[],
    ): number => {
      const touched = new Map<string, GridRow>();
      let n = 0;
      for (const c of changes) {
        const i = index.get(c.rowId);
        if (i === undefined) continue;
        const row = touched.get(c.rowId) ?? rows[i]!;
        const cell = row.cells[c.columnKey];
        if (!cell || cell.value === c.value) continue;
        const next: GridRow = touched.has(c.rowId) ? row : { ...row, cells: { ...row.cells } };
        next.cells[c.columnKey] = { ...cell, value: c.value };
        touched.set(c.rowId, next);
        n++;
      }
      if (touched.size === 0) return 0;
      rows = rows.slice();
      for (const [id, row] of touched) rows[index.get(id)!] = row;
      const update = [...touched.values()].filter((r) => !r.deleted);
      if (api && update.length > 0) api.applyTransaction({ update });
      return n;
    };

    const apply = (batch: readonly CellChange[]) =>
      write(batch.map((c) => ({ rowId: c.rowId, columnKey: c.columnKey, value: c.newValue })));

    const store: GridStore = {
      api: () => api,
      setApi(next) {
        api = next;
      },
      rows: () => rows,
      setRows(next, opts) {
        rows = next;
        index = new Map(rows.map((r, i) => [r.id, i]));
        if (opts?.resetUndo) undo.clear();
        api?.setGridOption('rowData', visibleRows(rows));
        sync();
      },
      commit(batch) {
        // Keep only changes that still apply (a row may have been deleted since).
        const live = batch.filter((c) => {
          const i = index.get(c.rowId);
          return i !== undefined && rows[i]!.cells[c.columnKey] !== undefined;
        });
        if (live.length === 0) return;
        apply(live);
        undo.push(live);
        sync();
        onEditRef.current(live);
      },
      applyDeltas(deltas) {
        return write(deltas.map((d) => ({ ...splitCellId(d.cellId), value: d.value })));
      },
      undo() {
        const batch = undo.undo();
        if (!batch) return;
        apply(batch);
        sync();
        onEditRef.current(batch);
      },
      redo() {
        const batch = undo.redo();
        if (!batch) return;
        apply(batch);
        sync();
        onEditRef.current(batch);
      },
      access: () => ({
        rowIdAt: (r) => api?.getDisplayedRowAtIndex(r)?.id,
        columnKeyAt: (c) => api?.getAllDisplayedColumns()[c]?.getColId(),
        cellOf: (rowId, key) => {
          const i = index.get(rowId);
          return i === undefined ? undefined : rows[i]!.cells[key];
        },
      }),
      valueAt(r, c) {
        const a = store.access();
        const rowId = a.rowIdAt(r);
        const key = a.columnKeyAt(c);
        return rowId === undefined || key === undefined ? undefined : (a.cellOf(rowId, key)?.value ?? null);
      },
    };
    return store;
    // The store lives as long as the component; model changes go through setRows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
