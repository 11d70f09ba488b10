// Straight-line depreciation reproduces M5, M17 and M19 and never depreciates below the residual.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../../../src/core/money/decimal';
import { firstOutputYear, straightLine, straightLineCharge } from '../../../src/core/finance/depreciation';

const r6 = (x: Decimal | undefined) => x?.toDecimalPlaces(6).toFixed();
const sum = (xs: Decimal[]) => xs.reduce((a, b) => a.plus(b), new Decimal(0));

describe('straight-line depreciation', () => {
  // M5 in a project with B = 2, O = 10 (N = 12): charges from year 3.
  const m5 = { value: new Decimal(500), residualRate: new Decimal('0.05'), startYear: 3, lastYear: 12 };

  it('M5: V 500, 残值 5 %, L 8 → 59.375 a year for 8 years, then 0; 余值 25.00', () => {
    const s = straightLine({ ...m5, life: 8 });
    expect(s.annual.toFixed()).toBe('59.375');
    expect(s.charge.slice(2, 10).every((c) => c.eq('59.375'))).toBe(true);
    expect(s.charge.slice(10).every((c) => c.isZero())).toBe(true);
    expect(s.charge.slice(0, 2).every((c) => c.isZero())).toBe(true);
    expect(s.residual.toFixed()).toBe('25');
  });

  it('the yearly charge V(1 − s)/L is the one the schedule books (the engine uses it for every asset)', () => {
    expect(straightLineCharge(new Decimal(500), new Decimal('0.05'), 8).toFixed()).toBe('59.375');
    expect(straightLineCharge(new Decimal(90), new Decimal(0), 7).toFixed()).toBe(
      '12.85714285714285714285714285714286',
    );
    expect(() => straightLineCharge(new Decimal(1), new Decimal(0), 0)).toThrow(RangeError);
  });

  it('M5: with L 15 (longer than the period) → 31.666667 a year, 余值 183.333333', () => {
    const s = straightLine({ ...m5, life: 15 });
    expect(r6(s.annual)).toBe('31.666667');
    expect(r6(s.residual)).toBe('183.333333');
    expect(s.charge.filter((c) => !c.isZero())).toHaveLength(10);
  });

  it('M17: 生产性 V 100, life 10, first output in year 3 (B = 1, O = 5) → 0 in year 2, 10 in 3–6, 余值 60', () => {
    const gross = ['0', '0', '0', '5', '8', '8'].map((x) => new Decimal(x));
    gross[2] = new Decimal('1.5');
    const start = firstOutputYear(gross, 2);
    expect(start).toBe(3);
    const s = straightLine({
      value: new Decimal(100),
      residualRate: new Decimal(0),
      life: 10,
      startYear: 3,
      lastYear: 6,
    });
    expect(s.charge.map((c) => c.toFixed())).toEqual(['0', '0', '10', '10', '10', '10']);
    expect(s.residual.toFixed()).toBe('60');
  });

  it('D-42: no output above ε in the operating period → no start year', () => {
    expect(firstOutputYear([new Decimal(9), new Decimal('1e-25'), new Decimal(0)], 2)).toBeNull();
  });

  it('M19: 设备 50 bought in year 3 (B = 1, O = 5), life 10 → 5 a year in 4–6, 余值 35', () => {
    const s = straightLine({
      value: new Decimal(50),
      residualRate: new Decimal(0),
      life: 10,
      startYear: 4,
      lastYear: 6,
      acquiredYear: 3,
    });
    expect(s.charge.map((c) => c.toFixed())).toEqual(['0', '0', '0', '5', '5', '5']);
    expect(s.netValue.map((c) => c.toFixed())).toEqual(['0', '0', '50', '45', '40', '35']);
    expect(s.residual.toFixed()).toBe('35');
  });

  it('D-10: maintenance in year N is not depreciated', () => {
    const s = straightLine({
      value: new Decimal(20),
      residualRate: new Decimal(0),
      life: 5,
      startYear: 7,
      lastYear: 6,
      acquiredYear: 6,
    });
    expect(sum(s.charge).isZero()).toBe(true);
    expect(s.residual.toFixed()).toBe('20');
  });

  it('rejects a non-positive life', () => {
    expect(() => straightLine({ ...m5, life: 0 })).toThrow('折旧年限必须为正整数');
  });

  it('charges + 余值 = 原值, and 余值 ≥ V·s (never below the residual)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }).map((n) => new Decimal(n).div(100)),
        fc.integer({ min: 0, max: 100 }).map((n) => new Decimal(n).div(100)),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 60 }),
        (value, s, life, B, O) => {
          const N = B + O;
          const sch = straightLine({ value, residualRate: s, life, startYear: B + 1, lastYear: N });
          expect(sum(sch.charge).plus(sch.residual).minus(value).abs().lt('1e-20')).toBe(true);
          expect(sch.residual.gte(value.times(s).minus('1e-20'))).toBe(true);
          expect(sch.charge.filter((c) => !c.isZero()).length).toBe(
            value.times(Decimal.sub(1, s)).isZero() ? 0 : Math.min(life, O),
          );
        },
      ),
    );
  });
});
