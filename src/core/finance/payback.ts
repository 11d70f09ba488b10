// 静态/动态投资回收期 Pt and Pt' (finance-model §3.16, edge cases §4.5), counted from the start of construction.
import { Decimal, ZERO } from '../money/decimal';
import { EPSILON } from '../money/epsilon';
import { discountFlows } from './npv';

/**
 * years: null when the cumulative flow never reaches 0 ("计算期内未回收"; no extrapolation).
 * recoveryYear: T, the first project year with Cum_T ≥ −ε (null if never).
 * renegative: the cumulative flow falls below −ε again after T (e.g. 更新造林) — "回收后再次出现累计负值".
 */
export interface PaybackResult {
  years: Decimal | null;
  recoveryYear: number | null;
  renegative: boolean;
}

/** Chinese notes for the display of a payback result. */
export const PAYBACK_MESSAGES = {
  none: '计算期内未回收',
  renegative: '回收后再次出现累计负值',
} as const;

/**
 * Static payback of yearly flows cf[0..N−1] (item i = project year i+1):
 * T = first year with Cum_T ≥ −ε; Pt = (T − 1) + |Cum_{T−1}| / CF_T; Cum_1 ≥ −ε gives 0 (§4.5, D-1).
 */
export function staticPayback(cashFlows: readonly Decimal[]): PaybackResult {
  let cum = ZERO;
  let years: Decimal | null = null;
  let recoveryYear: number | null = null;
  let renegative = false;
  const negEps = EPSILON.neg();
  for (let i = 0; i < cashFlows.length; i++) {
    const cf = cashFlows[i] as Decimal;
    const before = cum;
    cum = cum.plus(cf);
    if (recoveryYear === null) {
      if (cum.gte(negEps)) {
        recoveryYear = i + 1;
        // Cum_{T−1} < −ε ≤ Cum_T implies CF_T > 0, so the division is safe.
        years = i === 0 ? ZERO : new Decimal(i).plus(before.abs().div(cf));
      }
    } else if (cum.lt(negEps)) {
      renegative = true;
    }
  }
  return { years, recoveryYear, renegative };
}

/** Dynamic payback Pt': the static rule on CF_t (1+ic)^−t, factors built incrementally. */
export function dynamicPayback(rate: Decimal, cashFlows: readonly Decimal[]): PaybackResult {
  return staticPayback(discountFlows(rate, cashFlows));
}
