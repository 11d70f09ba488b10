// computeModel(input): validate, run every step of finance-model §3.1, self-check, and assemble ModelOutput.
import { runModel, modelIndicators, type Model, type Prelude } from './core';
import type { CoreIndicators } from './indicators';
import { maxNonNull, minNonNull } from './indicators';
import { modelMessages } from './messages';
import type { Indicators, IrrIndicator, ModelInput, ModelOutput, Table, TableId } from './model-io-types';
import { compareAbs } from '../money/exact-sum';
import { type Decimal, EPS, HUNDRED, ONE, Z, enc, encN, minus, sum } from './num';
import { BASE_SCALE, prepare } from './prep';
import { computeRisk } from './risk';
import type { SliceFigures } from './risk/slices';
import { computeSensitivity, type Sensitivity } from './sensitivity';
import { type PerArea, breakEvenTable, perArea, sensitivityTable, summaryTable } from './tables/analysis';
import { type Axis, RowMemo } from './tables/builder';
import { balanceSheetTable, equityCashTable, projectCashTable } from './tables/cash';
import { finPlanCashTable, loanPlanTable, profitTable } from './tables/finance';
import { fundingTable, idcTable, investEstimateTable, workingCapitalTable } from './tables/invest';
import {
  amortizationTable,
  depreciationTable,
  forestryCostTable,
  revenueTaxTable,
  totalCostTable,
  yieldTable,
} from './tables/operations';
import { checkInput } from './validate';

export const ENGINE_ID = 'nongline-engine 0.1.0';

export interface ComputeOptions {
  /**
   * skip the sensitivity re-runs (model-io §4.1): the sensitivity table then has no rows, and of the analysis tables
   * (issue 18) only the review is built
   */
  skipSensitivity?: boolean;
  /**
   * Build only these output tables (the live entry screen shows two or three of them); indicators and messages
   * are always complete. Absent: every table.
   */
  tables?: readonly TableId[];
  /**
   * The Monte Carlo runs already computed in slices on other threads (server/services/compute/monte-carlo-threads.ts):
   * merged in run order into the risk table instead of running them here. They must be the runs of this very
   * input (the table is then byte for byte the one of the runs made here).
   */
  monteCarloSlices?: readonly SliceFigures[];
}

/** A self-check (balance sheet, funding identity, repayment) failed: a bug, never an input problem. */
export class EngineSelfCheckError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EngineSelfCheckError';
  }
}

/**
 * |difference| within ε of the size of what it compares (D-56): 34-digit arithmetic leaves residues of about
 * 1e-33 of the largest term, so an absolute ε fails from about 10¹³ 万元 although nothing is wrong. The sizes are
 * compared by magnitude without taking each one's absolute value (a Decimal apiece, every check of every year).
 */
const negligible = (difference: Decimal, sizes: readonly Decimal[]): boolean => {
  let size = ONE;
  for (const s of sizes) if (compareAbs(s, size) > 0) size = s;
  return compareAbs(difference, EPS.times(size)) <= 0;
};

const BALANCE_ITEMS = [
  'cash',
  'ar',
  'pre',
  'inv',
  'credit',
  'cip',
  'fixed',
  'bio',
  'intangible',
  'st',
  'ap',
  'adv',
  'lt',
  'wcl',
  'equity',
  'capitalReserve',
  'reserve',
  'undist',
] as const;

/** The identities of finance-model §3.7, §3.11 and §3.15, checked on every run, each relative to its size. */
export function selfCheck(m: Model): void {
  const { yl, capex, wc, subs, bs } = m;
  for (let t = 0; t < m.p.N; t++) {
    // |资产 − 负债及所有者权益| ≤ 1e-20 × the size of the balance sheet (D-56). The size is its largest item, not
    // 资产 alone: a 10²⁰ forest written down to a residue of 10⁻¹⁴ beside 10¹² of debt has 资产 ≈ 0, and the
    // residue is 1e-34 of the 资本金 and 未分配利润 that carry it on the other side.
    const imbalance = minus(bs.assets[t]!, bs.total[t]!);
    const items = BALANCE_ITEMS.map((k) => bs[k][t]!);
    if (!negligible(imbalance, items))
      throw new EngineSelfCheckError(`资产负债表不平衡：第${t + 1}年差额 ${imbalance.toString()}`);
    const uses = [capex.CI[t]!, yl.idc[t]!, wc.dW[t]!];
    const sources = [
      yl.equity[t]!,
      yl.draws[t]!,
      yl.idcCapital[t]!,
      wc.WD[t]!,
      subs.investment[t]!,
      yl.topUp[t]!.neg(),
    ];
    if (!negligible(minus(sum(uses), sum(sources)), [...uses, ...sources]))
      throw new EngineSelfCheckError(`资金筹措表不平衡：第${t + 1}年`);
    // 累计盈余资金 ≥ −ε relative to the year's flows and the balance brought forward
    const cum = yl.cumCash[t]!;
    if (
      cum.isNegative() &&
      !negligible(cum, [
        t > 0 ? yl.cumCash[t - 1]! : Z,
        yl.opIn[t]!,
        yl.opOut[t]!,
        yl.invOut[t]!,
        yl.finIn[t]!,
        yl.finOut[t]!,
      ])
    )
      throw new EngineSelfCheckError(`累计盈余资金为负：第${t + 1}年`);
  }
  for (const l of m.loans) {
    if (!negligible(minus(sum(l.principal), l.P), [l.P]))
      throw new EngineSelfCheckError(`借款“${l.loan.name}”还本合计不等于借款本金`);
  }
}

const irrOut = (r: CoreIndicators['firrPre']): IrrIndicator => ({
  value: r.value ? enc(r.value.times(HUNDRED)) : null,
  status: r.status,
  roots: r.roots.map((x) => enc(x.times(HUNDRED))),
});

function indicatorsOut(m: Model, ind: CoreIndicators, sens: Sensitivity, pa: PerArea): Indicators {
  const t = m.be.tStar;
  const encA = (a: (Decimal | null)[]) => a.map(encN);
  return {
    firrPre: irrOut(ind.firrPre),
    firrPost: irrOut(ind.firrPost),
    firrEquity: irrOut(ind.firrEquity),
    fnpvPre: enc(ind.fnpvPre),
    fnpvPost: enc(ind.fnpvPost),
    fnpvEquity: enc(ind.fnpvEquity),
    paybackPre: encN(ind.paybackPre.value),
    paybackPost: encN(ind.paybackPost.value),
    dynPaybackPre: encN(ind.dynPaybackPre.value),
    dynPaybackPost: encN(ind.dynPaybackPost.value),
    roi: encN(ind.roi),
    roe: encN(ind.roe),
    icr: encA(ind.icr),
    icrMin: encN(minNonNull(ind.icr)),
    dscr: encA(ind.dscr),
    dscrMin: encN(minNonNull(ind.dscr)),
    dscrExShortTerm: encA(ind.dscrEx),
    dscrExShortTermMin: encN(minNonNull(ind.dscrEx)),
    loar: encA(m.bs.loar),
    loarMax: encN(maxNonNull(m.bs.loar)),
    bep: {
      year: t + 1,
      pct: encN(m.be.pct[t]),
      revenue: encN(m.be.revenue[t]),
      qty: encN(m.be.qty[t]),
      price: encN(m.be.price[t]),
    },
    totalInvestment: enc(ind.totalInvestment),
    capex: enc(m.capex.CItotal),
    idc: enc(ind.idc),
    workingCapital: enc(m.wc.maxW),
    equity: enc(ind.equity),
    debt: enc(ind.debt),
    shortTermLoans: m.yl.stNew.map(enc),
    equityTopUps: m.yl.topUp.map(enc),
    shortTermMax: enc(ind.shortTermMax),
    shortTermYears: ind.shortTermYears,
    perAreaCapex: encN(pa.capex),
    perAreaRevenue: encN(pa.revenue),
    perAreaProfit: encN(pa.profit),
    sensitivityIndicator: sens.indicator,
  };
}

/**
 * Computes every table and indicator of a valid input (no validation; throws EngineSelfCheckError on a bug).
 * `pre`: the steps validation computed for this very input (computeModel passes them on).
 */
export function computeValidModel(input: ModelInput, opts: ComputeOptions = {}, pre?: Prelude): ModelOutput {
  const p = pre?.p ?? prepare(input);
  const m = runModel(p, BASE_SCALE, pre);
  selfCheck(m);
  const ind = modelIndicators(m);
  const sens = computeSensitivity(p, m, ind, !opts.skipSensitivity);
  const meta = input.meta;
  const pa = perArea(m);
  const ax: Axis = { N: p.N, B: p.B, O: p.O, startYear: meta.startYear ?? null, memo: new RowMemo() };
  const builders: [TableId, () => Table][] = [
    ['investEstimate', () => investEstimateTable(m, ax)],
    ['idc', () => idcTable(m, ax)],
    ['workingCapital', () => workingCapitalTable(m, ax)],
    ['funding', () => fundingTable(m, ax)],
    ['yield', () => yieldTable(m, ax)],
    ['revenueTax', () => revenueTaxTable(m, ax)],
    ['forestryCost', () => forestryCostTable(m, ax)],
    ['totalCost', () => totalCostTable(m, ax)],
    ['depreciation', () => depreciationTable(m, ax)],
    ['amortization', () => amortizationTable(m, ax)],
    ['loanPlan', () => loanPlanTable(m, ax, ind)],
    ['profit', () => profitTable(m, ax)],
    ['finPlanCash', () => finPlanCashTable(m, ax)],
    ['projectCash', () => projectCashTable(m, ax, ind)],
    ['equityCash', () => equityCashTable(m, ax, ind)],
    ['balanceSheet', () => balanceSheetTable(m, ax)],
    ['breakEven', () => breakEvenTable(m, ax)],
    [
      'sensitivity',
      () => {
        const t = sensitivityTable(m, ax, sens, input.sensitivity.stepsPct);
        return opts.skipSensitivity ? { ...t, rows: [] } : t;
      },
    ],
    ['summary', () => summaryTable(m, ax, ind, pa)],
  ];
  // issue 18: two-factor grid, scenarios, Monte Carlo and review, placed before the summary (TABLE_IDS order)
  const risk = computeRisk(input, p, m, ind, ax, !opts.skipSensitivity, opts.monteCarloSlices);
  builders.splice(builders.length - 1, 0, ...risk.tables);
  const wanted = opts.tables ? new Set(opts.tables) : null;
  const tables: Partial<Record<TableId, Table>> = {};
  for (const [id, build] of builders) if (!wanted || wanted.has(id)) tables[id] = build();
  return {
    format: 'forestry-model-output',
    version: 1,
    engine: ENGINE_ID,
    meta: {
      name: meta.name,
      B: p.B,
      O: p.O,
      N: p.N,
      areaUnit: meta.areaUnit,
      startYear: meta.startYear ?? null,
    },
    tables,
    indicators: indicatorsOut(m, ind, sens, pa),
    messages: [...modelMessages(m, ind, sens), ...risk.messages],
  };
}

/** The engine API (model-io intro): validate, then compute; an invalid input gives only error messages. */
export function computeModel(input: unknown, opts: ComputeOptions = {}): ModelOutput {
  const v = checkInput(input);
  if (!v.ok)
    return {
      format: 'forestry-model-output',
      version: 1,
      engine: ENGINE_ID,
      tables: {},
      indicators: {},
      messages: v.messages,
    };
  const out = computeValidModel(v.input, opts, v.prelude);
  out.messages = [...v.messages, ...out.messages];
  return out;
}
