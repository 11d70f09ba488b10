// Step [19] 敏感性分析 (finance-model §3.18, D-13, D-14, D-23, D-46): re-runs with one scale factor and 临界点 search.
import { irr } from '../finance/irr';
import { npv } from '../finance/npv';
import { runLight, type LightModel, type Model } from './core';
import type { CoreIndicators } from './indicators';
import type { SensitivityFactor, SensitivityIndicator } from './model-io-types';
import { BASE_SCALE, type Prepared, type Scale } from './prep';
import { type Decimal, ONE, Z, dec, CENT } from './num';

export interface SensStep {
  changePct: Decimal;
  value: Decimal | null;
  saf: Decimal | null;
}
export interface SensFactor {
  factor: SensitivityFactor;
  steps: SensStep[];
  /** δ* as a fraction, or null */
  critical: Decimal | null;
  criticalValue: Decimal | null;
  criticalUnitPrice: Decimal | null;
}
export interface Sensitivity {
  indicator: SensitivityIndicator;
  /** status of the chosen FIRR that caused the fallback to fnpvPost, or null */
  fallbackFrom: { chosen: SensitivityIndicator; status: string } | null;
  base: Decimal | null;
  factors: SensFactor[];
}

const scaleFor = (f: SensitivityFactor, k: Decimal): Scale => ({
  ...BASE_SCALE,
  ...(f === 'capex'
    ? { kInv: k }
    : f === 'revenue'
      ? { kRev: k }
      : f === 'opCost'
        ? { kOc: k }
        : { kQty: k }),
});

const LO = dec('-0.99');
const HI = dec('10');
const WIDTH = dec('1e-10');

/**
 * Bracketing root search of D-14 on [lo, hi]: Illinois (modified regula falsi) steps inside a sign-changing
 * bracket, with a bisection step every sixth step or when a step would leave the bracket. As soon as |g(x)| ÷
 * the bracket's secant slope puts the new end x within 4e-11 of the root, one evaluation 8e-11 inwards is tried:
 * a sign change there leaves a bracket narrower than 1e-10 whose midpoint is the answer — about 6–10 engine
 * runs instead of ~37 bisections, with the same bracket rule and the same 2-dp 临界点.
 */
export function bracketRoot(
  g: (x: Decimal) => Decimal,
  known: readonly { x: Decimal; g: Decimal }[] = [],
  lo0: Decimal = LO,
  hi0: Decimal = HI,
): Decimal | null {
  let lo = lo0,
    hi = hi0;
  let glo = g(lo);
  if (glo.isZero()) return lo;
  let ghi = g(hi);
  if (ghi.isZero()) return hi;
  if (glo.isNegative() === ghi.isNegative()) return null;
  // points already evaluated (the base case and the steps) narrow the bracket: first sign change from lo
  for (const k of [...known].sort((a, b) => a.x.cmp(b.x))) {
    if (!k.x.gt(lo) || !k.x.lt(hi)) continue;
    if (k.g.isZero()) return k.x;
    if (k.g.isNegative() === glo.isNegative()) {
      lo = k.x;
      glo = k.g;
    } else {
      hi = k.x;
      ghi = k.g;
      break;
    }
  }
  let side = 0;
  // true values at the ends (Illinois halves glo/ghi, the error estimate needs the real ones)
  let tlo = glo,
    thi = ghi;
  for (let iter = 1; hi.minus(lo).gte(WIDTH) && iter <= 200; iter++) {
    const width = hi.minus(lo);
    let x = lo.minus(glo.times(width).div(ghi.minus(glo)));
    if (iter % 6 === 0 || !x.gt(lo) || !x.lt(hi)) x = lo.plus(hi).div(2);
    const gx = g(x);
    if (gx.isZero()) return x;
    if (gx.isNegative() === glo.isNegative()) {
      lo = x;
      glo = gx;
      tlo = gx;
      if (side === -1) ghi = ghi.div(2);
      side = -1;
    } else {
      hi = x;
      ghi = gx;
      thi = gx;
      if (side === 1) glo = glo.div(2);
      side = 1;
    }
    // estimated distance of x from the root: |g(x)| / secant slope of the bracket
    const slope = thi.minus(tlo).abs().div(hi.minus(lo));
    if (hi.minus(lo).gte(WIDTH) && slope.gt(0) && gx.abs().div(slope).lt(NEAR)) {
      // x is now an end of the bracket; one evaluation 8e-11 towards the other end closes it
      if (x.eq(lo)) {
        const b = lo.plus(STEP);
        const gb = g(b);
        if (gb.isZero()) return b;
        if (gb.isNegative() !== tlo.isNegative()) return lo.plus(b).div(2);
        lo = b;
        glo = gb;
        tlo = gb;
      } else {
        const a = hi.minus(STEP);
        const ga = g(a);
        if (ga.isZero()) return a;
        if (ga.isNegative() !== thi.isNegative()) return a.plus(hi).div(2);
        hi = a;
        ghi = ga;
        thi = ga;
      }
    }
  }
  return lo.plus(hi).div(2);
}

const NEAR = dec('4e-11');
const STEP = dec('8e-11');

function indicatorValue(ind: SensitivityIndicator, m: LightModel): Decimal | null {
  if (ind === 'fnpvPost') return npv(m.p.ic, m.cf.post);
  const cf = ind === 'firrPre' ? m.cf.pre : ind === 'firrPost' ? m.cf.post : m.cf.eq;
  const r = irr(cf);
  return r.status === 'ok' && r.value ? r.value.times(100) : null;
}

function criticalFnpv(ind: SensitivityIndicator, m: LightModel): Decimal {
  if (ind === 'firrPre') return npv(m.p.ic, m.cf.pre);
  if (ind === 'firrEquity') return npv(m.p.equityIc, m.cf.eq);
  return npv(m.p.ic, m.cf.post);
}

export function computeSensitivity(
  p: Prepared,
  base: Model,
  ind: CoreIndicators,
  withRuns = true,
): Sensitivity {
  const s = p.input.sensitivity;
  let indicator = s.indicator;
  let fallbackFrom: Sensitivity['fallbackFrom'] = null;
  if (indicator !== 'fnpvPost') {
    const st =
      indicator === 'firrPre' ? ind.firrPre : indicator === 'firrPost' ? ind.firrPost : ind.firrEquity;
    if (st.status !== 'ok') {
      fallbackFrom = { chosen: indicator, status: st.status };
      indicator = 'fnpvPost';
    }
  }
  const A0 = indicatorValue(indicator, base);
  if (!withRuns) return { indicator, fallbackFrom, base: A0, factors: [] };
  const t = base.be.tStar;
  const single = base.be.single;
  const factors = s.factors.map((factor): SensFactor => {
    const known = [{ x: Z, g: criticalFnpv(indicator, base) }];
    const steps = s.stepsPct.map((sp) => {
      const d = dec(sp).times(CENT);
      const m = runLight(p, scaleFor(factor, ONE.plus(d)), base);
      known.push({ x: d, g: criticalFnpv(indicator, m) });
      const v = indicatorValue(indicator, m);
      const saf = v && A0 && !A0.isZero() && !d.isZero() ? v.minus(A0).div(A0).div(d) : null;
      return { changePct: dec(sp), value: v, saf };
    });
    const critical = bracketRoot(
      (d) => criticalFnpv(indicator, runLight(p, scaleFor(factor, ONE.plus(d)), base)),
      known,
    );
    let criticalValue: Decimal | null = null;
    let criticalUnitPrice: Decimal | null = null;
    if (critical) {
      const k = ONE.plus(critical);
      if (factor === 'capex') criticalValue = base.capex.CItotal.times(k);
      else if (factor === 'revenue') {
        criticalValue = base.rev.total[t]!.times(k);
        if (single) criticalUnitPrice = p.products[0]!.prices[t - p.B]!.times(k);
      } else if (factor === 'opCost') criticalValue = base.ct.OC[t]!.times(k);
      else if (single) criticalValue = base.y[0]!.gross[t]!.times(k);
    }
    return { factor, steps, critical, criticalValue, criticalUnitPrice };
  });
  return { indicator, fallbackFrom, base: A0, factors };
}
