import { describe, expect, it } from 'vitest';
import type { GridApi } from 'ag-grid-community';
import { createTabRun } from '../../../src/components/TemplateGrid/tab-run';

/** The part of AG Grid's API a Tab run uses, over a 5×6 grid whose focus moves as Tab would move it. */
function fakeGrid() {
  const cols = ['a', 'b', 'c', 'd', 'e', 'f'];
  const state = { row: 0, col: 1, stopped: 0 };
  const api = {
    getFocusedCell: () => ({ rowIndex: state.row, column: { getColId: () => cols[state.col]! } }),
    getDisplayedRowCount: () => 5,
    stopEditing: () => void state.stopped++,
    ensureIndexVisible: () => undefined,
    ensureColumnVisible: () => undefined,
    setFocusedCell: (row: number, col: string) => {
      state.row = row;
      state.col = cols.indexOf(col);
    },
  } as unknown as GridApi;
  return { api, state };
}

const key = (
  k: string,
  mods: Partial<Record<'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey', boolean>> = {},
) => ({
  key: k,
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...mods,
});

describe('Tab run', () => {
  it('Enter after typing along a row with Tab goes one row down to the column where the run started', () => {
    const { api, state } = fakeGrid();
    const run = createTabRun(() => api);
    for (let i = 0; i < 3; i++) {
      run.onKey(key('5'));
      expect(run.onKey(key('Tab'))).toBe(false); // AG Grid moves the focus
      state.col++;
    }
    expect(run.onKey(key('Enter'))).toBe(true);
    expect(state).toEqual({ row: 1, col: 1, stopped: 1 });
    // the run is over: the next Enter is AG Grid's again
    expect(run.onKey(key('Enter'))).toBe(false);
  });
  it('an arrow, a click or a Ctrl key ends the run; Enter without a run is left to AG Grid', () => {
    const { api, state } = fakeGrid();
    const run = createTabRun(() => api);
    expect(run.onKey(key('Enter'))).toBe(false);
    run.onKey(key('Tab'));
    state.col++;
    run.onKey(key('ArrowDown'));
    expect(run.onKey(key('Enter'))).toBe(false);
    run.onKey(key('Tab'));
    run.reset();
    expect(run.onKey(key('Enter'))).toBe(false);
    run.onKey(key('Tab'));
    run.onKey(key('c', { ctrlKey: true }));
    expect(run.onKey(key('Enter'))).toBe(false);
    expect(state.stopped).toBe(0);
  });
  it('on the last row Enter is left to AG Grid', () => {
    const { api, state } = fakeGrid();
    state.row = 4;
    const run = createTabRun(() => api);
    run.onKey(key('Tab'));
    expect(run.onKey(key('Enter'))).toBe(false);
  });
});
