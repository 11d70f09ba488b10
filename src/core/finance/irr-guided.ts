// A float-guided FIRR for flows with one sign change: binary floats only point to where the root is; every claim
// made about it is then checked in decimal, so the answer is the one the exact grid-and-Brent search would give.
import { Decimal } from '../money/decimal';
import { EPSILON } from '../money/epsilon';
import { divide } from '../money/exact-sum';
import { npv, npvWithDerivative } from './npv';

/**
 * Half-width of the certified bracket: the root lies in [x − δ, x + δ], narrower than the 1e-12 of D-15. Newton's
 * step from a float root is within ~1e-25 of the true root, so the bracket has room to spare.
 */
const HALF_WIDTH = new Decimal('2e-13');
/**
 * A float FNPV is trusted for a sign only when it exceeds this share of Σ|cf_t|·v^t: Horner's rounding error in
 * binary64 over ≤ 60 years is below ~2e-14 of that sum, so a margin of 1e-10 leaves the sign beyond doubt.
 */
const FLOAT_TRUST = 1e-10;
/** A trusted sign is also far beyond ε of D-1, so the exact scan could not take that grid rate for a root. */
const EPSILON_MARGIN = EPSILON.toNumber() * 1e6;

/** FNPV in binary64 and the magnitude Σ|cf|·v^t that bounds its rounding error. */
function npvFloat(rate: number, cf: readonly number[]): { value: number; magnitude: number; slope: number } {
  const v = 1 / (1 + rate);
  let q = 0;
  let dq = 0;
  let m = 0;
  for (let t = cf.length - 1; t >= 0; t--) {
    dq = dq * v + q;
    q = q * v + cf[t]!;
    m = m * v + Math.abs(cf[t]!);
  }
  // the same Horner scheme as npvWithDerivative: p(v) = v·q(v), p'(r) = −v²·(q + v·q')
  return { value: q * v, magnitude: m * v, slope: -(q + v * dq) * v * v };
}

/** The grid's rates as floats, converted once per grid (every FIRR of every run scans the same grid). */
const gridFloats = new WeakMap<readonly Decimal[], number[]>();
function gridRates(grid: readonly Decimal[]): number[] {
  let r = gridFloats.get(grid);
  if (!r) gridFloats.set(grid, (r = grid.map((g) => g.toNumber())));
  return r;
}

/** Sign of FNPV at a rate, when the float is far enough from 0 to settle it (and from ε of D-1); else 0. */
function trustedSign(rate: number, cf: readonly number[]): -1 | 0 | 1 {
  const { value, magnitude } = npvFloat(rate, cf);
  const margin = Math.max(magnitude * FLOAT_TRUST, EPSILON_MARGIN);
  return value > margin ? 1 : value < -margin ? -1 : 0;
}

/** The float root in (lo, hi) where FNPV changes sign: Newton's steps, kept inside the bracket by bisection. */
function floatRoot(cf: readonly number[], lo0: number, hi0: number, sLo: number): number {
  let lo = lo0;
  let hi = hi0;
  let x = (lo + hi) / 2;
  for (let i = 0; i < 200; i++) {
    const { value, slope } = npvFloat(x, cf);
    if (value === 0) return x;
    if (Math.sign(value) === sLo) lo = x;
    else hi = x;
    const newton = slope !== 0 ? x - value / slope : NaN;
    const next = newton > lo && newton < hi ? newton : (lo + hi) / 2;
    if (Math.abs(next - x) <= 1e-17 * Math.max(1, Math.abs(x)) || hi - lo <= 1e-16 * Math.max(1, Math.abs(x)))
      return next;
    x = next;
  }
  return x;
}

/**
 * The IRR of flows with exactly one sign change, or null when the floats cannot settle it (the caller then runs
 * the exact search). Conditions for an answer, each checked: every grid rate's FNPV has a sign far from 0 (so the
 * exact scan sees no grid root and no rate within ε), the signs at the two ends of the grid differ (the root is in
 * range), and decimal FNPV changes sign across [x − δ, x + δ] around the Newton-polished root x.
 */
export function guidedSingleRoot(cashFlows: readonly Decimal[], grid: readonly Decimal[]): Decimal | null {
  const cf = cashFlows.map((c) => c.toNumber());
  const rates = gridRates(grid);
  const signs = rates.map((r) => trustedSign(r, cf));
  if (signs.includes(0)) return null;
  const i = signs.findIndex((s, k) => k > 0 && s !== signs[k - 1]);
  if (i < 0) return null; // no root in range: the exact scan reports out_of_range
  const guess = floatRoot(cf, rates[i - 1]!, rates[i]!, signs[i - 1]!);
  if (!Number.isFinite(guess)) return null;
  const x0 = new Decimal(guess);
  const { value, slope } = npvWithDerivative(x0, cashFlows);
  const x = value.isZero() || slope.isZero() ? x0 : x0.minus(divide(value, slope));
  const lo = x.minus(HALF_WIDTH);
  const hi = x.plus(HALF_WIDTH);
  if (lo.lte(grid[i - 1]!) || hi.gte(grid[i]!)) return null;
  const fLo = npv(lo, cashFlows);
  const fHi = npv(hi, cashFlows);
  if (fLo.isZero() || fHi.isZero() || fLo.isNegative() === fHi.isNegative()) return null;
  return x;
}
