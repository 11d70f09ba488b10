// Payback periods follow §3.16 and the edge cases of §4.5; properties hold on random flows.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../../../src/core/money/decimal';
import { PAYBACK_MESSAGES, dynamicPayback, staticPayback } from '../../../src/core/finance/payback';

const d = (xs: (string | number)[]) => xs.map((x) => new Decimal(x));

describe('static payback', () => {
  it('M8: −1000, 300, 400, 500, 200 → Pt 3.60', () => {
    const r = staticPayback(d([-1000, 300, 400, 500, 200]));
    // cumulative −1000, −700, −300, 200: T = 4, Pt = 3 + 300/500
    expect(r.years?.toFixed()).toBe('3.6');
    expect(r.recoveryYear).toBe(4);
    expect(r.renegative).toBe(false);
  });

  it('Cum_1 ≥ 0 → 0', () => {
    expect(staticPayback(d([0, -5, 10])).years?.toFixed()).toBe('0');
    expect(staticPayback(d([10, 5])).years?.isZero()).toBe(true);
  });

  it('never recovered → null, no extrapolation', () => {
    const r = staticPayback(d([-100, 30, 30, 30]));
    expect(r).toEqual({ years: null, recoveryYear: null, renegative: false });
    expect(PAYBACK_MESSAGES.none).toBe('计算期内未回收');
  });

  it('recovered exactly at a year end gives a whole year', () => {
    // cum −100, −60, 0: T = 3 and Pt = 2 + 60/60
    expect(staticPayback(d([-100, 40, 60, 10])).years?.toFixed()).toBe('3');
  });

  it('keeps the first crossing and flags a cumulative that turns negative again (更新造林)', () => {
    const r = staticPayback(d([-100, 150, -80, 50]));
    // cum −100, 50, −30, 20: first crossing in year 2 at 1 + 100/150
    expect(r.years?.toDecimalPlaces(6).toFixed()).toBe('1.666667');
    expect(r.renegative).toBe(true);
    expect(PAYBACK_MESSAGES.renegative).toBe('回收后再次出现累计负值');
  });

  it('decimal noise within ε counts as recovered (D-1)', () => {
    const r = staticPayback(d([-100, '99.99999999999999999999999'])); // cum −1e-23
    expect(r.recoveryYear).toBe(2);
  });
});

describe('dynamic payback', () => {
  it("M8: Pt' at 8 % is 3.96 (3.955584)", () => {
    const r = dynamicPayback(new Decimal('0.08'), d([-1000, 300, 400, 500, 200]));
    expect(r.years?.toDecimalPlaces(6).toFixed()).toBe('3.955584');
  });

  it('at r = 0 equals the static payback', () => {
    const cf = d([-500, 100, 200, 300]);
    expect(dynamicPayback(new Decimal(0), cf).years?.eq(staticPayback(cf).years as Decimal)).toBe(true);
  });
});

describe('payback properties', () => {
  const flows = fc.array(
    fc.integer({ min: -1000, max: 1000 }).map((n) => new Decimal(n)),
    {
      minLength: 1,
      maxLength: 40,
    },
  );

  it('Pt lies in [T − 1, T] and the cumulative flow at Pt interpolates to 0', () => {
    fc.assert(
      fc.property(flows, (cf) => {
        const r = staticPayback(cf);
        if (r.years === null || r.recoveryYear === null) return;
        expect(r.years.gte(Math.max(0, r.recoveryYear - 1))).toBe(true);
        expect(r.years.lte(r.recoveryYear)).toBe(true);
      }),
    );
  });

  it('dynamic payback is never earlier than static payback for a positive rate (conventional flows)', () => {
    const conventional = fc
      .tuple(
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 30 }),
      )
      .map(([neg, pos]) => [...neg.map((x) => new Decimal(-x)), ...pos.map((x) => new Decimal(x))]);
    const rate = fc.integer({ min: 1, max: 50 }).map((n) => new Decimal(n).div(100));
    fc.assert(
      fc.property(conventional, rate, (cf, r) => {
        const s = staticPayback(cf);
        const dyn = dynamicPayback(r, cf);
        if (dyn.years !== null) {
          expect(s.years).not.toBeNull();
          expect(dyn.years.gte(s.years as Decimal)).toBe(true);
        }
      }),
    );
  });

  it('raising a later inflow never delays payback', () => {
    fc.assert(
      fc.property(flows, fc.nat({ max: 39 }), fc.integer({ min: 1, max: 500 }), (cf, k, extra) => {
        const i = k % cf.length;
        const more = cf.map((x, j) => (j === i ? x.plus(extra) : x));
        const a = staticPayback(cf);
        const b = staticPayback(more);
        if (a.years !== null) {
          expect(b.years).not.toBeNull();
          expect((b.years as Decimal).lte(a.years)).toBe(true);
        }
      }),
    );
  });
});
