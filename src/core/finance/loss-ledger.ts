// 所得税 base in the order of the return (model-io D-12): 所得减免 first, then the five-year FIFO loss carry-forward.
import { type Decimal, ZERO } from '../money/decimal';
import { EPSILON } from '../money/epsilon';
import { compare, minus, plus } from '../money/exact-sum';

const NEG_EPSILON = EPSILON.neg();

/** A loss of `year` still available to offset income of years year+1 … year+5 (亏损结转年限 5 年). */
export interface LossEntry {
  readonly year: number;
  readonly remaining: Decimal;
}

/** The ledger, oldest entry first. Never mutated: each year returns a new one. */
export type LossLedger = readonly LossEntry[];

/** 企业所得税法 第十八条: a loss may be carried forward for at most five years. */
export const LOSS_CARRY_YEARS = 5;

/** One year's tax lines (利润表 rows 5.1, 6, 7) and the ledger carried into the next year. */
export interface TaxYearResult {
  exemption: Decimal; // 所得减免
  offset: Decimal; // 弥补以前年度亏损
  taxable: Decimal; // 应纳税所得额
  ledger: LossLedger;
}

/**
 * One year of the return (A100000): given X_t = 利润总额 − 不征税收入 (or EBIT − 不征税收入 for 调整所得税) and
 * exemptIncome = Σ_j (1 − φ_j)·max(项目所得_j, 0):
 * X > ε: 所得减免 = min(exemptIncome⁺, X); offset = the oldest unexpired losses up to X − 所得减免;
 * X < −ε: the loss −X is booked; otherwise nothing (|X| ≤ ε is decimal noise, D-1).
 * 所得税 = taxable × τ is left to the caller.
 */
export function taxYear(
  ledger: LossLedger,
  year: number,
  base: Decimal,
  exemptIncome: Decimal = ZERO,
): TaxYearResult {
  // A loss of year s can offset income of year t only if t − s ≤ 5; older entries are gone for good.
  const live = ledger.filter((e) => year - e.year <= LOSS_CARRY_YEARS);
  // every year of every engine run comes here twice: the exact kernel's compare, minus and plus (decimal.js's very
  // results, without its argument copies), and min/max as Decimal.min/max choose (the first on a tie)
  if (compare(base, NEG_EPSILON) < 0) {
    return {
      exemption: ZERO,
      offset: ZERO,
      taxable: ZERO,
      ledger: [...live, { year, remaining: base.neg() }],
    };
  }
  if (compare(base, EPSILON) <= 0) return { exemption: ZERO, offset: ZERO, taxable: ZERO, ledger: live };

  const exemptPos = compare(exemptIncome, ZERO) < 0 ? ZERO : exemptIncome;
  const exemption = compare(exemptPos, base) > 0 ? base : exemptPos;
  const afterExemption = minus(base, exemption);
  let room = afterExemption;
  let offset = ZERO;
  const next: LossEntry[] = [];
  for (const entry of live) {
    const used = compare(entry.remaining, room) > 0 ? room : entry.remaining;
    room = minus(room, used);
    offset = plus(offset, used);
    const left = minus(entry.remaining, used);
    if (compare(left, ZERO) > 0) next.push({ year: entry.year, remaining: left });
  }
  return { exemption, offset, taxable: minus(afterExemption, offset), ledger: next };
}

/**
 * The tax lines for a whole run of years whose bases are known up front (e.g. 调整所得税 on EBIT, which does not
 * depend on financing). Item i is year firstYear + i; exemptIncome is aligned with bases (missing = 0).
 */
export function taxSchedule(
  bases: readonly Decimal[],
  exemptIncome: readonly Decimal[] = [],
  firstYear = 1,
): Omit<TaxYearResult, 'ledger'>[] {
  let ledger: LossLedger = [];
  return bases.map((base, i) => {
    const r = taxYear(ledger, firstYear + i, base, exemptIncome[i] ?? ZERO);
    ledger = r.ledger;
    return { exemption: r.exemption, offset: r.offset, taxable: r.taxable };
  });
}
