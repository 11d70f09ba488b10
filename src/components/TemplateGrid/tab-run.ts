// Excel's Tab run: values typed along a row with Tab, then Enter goes to the next row in the column the run started.
import type { GridApi } from 'ag-grid-community';

/** What the run looks at of a key press (a React or a DOM keyboard event). */
type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

export interface TabRun {
  /**
   * Sees every key press before AG Grid (capture phase) while the active cell is a single cell. Returns true
   * when it moved the focus itself (Enter ending a run): the caller then keeps the press from AG Grid.
   */
  onKey(e: KeyLike): boolean;
  /** A click or any other way of moving ends the run. */
  reset(): void;
}

export function createTabRun(getApi: () => GridApi | null): TabRun {
  // The row and column of the cell where the first Tab of the run was pressed.
  let start: { row: number; colId: string } | null = null;
  return {
    onKey(e) {
      const api = getApi();
      const focused = api?.getFocusedCell();
      if (!api || !focused || e.ctrlKey || e.metaKey || e.altKey) {
        if (e.key !== 'Shift') start = null;
        return false;
      }
      if (e.key === 'Tab') {
        start ??= { row: focused.rowIndex, colId: focused.column.getColId() };
        return false;
      }
      if (e.key !== 'Enter' || e.shiftKey || !start) {
        // Typing, Backspace and F2 edit inside the run; anything else that moves ends it.
        if (e.key.length > 1 && !['Backspace', 'F2', 'Shift', 'Escape', 'Delete'].includes(e.key))
          start = null;
        return false;
      }
      const run = start;
      start = null;
      const row = focused.rowIndex + 1;
      if (row >= api.getDisplayedRowCount() || focused.rowIndex !== run.row) return false;
      api.stopEditing();
      api.ensureIndexVisible(row);
      api.ensureColumnVisible(run.colId);
      api.setFocusedCell(row, run.colId);
      return true;
    },
    reset() {
      start = null;
    },
  };
}
