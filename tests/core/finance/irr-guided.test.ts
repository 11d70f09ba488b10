// The float-guided FIRR answers only what it has checked in decimal, and then agrees with the exact search.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../../../src/core/money/decimal';
import { IRR_GRID, irr, irrBySearch } from '../../../src/core/finance/irr';
import { guidedSingleRoot } from '../../../src/core/finance/irr-guided';
import { npv } from '../../../src/core/finance/npv';

const d = (xs: (string | number)[]) => xs.map((x) => new Decimal(x));

describe('guidedSingleRoot', () => {
  it('finds M8 (15.32 %) with FNPV at the root within 1e-25 of the flows’ scale', () => {
    const cf = d([-1000, 300, 400, 500, 200]);
    const r = guidedSingleRoot(cf, IRR_GRID);
    expect(r?.toDecimalPlaces(10).toFixed()).toBe('0.1532213788');
    expect(npv(r!, cf).abs().lt('1e-25')).toBe(true);
  });

  it('agrees with the exact search on conventional project flows (construction outlays, then returns)', () => {
    const invest = fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 6 });
    const returns = fc.array(fc.integer({ min: 0, max: 9_000_000 }), { minLength: 1, maxLength: 55 });
    let guided = 0;
    let ok = 0;
    fc.assert(
      fc.property(invest, returns, fc.integer({ min: 0, max: 6 }), (inv, ret, shift) => {
        const cf = [
          ...inv.map((x) => new Decimal(-x).div(10 ** shift)),
          ...ret.map((x) => new Decimal(x).div(7)),
        ];
        const exact = irrBySearch(cf);
        const r = guidedSingleRoot(cf, IRR_GRID);
        if (exact.status === 'ok') ok++;
        if (r === null) return;
        guided++;
        expect(exact.status).toBe('ok');
        expect(r.minus(exact.value!).abs().lt('1e-20')).toBe(true);
        expect(irr(cf)).toEqual({ value: r, status: 'ok', roots: [r] });
      }),
      { numRuns: 200 },
    );
    // the floats settle every well-conditioned case: the guided path is the one taken
    expect(guided).toBe(ok);
  });

  it('leaves to the exact search what it cannot settle: a root on a grid rate, out of range, several sign changes', () => {
    expect(guidedSingleRoot(d([-100, 110]), IRR_GRID)).toBeNull(); // FNPV(10 %) = 0 exactly
    expect(irr(d([-100, 110])).value?.toFixed()).toBe('0.1');
    expect(guidedSingleRoot(d([-100, 1_000_000]), IRR_GRID)).toBeNull(); // root 999 900 %
    expect(irr(d([-100, 1_000_000])).status).toBe('out_of_range');
    expect(irr(d([-100, 230, -132])).status).toBe('multiple'); // two changes: never guided
  });

  it('declines a root so close to a grid rate that the float cannot tell the side', () => {
    // root at 10 % + 1e-18: FNPV(10 %) is ~1e-16, far below the float's trust margin
    const r = new Decimal('0.1').plus('1e-18');
    const cf = [new Decimal(-100), new Decimal(100).times(r.plus(1))];
    expect(guidedSingleRoot(cf, IRR_GRID)).toBeNull();
    const exact = irr(cf);
    expect(exact.status).toBe('ok');
    expect(exact.value!.minus(r).abs().lt('1e-20')).toBe(true);
  });
});
