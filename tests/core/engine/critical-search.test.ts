// D-14/D-52: the 临界点 refinement the engine uses (Brent's method) against D-14's own bisection on generated
// projects — the same 2-dp 临界点, 临界值 and 临界单价, δ* within w̄ of bisection's — and what each costs in
// engine runs (each FNPV evaluation is one light run).
import { describe, expect, it } from 'vitest';
import { display } from '../../../src/core/engine/num';
import { modelIndicators, postTaxFlow, preTaxFlow, runLight, runModel } from '../../../src/core/engine/core';
import { BASE_SCALE, prepare, type Scale } from '../../../src/core/engine/prep';
import {
  computeSensitivity,
  criticalBase,
  criticalWidth,
  type Refiner,
} from '../../../src/core/engine/sensitivity';
import { brentRoot } from '../../../src/core/finance/root';
import { Decimal } from '../../../src/core/money/decimal';
import { generateInput } from './generate';

/** D-14's bisection: keep the half whose ends differ in sign until w ≤ width (|g| ≤ ε arrives as 0). */
const bisection: Refiner = (f, a, b, width, fa) => {
  let [lo, hi, flo] = [a, b, fa];
  let evaluations = 0;
  while (hi.minus(lo).abs().gt(width)) {
    const mid = lo.plus(hi).div(2);
    const fm = f(mid);
    evaluations++;
    if (fm.isZero()) return { root: mid, lo: mid, hi: mid, evaluations };
    if (fm.isNeg() === flo.isNeg()) [lo, flo] = [mid, fm];
    else hi = mid;
  }
  const [l, h] = lo.lt(hi) ? [lo, hi] : [hi, lo];
  return { root: l, lo: l, hi: h, evaluations };
};

/** A refiner that records each bracket's evaluation count. */
function counted(r: Refiner): { refiner: Refiner; counts: number[] } {
  const counts: number[] = [];
  return {
    counts,
    refiner: (...args) => {
      const out = r(...args);
      counts.push(out.evaluations);
      return out;
    },
  };
}

function sensitivity(seed: number, refiner: Refiner) {
  const input = generateInput({
    seed,
    B: 2,
    O: 8 + (seed % 5),
    subProjects: 2 + (seed % 3),
    loans: seed % 3,
  });
  input.sensitivity = { ...input.sensitivity, factors: ['capex', 'revenue', 'opCost', 'quantity'] };
  const p = prepare(input);
  const m = runModel(p, BASE_SCALE);
  const s = computeSensitivity(p, m, modelIndicators(m), true, refiner);
  const widths = s.factors.map((f) => criticalWidth(criticalBase(f.factor, m, p, m.be.tStar, m.be.single)));
  return { s, widths };
}
const dp2 = (x: Decimal | null) => (x ? display(x, 2) : null);

describe('临界点 refinement: Brent (the engine) = D-14 bisection at the precision D-52 guarantees', () => {
  it('on 10 generated projects, 4 factors each: same 2-dp figures, δ* within w̄, far fewer runs', () => {
    const brent = counted(brentRoot);
    const bisect = counted(bisection);
    let roots = 0;
    let scanB = 0;
    for (const seed of [3, 11, 29, 47, 101, 211, 307, 401, 503, 607]) {
      const e = sensitivity(seed, brent.refiner);
      const b = sensitivity(seed, bisect.refiner);
      e.s.factors.forEach((f, i) => {
        const g = b.s.factors[i]!;
        expect(f.factor).toBe(g.factor);
        expect(f.critical === null).toBe(g.critical === null);
        if (f.critical && g.critical) {
          roots++;
          expect(f.critical.minus(g.critical).abs().lte(e.widths[i]!)).toBe(true);
          expect(dp2(f.critical.times(100))).toBe(dp2(g.critical.times(100)));
        }
        expect(dp2(f.criticalValue)).toBe(dp2(g.criticalValue));
        expect(dp2(f.criticalUnitPrice)).toBe(dp2(g.criticalUnitPrice));
        scanB += f.evaluations;
      });
    }
    const sum = (a: number[]) => a.reduce((x, y) => x + y, 0);
    const refinedB = sum(brent.counts);
    const refinedBisect = sum(bisect.counts);
    console.log(
      `临界点 brackets ${brent.counts.length}, roots ${roots}; FNPV evaluations in the refinement: Brent ${refinedB}, bisection ${refinedBisect}; whole search (Brent) ${scanB}`,
    );
    expect(roots).toBeGreaterThan(20);
    expect(brent.counts.length).toBe(bisect.counts.length);
    // bisection halves a grid interval down to w̄ ≤ 1e-10: ≥ 30 runs a bracket; Brent ~3 on these near-linear g
    expect(refinedBisect).toBeGreaterThan(30 * bisect.counts.length);
    expect(refinedB).toBeLessThan(5 * brent.counts.length);
  }, 120_000);
});

describe('the pre- and post-tax project flows of a run need no year loop', () => {
  it('preTaxFlow = runLight(…).cf.pre = a run without sharing, value for value (every factor, 3 seeds)', () => {
    const ks: (keyof Scale)[] = ['kInv', 'kRev', 'kOc', 'kQty'];
    let compared = 0;
    for (const seed of [5, 17, 233]) {
      const p = prepare(generateInput({ seed, B: 2, O: 10, subProjects: 4, loans: 2 }));
      const base = runModel(p, BASE_SCALE);
      for (const key of ks)
        for (const k of ['0.5', '1.37', '3']) {
          const scale = { ...BASE_SCALE, [key]: new Decimal(k) };
          const flow = preTaxFlow(p, scale, base);
          const light = runLight(p, scale, base).cf.pre;
          const alone = runLight(p, scale).cf.pre;
          expect(flow.length).toBe(p.N);
          flow.forEach((v, i) => {
            expect(v.eq(light[i]!)).toBe(true);
            expect(v.minus(alone[i]!).abs().lte('1e-20')).toBe(true);
          });
          // the flow moves with the factor (not the base case's flow handed back)
          expect(flow.some((v, i) => !v.eq(base.cf.pre[i]!))).toBe(true);
          compared++;
        }
    }
    expect(compared).toBe(36);
  });

  it('postTaxFlow = runLight(…).cf.post = a run without sharing, value for value (each factor and all four at once)', () => {
    const scales: Scale[] = [
      ...(['kInv', 'kRev', 'kOc', 'kQty'] as const).map((key) => ({
        ...BASE_SCALE,
        [key]: new Decimal('1.23'),
      })),
      {
        kInv: new Decimal('1.1'),
        kRev: new Decimal('0.83'),
        kOc: new Decimal('1.07'),
        kQty: new Decimal('0.91'),
      },
      {
        kInv: new Decimal('0.9'),
        kRev: new Decimal('0.6'),
        kOc: new Decimal('1.4'),
        kQty: new Decimal('0.7'),
      },
    ];
    let compared = 0;
    for (const [seed, subsidyNonTaxable] of [
      [5, false],
      [17, true],
      [233, false],
    ] as const) {
      const input = generateInput({ seed, B: 2, O: 10, subProjects: 4, loans: 2 });
      input.meta.subsidyNonTaxable = subsidyNonTaxable;
      const p = prepare(input);
      const base = runModel(p, BASE_SCALE);
      for (const scale of scales) {
        const flow = postTaxFlow(p, scale, base);
        const light = runLight(p, scale, base).cf.post;
        const alone = runLight(p, scale).cf.post;
        expect(flow.map(String)).toEqual(light.map(String));
        flow.forEach((v, i) => expect(v.minus(alone[i]!).abs().lte('1e-20')).toBe(true));
        expect(flow.some((v, i) => !v.eq(base.cf.post[i]!))).toBe(true);
        compared++;
      }
    }
    expect(compared).toBe(18);
  });
});
