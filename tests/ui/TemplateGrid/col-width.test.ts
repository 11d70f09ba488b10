import { describe, expect, it } from 'vitest';
import { numberColumnWidths, shownChars } from '../../../src/components/TemplateGrid/col-width';
import { columns, row } from './fixtures';

describe('number column widths', () => {
  it('counts the characters a value takes when shown', () => {
    expect(shownChars('1234567.125', 2)).toBe('11,234,567.13'.length); // one spare digit for a carry
    expect(shownChars('-5', 2)).toBe('-05.00'.length);
    expect(shownChars('1234567.125', undefined)).toBe(11);
    expect(shownChars('n/a', 2)).toBe(3);
  });
  it('widens only number columns whose widest value does not fit', () => {
    const rows = [
      row('a', '1', 'leaf', { y1: '123456789012.5', y2: '1', total: '12' }),
      row('b', '2', 'leaf', { y1: '3', y2: '2' }),
    ];
    const widths = numberColumnWidths(columns, rows, 2, { digit: 8, padding: 6, base: () => 100 });
    // 1,123,456,789,012.50 (a spare digit for a carry): 20 characters × 8 px + 2 × 6 + 8.
    expect(widths.get('y1')).toBe(20 * 8 + 12 + 8);
    expect(widths.has('y2')).toBe(false);
    expect(widths.has('unit')).toBe(false);
    expect(widths.has('no')).toBe(false);
  });
});
