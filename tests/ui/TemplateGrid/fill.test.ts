import { describe, expect, it } from 'vitest';
import {
  clearRange,
  fillBy,
  fillDown,
  fillExtent,
  fillRight,
} from '../../../src/components/TemplateGrid/fill';

const grid = [
  ['1', '2', '3'],
  ['4', '5', '6'],
  ['7', '8', '9'],
];
const valueAt = (r: number, c: number) => grid[r]?.[c] ?? null;

describe('fill', () => {
  it('fill down copies the first row of the selection downwards', () => {
    const out = fillDown({ top: 0, left: 1, bottom: 2, right: 2 }, valueAt);
    expect(out).toEqual([
      { row: 1, col: 1, raw: '2' },
      { row: 2, col: 1, raw: '2' },
      { row: 1, col: 2, raw: '3' },
      { row: 2, col: 2, raw: '3' },
    ]);
  });
  it('fill down of a single row copies the row above', () => {
    expect(fillDown({ top: 2, left: 0, bottom: 2, right: 0 }, valueAt)).toEqual([
      { row: 2, col: 0, raw: '4' },
    ]);
    expect(fillDown({ top: 0, left: 0, bottom: 0, right: 0 }, valueAt)).toEqual([]);
  });
  it('fill right copies the first column rightwards', () => {
    const out = fillRight({ top: 1, left: 0, bottom: 1, right: 2 }, valueAt);
    expect(out.map((p) => p.raw)).toEqual(['4', '4']);
    expect(out.map((p) => p.col)).toEqual([1, 2]);
  });
  it('an empty source clears its targets', () => {
    const out = fillRight({ top: 0, left: 0, bottom: 0, right: 1 }, () => null);
    expect(out).toEqual([{ row: 0, col: 1, raw: '' }]);
  });
  it('clearRange covers every cell', () => {
    expect(clearRange({ top: 0, left: 0, bottom: 1, right: 2 })).toHaveLength(6);
  });
  it('the fill handle fills down or right, whichever the pointer went further', () => {
    const r = { top: 0, left: 0, bottom: 0, right: 1 };
    expect(fillExtent(r, { row: 0, col: 1 })).toBeNull();
    expect(fillExtent(r, { row: 2, col: 1 })).toEqual({ top: 0, left: 0, bottom: 2, right: 1 });
    expect(fillExtent(r, { row: 1, col: 4 })).toEqual({ top: 0, left: 0, bottom: 0, right: 4 });
  });
  it('a drag fill repeats the selected rows or columns (values, not a series)', () => {
    const down = fillBy(
      { top: 0, left: 0, bottom: 1, right: 0 },
      { top: 0, left: 0, bottom: 4, right: 0 },
      valueAt,
    );
    expect(down.map((p) => `${p.row},${p.col}=${p.raw}`)).toEqual(['2,0=1', '3,0=4', '4,0=1']);
    const right = fillBy(
      { top: 1, left: 0, bottom: 1, right: 0 },
      { top: 1, left: 0, bottom: 1, right: 2 },
      valueAt,
    );
    expect(right.map((p) => `${p.row},${p.col}=${p.raw}`)).toEqual(['1,1=4', '1,2=4']);
  });
});
