// Step [19] 敏感性分析 (finance-model §3.18, D-13, D-14, D-23, D-46): re-runs with one scale factor and 临界点 search.
import { irr } from '../finance/irr';
import { npv } from '../finance/npv';
import { brentRoot } from '../finance/root';
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
  /** engine runs of the 临界点 search (benchmark figure) */
  evaluations: number;
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

/** A 临界点 search result: δ* (null when g(−0.99) and g(10) share a sign) and the engine runs it cost. */
export interface CriticalSearch {
  root: Decimal | null;
  /** g evaluations (each a light engine run), the two bracket ends included */
  evaluations: number;
}

/**
 * Bracketing root search of D-14 on [lo, hi]: the ends decide whether there is a root; the points already evaluated
 * (base case and steps) narrow the bracket to the first sign change from lo; Brent's method (finance/root.ts, the
 * IRR's root finder too) then narrows it below 1e-10 and the midpoint is reported — about 4–8 engine runs where
 * bisection needs ~37, with the same bracket rule and the same 2-dp 临界点.
 */
export function bracketRoot(
  g: (x: Decimal) => Decimal,
  known: readonly { x: Decimal; g: Decimal }[] = [],
  lo0: Decimal = LO,
  hi0: Decimal = HI,
): CriticalSearch {
  let lo = lo0,
    hi = hi0;
  let glo = g(lo);
  if (glo.isZero()) return { root: lo, evaluations: 1 };
  let ghi = g(hi);
  if (ghi.isZero()) return { root: hi, evaluations: 2 };
  if (glo.isNegative() === ghi.isNegative()) return { root: null, evaluations: 2 };
  for (const k of [...known].sort((a, b) => a.x.cmp(b.x))) {
    if (!k.x.gt(lo) || !k.x.lt(hi)) continue;
    if (k.g.isZero()) return { root: k.x, evaluations: 2 };
    if (k.g.isNegative() === glo.isNegative()) {
      lo = k.x;
      glo = k.g;
    } else {
      hi = k.x;
      ghi = k.g;
      break;
    }
  }
  const r = brentRoot(g, lo, hi, WIDTH, glo, ghi);
  return { root: r.lo.plus(r.hi).div(2), evaluations: 2 + r.evaluations };
}

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
  // the base case's indicator and FNPV are the ones computeIndicators found (same flows, same formulas)
  const chosen = indicator === 'fnpvPost' ? null : ind[indicator];
  const A0 = chosen
    ? chosen.status === 'ok' && chosen.value
      ? chosen.value.times(100)
      : null
    : ind.fnpvPost;
  if (!withRuns) return { indicator, fallbackFrom, base: A0, factors: [] };
  const t = base.be.tStar;
  const single = base.be.single;
  const factors = s.factors.map((factor): SensFactor => {
    const g0 =
      indicator === 'firrPre' ? ind.fnpvPre : indicator === 'firrEquity' ? ind.fnpvEquity : ind.fnpvPost;
    const known = [{ x: Z, g: g0 }];
    const steps = s.stepsPct.map((sp) => {
      const d = dec(sp).times(CENT);
      const m = runLight(p, scaleFor(factor, ONE.plus(d)), base);
      known.push({ x: d, g: criticalFnpv(indicator, m) });
      const v = indicatorValue(indicator, m);
      const saf = v && A0 && !A0.isZero() && !d.isZero() ? v.minus(A0).div(A0).div(d) : null;
      return { changePct: dec(sp), value: v, saf };
    });
    const search = bracketRoot(
      (d) => criticalFnpv(indicator, runLight(p, scaleFor(factor, ONE.plus(d)), base)),
      known,
    );
    const critical = search.root;
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
    return { factor, steps, critical, criticalValue, criticalUnitPrice, evaluations: search.evaluations };
  });
  return { indicator, fallbackFrom, base: A0, factors };
}
