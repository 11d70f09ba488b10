// Step [11] 流动资金 (finance-model §3.10): 分项详细估算法 or 扩大指标估算法, ΔW, 流动资金借款 and its interest.
// Working capital is never negative (model-io D-51): W_t = max(0, 流动资产 − 流动负债) or max(0, base × rate), and
// that W_t drives ΔW, the loan, its interest, 回收流动资金 and max W; the current liabilities beyond the current
// assets stay in the balance sheet's 货币资金 (`uncovered`).
import type { CostTotals } from './cost-totals';
import type { Prepared } from './prep';
import {
  Decimal,
  type Series,
  Z,
  maxOf,
  minus,
  negPart,
  pct,
  plus,
  posPart,
  times,
  total,
  zeros,
} from './num';

export interface WorkingCapital {
  detailed: boolean;
  AR: Series;
  RM: Series;
  WIP: Series;
  FG: Series;
  INV: Series;
  CASH: Series;
  PRE: Series;
  AP: Series;
  ADV: Series;
  CA: Series;
  CL: Series;
  base: Series;
  /** W⁺_t = max(0, W_t): the working capital of every table and formula (D-51) */
  W: Series;
  /** W⁺_t − W_t = (流动负债 − 流动资产)⁺: current liabilities not covered by current assets (balance sheet 货币资金) */
  uncovered: Series;
  dW: Series;
  maxW: Decimal;
  WL: Series;
  WD: Series;
  WI: Series;
  /** principal repaid: WD⁻ + WR (WR_N = WL_N) */
  WRep: Series;
  /** year-end balance after repayment (WL_t − WR_t) */
  WLend: Series;
}

export function computeWorkingCapital(
  p: Prepared,
  ct: CostTotals,
  selling: Series,
  revenue: Series,
  CItotal: Decimal,
): WorkingCapital {
  const { N, B, input } = p;
  const wc = input.workingCapital;
  const z = () => zeros(N);
  const AR = z(),
    RM = z(),
    WIP = z(),
    FG = z(),
    INV = z(),
    CASH = z(),
    PRE = z(),
    AP = z(),
    ADV = z(),
    CA = z(),
    CL = z();
  const base = z();
  const W = z();
  const uncovered = z();
  if (wc.method === 'detailed') {
    const d = wc.days;
    // amount × days ÷ 360 as amount × (days ÷ 360): one division per kind instead of one per year
    const perDay = new Map<number, Decimal>();
    const item = (amount: Decimal, days: number) => {
      if (days === 0 || amount.isZero()) return Z;
      let f = perDay.get(days);
      if (!f) perDay.set(days, (f = new Decimal(days).div(360)));
      return times(amount, f);
    };
    for (let t = B; t < N; t++) {
      AR[t] = item(ct.OC[t]!, d.receivables);
      RM[t] = item(ct.MAT[t]!, d.rawMaterials);
      WIP[t] = item(ct.productionOnly[t]!, d.workInProgress);
      FG[t] = item(minus(ct.OC[t]!, selling[t]!), d.finishedGoods);
      INV[t] = total(RM[t]!, WIP[t]!, FG[t]!);
      CASH[t] = item(plus(ct.LAB[t]!, ct.OTH[t]!), d.cash);
      PRE[t] = item(ct.MAT[t]!, d.prepayments);
      AP[t] = item(ct.MAT[t]!, d.payables);
      ADV[t] = item(revenue[t]!, d.advances);
      CA[t] = total(AR[t]!, INV[t]!, CASH[t]!, PRE[t]!);
      CL[t] = plus(AP[t]!, ADV[t]!);
      const w = minus(CA[t]!, CL[t]!);
      W[t] = posPart(w);
      uncovered[t] = negPart(w);
    }
  } else {
    const r = pct(wc.ratePct);
    for (let t = B; t < N; t++) {
      base[t] = wc.base === 'revenue' ? revenue[t]! : wc.base === 'opCost' ? ct.OC[t]! : CItotal;
      W[t] = posPart(times(base[t]!, r));
    }
  }
  const rho = pct(input.financing.wcLoanPct);
  const iw = pct(input.financing.wcLoanRatePct);
  const dW = z(),
    WL = z(),
    WD = z(),
    WI = z(),
    WRep = z(),
    WLend = z();
  let prevW = Z;
  let prevWL = Z;
  for (let t = B; t < N; t++) {
    dW[t] = minus(W[t]!, prevW);
    prevW = W[t]!;
    const wl = times(W[t]!, rho);
    WL[t] = wl;
    WD[t] = minus(wl, prevWL);
    prevWL = wl;
    WI[t] = times(wl, iw);
    WRep[t] = WD[t]!.isNegative() ? WD[t]!.neg() : Z;
    WLend[t] = wl;
  }
  if (N > B) {
    WRep[N - 1] = plus(WRep[N - 1]!, WL[N - 1]!);
    WLend[N - 1] = Z;
  }
  return {
    detailed: wc.method === 'detailed',
    AR,
    RM,
    WIP,
    FG,
    INV,
    CASH,
    PRE,
    AP,
    ADV,
    CA,
    CL,
    base,
    W,
    uncovered,
    dW,
    maxW: maxOf(W),
    WL,
    WD,
    WI,
    WRep,
    WLend,
  };
}
