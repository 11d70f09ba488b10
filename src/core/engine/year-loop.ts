// Step [13] the year loop (finance-model §3.12): profit, tax, distribution, 财务计划现金流量 and deficit financing.
import type { Assets } from './assets';
import type { Capex } from './capex';
import type { CostTotals } from './cost-totals';
import type { LoanSchedule } from './loans';
import type { Prepared } from './prep';
import type { Subsidies } from './subsidies';
import { taxYear, type LossLedger } from '../finance/loss-ledger';
import { exemption, type ExemptionBasis } from './tax';
import type { Vat } from './vat';
import type { WorkingCapital } from './working-capital';
import type { Revenue } from './yield';
import {
  type Decimal,
  type Series,
  EPS,
  Z,
  compare,
  add,
  dmin,
  minus,
  net,
  pct,
  plus,
  pos,
  posPart,
  times,
  total,
  zeros,
} from './num';

export interface YearLoop {
  draws: Series;
  idc: Series;
  idcEquity: Series;
  idcCapital: Series;
  ltInt: Series;
  ltPrin: Series;
  ltBal: Series;
  stInt: Series;
  stRep: Series;
  stNew: Series;
  stBal: Series;
  topUp: Series;
  interestExp: Series;
  totalCost: Series;
  pbt: Series;
  ebit: Series;
  ebitda: Series;
  nonTaxable: Series;
  exemption: Series;
  offset: Series;
  taxable: Series;
  tax: Series;
  np: Series;
  undistOpen: Series;
  avail: Series;
  reserve: Series;
  investorAvail: Series;
  dividend: Series;
  undist: Series;
  reserveCum: Series;
  /** planned 资本金 of the year (2.1.1 + 2.1.2 + 2.1.3) */
  equityPlanned: Series;
  equityForCapex: Series;
  equityForWc: Series;
  /** funding 2.1 incl. top-ups */
  equity: Series;
  equityCum: Series;
  opIn: Series;
  opOut: Series;
  invOut: Series;
  finIn: Series;
  finOut: Series;
  interestPaid: Series;
  principalPaid: Series;
  net: Series;
  cumCash: Series;
  adjExemption: Series;
  adjOffset: Series;
  adjTaxable: Series;
  adjTax: Series;
  /** 折旧 + 摊销 (incl. 林木资产结转) */
  da: Series;
}

/** −ε of D-1: a cumulative cash below it is a deficit */
const NEG_EPS = EPS.neg();

export function runYearLoop(
  p: Prepared,
  capex: Capex,
  loans: LoanSchedule[],
  subs: Subsidies,
  rev: Revenue,
  vat: Vat,
  ct: CostTotals,
  assets: Assets,
  wc: WorkingCapital,
  basis: ExemptionBasis,
): YearLoop {
  const { N, input } = p;
  const z = () => zeros(N);
  const r: YearLoop = {
    ...adjustedTax(p, rev, vat, ct, assets, subs, basis),
    draws: z(),
    idc: z(),
    idcEquity: z(),
    idcCapital: z(),
    ltInt: z(),
    ltPrin: z(),
    ltBal: z(),
    stInt: z(),
    stRep: z(),
    stNew: z(),
    stBal: z(),
    topUp: z(),
    interestExp: z(),
    totalCost: z(),
    pbt: z(),
    exemption: z(),
    offset: z(),
    taxable: z(),
    tax: z(),
    np: z(),
    undistOpen: z(),
    avail: z(),
    reserve: z(),
    investorAvail: z(),
    dividend: z(),
    undist: z(),
    reserveCum: z(),
    equityPlanned: z(),
    equityForCapex: z(),
    equityForWc: z(),
    equity: z(),
    equityCum: z(),
    opIn: z(),
    opOut: z(),
    invOut: z(),
    finIn: z(),
    finOut: z(),
    interestPaid: z(),
    principalPaid: z(),
    net: z(),
    cumCash: z(),
  };
  Object.assign(r, loanTotals(loans, N));
  const m = input.meta;
  const tau = p.tau;
  const is = pct(input.financing.shortTermRatePct);
  const reserveRate = pct(m.reserveRatePct);
  const capRate = pct(m.reserveCapPct);
  const divRate = pct(m.dividendPct);
  const stPolicy = input.financing.deficitPolicy === 'shortTermLoan';
  // one company-wide 5-year ledger on 利润总额 (调整所得税 on EBIT keeps its own: adjustedTax, D-12)
  let ledger: LossLedger = [];
  let stBal = Z,
    undist = Z,
    reserveCum = Z,
    equityCum = Z,
    cumCash = Z;
  for (let i = 0; i < N; i++) {
    const t = i + 1;
    const stInt = times(stBal, is);
    const stRep = stBal;
    r.stInt[i] = stInt;
    r.stRep[i] = stRep;
    const interestExp = total(r.ltInt[i]!, wc.WI[i]!, stInt);
    r.interestExp[i] = interestExp;
    const tc = total(ct.OC[i]!, r.da[i]!, interestExp);
    r.totalCost[i] = tc;
    const opSub = subs.operating[i]!;
    const pbt = net([rev.total[i]!, opSub], [vat.surcharges[i]!, tc]);
    r.pbt[i] = pbt;
    const line = assessTax(basis, ledger, t, minus(pbt, r.nonTaxable[i]!));
    ledger = line.ledger;
    r.exemption[i] = line.exemption;
    r.offset[i] = line.offset;
    r.taxable[i] = line.taxable;
    const tax = times(line.taxable, tau);
    r.tax[i] = tax;
    const np = minus(pbt, tax);
    r.np[i] = np;
    // 资本金 planned this year (before any top-up)
    const eqCapex = net([capex.CI[i]!], [r.draws[i]!, subs.investment[i]!]);
    const eqWc = minus(wc.dW[i]!, wc.WD[i]!);
    r.equityForCapex[i] = eqCapex;
    r.equityForWc[i] = eqWc;
    const planned = total(eqCapex, eqWc, r.idcEquity[i]!);
    r.equityPlanned[i] = planned;
    equityCum = plus(equityCum, planned);
    // distribution
    r.undistOpen[i] = undist;
    const { avail, reserve, investorAvail } = distribute(
      np,
      undist,
      reserveCum,
      equityCum,
      reserveRate,
      capRate,
    );
    r.avail[i] = avail;
    r.reserve[i] = reserve;
    reserveCum = plus(reserveCum, reserve);
    r.reserveCum[i] = reserveCum;
    r.investorAvail[i] = investorAvail;
    // 财务计划现金流量 before dividends
    const opIn = total(rev.total[i]!, rev.outVat[i]!, opSub);
    const opOut = total(ct.OC[i]!, vat.inDeductible[i]!, vat.surcharges[i]!, vat.vat[i]!, tax);
    const invOut = total(capex.CI[i]!, assets.maintenance[i]!, wc.dW[i]!);
    const wdPos = wc.WD[i]!.isNegative() ? Z : wc.WD[i]!;
    const finIn = total(planned, r.draws[i]!, wdPos, subs.investment[i]!);
    const interestPaid = total(r.idcEquity[i]!, r.ltInt[i]!, wc.WI[i]!, stInt);
    const principalPaid = total(r.ltPrin[i]!, wc.WRep[i]!, stRep);
    const preDiv = net([opIn, finIn], [opOut, invOut, interestPaid, principalPaid]);
    let dividend = Z;
    const blocked = m.noDividendBeforeRepaid && pos(r.ltBal[i]!);
    if (!divRate.isZero() && !blocked && pos(investorAvail)) {
      dividend = dmin(times(divRate, investorAvail), posPart(plus(cumCash, preDiv)));
    }
    r.dividend[i] = dividend;
    undist = minus(investorAvail, dividend);
    r.undist[i] = undist;
    const pre = minus(preDiv, dividend);
    let stNew = Z,
      topUp = Z;
    const afterPre = plus(cumCash, pre);
    if (compare(afterPre, NEG_EPS) < 0) {
      const deficit = afterPre.neg();
      if (stPolicy) stNew = deficit;
      else topUp = deficit;
    }
    r.stNew[i] = stNew;
    r.topUp[i] = topUp;
    stBal = stNew;
    r.stBal[i] = stBal;
    equityCum = plus(equityCum, topUp);
    r.equity[i] = plus(planned, topUp);
    r.equityCum[i] = equityCum;
    r.opIn[i] = opIn;
    r.opOut[i] = opOut;
    r.invOut[i] = invOut;
    r.finIn[i] = total(finIn, stNew, topUp);
    r.finOut[i] = total(interestPaid, principalPaid, dividend);
    r.interestPaid[i] = interestPaid;
    r.principalPaid[i] = principalPaid;
    const netFlow = total(pre, stNew, topUp);
    r.net[i] = netFlow;
    cumCash = plus(cumCash, netFlow);
    r.cumCash[i] = cumCash;
  }
  return r;
}

/** One year of income tax on X (D-11, D-12): 所得减免 first, then the loss ledger. */
const assessTax = (basis: ExemptionBasis, ledger: LossLedger, t: number, X: Decimal) =>
  taxYear(ledger, t, X, pos(X) ? exemption(basis, t - 1, X) : Z);

type AdjustedTax = Pick<
  YearLoop,
  'da' | 'ebit' | 'ebitda' | 'nonTaxable' | 'adjExemption' | 'adjOffset' | 'adjTaxable' | 'adjTax'
>;

/**
 * 调整所得税 (D-12): the tax on EBIT with its own loss ledger. EBIT does not depend on the financing (interest,
 * short-term loans, dividends), so it is computed before the year loop, as an exact sum rounded once — and a run
 * that needs only the post-tax project flow (the Monte Carlo runs) computes this and not the loop.
 */
export function adjustedTax(
  p: Prepared,
  rev: Revenue,
  vat: Vat,
  ct: CostTotals,
  assets: Assets,
  subs: Subsidies,
  basis: ExemptionBasis,
): AdjustedTax {
  const { N } = p;
  const nonTaxable = p.input.meta.subsidyNonTaxable;
  let ebitda: Series | null = null;
  const r: AdjustedTax = {
    da: add(zeros(N), assets.depFixed, assets.depBio, assets.amort),
    ebit: zeros(N),
    // the year loop's and the indicators' row, not the post-tax flow's: made when read
    get ebitda() {
      return (ebitda ??= r.ebit.map((e, i) => plus(e, r.da[i]!)));
    },
    nonTaxable: nonTaxable ? subs.operating : zeros(N),
    adjExemption: zeros(N),
    adjOffset: zeros(N),
    adjTaxable: zeros(N),
    adjTax: zeros(N),
  };
  let ledger: LossLedger = [];
  for (let i = 0; i < N; i++) {
    const opSub = subs.operating[i]!;
    const ebit = net([rev.total[i]!, opSub], [vat.surcharges[i]!, ct.OC[i]!, r.da[i]!]);
    r.ebit[i] = ebit;
    const adj = assessTax(basis, ledger, i + 1, minus(ebit, r.nonTaxable[i]!));
    ledger = adj.ledger;
    r.adjExemption[i] = adj.exemption;
    r.adjOffset[i] = adj.offset;
    r.adjTaxable[i] = adj.taxable;
    r.adjTax[i] = times(adj.taxable, p.tau);
  }
  return r;
}

type LoanTotals = Pick<YearLoop, 'draws' | 'idc' | 'idcCapital' | 'idcEquity' | 'ltInt' | 'ltPrin' | 'ltBal'>;

/** Sums over the loans by year; the loans do not depend on any sensitivity factor, so every run shares them. */
const loanTotalsMemo = new WeakMap<readonly LoanSchedule[], LoanTotals>();

function loanTotals(loans: readonly LoanSchedule[], N: number): LoanTotals {
  const hit = loanTotalsMemo.get(loans);
  if (hit) return hit;
  const of = (pick: (l: LoanSchedule) => Series, keep: (l: LoanSchedule) => boolean = () => true) =>
    add(zeros(N), ...loans.filter(keep).map(pick));
  const r: LoanTotals = {
    draws: of((l) => l.draw),
    idc: of((l) => l.idc),
    idcCapital: of(
      (l) => l.idc,
      (l) => l.capitalize,
    ),
    idcEquity: of(
      (l) => l.idc,
      (l) => !l.capitalize,
    ),
    ltInt: of((l) => l.interest),
    ltPrin: of((l) => l.principal),
    ltBal: of((l) => l.close),
  };
  loanTotalsMemo.set(loans, r);
  return r;
}

/**
 * 利润分配 before dividends (§3.12, D-18): 可供分配 = NP + 期初未分配; 法定盈余公积 = min(base × rate,
 * cap × 资本金 − reserves so far)⁺ with base = (min(NP, 可供分配))⁺; the rest is 可供投资者分配.
 */
export function distribute(
  np: Decimal,
  undist: Decimal,
  reserveCum: Decimal,
  equityCum: Decimal,
  rate: Decimal,
  cap: Decimal,
) {
  const avail = plus(np, undist);
  const base = posPart(dmin(np, avail));
  const reserve = posPart(dmin(times(base, rate), minus(times(cap, equityCum), reserveCum)));
  return { avail, reserve, investorAvail: minus(avail, reserve) };
}
