// Stored values: store keys, cell ids, hierarchical numbering of layouts.
import { describe, expect, it } from 'vitest';
import {
  depthOf,
  nextRowId,
  numberLayout,
  parseStoreKey,
  splitCellId,
  storeKey,
  type Layout,
} from '../../../src/core/template/stored';

describe('stored values', () => {
  it('store keys and cell ids round-trip', () => {
    expect(parseStoreKey(storeKey('tab1', 'tea', 'planting'))).toEqual({
      templateKey: 'tab1',
      subProjectId: 'tea',
      tableId: 'planting',
    });
    expect(parseStoreKey(storeKey('tab5', null, 'subsidies')).subProjectId).toBeNull();
    expect(splitCellId('r2:years.c1')).toEqual({ rowId: 'r2', col: 'years.c1' });
  });
  it('numbers 1, 1.1, 1.1.1 in layout order and regenerates after a move', () => {
    const layout: Layout = [
      ['a', null],
      ['b', 'a'],
      ['c', 'b'],
      ['d', 'a'],
      ['e', null],
    ];
    expect([...numberLayout(layout).values()]).toEqual(['1', '1.1', '1.1.1', '1.2', '2']);
    expect(depthOf(layout, 'c')).toBe(3);
    const moved: Layout = [layout[4]!, ...layout.slice(0, 4)];
    expect(numberLayout(moved).get('a')).toBe('2');
    expect(numberLayout(moved).get('c')).toBe('2.1.1');
  });
  it('new row ids never collide', () => {
    expect(
      nextRowId('r', [
        ['r2', null],
        ['r1', null],
      ]),
    ).toBe('r3');
  });
});
