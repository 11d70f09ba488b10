// Steps [9] and [12] per loan: 建设期利息 (finance/idc, §3.6) and the repayment schedule (finance/repayment, §3.11).
import { constructionInterest } from '../finance/idc';
import { repaymentSchedule } from '../finance/repayment';
import type { Loan } from './model-io-types';
import type { Prepared } from './prep';
import { type Decimal, type Series, pct, zeros } from './num';

export interface LoanSchedule {
  loan: Loan;
  capitalize: boolean;
  draw: Series;
  /** I_{k,t} in construction years */
  idc: Series;
  /** Int_{k,t} in operating years */
  interest: Series;
  principal: Series;
  open: Series;
  close: Series;
  P: Decimal;
}

/** The loans' year series over N years (construction part from idc.ts, operating part from repayment.ts). */
export function computeLoans(p: Prepared): LoanSchedule[] {
  const { N, B } = p;
  return p.input.financing.loans.map((loan) => {
    const rate = pct(loan.ratePct);
    const c = constructionInterest(p.decs(loan.drawdowns, B), rate, loan.idcTreatment);
    const r = loan.repayment;
    const custom = r.method === 'custom' ? p.decs(r.customPrincipal ?? [], r.years) : null;
    const s = repaymentSchedule({
      principal: c.repaymentBase,
      rate,
      method: r.method,
      firstOperatingYear: B + 1,
      startYear: r.startYear,
      graceYears: r.graceYears,
      years: r.years,
      lastYear: N,
      customPrincipal: custom,
    });
    const draw = zeros(N),
      idc = zeros(N),
      open = s.opening.slice(),
      close = s.closing.slice();
    for (let t = 0; t < B; t++) {
      draw[t] = c.drawdown[t]!;
      idc[t] = c.interest[t]!;
      open[t] = c.opening[t]!;
      close[t] = c.closing[t]!;
    }
    return {
      loan,
      capitalize: loan.idcTreatment === 'capitalize',
      draw,
      idc,
      interest: s.interest,
      principal: s.principal,
      open,
      close,
      P: c.repaymentBase,
    };
  });
}
