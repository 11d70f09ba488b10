// Steps [14]–[15]: 项目投资现金流量表 (融资前, with 调整所得税) and 项目资本金现金流量表 (finance-model §3.13–3.14).
import type { Assets } from './assets';
import type { Capex } from './capex';
import type { CostTotals } from './cost-totals';
import type { Prepared } from './prep';
import type { Subsidies } from './subsidies';
import type { Vat } from './vat';
import type { WorkingCapital } from './working-capital';
import type { YearLoop } from './year-loop';
import type { Revenue } from './yield';
import { type Decimal, type Series, Z, cumulative, dec, minus, plus, sub, total, zeros } from './num';

export interface CashFlows {
  rvFixed: Series;
  rvBio: Series;
  rv: Series;
  /** 'book' | 'appraised' | 'mixed' — the suffix of row 1.3.2 */
  rvBioKind: 'book' | 'appraised' | 'mixed';
  wcRecovery: Series;
  inflow: Series;
  outflow: Series;
  pre: Series;
  preCum: Series;
  post: Series;
  postCum: Series;
  eqInflow: Series;
  eqPrincipal: Series;
  eqOutflow: Series;
  eq: Series;
  eqCum: Series;
}

/** Rows 1 and 2 of 项目投资现金流量表 and the pre-tax net flow 3: what the pre-tax indicators read (no year loop). */
export interface ProjectFlows {
  rvFixed: Series;
  rvBio: Series;
  rv: Series;
  rvBioKind: CashFlows['rvBioKind'];
  wcRecovery: Series;
  inflow: Series;
  outflow: Series;
  /** 经营成本 + 税金及附加 + 维持运营投资, shared with the 资本金 flow */
  ops: Series;
  pre: Series;
}

export function projectFlows(
  p: Prepared,
  capex: Capex,
  rev: Revenue,
  vat: Vat,
  ct: CostTotals,
  assets: Assets,
  wc: WorkingCapital,
  subs: Subsidies,
): ProjectFlows {
  const { N } = p;
  const last = N - 1;
  const rvFixed = zeros(N);
  const rvBio = zeros(N);
  let fixedN = Z;
  const bioBySub = new Map<number, Decimal>();
  for (const a of assets.accounts) {
    const nv = a.nvEnd;
    if (a.kind === 'bio') bioBySub.set(a.owner, (bioBySub.get(a.owner) ?? Z).plus(nv));
    else fixedN = fixedN.plus(nv);
  }
  let bioN = Z;
  let appraised = 0;
  let book = 0;
  for (const [owner, nv] of bioBySub) {
    const sp = p.subs[owner];
    const tv = sp && (sp.type === 0 || sp.type === 1) ? sp.bioAsset.terminalValue : null;
    if (tv != null) {
      bioN = bioN.plus(dec(tv));
      appraised++;
    } else {
      bioN = bioN.plus(nv);
      book++;
    }
  }
  rvFixed[last] = fixedN;
  rvBio[last] = bioN;
  const rv = zeros(N);
  rv[last] = fixedN.plus(bioN);
  const wcRecovery = zeros(N);
  wcRecovery[last] = wc.W[last]!;
  const inflow = zeros(N),
    outflow = zeros(N),
    ops = zeros(N),
    pre = zeros(N);
  for (let i = 0; i < N; i++) {
    const common = total(rev.total[i]!, subs.operating[i]!, rv[i]!, wcRecovery[i]!, vat.saving[i]!);
    inflow[i] = common;
    ops[i] = total(ct.OC[i]!, vat.surcharges[i]!, assets.maintenance[i]!);
    outflow[i] = total(capex.CI[i]!, wc.dW[i]!, ops[i]!);
    pre[i] = minus(common, outflow[i]!);
  }
  const rvBioKind = appraised === 0 ? 'book' : book === 0 ? 'appraised' : 'mixed';
  return { rvFixed, rvBio, rv, rvBioKind, wcRecovery, inflow, outflow, ops, pre };
}

/** The post-tax project flow: the pre-tax flow less 调整所得税, year by year. */
export const afterTax = (pre: Series, adjTax: Series): Series => sub(pre, adjTax);

export function computeCashFlows(
  p: Prepared,
  capex: Capex,
  rev: Revenue,
  vat: Vat,
  ct: CostTotals,
  assets: Assets,
  wc: WorkingCapital,
  subs: Subsidies,
  yl: YearLoop,
): CashFlows {
  const { N } = p;
  const last = N - 1;
  const pf = projectFlows(p, capex, rev, vat, ct, assets, wc, subs);
  const { inflow, ops, pre } = pf;
  const post = afterTax(pre, yl.adjTax);
  const eqInflow = zeros(N),
    eqPrincipal = zeros(N),
    eqOutflow = zeros(N),
    eq = zeros(N);
  for (let i = 0; i < N; i++) {
    eqInflow[i] = plus(inflow[i]!, yl.stNew[i]!);
    const principal = total(yl.ltPrin[i]!, wc.WRep[i]!, yl.stRep[i]!, i === last ? yl.stBal[i]! : Z);
    eqPrincipal[i] = principal;
    eqOutflow[i] = total(yl.equity[i]!, principal, yl.interestExp[i]!, ops[i]!, yl.tax[i]!);
    eq[i] = minus(eqInflow[i]!, eqOutflow[i]!);
  }
  return {
    rvFixed: pf.rvFixed,
    rvBio: pf.rvBio,
    rv: pf.rv,
    rvBioKind: pf.rvBioKind,
    wcRecovery: pf.wcRecovery,
    inflow,
    outflow: pf.outflow,
    pre,
    preCum: cumulative(pre),
    post,
    postCum: cumulative(post),
    eqInflow,
    eqPrincipal,
    eqOutflow,
    eq,
    eqCum: cumulative(eq),
  };
}
