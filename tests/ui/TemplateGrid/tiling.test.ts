import { describe, expect, it } from 'vitest';
import { pasteOverflow, placePaste, tiles } from '../../../src/components/TemplateGrid/tiling';

const rect = (top: number, left: number, bottom: number, right: number) => ({ top, left, bottom, right });

describe('placePaste', () => {
  it('places a block once from the active cell', () => {
    const out = placePaste(
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
      rect(1, 1, 1, 1),
      { rows: 10, cols: 10 },
    );
    expect(out).toEqual([
      { row: 1, col: 1, raw: 'a' },
      { row: 1, col: 2, raw: 'b' },
      { row: 2, col: 1, raw: 'c' },
      { row: 2, col: 2, raw: 'd' },
    ]);
  });
  it('tiles a block over a selection that is a multiple of it', () => {
    const out = placePaste([['a', 'b']], rect(0, 0, 1, 3), { rows: 10, cols: 10 });
    expect(out.map((p) => `${p.row},${p.col}=${p.raw}`)).toEqual([
      '0,0=a',
      '0,1=b',
      '0,2=a',
      '0,3=b',
      '1,0=a',
      '1,1=b',
      '1,2=a',
      '1,3=b',
    ]);
    expect(tiles([['a', 'b']], rect(0, 0, 1, 3))).toBe(true);
  });
  it('fills the whole selection with a single value', () => {
    expect(placePaste([['7']], rect(2, 2, 4, 3), { rows: 10, cols: 10 })).toHaveLength(6);
  });
  it('pastes once when the selection is not a multiple of the block', () => {
    expect(tiles([['a', 'b']], rect(0, 0, 0, 2))).toBe(false);
    expect(placePaste([['a', 'b']], rect(0, 0, 0, 2), { rows: 10, cols: 10 })).toHaveLength(2);
  });
  it('clips at the grid edge', () => {
    const out = placePaste(
      [
        ['1', '2', '3'],
        ['4', '5', '6'],
      ],
      rect(4, 8, 4, 8),
      { rows: 5, cols: 10 },
    );
    expect(out).toEqual([
      { row: 4, col: 8, raw: '1' },
      { row: 4, col: 9, raw: '2' },
    ]);
  });
  it('writes only the cells a ragged row has', () => {
    expect(placePaste([['1', '2'], ['3']], rect(0, 0, 0, 0), { rows: 5, cols: 5 })).toHaveLength(3);
  });
});

describe('pasteOverflow', () => {
  const limit = { rows: 4, cols: 5 };
  const block = (h: number, w: number) =>
    Array.from({ length: h }, () => Array.from({ length: w }, () => '1'));
  it('a block inside the table overflows nothing', () => {
    expect(pasteOverflow(block(2, 2), { top: 2, left: 3, bottom: 2, right: 3 }, limit)).toEqual({
      rows: 0,
      outside: 0,
    });
  });
  it('counts the rows missing below the last row and the cells outside the table', () => {
    // rows 2..5 of a 4-row table: 2 rows missing (8 cells); columns 3..5 of 5: one column out on the rows inside
    expect(pasteOverflow(block(4, 3), { top: 2, left: 3, bottom: 2, right: 3 }, limit)).toEqual({
      rows: 2,
      outside: 2 * 3 + 2 * 1,
    });
  });
  it('a block tiled over its selection never overflows', () => {
    expect(pasteOverflow(block(1, 1), { top: 0, left: 0, bottom: 3, right: 4 }, limit)).toEqual({
      rows: 0,
      outside: 0,
    });
  });
});
