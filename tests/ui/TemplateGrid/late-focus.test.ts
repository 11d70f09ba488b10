// @vitest-environment jsdom
// The range selection against AG Grid’s queued focus events (use-selection.ts), on a fake grid whose focus the test moves.
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { CellFocusedEvent, GridApi } from 'ag-grid-community';
import { useSelection } from '../../../src/components/TemplateGrid/use-selection';
import { createGridContext } from '../../../src/components/TemplateGrid/grid-context';
import type { GridRow } from '../../../src/components/TemplateGrid/types';

/** The part of AG Grid's API the selection uses: one row of 10 columns whose focus moves when told. */
function fakeGrid() {
  const cols = Array.from({ length: 10 }, (_, i) => ({ getColId: () => `c${i}` }));
  const focus = { row: 0, col: 0 };
  const api = {
    getFocusedCell: () => ({ rowIndex: focus.row, column: cols[focus.col], rowPinned: null }),
    getAllDisplayedColumns: () => cols,
    getDisplayedRowCount: () => 1,
    getDisplayedRowAtIndex: (i: number) => (i === 0 ? { rowIndex: 0 } : undefined),
    refreshCells: () => undefined,
    ensureIndexVisible: () => undefined,
    ensureColumnVisible: () => undefined,
    isEditing: () => false,
    getEditingCells: () => [],
    getCellEditorInstances: () => [],
    setFocusedCell: (row: number, col: { getColId: () => string }) => {
      focus.row = row;
      focus.col = cols.indexOf(col as (typeof cols)[number]);
    },
  } as unknown as GridApi<GridRow>;
  const ctx = createGridContext(undefined, false);
  ctx.colIndex = new Map(cols.map((c, i) => [c.getColId(), i]));
  /** AG Grid's cellFocused event for column `col`, delivered whenever the test says. */
  const focused = (col: number) =>
    ({ rowIndex: 0, column: cols[col], rowPinned: null }) as unknown as CellFocusedEvent<GridRow>;
  return { api, ctx, focus, focused };
}

describe('selection and AG Grid’s late focus events', () => {
  it('the queued focus events of earlier arrow keys do not collapse a range keys built since', () => {
    const { api, ctx, focus, focused } = fakeGrid();
    const { result } = renderHook(() => useSelection(() => api, ctx));
    const s = result.current;
    // ArrowRight ×2: AG Grid moves the focus itself and queues its events
    s.onKeyDownCapture({ key: 'ArrowRight' });
    focus.col = 2;
    // Ctrl+Right jumps to c5, Shift+Ctrl+Right extends to c8 before any queued event has arrived
    s.onKeyDownCapture({ key: 'ArrowRight' });
    s.jump({ row: 0, col: 5 }, false);
    s.jump({ row: 0, col: 8 }, true);
    expect(s.get()).toEqual({ anchor: { row: 0, col: 5 }, focus: { row: 0, col: 8 } });
    // now the queue runs: c1 and c2 (the arrow keys', history) and c5 (the jump's)
    for (const c of [1, 2, 5]) s.onCellFocused(focused(c));
    expect(s.get()).toEqual({ anchor: { row: 0, col: 5 }, focus: { row: 0, col: 8 } });
    expect(ctx.rect).toEqual({ top: 0, bottom: 0, left: 5, right: 8 });
  });

  it('a focus event of the cell that has the focus still moves the selection there', () => {
    const { api, ctx, focus, focused } = fakeGrid();
    const { result } = renderHook(() => useSelection(() => api, ctx));
    const s = result.current;
    s.jump({ row: 0, col: 3 }, false);
    s.jump({ row: 0, col: 6 }, true);
    s.onCellFocused(focused(3)); // the jump's own event
    s.onKeyDownCapture({ key: 'ArrowRight' });
    focus.col = 4; // an arrow key moved the focus: the range gives way to the new active cell
    s.onCellFocused(focused(4));
    expect(s.get()).toEqual({ anchor: { row: 0, col: 4 }, focus: { row: 0, col: 4 } });
  });
});
