// Owns the grid's current rows: applies cell-change batches and computed deltas, records undo steps.
import { useMemo, useRef } from 'react';
import type { GridApi } from 'ag-grid-community';
import type { RowsChange } from './numbering';
import { revertChange } from './row-undo';
import { invertBatch, type UndoStep } from './undo-stack';
import type { GridAccess } from './writes';
import type { CellChange, CellDelta, GridModel, GridRow } from './types';
import { splitCellId } from './types';

export interface GridStore {
  api(): GridApi<GridRow> | null;
  setApi(api: GridApi<GridRow> | null): void;
  rows(): GridRow[];
  /** Replaces the row list (model change or a row operation); the grid diffs by row id. */
  setRows(rows: GridRow[], opts?: { resetUndo?: boolean }): void;
  /** A row operation done: the new rows are shown and the operation becomes one undo step. */
  commitRows(next: GridRow[], change: RowsChange): void;
  /** Applies a batch of user changes: repaints, records one undo step, emits onEdit. */
  commit(batch: CellChange[]): void;
  /** Computed values from the worker: repaint only those cells, never recorded or emitted. */
  applyDeltas(deltas: readonly CellDelta[]): number;
  /** Applies a recorded step of this table backwards (undo) or again (redo). */
  replay(step: UndoStep, direction: 'undo' | 'redo'): void;
  access(): GridAccess;
  valueAt(row: number, col: number): string | null | undefined;
}

export const visibleRows = (rows: readonly GridRow[]): GridRow[] => rows.filter((r) => !r.deleted);

export interface StoreEvents {
  onEdit(batch: CellChange[]): void;
  onRowsChange(change: RowsChange): void;
  model: Pick<GridModel, 'removableRows'>;
  /** Each edit, paste, fill or row operation is one step of the (page's) undo history. */
  record?(step: UndoStep): void;
  /** The rows were replaced by other data: the table's recorded steps no longer apply. */
  forget?(): void;
}

export function useGridStore(initial: GridRow[], events: StoreEvents): GridStore {
  const eventsRef = useRef(events);
  eventsRef.current = events;
  return useMemo(() => {
    let api: GridApi<GridRow> | null = null;
    let rows = initial;
    let index = new Map(rows.map((r, i) => [r.id, i]));
    // The grid is created with the first rows; changes that land before it is ready are handed over in setApi.
    let changedBeforeReady = false;

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
      if (api && update.length > 0) {
        // Values only (no row added, removed or moved): each row node takes its new data and repaints its own
        // row, as applyTransaction does for an update, without the transaction's refresh of the whole row model
        // (there is no sort, filter or grouping to redo) and its model-updated pass over every rendered row. A
        // row the grid does not hold (hidden) has no node: a transaction would skip it too.
        for (const r of update) api.getRowNode(r.id)?.updateData(r);
      } else if (!api) changedBeforeReady = true;
      return n;
    };

    const showRows = () => {
      if (api) api.setGridOption('rowData', visibleRows(rows));
      else changedBeforeReady = true;
    };

    const apply = (batch: readonly CellChange[]) =>
      write(batch.map((c) => ({ rowId: c.rowId, columnKey: c.columnKey, value: c.newValue })));

    /** Undo/redo of a typed value, paste or fill: only cells that still exist (rows may be gone). */
    const applyBatch = (batch: CellChange[]) => {
      const live = batch.filter((c) => index.has(c.rowId));
      apply(live);
      if (live.length > 0) eventsRef.current.onEdit(live);
    };

    /** Undo/redo of a row operation: the rows as they were, and the page told how to get there. */
    const replaceRows = (target: GridRow[]) => {
      const change = revertChange(rows, target, eventsRef.current.model);
      rows = target;
      index = new Map(rows.map((r, i) => [r.id, i]));
      showRows();
      eventsRef.current.onRowsChange(change);
    };

    const store: GridStore = {
      api: () => api,
      setApi(next) {
        api = next;
        if (api && changedBeforeReady) {
          changedBeforeReady = false;
          api.setGridOption('rowData', visibleRows(rows));
        }
      },
      rows: () => rows,
      setRows(next, opts) {
        rows = next;
        index = new Map(rows.map((r, i) => [r.id, i]));
        if (opts?.resetUndo) eventsRef.current.forget?.();
        showRows();
      },
      commitRows(next, change) {
        const before = rows;
        store.setRows(next);
        eventsRef.current.record?.({ kind: 'rows', before, after: next, change });
        eventsRef.current.onRowsChange(change);
      },
      commit(batch) {
        // Keep only changes that still apply (a row may have been deleted since).
        const live = batch.filter((c) => {
          const i = index.get(c.rowId);
          return i !== undefined && rows[i]!.cells[c.columnKey] !== undefined;
        });
        if (live.length === 0) return;
        // The page hears of the batch first: its calc worker takes a 10,000-cell paste while the grid repaints.
        eventsRef.current.onEdit(live);
        apply(live);
        eventsRef.current.record?.({ kind: 'cells', batch: live });
      },
      applyDeltas(deltas) {
        return write(deltas.map((d) => ({ ...splitCellId(d.cellId), value: d.value })));
      },
      replay(step, direction) {
        if (step.kind === 'cells') applyBatch(direction === 'undo' ? invertBatch(step.batch) : step.batch);
        else if (direction === 'redo') replaceRows(step.after);
        else {
          // Redo must bring back the rows as the page has them now (its ids for rows it added).
          step.after = rows;
          replaceRows(step.before);
        }
      },
      access() {
        // One access serves one action (a paste plans 10,000 cells): read the columns once, each row id once.
        const keys = api?.getAllDisplayedColumns().map((c) => c.getColId()) ?? [];
        const ids: (string | undefined)[] = [];
        return {
          rowIdAt: (r) => (r in ids ? ids[r] : (ids[r] = api?.getDisplayedRowAtIndex(r)?.id)),
          columnKeyAt: (c) => keys[c],
          cellOf: (rowId, key) => {
            const i = index.get(rowId);
            return i === undefined ? undefined : rows[i]!.cells[key];
          },
        };
      },
      valueAt(r, c) {
        const rowId = api?.getDisplayedRowAtIndex(r)?.id;
        const key = api?.getAllDisplayedColumns()[c]?.getColId();
        const i = rowId === undefined ? undefined : index.get(rowId);
        return i === undefined || key === undefined ? undefined : (rows[i]!.cells[key]?.value ?? null);
      },
    };
    return store;
    // The store lives as long as the component; model changes go through setRows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
