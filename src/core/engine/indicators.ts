// Step [18] indicators (finance-model §3.16, model-io §3.3): FIRR, FNPV, payback, ROI/ROE, ICR/DSCR, LOAR, 财务生存能力.
import { irr, type IrrResult } from '../finance/irr';
import { npv } from '../finance/npv';
import { dynamicPayback, staticPayback, type PaybackResult } from '../finance/payback';
import type { Capex } from './capex';
import type { CashFlows } from './cashflow';
import type { Prepared } from './prep';
import type { WorkingCapital } from './working-capital';
import type { YearLoop } from './year-loop';
import type { LoanSchedule } from './loans';
import type { Assets } from './assets';
import type { BalanceSheet } from './balance-sheet';
import { type Decimal, HUNDRED, Z, divide, pos, sum } from './num';

export interface Payback {
  value: Decimal | null;
  /** cumulative flow turns negative again after recovery (W_PAYBACK_RENEGATIVE) */
  renegative: boolean;
}

const pb = (r: PaybackResult): Payback => ({ value: r.years, renegative: r.renegative });

export interface CoreIndicators {
  firrPre: IrrResult;
  firrPost: IrrResult;
  firrEquity: IrrResult;
  fnpvPre: Decimal;
  fnpvPost: Decimal;
  fnpvEquity: Decimal;
  paybackPre: Payback;
  paybackPost: Payback;
  dynPaybackPre: Payback;
  dynPaybackPost: Payback;
  roi: Decimal | null;
  roe: Decimal | null;
  icr: (Decimal | null)[];
  dscr: (Decimal | null)[];
  dscrEx: (Decimal | null)[];
  totalInvestment: Decimal;
  idc: Decimal;
  equity: Decimal;
  debt: Decimal;
  shortTermMax: Decimal;
  shortTermYears: number;
  shortTermRun: [number, number] | null;
}

const minOf = (a: (Decimal | null)[]): Decimal | null =>
  a.reduce<Decimal | null>((m, v) => (v && (!m || v.lt(m)) ? v : m), null);
export const minNonNull = minOf;
export const maxNonNull = (a: (Decimal | null)[]): Decimal | null =>
  a.reduce<Decimal | null>((m, v) => (v && (!m || v.gt(m)) ? v : m), null);

export function computeIndicators(
  p: Prepared,
  capex: Capex,
  loans: LoanSchedule[],
  wc: WorkingCapital,
  yl: YearLoop,
  cf: CashFlows,
  assets: Assets,
  _bs: BalanceSheet,
): CoreIndicators {
  const { N, B, O } = p;
  const idc = sum(yl.idc);
  const totalInvestment = capex.CItotal.plus(idc).plus(wc.maxW);
  const equity = sum(yl.equity);
  const debt = loans.reduce((s, l) => s.plus(l.P), Z);
  let ebitSum = Z,
    npSum = Z;
  for (let t = B; t < N; t++) {
    ebitSum = ebitSum.plus(yl.ebit[t]!);
    npSum = npSum.plus(yl.np[t]!);
  }
  const roi = pos(totalInvestment) ? ebitSum.div(O).div(totalInvestment).times(HUNDRED) : null;
  const roe = pos(equity) ? npSum.div(O).div(equity).times(HUNDRED) : null;
  const icr: (Decimal | null)[] = [],
    dscr: (Decimal | null)[] = [],
    dscrEx: (Decimal | null)[] = [];
  for (let t = 0; t < N; t++) {
    if (t < B) {
      icr.push(null);
      dscr.push(null);
      dscrEx.push(null);
      continue;
    }
    const ie = yl.interestExp[t]!;
    icr.push(pos(ie) ? divide(yl.ebit[t]!, ie) : null);
    const num = yl.ebitda[t]!.minus(yl.tax[t]!).minus(assets.maintenance[t]!);
    const d1 = yl.ltPrin[t]!.plus(yl.stRep[t]!).plus(ie);
    dscr.push(pos(d1) ? divide(num, d1) : null);
    const d2 = yl.ltPrin[t]!.plus(yl.ltInt[t]!).plus(wc.WI[t]!);
    dscrEx.push(pos(d2) ? divide(num, d2) : null);
  }
  let shortTermMax = Z,
    run = 0,
    best = 0,
    runStart = 0;
  let shortTermRun: [number, number] | null = null;
  for (let t = 0; t < N; t++) {
    const b = yl.stBal[t]!;
    if (b.gt(shortTermMax)) shortTermMax = b;
    if (pos(b)) {
      if (run === 0) runStart = t + 1;
      run++;
      if (run > best) {
        best = run;
        shortTermRun = [runStart, t + 1];
      }
    } else run = 0;
  }
  return {
    firrPre: irr(cf.pre),
    firrPost: irr(cf.post),
    firrEquity: irr(cf.eq),
    fnpvPre: npv(p.ic, cf.pre),
    fnpvPost: npv(p.ic, cf.post),
    fnpvEquity: npv(p.equityIc, cf.eq),
    paybackPre: pb(staticPayback(cf.pre)),
    paybackPost: pb(staticPayback(cf.post)),
    dynPaybackPre: pb(dynamicPayback(p.ic, cf.pre)),
    dynPaybackPost: pb(dynamicPayback(p.ic, cf.post)),
    roi,
    roe,
    icr,
    dscr,
    dscrEx,
    totalInvestment,
    idc,
    equity,
    debt,
    shortTermMax,
    shortTermYears: best,
    shortTermRun,
  };
}
