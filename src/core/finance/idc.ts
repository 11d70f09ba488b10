// 建设期利息 of one loan (finance-model §3.6): half-year rule on the year's drawdown, capitalised or paid by 资本金.
import { ZERO } from '../money/decimal';
import type { Decimal } from '../money/decimal';

/** capitalize 资本化计入借款本金 (default) · equity 建设期由资本金支付. */
export type IdcTreatment = 'capitalize' | 'equity';

/**
 * Arrays of length B (item t−1 = construction year t): the 建设期利息估算表 block of the loan
 * (k.1 期初借款余额, k.2 当期借款, k.3 当期应计利息, k.4 期末借款余额). equityPaid is the interest 资本金 pays
 * in each year (equity treatment; zeros when capitalised). total = 建设期利息; repaymentBase = P = Bal_B.
 */
export interface IdcSchedule {
  opening: Decimal[];
  drawdown: Decimal[];
  interest: Decimal[];
  closing: Decimal[];
  equityPaid: Decimal[];
  total: Decimal;
  repaymentBase: Decimal;
}

/**
 * I_t = (Bal_{t−1} + D_t / 2) × i: a year's drawdown earns half a year of interest (drawn evenly), earlier
 * balances a full year. Capitalised: Bal_t = Bal_{t−1} + D_t + I_t (interest compounds). Equity-paid:
 * Bal_t = Bal_{t−1} + D_t and I_t is paid in year t.
 */
export function constructionInterest(
  drawdowns: readonly Decimal[],
  rate: Decimal,
  treatment: IdcTreatment,
): IdcSchedule {
  const out: IdcSchedule = {
    opening: [],
    drawdown: [...drawdowns],
    interest: [],
    closing: [],
    equityPaid: [],
    total: ZERO,
    repaymentBase: ZERO,
  };
  let balance = ZERO;
  for (const draw of drawdowns) {
    const interest = balance.plus(draw.div(2)).times(rate);
    out.opening.push(balance);
    out.interest.push(interest);
    balance = balance.plus(draw);
    if (treatment === 'capitalize') {
      balance = balance.plus(interest);
      out.equityPaid.push(ZERO);
    } else {
      out.equityPaid.push(interest);
    }
    out.closing.push(balance);
    out.total = out.total.plus(interest);
  }
  out.repaymentBase = balance;
  return out;
}
