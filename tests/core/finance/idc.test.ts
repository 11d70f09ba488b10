// 建设期利息 follows the half-year rule: §5.3 (capitalised) and M1 (paid by 资本金).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../../../src/core/money/decimal';
import { constructionInterest } from '../../../src/core/finance/idc';

const d = (xs: (string | number)[]) => xs.map((x) => new Decimal(x));
const rate = new Decimal('0.0435');
const sum = (xs: Decimal[]) => xs.reduce((a, b) => a.plus(b), new Decimal(0));

describe('construction interest', () => {
  it('§5.3 capitalised: draws 120, 40 at 4.35 % → 2.61, 6.203535; IDC 8.813535; P 168.813535', () => {
    const s = constructionInterest(d([120, 40]), rate, 'capitalize');
    expect(s.interest.map((x) => x.toFixed())).toEqual(['2.61', '6.203535']);
    expect(s.opening.map((x) => x.toFixed())).toEqual(['0', '122.61']);
    expect(s.closing.map((x) => x.toFixed())).toEqual(['122.61', '168.813535']);
    expect(s.total.toFixed()).toBe('8.813535');
    expect(s.repaymentBase.toFixed()).toBe('168.813535');
    expect(s.equityPaid.every((x) => x.isZero())).toBe(true);
  });

  it('M1 equity-paid: 2.61, 6.09; total 8.70; balance 160.00', () => {
    const s = constructionInterest(d([120, 40]), rate, 'equity');
    expect(s.interest.map((x) => x.toFixed())).toEqual(['2.61', '6.09']);
    expect(s.equityPaid.map((x) => x.toFixed())).toEqual(['2.61', '6.09']);
    expect(s.total.toFixed(2)).toBe('8.70');
    expect(s.repaymentBase.toFixed(2)).toBe('160.00');
  });

  it('no drawdowns → no interest', () => {
    const s = constructionInterest(d([0, 0, 0]), rate, 'capitalize');
    expect(s.total.isZero() && s.repaymentBase.isZero()).toBe(true);
  });

  it('capitalised base = Σ draws + IDC; equity base = Σ draws; capitalising never lowers interest', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: 0, max: 10_000_000 }).map((n) => new Decimal(n).div(100)),
          {
            minLength: 1,
            maxLength: 10,
          },
        ),
        fc.integer({ min: 0, max: 2000 }).map((n) => new Decimal(n).div(10_000)),
        (draws, i) => {
          const cap = constructionInterest(draws, i, 'capitalize');
          const eq = constructionInterest(draws, i, 'equity');
          expect(cap.repaymentBase.minus(sum(draws).plus(cap.total)).abs().lt('1e-20')).toBe(true);
          expect(eq.repaymentBase.minus(sum(draws)).abs().lt('1e-20')).toBe(true);
          expect(cap.total.gte(eq.total)).toBe(true);
          expect(sum(eq.interest).eq(eq.total)).toBe(true);
        },
      ),
    );
  });
});
