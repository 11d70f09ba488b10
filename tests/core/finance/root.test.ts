// Brent's root finder keeps a sign-changing bracket narrower than asked, and beats bisection on smooth functions.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../../../src/core/money/decimal';
import { brentRoot } from '../../../src/core/finance/root';

const W = new Decimal('1e-12');

describe('brentRoot', () => {
  it('finds √2 as the root of x² − 2 on [1, 2] in far fewer steps than bisection (~40)', () => {
    const r = brentRoot((x) => x.times(x).minus(2), new Decimal(1), new Decimal(2), W);
    const sqrt2 = new Decimal(2).sqrt();
    expect(r.hi.minus(r.lo).lt(W)).toBe(true);
    expect(r.lo.lte(sqrt2) && r.hi.gte(sqrt2)).toBe(true);
    expect(r.root.minus(sqrt2).abs().lt(W)).toBe(true);
    expect(r.evaluations).toBeLessThan(15);
  });

  it('a discontinuous step still converges (bisection fallback) and keeps the jump inside the bracket', () => {
    const jump = new Decimal('0.3');
    const f = (x: Decimal) => (x.lt(jump) ? new Decimal(-1) : new Decimal(1));
    const r = brentRoot(f, new Decimal(0), new Decimal(1), new Decimal('1e-10'));
    expect(r.hi.minus(r.lo).lt('1e-10')).toBe(true);
    expect(r.lo.lte(jump) && r.hi.gte(jump)).toBe(true);
    expect(r.evaluations).toBeLessThan(80);
  });

  it('an exact zero ends the search with a zero-width bracket', () => {
    const r = brentRoot((x) => x.minus('0.5'), new Decimal(0), new Decimal(1), W);
    expect(r.root.toFixed()).toBe('0.5');
    expect(r.lo.eq(r.hi)).toBe(true);
  });

  it('on random cubics: the bracket is narrower than asked and f changes sign across it', () => {
    const coef = fc.integer({ min: -100, max: 100 }).map((n) => new Decimal(n).div(7));
    fc.assert(
      fc.property(coef, coef, coef, coef, (c0, c1, c2, c3) => {
        const f = (x: Decimal) => c3.times(x).plus(c2).times(x).plus(c1).times(x).plus(c0);
        const [a, b] = [new Decimal(-3), new Decimal(4)];
        const fa = f(a);
        const fb = f(b);
        if (fa.isZero() || fb.isZero() || fa.isNeg() === fb.isNeg()) return;
        const r = brentRoot(f, a, b, W);
        expect(r.hi.minus(r.lo).lt(W)).toBe(true);
        const [flo, fhi] = [f(r.lo), f(r.hi)];
        expect(flo.isZero() || fhi.isZero() || flo.isNeg() !== fhi.isNeg()).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
