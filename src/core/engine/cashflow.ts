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
import { type Decimal, type Series, Z, cumulative, dec, zeros } from './num';

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
  const rvFixed = zeros(N);
  const rvBio = zeros(N);
  let fixedN = Z;
  const bioBySub = new Map<number, Decimal>();
  for (const a of assets.accounts) {
    const nv = a.nv[last] ?? Z;
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
    pre = zeros(N),
    post = zeros(N);
  const eqInflow = zeros(N),
    eqPrincipal = zeros(N),
    eqOutflow = zeros(N),
    eq = zeros(N);
  for (let i = 0; i < N; i++) {
    const common = rev.total[i]!.plus(subs.operating[i]!)
      .plus(rv[i]!)
      .plus(wcRecovery[i]!)
      .plus(vat.saving[i]!);
    inflow[i] = common;
    const ops = ct.OC[i]!.plus(vat.surcharges[i]!).plus(assets.maintenance[i]!);
    outflow[i] = capex.CI[i]!.plus(wc.dW[i]!).plus(ops);
    pre[i] = common.minus(outflow[i]!);
    post[i] = pre[i]!.minus(yl.adjTax[i]!);
    eqInflow[i] = common.plus(yl.stNew[i]!);
    let principal = yl.ltPrin[i]!.plus(wc.WRep[i]!).plus(yl.stRep[i]!);
    if (i === last) principal = principal.plus(yl.stBal[i]!);
    eqPrincipal[i] = principal;
    eqOutflow[i] = yl.equity[i]!.plus(principal).plus(yl.interestExp[i]!).plus(ops).plus(yl.tax[i]!);
    eq[i] = eqInflow[i]!.minus(eqOutflow[i]!);
  }
  const rvBioKind = appraised === 0 ? 'book' : book === 0 ? 'appraised' : 'mixed';
  return {
    rvFixed,
    rvBio,
    rv,
    rvBioKind,
    wcRecovery,
    inflow,
    outflow,
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
