// One engine pass over steps [2]–[18] of finance-model §3.1 for given scale factors (base case or a sensitivity run).
import { computeAssets, type Assets } from './assets';
import { computeBalanceSheet, type BalanceSheet } from './balance-sheet';
import { computeBreakEven, type BreakEven } from './break-even';
import { computeCapex, scaledCapex, type Capex } from './capex';
import { afterTax, computeCashFlows, projectFlows, type CashFlows } from './cashflow';
import { computeCostTotals, scaleCostTotals, type CostTotals } from './cost-totals';
import { computeIndicators, type CoreIndicators } from './indicators';
import { computeLoans, type LoanSchedule } from './loans';
import { computeOpCosts, type OpCosts } from './opcost';
import type { Prepared, Scale } from './prep';
import { buildSchedules, type SubSchedule } from './schedule';
import { computeSubsidies, type Subsidies } from './subsidies';
import { exemptionBasis, type ExemptionBasis } from './tax';
import { computeVat, vatAccount, type Vat } from './vat';
import { computeWorkingCapital, type WorkingCapital } from './working-capital';
import { adjustedTax, runYearLoop, type YearLoop } from './year-loop';
import { computeRevenue, computeYields, type ProductYield, type Revenue } from './yield';
import { type Decimal, type Series, ONE, Z, compare, scale, sum } from './num';

export interface Model {
  p: Prepared;
  k: Scale;
  sch: SubSchedule[];
  y: ProductYield[];
  rev: Revenue;
  capex: Capex;
  loans: LoanSchedule[];
  assets: Assets;
  costs: OpCosts;
  vat: Vat;
  ct: CostTotals;
  wc: WorkingCapital;
  subs: Subsidies;
  basis: ExemptionBasis;
  yl: YearLoop;
  cf: CashFlows;
  /** absent in the light runs of the sensitivity analysis */
  bs: BalanceSheet;
  be: BreakEven;
}

/** What a sensitivity run needs: the cash flows (balance sheet and break-even are skipped). */
export type LightModel = Omit<Model, 'bs' | 'be'>;

/** Base-case steps the validation of computed rules already ran (validate-computed.ts): the engine reuses them. */
export type Prelude = Pick<Model, 'p' | 'sch' | 'y' | 'capex' | 'subs' | 'loans'>;

export function runModel(p: Prepared, k: Scale, pre?: Prelude): Model {
  const m = runLight(p, k, pre);
  const bs = computeBalanceSheet(p, m.capex, m.assets, m.wc, m.vat, m.subs, m.yl);
  const be = computeBreakEven(p, m.rev, m.ct, m.vat, m.yl, m.y);
  return { ...m, bs, be };
}

/**
 * Steps [2]–[15] for scale factors k. With `base` (a run at k = 1, or the prelude of one), every step whose inputs
 * do not depend on a factor that differs from 1 is shared instead of recomputed (notes/performance.md).
 */
export function runLight(p: Prepared, k: Scale, base?: Prelude | LightModel): LightModel {
  const f = runToWorkingCapital(p, k, base);
  const full = base && 'cf' in base ? base : undefined;
  const { rev, vat, ct, assets, capex, loans, subs, wc } = f;
  const basis = exemptionBasis(p, rev, vat, ct, assets, full);
  const yl = runYearLoop(p, capex, loans, subs, rev, vat, ct, assets, wc, basis);
  const cf = computeCashFlows(p, capex, rev, vat, ct, assets, wc, subs, yl);
  return { ...f, basis, yl, cf };
}

/**
 * The pre-tax project flow (项目投资现金流量表 row 3, FIRR/FNPV before tax) for scale factors k: the same steps and
 * sharing as runLight up to the working capital, without the 所得减免 basis, the year loop and the post-tax and
 * 资本金 flows, none of which row 3 reads. Equal to runLight(p, k, base).cf.pre, value for value.
 */
export function preTaxFlow(p: Prepared, k: Scale, base?: Prelude | LightModel): Series {
  const { capex, rev, vat, ct, assets, wc, subs } = runToWorkingCapital(p, k, base);
  return projectFlows(p, capex, rev, vat, ct, assets, wc, subs).pre;
}

/**
 * The post-tax project flow (项目投资现金流量表 row 5, FIRR/FNPV after tax) for scale factors k: the pre-tax flow
 * less 调整所得税, which depends on EBIT and not on the financing, so the year loop is not run. Equal to
 * runLight(p, k, base).cf.post, value for value.
 */
export function postTaxFlow(p: Prepared, k: Scale, base?: Prelude | LightModel): Series {
  const f = runToWorkingCapital(p, k, base);
  const { capex, rev, vat, ct, assets, wc, subs } = f;
  const full = base && 'cf' in base ? base : undefined;
  const basis = exemptionBasis(p, rev, vat, ct, assets, full);
  const { adjTax } = adjustedTax(p, rev, vat, ct, assets, subs, basis);
  const { pre } = projectFlows(p, capex, rev, vat, ct, assets, wc, subs);
  return afterTax(pre, adjTax);
}

/** Steps [2]–[11] of runLight (through the working capital), sharing what `base` allows. */
function runToWorkingCapital(
  p: Prepared,
  k: Scale,
  base?: Prelude | LightModel,
): Omit<LightModel, 'basis' | 'yl' | 'cf'> {
  const one = (x: Decimal) => compare(x, ONE) === 0;
  // a prelude is a base run cut short after the loans: every factor is 1 there, as in a full base run
  const full = base && 'cf' in base ? base : undefined;
  const sch = base ? base.sch : buildSchedules(p);
  const y = base && one(k.kQty) ? base.y : computeYields(p, sch, k, base?.y);
  const rev = full && one(k.kQty) && one(k.kRev) ? full.rev : computeRevenue(p, y, k);
  const capex = base ? (one(k.kInv) ? base.capex : scaledCapex(base.capex, k.kInv)) : computeCapex(p, sch, k);
  const subs = base ? base.subs : computeSubsidies(p);
  const loans = base ? base.loans : computeLoans(p);
  const idcTotal = loans.reduce((s, l) => s.plus(sum(l.idc)), Z);
  const assets = full && one(k.kInv) && one(k.kQty) ? full.assets : computeAssets(p, capex, idcTotal, y, k);
  let costs: OpCosts, vat: Vat, ct: CostTotals, selling: Series;
  const ko = k.kOc;
  if (full && !one(ko) && one(k.kInv) && one(k.kQty) && one(k.kRev)) {
    // only 经营成本 is scaled: every cost row, its input VAT and the totals scale exactly by k_oc
    costs = full.costs;
    ct = scaleCostTotals(full.ct, ko);
    vat = vatAccount(
      p,
      rev,
      capex,
      full.vat.rates,
      scale(full.vat.inDeductible, ko),
      ct.nd,
      full.vat.ndYears,
    );
    selling = scale(full.costs.selling.amount, ko);
  } else {
    costs = computeOpCosts(p, sch, y, rev, assets, k, full);
    vat = computeVat(p, rev, costs, capex, full);
    ct = computeCostTotals(p, costs, vat.nd, full);
    selling = costs.selling.amount;
  }
  const wc = computeWorkingCapital(p, ct, selling, rev.total, capex.CItotal);
  return { p, k, sch, y, rev, capex, loans, assets, costs, vat, ct, wc, subs };
}

export function modelIndicators(m: Model): CoreIndicators {
  return computeIndicators(m.p, m.capex, m.loans, m.wc, m.yl, m.cf, m.assets, m.bs);
}
