// Jump keys as pure targets: Home / End, Ctrl+Home / Ctrl+End, Ctrl+arrows with Excel's data-block rule.
import { describe, expect, it } from 'vitest';
import {
  dataEdge,
  jumpTarget,
  rowEnd,
  rowStart,
  tableEnd,
  tableStart,
  type CellProbe,
} from '../../../src/components/TemplateGrid/grid-nav';
import { jumpOfKey, probeOf } from '../../../src/components/TemplateGrid/nav-keys';
import type { GridCell } from '../../../src/components/TemplateGrid/types';

/**
 * A grid drawn as text: one string per row, one character per cell. '#' a filled input cell, '.' an empty
 * input cell, 'r' a filled read-only cell, ' ' an empty read-only cell.
 */
function grid(...rows: string[]): { probe: CellProbe; bounds: { rows: number; cols: number } } {
  const at = (row: number, col: number) => rows[row]?.[col] ?? ' ';
  return {
    probe: {
      isInput: (r, c) => at(r, c) === '#' || at(r, c) === '.',
      hasValue: (r, c) => at(r, c) === '#' || at(r, c) === 'r',
    },
    bounds: { rows: rows.length, cols: Math.max(...rows.map((r) => r.length)) },
  };
}

describe('Ctrl+arrows (edge of the data block)', () => {
  const { probe, bounds } = grid('r##.##..#.', 'r.........');
  const right = (col: number) => dataEdge({ row: 0, col }, 'right', bounds, probe).col;
  const left = (col: number) => dataEdge({ row: 0, col }, 'left', bounds, probe).col;

  it('inside a run of filled cells stops at its last filled cell', () => {
    expect(right(0)).toBe(2); // r # # | .
    expect(right(1)).toBe(2);
    expect(left(2)).toBe(0);
    expect(left(5)).toBe(4);
  });

  it('from the end of a run, or from an empty cell, goes to the next filled cell', () => {
    expect(right(2)).toBe(4);
    expect(right(3)).toBe(4);
    expect(right(5)).toBe(8); // a lone filled cell
    expect(left(4)).toBe(2);
    expect(left(8)).toBe(5);
  });

  it('with nothing filled ahead goes to the edge, and stays at the edge', () => {
    expect(right(8)).toBe(9);
    expect(right(9)).toBe(9);
    expect(left(0)).toBe(0);
    const empty = grid('r.........');
    expect(dataEdge({ row: 0, col: 1 }, 'right', empty.bounds, empty.probe).col).toBe(9);
  });

  it('works down and up a column the same way', () => {
    const g = grid('#', '#', '.', '.', '#', '#', '#', '.');
    const down = (row: number) => dataEdge({ row, col: 0 }, 'down', g.bounds, g.probe).row;
    const up = (row: number) => dataEdge({ row, col: 0 }, 'up', g.bounds, g.probe).row;
    expect([down(0), down(1), down(4), down(6)]).toEqual([1, 4, 6, 7]);
    expect([up(7), up(6), up(4), up(1)]).toEqual([6, 4, 1, 0]);
  });
});

describe('Home / End, Ctrl+Home / Ctrl+End (input cells)', () => {
  // 序号 and 合计 are read-only: the row's input cells are 1…3
  const { probe, bounds } = grid('r   r', 'r#..r', 'r.#.r', 'r  ', 'r   r');

  it('Home and End go to the first and last input cell of the row', () => {
    expect(rowStart({ row: 1, col: 4 }, bounds, probe)).toEqual({ row: 1, col: 1 });
    expect(rowEnd({ row: 1, col: 0 }, bounds, probe)).toEqual({ row: 1, col: 3 });
  });

  it('a row without input cells: its first and last cell', () => {
    expect(rowStart({ row: 0, col: 3 }, bounds, probe)).toEqual({ row: 0, col: 0 });
    expect(rowEnd({ row: 0, col: 0 }, bounds, probe)).toEqual({ row: 0, col: 4 });
  });

  it('Ctrl+Home and Ctrl+End go to the table’s first and last input cell', () => {
    expect(tableStart(bounds, probe)).toEqual({ row: 1, col: 1 });
    expect(tableEnd(bounds, probe)).toEqual({ row: 2, col: 3 });
    expect(jumpTarget({ to: 'tableEnd', extend: false }, { row: 0, col: 0 }, bounds, probe)).toEqual({
      row: 2,
      col: 3,
    });
  });
});

describe('jump keys', () => {
  const key = (
    k: string,
    mods: Partial<Record<'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey', boolean>> = {},
  ) => jumpOfKey({ key: k, ctrlKey: false, shiftKey: false, altKey: false, metaKey: false, ...mods });

  it('tells the jumps apart from plain moves', () => {
    expect(key('Home')).toEqual({ to: 'rowStart', extend: false });
    expect(key('End', { shiftKey: true })).toEqual({ to: 'rowEnd', extend: true });
    expect(key('Home', { ctrlKey: true })).toEqual({ to: 'tableStart', extend: false });
    expect(key('End', { metaKey: true })).toEqual({ to: 'tableEnd', extend: false });
    expect(key('ArrowDown', { ctrlKey: true, shiftKey: true })).toEqual({
      to: 'edge',
      dir: 'down',
      extend: true,
    });
    expect(key('ArrowDown')).toBeNull();
    expect(key('ArrowDown', { shiftKey: true })).toBeNull();
    expect(key('Home', { altKey: true })).toBeNull();
  });

  it('sees the grid through its access: editable cells are inputs, empty strings are empty', () => {
    const cells: Record<string, GridCell> = {
      a: { value: '1', editable: true, type: 'data', numeric: true },
      b: { value: '', editable: true, type: 'text', numeric: false },
      c: { value: '合计', editable: false, type: 'text', numeric: false },
    };
    const probe = probeOf({ rowIdAt: () => 'r', columnKeyAt: (c) => 'abc'[c], cellOf: (_, k) => cells[k] });
    expect([0, 1, 2].map((c) => probe.isInput(0, c))).toEqual([true, true, false]);
    expect([0, 1, 2, 3].map((c) => probe.hasValue(0, c))).toEqual([true, false, true, false]);
  });
});
