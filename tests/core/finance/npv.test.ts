// FNPV by Horner's rule agrees with the textbook Σ cf_t/(1+r)^t and with Excel NPV on the §5.16 vector.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../../../src/core/money/decimal';
import {
  discountFactor,
  discountFactors,
  discountFlows,
  npv,
  npvWithDerivative,
} from '../../../src/core/finance/npv';

const d = (xs: (string | number)[]) => xs.map((x) => new Decimal(x));
const TOL = new Decimal('1e-20');

/** The definition, one pow per year: the slow oracle. */
function naiveNpv(rate: Decimal, cfs: Decimal[]): Decimal {
  return cfs.reduce((acc, cf, i) => acc.plus(cf.div(rate.plus(1).pow(i + 1))), new Decimal(0));
}

const cashFlow = fc.array(
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => new Decimal(n).div(100)),
  { minLength: 1, maxLength: 60 },
);
const rate = fc.integer({ min: -90, max: 500 }).map((n) => new Decimal(n).div(100));

describe('npv', () => {
  it('M8: FNPV(8 %) of −1000, 300, 400, 500, 200 is 152.44 (Excel NPV: 152.4366…)', () => {
    const cf = d([-1000, 300, 400, 500, 200]);
    const value = npv(new Decimal('0.08'), cf);
    expect(value.toDecimalPlaces(2).toFixed(2)).toBe('152.44');
    expect(
      value
        .minus(naiveNpv(new Decimal('0.08'), cf))
        .abs()
        .lt(TOL),
    ).toBe(true);
  });

  it('discounts the first item one full year (year-end convention, t starts at 1)', () => {
    expect(npv(new Decimal('0.1'), d([110])).toFixed()).toBe('100');
    expect(npv(new Decimal('0.1'), d([0, 121])).toFixed()).toBe('100');
  });

  it('is the plain sum at r = 0 and 0 for no flows', () => {
    expect(npv(new Decimal(0), d(['1.1', '2.2', '-0.3'])).toFixed()).toBe('3');
    expect(npv(new Decimal('0.08'), []).isZero()).toBe(true);
  });

  it('rejects r ≤ −100 %', () => {
    expect(() => npv(new Decimal(-1), d([1]))).toThrow(RangeError);
    expect(() => discountFactor(new Decimal('-1.5'))).toThrow('折现率必须大于 −100%');
  });

  it('agrees with Σ cf_t/(1+r)^t on random 60-year flows', () => {
    fc.assert(
      fc.property(rate, cashFlow, (r, cf) => {
        const scale = Decimal.max(1, ...cf.map((x) => x.abs()));
        const rel = npv(r, cf).minus(naiveNpv(r, cf)).abs().div(scale);
        // at r = −0.9 a 60-year flow is multiplied by 10^60: compare relative to the largest discounted term
        const bound = new Decimal('1e-28').times(Decimal.max(1, discountFactor(r).pow(cf.length)));
        expect(rel.lte(bound)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('slope equals the analytic derivative Σ −t·cf_t/(1+r)^(t+1)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 200 }).map((n) => new Decimal(n).div(100)),
        cashFlow,
        (r, cf) => {
          const { value, slope } = npvWithDerivative(r, cf);
          const expected = cf.reduce(
            (acc, c, i) => acc.minus(c.times(i + 1).div(r.plus(1).pow(i + 2))),
            new Decimal(0),
          );
          expect(value.minus(npv(r, cf)).abs().lte(new Decimal('1e-22'))).toBe(true);
          const scale = Decimal.max(1, expected.abs());
          expect(slope.minus(expected).abs().div(scale).lte(new Decimal('1e-25'))).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('discount factors', () => {
  it('f_t built incrementally equal (1+r)^−t', () => {
    const r = new Decimal('0.08');
    const fs = discountFactors(r, 60);
    expect(fs).toHaveLength(60);
    fs.forEach((f, i) => {
      expect(
        f
          .minus(new Decimal(1).div(r.plus(1).pow(i + 1)))
          .abs()
          .lt(TOL),
      ).toBe(true);
    });
  });

  it('discounted flows: M8 at 8 % gives the dynamic column −925.93, 257.20, 317.53, 367.51, 136.12', () => {
    const shown = discountFlows(new Decimal('0.08'), d([-1000, 300, 400, 500, 200])).map((x) =>
      x.toDecimalPlaces(2).toFixed(2),
    );
    expect(shown).toEqual(['-925.93', '257.20', '317.53', '367.51', '136.12']);
  });
});
