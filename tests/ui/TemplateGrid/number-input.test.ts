import { describe, expect, it } from 'vitest';
import { normaliseNumber } from '../../../src/components/TemplateGrid/number-input';

describe('normaliseNumber', () => {
  it.each([
    ['1,234,567.89', '1234567.89'],
    ['１２３．５', '123.5'],
    ['+5', '5'],
    ['(1,000)', '-1000'],
    ['-0', '0'],
    ['007.50', '7.5'],
    ['.5', '0.5'],
    ['1.2E+3', '1200'],
    ['\u00a01 000\u3000', '1000'],
    ['－３', '-3'],
  ])('%s → %s', (raw, expected) => {
    expect(normaliseNumber(raw)).toBe(expected);
  });
  it.each([
    ['¥1,234.50', '1234.5'],
    ['￥1,234', '1234'],
    ['$1,234,567.891', '1234567.891'],
    ['(¥1,234.00)', '-1234'],
    ['-¥1,234.00', '-1234'],
    ['¥-12', '-12'],
    ['(1,000)', '-1000'],
    [' -  ', '0'],
    ['¥ -  ', '0'],
    ['1234-', '-1234'],
    ['1,234.5-', '-1234.5'],
    ['（１２）', '-12'],
  ])('finance format %s → %s', (raw, expected) => {
    expect(normaliseNumber(raw)).toBe(expected);
  });
  it('reads a percentage as Excel does, except in a cell that holds percentages', () => {
    expect(normaliseNumber('12.5%')).toBe('0.125');
    expect(normaliseNumber('  12 %')).toBe('0.12');
    expect(normaliseNumber('１２．５％')).toBe('0.125');
    expect(normaliseNumber('12.5%', { percent: true })).toBe('12.5');
    expect(normaliseNumber('12.5', { percent: true })).toBe('12.5');
    expect(normaliseNumber('(5%)')).toBe('-0.05');
  });
  it('refuses what only looks like a finance number', () => {
    for (const s of ['--', '-5-', '¥', '1234-5', '12%%', '(5)-', '€12', '1,23-'])
      expect(normaliseNumber(s), s).toBeNull();
  });
  it('keeps every digit of long decimals', () => {
    expect(normaliseNumber('123456789012345678901234567890.123456789')).toBe(
      '123456789012345678901234567890.123456789',
    );
  });
  it('returns empty for blank and null for text', () => {
    expect(normaliseNumber('   ')).toBe('');
    expect(normaliseNumber('abc')).toBeNull();
    expect(normaliseNumber('1,23')).toBeNull();
    expect(normaliseNumber('12元')).toBeNull();
  });
  it('returns canonical numbers unchanged and canonicalises the rest like decimal.js', () => {
    for (const s of ['0', '12', '-3.25', '1000000.000001', '0.5']) expect(normaliseNumber(s)).toBe(s);
    expect(normaliseNumber('-0')).toBe('0');
    expect(normaliseNumber('1.50')).toBe('1.5');
    expect(normaliseNumber('007')).toBe('7');
    expect(normaliseNumber('1.')).toBe('1');
    expect(normaliseNumber('-0.0')).toBe('0');
  });
});
