import { describe, expect, it } from 'vitest';
import {
  collapse,
  extendTo,
  rectOf,
  rowsToRepaint,
  columnsToRepaint,
  selectAll,
  shiftExtend,
  step,
  stepInRect,
} from '../../../src/components/TemplateGrid/selection';

const bounds = { rows: 5, cols: 4 };

describe('selection', () => {
  it('a drag from bottom-right to top-left normalises to one rectangle', () => {
    const sel = extendTo(collapse({ row: 3, col: 2 }), { row: 1, col: 0 });
    expect(rectOf(sel)).toEqual({ top: 1, left: 0, bottom: 3, right: 2 });
    expect(sel.anchor).toEqual({ row: 3, col: 2 });
  });
  it('shift+arrow moves the focus and keeps the anchor', () => {
    let sel = collapse({ row: 2, col: 1 });
    sel = shiftExtend(sel, 'down', bounds);
    sel = shiftExtend(sel, 'right', bounds);
    expect(rectOf(sel)).toEqual({ top: 2, left: 1, bottom: 3, right: 2 });
    sel = shiftExtend(sel, 'up', bounds);
    sel = shiftExtend(sel, 'up', bounds);
    expect(rectOf(sel)).toEqual({ top: 1, left: 1, bottom: 2, right: 2 });
  });
  it('moves stop at the edges; ctrl jumps to them', () => {
    expect(step({ row: 0, col: 0 }, 'up', bounds)).toEqual({ row: 0, col: 0 });
    expect(step({ row: 1, col: 1 }, 'right', bounds, true)).toEqual({ row: 1, col: 3 });
    expect(step({ row: 1, col: 1 }, 'down', bounds, true)).toEqual({ row: 4, col: 1 });
  });
  it('select all covers the grid', () => {
    expect(rectOf(selectAll(bounds))).toEqual({ top: 0, left: 0, bottom: 4, right: 3 });
  });
  it('repaints the union of rows of two selections', () => {
    expect(
      rowsToRepaint(extendTo(collapse({ row: 1, col: 0 }), { row: 2, col: 0 }), collapse({ row: 4, col: 0 })),
    ).toEqual([1, 2, 4]);
    expect(rowsToRepaint(null, null)).toEqual([]);
  });
  it('repaints only the columns of two selections', () => {
    // Enter moving the active cell down: one column
    expect(columnsToRepaint(collapse({ row: 1, col: 2 }), collapse({ row: 2, col: 2 }))).toEqual([2]);
    expect(
      columnsToRepaint(
        extendTo(collapse({ row: 1, col: 3 }), { row: 1, col: 1 }),
        collapse({ row: 0, col: 0 }),
      ),
    ).toEqual([0, 1, 2, 3]);
    expect(columnsToRepaint(null, collapse({ row: 0, col: 3 }))).toEqual([3]);
    expect(columnsToRepaint(null, null)).toEqual([]);
  });
  it('Tab and Enter walk the range and wrap (Excel), Shift goes back', () => {
    const r = { top: 1, left: 2, bottom: 2, right: 3 };
    const walk = (key: 'Tab' | 'Enter', back: boolean, n: number) => {
      let c = { row: 1, col: 2 };
      const out: string[] = [];
      for (let i = 0; i < n; i++) {
        c = stepInRect(r, c, key, back);
        out.push(`${c.row},${c.col}`);
      }
      return out;
    };
    expect(walk('Tab', false, 4)).toEqual(['1,3', '2,2', '2,3', '1,2']);
    expect(walk('Enter', false, 4)).toEqual(['2,2', '1,3', '2,3', '1,2']);
    expect(walk('Tab', true, 4)).toEqual(['2,3', '2,2', '1,3', '1,2']);
    expect(walk('Enter', true, 4)).toEqual(['2,3', '1,3', '2,2', '1,2']);
  });
});
