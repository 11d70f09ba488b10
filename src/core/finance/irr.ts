// 财务内部收益率 FIRR: the grid-bracket algorithm of finance-model §4.4 / model-io D-15, refined by Brent's method.
import { Decimal } from '../money/decimal';
import { signEps } from '../money/epsilon';
import { npv, npvWithDerivative } from './npv';
import { guidedSingleRoot } from './irr-guided';
import { brentRoot } from './root';

/** ok — one root; none — no sign change; out_of_range — IRR < −99 % or > 1000 %; multiple — not unique. */
export type IrrStatus = 'ok' | 'none' | 'out_of_range' | 'multiple';

/**
 * Rates are FRACTIONS here (0.1532213788 = 15.32 %); the engine multiplies by 100 for the output.
 * ok: value = roots[0]. multiple: value null, roots ascending. none / out_of_range: value null, roots [].
 */
export interface IrrResult {
  value: Decimal | null;
  status: IrrStatus;
  roots: Decimal[];
}

/** The normative grid of §4.4: each consecutive pair with a sign change is one bracket (one root). */
export const IRR_GRID: readonly Decimal[] = [
  '-0.99',
  '-0.9',
  '-0.5',
  '-0.2',
  '-0.1',
  '0',
  '0.02',
  '0.05',
  '0.1',
  '0.15',
  '0.2',
  '0.3',
  '0.5',
  '0.75',
  '1',
  '2',
  '5',
  '10',
].map((r) => new Decimal(r));

/** Each bracket is narrowed until it is under 1e-12 wide (D-15), then polished by Newton steps inside it. */
export const IRR_BRACKET_WIDTH = new Decimal('1e-12');

/** Chinese notes shown with "—" for each status that has no single value (§4.4). */
export const IRR_MESSAGES: Record<Exclude<IrrStatus, 'ok'>, string> = {
  none: '净现金流量无符号变化，内部收益率不存在',
  out_of_range: '内部收益率小于−99%或大于1000%',
  multiple: '现金流量多次变号，内部收益率不唯一，以财务净现值判断',
};

/**
 * FIRR of yearly flows cf[0..N−1] (item i = project year i+1, discounted (1+r)^−(i+1)). Flows with one sign change
 * take the float-guided path when it can certify its root (a handful of decimal FNPVs instead of ~20); the answer
 * is the search's, to the last few of 34 digits.
 */
export function irr(cashFlows: readonly Decimal[]): IrrResult {
  if (!hasSignChange(cashFlows)) return noRoot();
  const oneChange = singleSignChange(cashFlows);
  const guided = oneChange ? guidedSingleRoot(cashFlows, IRR_GRID) : null;
  return guided ? { value: guided, status: 'ok', roots: [guided] } : search(cashFlows, oneChange);
}

const noRoot = (): IrrResult => ({ value: null, status: 'none', roots: [] });

// |cf| ≤ ε counts as 0 (D-1): decimal noise must not create a sign change.
function hasSignChange(cashFlows: readonly Decimal[]): boolean {
  const signs = cashFlows.map(signEps);
  return signs.includes(1) && signs.includes(-1);
}

/** FIRR by the decimal grid scan and Brent's method on every bracket (§4.4, D-15). */
export function irrBySearch(cashFlows: readonly Decimal[]): IrrResult {
  return hasSignChange(cashFlows) ? search(cashFlows, singleSignChange(cashFlows)) : noRoot();
}

function search(cashFlows: readonly Decimal[], oneChange: boolean): IrrResult {
  const f = (r: Decimal) => npv(r, cashFlows);
  const values: (Decimal | undefined)[] = new Array(IRR_GRID.length);
  const at = (i: number): Decimal => (values[i] ??= f(IRR_GRID[i] as Decimal));
  const single = oneChange ? bracketOfSingleRoot(at) : null;
  if (single !== null) {
    const a = IRR_GRID[single] as Decimal;
    const b = IRR_GRID[single + 1] as Decimal;
    const { root, lo, hi } = brentRoot(f, a, b, IRR_BRACKET_WIDTH, at(single), at(single + 1));
    const value = polish(cashFlows, root, lo, hi);
    return { value, status: 'ok', roots: [value] };
  }
  const roots: Decimal[] = [];
  for (let i = 0; i < IRR_GRID.length; i++) {
    const a = IRR_GRID[i] as Decimal;
    const fa = at(i);
    const sa = signEps(fa);
    if (sa === 0) {
      roots.push(a); // a grid rate is itself a root: the pair (a, next) is its bracket
      continue;
    }
    const b = IRR_GRID[i + 1];
    if (b === undefined) continue;
    const fb = at(i + 1);
    if (sa * signEps(fb) < 0) {
      const { root, lo, hi } = brentRoot(f, a, b, IRR_BRACKET_WIDTH, fa, fb);
      roots.push(polish(cashFlows, root, lo, hi));
    }
  }
  if (roots.length === 0) return { value: null, status: 'out_of_range', roots: [] };
  if (roots.length > 1) return { value: null, status: 'multiple', roots };
  return { value: roots[0] as Decimal, status: 'ok', roots };
}

/**
 * Exactly one sign change among the non-zero flows: by Descartes' rule of signs FNPV, a polynomial in
 * v = 1/(1+r) > 0, then has exactly one simple root for r > −1, so its sign on the grid is one value below the
 * root and the other above it.
 */
function singleSignChange(cashFlows: readonly Decimal[]): boolean {
  let changes = 0;
  let last = 0;
  for (const c of cashFlows) {
    if (c.isZero()) continue;
    const s = c.isNegative() ? -1 : 1;
    if (last !== 0 && s !== last && ++changes > 1) return false;
    last = s;
  }
  return changes === 1;
}

/**
 * For a single root: the grid pair the full scan would bracket it with, found by bisecting the grid indices
 * (≈ 6 FNPV evaluations instead of 18). null — root outside the grid, or a grid value within ε of zero — leaves
 * the decision to the full scan, which then reuses the values evaluated here.
 */
function bracketOfSingleRoot(at: (i: number) => Decimal): number | null {
  let lo = 0;
  let hi = IRR_GRID.length - 1;
  const sLo = signEps(at(lo));
  const sHi = signEps(at(hi));
  if (sLo === 0 || sHi === 0 || sLo === sHi) return null;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    const s = signEps(at(mid));
    if (s === 0) return null;
    if (s === sLo) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * Up to two Newton steps from x (Brent leaves it within ~1e-13; two steps reach the 34-digit floor), each accepted
 * only if it stays inside [lo, hi] and reduces |FNPV| (§4.4 "optional polish").
 */
function polish(cashFlows: readonly Decimal[], x0: Decimal, lo: Decimal, hi: Decimal): Decimal {
  let x = x0;
  let { value, slope } = npvWithDerivative(x, cashFlows);
  for (let step = 0; step < 2 && !value.isZero() && !slope.isZero(); step++) {
    const next = x.minus(value.div(slope));
    if (next.lt(lo) || next.gt(hi)) break;
    const at = npvWithDerivative(next, cashFlows);
    if (at.value.abs().gte(value.abs())) break; // at the noise floor of 34 digits
    x = next;
    ({ value, slope } = at);
  }
  return x;
}
