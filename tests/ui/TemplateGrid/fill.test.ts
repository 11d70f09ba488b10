import { describe, expect, it } from 'vitest';
import {
  clearRange,
  fillBy,
  fillDown,
  fillExtent,
  fillRight,
  linearTrend,
} from '../../../src/components/TemplateGrid/fill';
import { Decimal } from '../../../src/core/money/decimal';

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
    // Two numbers would make a series (see below): Ctrl (swap) copies them.
    const down = fillBy(
      { top: 0, left: 0, bottom: 1, right: 0 },
      { top: 0, left: 0, bottom: 4, right: 0 },
      valueAt,
      { swap: true },
    );
    expect(down.map((p) => `${p.row},${p.col}=${p.raw}`)).toEqual(['2,0=1', '3,0=4', '4,0=1']);
    const right = fillBy(
      { top: 1, left: 0, bottom: 1, right: 0 },
      { top: 1, left: 0, bottom: 1, right: 2 },
      valueAt,
    );
    expect(right.map((p) => `${p.row},${p.col}=${p.raw}`)).toEqual(['1,1=4', '1,2=4']);
  });

  describe('fill-handle series (Excel)', () => {
    const column = (values: (string | null)[]) => (r: number) => values[r] ?? null;
    const drag = (values: (string | null)[], to: number, options?: Parameters<typeof fillBy>[3]) =>
      fillBy(
        { top: 0, left: 0, bottom: values.length - 1, right: 0 },
        { top: 0, left: 0, bottom: to, right: 0 },
        column(values),
        options,
      ).map((p) => p.raw);

    it('two numbers continue with their difference, in exact decimals', () => {
      expect(drag(['1', '3'], 4)).toEqual(['5', '7', '9']);
      expect(drag(['0.1', '0.2'], 4)).toEqual(['0.3', '0.4', '0.5']);
      expect(drag(['10', '7.5'], 6)).toEqual(['5', '2.5', '0', '-2.5', '-5']);
      expect(drag(['1000000000000000.01', '1000000000000000.02'], 2)).toEqual(['1000000000000000.03']);
    });
    it('an exactly arithmetic run keeps its step; any other run follows its least-squares trend', () => {
      expect(drag(['2', '4', '6', '8'], 5)).toEqual(['10', '12']);
      // 1, 2, 4: slope 1.5, intercept 5/6 — 16/3 and 41/6, rounded once at 34 digits.
      expect(drag(['1', '2', '4'], 4)).toEqual([
        '5.333333333333333333333333333333333',
        '6.833333333333333333333333333333333',
      ]);
      // 1, 3, 2, 4: slope 0.8, intercept 1.3 — terminating, so exact.
      expect(drag(['1', '3', '2', '4'], 5)).toEqual(['4.5', '5.3']);
    });
    it('one number, text, blanks or a mix are copied', () => {
      expect(drag(['5'], 2)).toEqual(['5', '5']);
      expect(drag(['甲', '乙'], 4)).toEqual(['甲', '乙', '甲']);
      expect(drag(['1', '甲'], 3)).toEqual(['1', '甲']);
      expect(drag(['1', null, '3'], 4)).toEqual(['1', '']);
    });
    it('Ctrl swaps: one number counts up by 1, a series is copied', () => {
      expect(drag(['5'], 2, { swap: true })).toEqual(['6', '7']);
      expect(drag(['-0.5'], 2, { swap: true })).toEqual(['0.5', '1.5']);
      expect(drag(['1', '3'], 4, { swap: true })).toEqual(['1', '3', '1']);
      expect(drag(['甲'], 2, { swap: true })).toEqual(['甲', '甲']);
    });
    it('digits in a text cell are text: copied, not counted', () => {
      expect(drag(['1', '2'], 3, { isNumberCell: () => false })).toEqual(['1', '2']);
    });
    it('each column (down) or row (right) of the selection is its own series', () => {
      const cells = [
        ['1', '甲', '0.5'],
        ['2', '乙', '1'],
      ];
      const at = (r: number, c: number) => cells[r]?.[c] ?? null;
      const down = fillBy(
        { top: 0, left: 0, bottom: 1, right: 2 },
        { top: 0, left: 0, bottom: 3, right: 2 },
        at,
      );
      expect(down.map((p) => `${p.row},${p.col}=${p.raw}`)).toEqual([
        '2,0=3',
        '2,1=甲',
        '2,2=1.5',
        '3,0=4',
        '3,1=乙',
        '3,2=2',
      ]);
      const right = fillBy(
        { top: 0, left: 0, bottom: 1, right: 1 },
        { top: 0, left: 0, bottom: 1, right: 3 },
        at,
      );
      expect(right.map((p) => `${p.row},${p.col}=${p.raw}`)).toEqual(['0,2=1', '0,3=甲', '1,2=2', '1,3=乙']);
      const grid3 = fillBy(
        { top: 0, left: 0, bottom: 0, right: 2 },
        { top: 0, left: 0, bottom: 0, right: 4 },
        valueAt,
      );
      expect(grid3.map((p) => p.raw)).toEqual(['4', '5']);
    });
    it('the trend of a run is its least-squares line (Excel TREND)', () => {
      const t = linearTrend(['3', '5', '4', '10'].map((v) => new Decimal(v)));
      // slope 2, intercept 2.5: the fitted values, then the extension.
      expect([0, 1, 2, 3, 4, 5].map((k) => t(k).toFixed())).toEqual([
        '2.5',
        '4.5',
        '6.5',
        '8.5',
        '10.5',
        '12.5',
      ]);
    });
  });
});
