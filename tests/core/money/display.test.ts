// Display rounding follows model-io §5.1: snap to 20 dp, half-up to 2 dp (ties away from zero), no −0.00.
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../src/core/money/decimal';
import { formatDisplay, formatPercent, roundDisplay } from '../../../src/core/money/display';

describe('display rounding', () => {
  // §5.16 M12
  it.each([
    ['2.345', '2.35'],
    ['-2.345', '-2.35'],
    ['2.3449999', '2.34'],
    ['-0.004', '0.00'],
  ])('M12: %s shows as %s', (x, shown) => {
    expect(formatDisplay(x)).toBe(shown);
  });

  it('snaps finite-precision residue on a tie before rounding (1.1249…9 → 1.13, model-io §7)', () => {
    const residue = new Decimal('1.124999999999999999999999999999998');
    expect(formatDisplay(residue)).toBe('1.13');
    // a genuine non-tie further than 5e-21 from the tie still rounds down
    expect(formatDisplay(new Decimal('1.12499999999999999999'))).toBe('1.12');
  });

  it('computed ties such as 0.3 × 3.75 show half-up', () => {
    expect(formatDisplay(new Decimal('0.3').times('3.75'))).toBe('1.13');
  });

  it('never returns negative zero', () => {
    const r = roundDisplay(new Decimal('-0.001'));
    expect(r.isZero()).toBe(true);
    expect(r.isNegative()).toBe(false);
    expect(formatDisplay('-0')).toBe('0.00');
  });

  it('shows whole units for dp 0 rows (株, kg)', () => {
    expect(formatDisplay('2549999.5', { dp: 0 })).toBe('2550000');
    expect(formatDisplay('-0.4', { dp: 0 })).toBe('0');
  });

  it('inserts thousands separators on request only', () => {
    expect(formatDisplay('1234567.891', { thousands: true })).toBe('1,234,567.89');
    expect(formatDisplay('-1234567.891', { thousands: true })).toBe('-1,234,567.89');
    expect(formatDisplay('999.999', { thousands: true })).toBe('1,000.00');
    expect(formatDisplay('2550000', { dp: 0, thousands: true })).toBe('2,550,000');
    expect(formatDisplay('1234567.891')).toBe('1234567.89');
  });

  it('formats a percentage with its suffix', () => {
    expect(formatPercent('22.03449')).toBe('22.03%');
    expect(formatPercent(new Decimal('0.1532213788').times(100))).toBe('15.32%');
  });
});
