// Step [19] 敏感性分析 (finance-model §3.18, D-13, D-14, D-23, D-46, D-52, D-54): re-runs with one scale factor and
// the 临界点 search.
import { irr } from '../finance/irr';
import { npv } from '../finance/npv';
import { brentRoot, type BracketRoot } from '../finance/root';
import { postTaxFlow, preTaxFlow, runLight, type Model } from './core';
import type { CoreIndicators } from './indicators';
import type { SensitivityFactor, SensitivityIndicator } from './model-io-types';
import { BASE_SCALE, type Prepared, type Scale } from './prep';
import { Decimal, ONE, Z, dec, CENT, nearZero, type Series } from './num';

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

export const scaleFor = (f: SensitivityFactor, k: Decimal): Scale => ({
  ...BASE_SCALE,
  ...(f === 'capex'
    ? { kInv: k }
    : f === 'revenue'
      ? { kRev: k }
      : f === 'opCost'
        ? { kOc: k }
        : { kQty: k }),
});

/** The δ grid of D-54 (finance-model §4.4's IRR grid read as change rates), outward from 0 on each side. */
const UP = ['0.02', '0.05', '0.1', '0.15', '0.2', '0.3', '0.5', '0.75', '1', '2', '5', '10'].map(dec);
const DOWN = ['-0.1', '-0.2', '-0.5', '-0.9', '-0.99'].map(dec);
const WIDTH = dec('1e-10');
const VALUE_WIDTH = dec('1e-6');

/**
 * w̄ of D-52: a bracket of δ is narrow enough when w ≤ 1e-10 and w × V ≤ 1e-6, V the largest |base value| of the
 * factor's 临界值 columns (0 when it has none), so every 临界值 = base × (1 + δ*) is within 5e-7 of the exact one.
 */
export function criticalWidth(V: Decimal): Decimal {
  const v = V.abs();
  return v.isZero() ? WIDTH : Decimal.min(WIDTH, VALUE_WIDTH.div(v));
}

/** A 临界点 search result: δ* (null when neither side of 0 has a root) and what it cost. */
export interface CriticalSearch {
  root: Decimal | null;
  /** g evaluations (each a light engine run); the known points (base case, steps) cost none */
  evaluations: number;
  /** width of the bracket δ* is the midpoint of (0 for a root found exactly) */
  width: Decimal;
}

/** A bracketing root finder of D-14: from [a, b] (fa, fb of opposite signs) to a bracket no wider than `width`. */
export type Refiner = (
  f: (x: Decimal) => Decimal,
  a: Decimal,
  b: Decimal,
  width: Decimal,
  fa: Decimal,
  fb: Decimal,
) => BracketRoot;

interface Point {
  x: Decimal;
  g: Decimal;
}

/** One side of 0 scanned outward on the grid: `prev` is the last point reached, `found` what lies beyond it. */
interface Side {
  pts: readonly Decimal[];
  next: number;
  prev: Point;
  /** a grid point with g = 0, or the bracket (prev, far) with a sign change */
  found: { root: Decimal } | { far: Point } | null;
}

/**
 * The 临界点 of D-14/D-54: the root of g in [−0.99, 10] nearest to 0 (on a tie the positive one; the negative one
 * only when nearer by more than `width`). g is scanned on the grid outward from 0, nearer points first, up to the first grid root or sign change on each side; a bracket is narrowed with the known points inside
 * it (the sensitivity steps) and then by Brent's method (finance/root.ts) to `width`, and its midpoint reported.
 * Once one root is known the other side is scanned only as far as a nearer root could lie: evaluations that cannot
 * change the answer are skipped. |g| ≤ ε counts as 0 (D-1). `known`: points already computed (g(0) among them).
 */
export function nearestRoot(
  g: (x: Decimal) => Decimal,
  known: readonly Point[],
  width: Decimal = WIDTH,
  refiner: Refiner = brentRoot,
): CriticalSearch {
  const values = new Map<string, Decimal>();
  const tiny = (v: Decimal) => (nearZero(v) ? Z : v);
  for (const k of known) values.set(k.x.toString(), tiny(k.g));
  let evaluations = 0;
  const at = (x: Decimal): Decimal => {
    const key = x.toString();
    let v = values.get(key);
    if (v === undefined) {
      v = tiny(g(x));
      evaluations++;
      values.set(key, v);
    }
    return v;
  };
  const g0 = at(Z);
  if (g0.isZero()) return { root: Z, evaluations, width: Z };
  const origin = { x: Z, g: g0 };
  const up: Side = { pts: UP, next: 0, prev: origin, found: null };
  const down: Side = { pts: DOWN, next: 0, prev: origin, found: null };
  const open = (s: Side) => !s.found && s.next < s.pts.length;
  const advance = (s: Side) => {
    const x = s.pts[s.next++]!;
    const gx = at(x);
    if (gx.isZero()) s.found = { root: x };
    else if (gx.isNeg() !== s.prev.g.isNeg()) s.found = { far: { x, g: gx } };
    else s.prev = { x, g: gx };
  };
  // the steps inside a bracket narrow it; Brent's method does the rest
  const refine = (s: Side): { root: Decimal; width: Decimal } => {
    const f = s.found!;
    if ('root' in f) return { root: f.root, width: Z };
    let near = s.prev;
    let far = f.far;
    const inside = known
      .filter((k) => k.x.minus(near.x).times(k.x.minus(far.x)).isNeg())
      .sort((a, b) => a.x.abs().cmp(b.x.abs()));
    for (const k of inside) {
      const gk = values.get(k.x.toString())!;
      if (gk.isZero()) return { root: k.x, width: Z };
      if (gk.isNeg() === near.g.isNeg()) near = { x: k.x, g: gk };
      else {
        far = { x: k.x, g: gk };
        break;
      }
    }
    const r = refiner(at, near.x, far.x, width, near.g, far.g);
    return { root: r.lo.plus(r.hi).div(2), width: r.hi.minus(r.lo) };
  };
  // scan until one side finds a root, the nearer unexplored grid point first (up on a tie)
  const upFirst = () => !open(down) || (open(up) && UP[up.next]!.lte(DOWN[down.next]!.abs()));
  while (!up.found && !down.found && (open(up) || open(down))) advance(upFirst() ? up : down);
  if (!up.found && !down.found) return { root: null, evaluations, width: Z };
  const first = up.found ? up : down;
  const other = first === up ? down : up;
  const a = refine(first);
  const distA = a.root.abs();
  // a root of the other side beyond prev is nearer only if prev is (down: by more than width; up: ties win)
  const mayWin = (s: Side) =>
    s === down ? s.prev.x.abs().plus(width).lt(distA) : s.prev.x.lt(distA.plus(width));
  while (open(other) && mayWin(other)) advance(other);
  if (!other.found) return { root: a.root, evaluations, width: a.width };
  const b = refine(other);
  const [pos, neg] = first === up ? [a, b] : [b, a];
  const best = neg.root.abs().plus(width).lt(pos.root) ? neg : pos;
  return { root: best.root, evaluations, width: best.width };
}

/**
 * The flow the indicator reads for scale factors k: project pre-tax (firrPre: row 3 of 项目投资现金流量表, which needs
 * neither the 所得减免 basis nor the year loop), project post-tax (row 5: 调整所得税 on EBIT, no year loop either) or
 * 资本金 (the full light run). Each equals the light run's own flow, value for value.
 */
export function indicatorFlow(ind: SensitivityIndicator, p: Prepared, k: Scale, base: Model): Series {
  if (ind === 'firrPre') return preTaxFlow(p, k, base);
  if (ind === 'firrEquity') return runLight(p, k, base).cf.eq;
  return postTaxFlow(p, k, base);
}

/** The indicator (FIRR in %, or FNPV) of its flow `cf`. */
export function valueOfFlow(ind: SensitivityIndicator, p: Prepared, cf: Series): Decimal | null {
  if (ind === 'fnpvPost') return npv(p.ic, cf);
  const r = irr(cf);
  return r.status === 'ok' && r.value ? r.value.times(100) : null;
}

/** g of D-14: the FNPV of the indicator's flow `cf` (资本金 at equityIcPct, the project flows at icPct). */
export function fnpvOfFlow(ind: SensitivityIndicator, p: Prepared, cf: Series): Decimal {
  return npv(ind === 'firrEquity' ? p.equityIc : p.ic, cf);
}

/** V of D-52: the largest |base value| among the factor's 临界值 columns (D-23), 0 when it has none. */
export function criticalBase(
  f: SensitivityFactor,
  base: Model,
  p: Prepared,
  t: number,
  single: boolean,
): Decimal {
  if (f === 'capex') return base.capex.CItotal.abs();
  if (f === 'opCost') return base.ct.OC[t]!.abs();
  if (f === 'revenue') {
    const rev = base.rev.total[t]!.abs();
    return single ? Decimal.max(rev, p.products[0]!.prices[t - p.B]!.abs()) : rev;
  }
  return single ? base.y[0]!.gross[t]!.abs() : Z;
}

export function computeSensitivity(
  p: Prepared,
  base: Model,
  ind: CoreIndicators,
  withRuns = true,
  refiner: Refiner = brentRoot,
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
      const cf = indicatorFlow(indicator, p, scaleFor(factor, ONE.plus(d)), base);
      known.push({ x: d, g: fnpvOfFlow(indicator, p, cf) });
      const v = valueOfFlow(indicator, p, cf);
      const saf = v && A0 && !A0.isZero() && !d.isZero() ? v.minus(A0).div(A0).div(d) : null;
      return { changePct: dec(sp), value: v, saf };
    });
    const search = nearestRoot(
      (d) => fnpvOfFlow(indicator, p, indicatorFlow(indicator, p, scaleFor(factor, ONE.plus(d)), base)),
      known,
      criticalWidth(criticalBase(factor, base, p, t, single)),
      refiner,
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
