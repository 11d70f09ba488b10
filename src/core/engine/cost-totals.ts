// 经营成本 totals by cost category and behaviour (totalCost rows 4, 5, 5.1–5.4, 9.1) and per sub-project own costs.
import type { OpCosts } from './opcost';
import type { Prepared } from './prep';
import { type Decimal, type Series, zeros } from './num';

export interface CostTotals {
  MAT: Series;
  LAB: Series;
  REP: Series;
  OTH: Series;
  OC: Series;
  VAR: Series;
  /** material + labour + repair + other of the 生产成本 rows only (D-47) */
  productionOnly: Series;
  /** per sub-project: its own 生产成本 rows with their non-deductible VAT (D-11) */
  ownCost: Series[];
  nd: Series;
}

/** One addition per non-zero item-year into its category; the other totals are built from those sums. */
export function computeCostTotals(p: Prepared, costs: OpCosts): CostTotals {
  const { N, B } = p;
  const MAT = zeros(N),
    LAB = zeros(N),
    REP = zeros(N),
    OTH = zeros(N),
    OC = zeros(N),
    VAR = zeros(N);
  const productionOnly = zeros(N);
  const nd = zeros(N);
  const ownCost = p.subs.map(() => zeros(N));
  const cat = { material: MAT, labour: LAB, repair: REP, other: OTH };
  for (const it of costs.items) {
    const target = cat[it.category];
    const own = it.owner >= 0 ? ownCost[it.owner]! : null;
    for (let t = B; t < N; t++) {
      const a = it.amount[t]!;
      const n = it.nd[t]!;
      if (!a.isZero()) {
        target[t] = target[t]!.plus(a);
        if (own) own[t] = own[t]!.plus(a);
      }
      if (!n.isZero()) {
        nd[t] = nd[t]!.plus(n);
        if (own) own[t] = own[t]!.plus(n);
      }
      if (it.variable) {
        const both = n.isZero() ? a : a.plus(n);
        if (!both.isZero()) VAR[t] = VAR[t]!.plus(both);
      }
    }
  }
  for (let t = B; t < N; t++) {
    // every sub-project item is a 生产成本 row; 管理费用 and 销售费用 are project level (owner −1)
    let prod = ownCost.reduce((s, o) => (o[t]!.isZero() ? s : s.plus(o[t]!)), zeros(1)[0]!);
    for (const it of costs.items) if (it.owner >= 0 && !it.nd[t]!.isZero()) prod = prod.minus(it.nd[t]!);
    productionOnly[t] = prod;
    if (!nd[t]!.isZero()) OTH[t] = OTH[t]!.plus(nd[t]!);
    OC[t] = MAT[t]!.plus(LAB[t]!).plus(REP[t]!).plus(OTH[t]!);
  }
  return { MAT, LAB, REP, OTH, OC, VAR, productionOnly, ownCost, nd };
}

/** 经营成本 totals when every cost row is scaled by k_oc and revenue is unchanged: all of them scale exactly. */
export function scaleCostTotals(ct: CostTotals, k: Decimal): CostTotals {
  const sc = (s: Series) => s.map((v) => (v.isZero() ? v : v.times(k)));
  return {
    MAT: sc(ct.MAT),
    LAB: sc(ct.LAB),
    REP: sc(ct.REP),
    OTH: sc(ct.OTH),
    OC: sc(ct.OC),
    VAR: sc(ct.VAR),
    productionOnly: sc(ct.productionOnly),
    ownCost: ct.ownCost.map(sc),
    nd: sc(ct.nd),
  };
}
