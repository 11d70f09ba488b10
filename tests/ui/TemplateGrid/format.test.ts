import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../src/components/TemplateGrid/format';

describe('formatNumber', () => {
  it('shows the stored number unchanged on early tabs', () => {
    expect(formatNumber('1234.5678')).toBe('1234.5678');
    expect(formatNumber(null)).toBe('');
  });
  it('rounds half-up to 2 dp with thousands separators from tab 4', () => {
    expect(formatNumber('1234567.125', 2)).toBe('1,234,567.13');
    expect(formatNumber('-1234.005', 2)).toBe('-1,234.01');
    expect(formatNumber('0.5', 0)).toBe('1');
    expect(formatNumber('12', 2)).toBe('12.00');
  });
  it('absorbs finite-precision residue on ties and never shows -0.00', () => {
    expect(formatNumber('1.1249999999999999999999999', 2)).toBe('1.13');
    expect(formatNumber('-0.001', 2)).toBe('0.00');
  });
  it('leaves text alone', () => {
    expect(formatNumber('亩', 2)).toBe('亩');
  });
});
