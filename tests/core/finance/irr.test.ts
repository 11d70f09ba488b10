// FIRR follows finance-model §4.4: grid brackets, four statuses, roots to 1e-12; Excel IRR is the oracle.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../../../src/core/money/decimal';
import { IRR_GRID, IRR_MESSAGES, irr } from '../../../src/core/finance/irr';
import { npv } from '../../../src/core/finance/npv';

const d = (xs: (string | number)[]) => xs.map((x) => new Decimal(x));
const pct2 = (x: Decimal | null) => (x === null ? null : x.times(100).toDecimalPlaces(2).toFixed(2));

/** Plain bisection to 1e-20 on a bracket: the slow, obviously-correct oracle. */
function bisect(cf: Decimal[], lo0: Decimal, hi0: Decimal): Decimal {
  let [lo, hi] = [lo0, hi0];
  const flo = npv(lo, cf);
  while (hi.minus(lo).gt('1e-20')) {
    const mid = lo.plus(hi).div(2);
    const fm = npv(mid, cf);
    if (fm.isZero()) return mid;
    if (fm.isNeg() === flo.isNeg()) lo = mid;
    else hi = mid;
  }
  return lo.plus(hi).div(2);
}

describe('irr', () => {
  it('M8: FIRR of −1000, 300, 400, 500, 200 is 15.32 % (0.1532213788)', () => {
    const r = irr(d([-1000, 300, 400, 500, 200]));
    expect(r.status).toBe('ok');
    expect(r.value?.toDecimalPlaces(10).toFixed(10)).toBe('0.1532213788');
    expect(r.roots).toHaveLength(1);
    expect(r.roots[0]?.eq(r.value as Decimal)).toBe(true);
  });

  it('Excel IRR documentation examples: 8.7 %, −2.1 %, −44.4 %', () => {
    const data = [-70000, 12000, 15000, 18000, 21000, 26000];
    expect(pct2(irr(d(data)).value)).toBe('8.66');
    expect(pct2(irr(d(data.slice(0, 5))).value)).toBe('-2.12');
    expect(pct2(irr(d(data.slice(0, 3))).value)).toBe('-44.35');
  });

  it('M8b: no sign change → none', () => {
    for (const cf of [d([100, 50]), d([-100, -50]), d([0, 0]), d(['1e-25', -100])]) {
      expect(irr(cf)).toEqual({ value: null, status: 'none', roots: [] });
    }
    expect(IRR_MESSAGES.none).toBe('净现金流量无符号变化，内部收益率不存在');
  });

  it('M8c: −100, 230, −132 has two roots, 10 % and 20 % → multiple, value null', () => {
    const r = irr(d([-100, 230, -132]));
    expect(r.status).toBe('multiple');
    expect(r.value).toBeNull();
    expect(r.roots.map(pct2)).toEqual(['10.00', '20.00']);
    expect(IRR_MESSAGES.multiple).toBe('现金流量多次变号，内部收益率不唯一，以财务净现值判断');
  });

  it('M8d: −100, 1 000 000 (IRR 999 900 %) → out_of_range', () => {
    expect(irr(d([-100, 1_000_000]))).toEqual({ value: null, status: 'out_of_range', roots: [] });
    expect(IRR_MESSAGES.out_of_range).toBe('内部收益率小于−99%或大于1000%');
  });

  it('a root lower than −99 % is out of range too', () => {
    // −100 + 0.5/(1+r): root r = −0.995
    expect(irr(d([-100, '0.5'])).status).toBe('out_of_range');
  });

  it('a root exactly on a grid rate is found once', () => {
    const r = irr(d([-100, 110]));
    expect(r.status).toBe('ok');
    expect(r.value?.toFixed()).toBe('0.1');
    expect(irr(d([-100, 100])).value?.isZero()).toBe(true);
  });

  it('D-53: the first and the last grid rate are roots too — −10, +110 gives 1000 %, ok; −100, +1 gives −99 %', () => {
    const last = irr(d([-10, 110]));
    expect(last).toMatchObject({ status: 'ok' });
    expect(last.value?.toFixed()).toBe('10');
    expect(last.roots.map((r) => r.toFixed())).toEqual(['10']);
    const first = irr(d([-100, 1]));
    expect(first.status).toBe('ok');
    expect(first.value?.toFixed()).toBe('-0.99');
  });

  it('the grid is the normative one of §4.4', () => {
    expect(IRR_GRID.map((g) => g.toNumber())).toEqual([
      -0.99, -0.9, -0.5, -0.2, -0.1, 0, 0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1, 2, 5, 10,
    ]);
  });

  it('conventional flows: one root, FNPV at the IRR ≈ 0 and within 1e-12 of a bisection oracle', () => {
    const invest = fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 5 });
    const returns = fc.array(fc.integer({ min: 0, max: 60_000 }), { minLength: 1, maxLength: 55 });
    fc.assert(
      fc.property(invest, returns, (inv, ret) => {
        const cf = [...inv.map((x) => new Decimal(-x)), ...ret.map((x) => new Decimal(x).div(100))];
        const r = irr(cf);
        if (r.status !== 'ok') {
          // a single sign change has exactly one root: only the range can defeat it
          expect(['out_of_range', 'none']).toContain(r.status);
          return;
        }
        const value = r.value as Decimal;
        const scale = Decimal.max(...cf.map((x) => x.abs()));
        expect(npv(value, cf).abs().div(scale).lt('1e-15')).toBe(true);
        const i = IRR_GRID.findIndex((g) => g.gt(value));
        const lo = IRR_GRID[Math.max(0, i - 1)] as Decimal;
        const hi = (i < 0 ? IRR_GRID[IRR_GRID.length - 1] : IRR_GRID[i]) as Decimal;
        expect(
          value
            .minus(bisect(cf, lo, hi))
            .abs()
            .lt('1e-12'),
        ).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('roots are ascending and each one zeroes FNPV', () => {
    // roots 5 %, 30 % and 100 %: (x − 1.05)(x − 1.3)(x − 2) with x = 1 + r, times −100
    const cf = d(['-100', '435', '-606.5', '273']);
    const r = irr(cf);
    expect(r.status).toBe('multiple');
    expect(r.roots.map(pct2)).toEqual(['5.00', '30.00', '100.00']);
    for (const root of r.roots) expect(npv(root, cf).abs().lt('1e-20')).toBe(true);
  });
});
