// 借款还本付息计划 of one long-term loan in the operating period (finance-model §3.11, model-io §2.7, D-9).
import { Decimal, ZERO } from '../money/decimal';
import { pmt } from './annuity';

/** 等额本息 annuity · 等额本金 equalPrincipal · 自定义还款额 custom (yearly principal, Q1). */
export type RepaymentMethod = 'annuity' | 'equalPrincipal' | 'custom';

/** Everything one schedule needs; years are project years (1 … N). */
export interface RepaymentTerms {
  /** Repayment base P = the loan's balance at the end of construction (idc.ts `repaymentBase`). */
  principal: Decimal;
  /** Yearly rate i as a fraction (ratePct / 100). */
  rate: Decimal;
  method: RepaymentMethod;
  /** B + 1: operating-period interest is paid every year from here, whatever the start year. */
  firstOperatingYear: number;
  /** t₀ 还款起始年, in B+1 … N. */
  startYear: number;
  /** g 宽限期: years from t₀ with interest only. */
  graceYears: number;
  /** n 还款年限: principal is due in t₀+g … t₀+g+n−1. */
  years: number;
  /** N: the last project year. */
  lastYear: number;
  /** custom only: n items, item k = principal of year t₀+g+k; the last item is ignored (may be null). */
  customPrincipal?: readonly (Decimal | null)[] | null;
}

/**
 * Arrays of length N, item t−1 = project year t. Construction years (t ≤ B) are 0 here: their rows
 * (drawdowns, capitalised interest, balances) come from idc.ts. interest is the year's interest (paid);
 * payment = principal + interest; instalment is A for 等额本息, else null.
 */
export interface RepaymentSchedule {
  opening: Decimal[];
  interest: Decimal[];
  principal: Decimal[];
  payment: Decimal[];
  closing: Decimal[];
  instalment: Decimal | null;
}

/**
 * Operating-period schedule: Int_t = open_t × i every year; principal 0 before t₀+g; then by method; the final
 * instalment year repays the open balance exactly, so Σ principal = P with no decimal residue.
 * Throws RangeError on terms the validator (E_REPAY_RANGE, E_CUSTOM_EMPTY) should have rejected.
 */
export function repaymentSchedule(terms: RepaymentTerms): RepaymentSchedule {
  const {
    principal: P,
    rate,
    method,
    firstOperatingYear,
    startYear,
    graceYears,
    years: n,
    lastYear: N,
  } = terms;
  const firstDue = startYear + graceYears;
  const finalDue = firstDue + n - 1;
  if (!Number.isInteger(n) || n < 1 || graceYears < 0 || startYear < firstOperatingYear || finalDue > N) {
    throw new RangeError('还款期超出计算期');
  }
  const instalment = method === 'annuity' ? pmt(rate, n, P) : null;
  const equalShare = method === 'equalPrincipal' ? P.div(n) : null;

  const zeros = () => Array.from({ length: N }, () => ZERO);
  const out: RepaymentSchedule = {
    opening: zeros(),
    interest: zeros(),
    principal: zeros(),
    payment: zeros(),
    closing: zeros(),
    instalment,
  };
  // The balance is kept as P − (running sum of principal), the sum a table's 合计 takes in the same order, so the
  // final year's "repay the open balance" makes that 合计 equal P exactly, not merely to 1e-34.
  let repaidSoFar = ZERO;
  for (let t = firstOperatingYear; t <= N; t++) {
    const open = P.minus(repaidSoFar);
    const interest = open.times(rate);
    let repaid = ZERO;
    if (t === finalDue) repaid = open;
    else if (t >= firstDue && t < finalDue) {
      if (instalment !== null) repaid = instalment.minus(interest);
      else if (equalShare !== null) repaid = equalShare;
      else repaid = Decimal.min(customItem(terms.customPrincipal, t - firstDue), open);
    }
    repaidSoFar = repaidSoFar.plus(repaid);
    const balance = P.minus(repaidSoFar);
    const i = t - 1;
    out.opening[i] = open;
    out.interest[i] = interest;
    out.principal[i] = repaid;
    out.payment[i] = repaid.plus(interest);
    out.closing[i] = balance;
  }
  return out;
}

/** The entered principal of a non-final custom year; an empty one is an input error (E_CUSTOM_EMPTY). */
function customItem(items: readonly (Decimal | null)[] | null | undefined, k: number): Decimal {
  const v = items?.[k];
  if (v === null || v === undefined) throw new RangeError('自定义还款额不能为空');
  return v;
}
