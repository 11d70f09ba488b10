// 经营成本 totals by cost category and behaviour (totalCost rows 4, 5, 5.1–5.4, 9.1) and per sub-project own costs.
import type { CostCategory } from './model-io-types';
import type { CostItem, OpCosts } from './opcost';
import type { Prepared } from './prep';
import { ExactSum } from '../money/exact-sum';
import { type Decimal, type Series, scale, zeros } from './num';

/** Each total is an exact sum of its addends, rounded once (their order does not matter). */
const acc = new ExactSum();

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
  own: OwnCosts;
  nd: Series;
}

/**
 * Each sub-project's own costs per year (its items' amounts with their non-deductible input VAT, D-11), summed when
 * 项目所得 first asks for them. A run whose sub-project kept the base run's items (object for object) shares the
 * base's sums; a run that scales only 经营成本 (`scale`) shares the base's items and scales the base's sums.
 */
export class OwnCosts {
  private readonly memo: Series[] = [];

  constructor(
    readonly items: CostItem[][],
    private readonly B: number,
    private readonly N: number,
    private readonly base?: OwnCosts,
    private readonly scale?: Decimal,
  ) {}

  of(j: number): Series {
    const hit = this.memo[j];
    if (hit) return hit;
    const { base } = this;
    const made =
      base && this.scale
        ? scale(base.of(j), this.scale)
        : base && sameItems(this.items[j]!, base.items[j]!)
          ? base.of(j)
          : sumItems(this.items[j]!, this.B, this.N, withVat);
    this.memo[j] = made;
    return made;
  }

  /** The same costs with every amount times k (the items stay the base's). */
  scaled(k: Decimal): OwnCosts {
    return new OwnCosts(this.items, this.B, this.N, this, k);
  }
}

/** Did every item keep last year's objects (amount and VAT rate share)? Then every sum over them repeats too. */
const unchanged = (items: readonly CostItem[], t: number): boolean =>
  items.every((it) => it.amount[t] === it.amount[t - 1] && it.vf[t] === it.vf[t - 1]);

/**
 * Σ over `items` of the addends `add` gives for year t, for the operating years; a year whose items all repeat last
 * year's objects repeats last year's sum.
 */
export function sumItems(
  items: readonly CostItem[],
  B: number,
  N: number,
  add: (it: CostItem, t: number, s: ExactSum) => void,
  prior?: { items: readonly CostItem[]; sum: Series },
): Series {
  if (prior && sameItems(items, prior.items)) return prior.sum;
  const out = zeros(N);
  for (let t = B; t < N; t++) {
    if (t > B && unchanged(items, t)) {
      out[t] = out[t - 1]!;
      continue;
    }
    for (const it of items) add(it, t, acc);
    out[t] = acc.value();
  }
  return out;
}

/** The same items with the very same amount and VAT rate share arrays (a sensitivity run against its base). */
const sameItems = (a: readonly CostItem[], b: readonly CostItem[]): boolean =>
  a.length === b.length && a.every((it, i) => it.amount === b[i]!.amount && it.vf === b[i]!.vf);

/** An item's amount with its non-deductible input VAT (amount × vf), exactly. */
const withVat = (it: CostItem, t: number, s: ExactSum) => {
  const a = it.amount[t]!;
  s.add(a).addProduct(a, it.vf[t]!);
};

/** Items per owner 0 … n − 1 (project-level items, owner −1, in none), in their order. */
function groupByOwner(items: readonly CostItem[], n: number): CostItem[][] {
  const g: CostItem[][] = [];
  for (let j = 0; j < n; j++) g.push([]);
  for (const it of items) if (it.owner >= 0 && it.owner < n) g[it.owner]!.push(it);
  return g;
}

/**
 * Each total is an exact sum over the items that feed it. `base`: the base run of a sensitivity run; a total whose
 * items all kept the base arrays is the base's total.
 */
export function computeCostTotals(
  p: Prepared,
  costs: OpCosts,
  /** the non-deductible input VAT of all items (the VAT step's total) */
  nd: Series,
  base?: { costs: OpCosts; ct: CostTotals },
): CostTotals {
  const { N, B } = p;
  const items = costs.items;
  const bItems = base?.costs.items;
  const of = (c: CostCategory) => (it: CostItem) => it.category === c;
  const amount = (it: CostItem, t: number, s: ExactSum) => s.add(it.amount[t]!);
  // the same filter over the base items lines them up with this run's
  const sum = (
    keep: (it: CostItem) => boolean,
    add: (it: CostItem, t: number, s: ExactSum) => void,
    prior?: Series,
  ) =>
    sumItems(
      items.filter(keep),
      B,
      N,
      add,
      bItems && prior ? { items: bItems.filter(keep), sum: prior } : undefined,
    );
  const MAT = sum(of('material'), amount, base?.ct.MAT);
  const LAB = sum(of('labour'), amount, base?.ct.LAB);
  const REP = sum(of('repair'), amount, base?.ct.REP);
  const othItems = sum(of('other'), amount);
  // 可变成本 is for the break-even analysis and the tables, not for the flows: summed when read
  let VAR: Series | null = null;
  // a sub-project's own costs: its items, grouped by owner in one pass (a filter per sub-project would visit every
  // item once per sub-project), summed where 项目所得 takes them
  const own = new OwnCosts(groupByOwner(items, p.subs.length), B, N, base?.ct.own);
  const subItems = items.filter((it) => it.owner >= 0);
  const productionOnly = zeros(N);
  const OTH = zeros(N);
  const OC = zeros(N);
  // each line repeats last year's object when its inputs do
  const same = (t: number, ...xs: Series[]) => t > B && xs.every((x) => x[t] === x[t - 1]);
  for (let t = B; t < N; t++) {
    // every sub-project item is a 生产成本 row; 管理费用 and 销售费用 are project level (owner −1)
    if (t > B && subItems.every((it) => it.amount[t] === it.amount[t - 1]))
      productionOnly[t] = productionOnly[t - 1]!;
    else {
      for (const it of subItems) acc.add(it.amount[t]!);
      productionOnly[t] = acc.value();
    }
    if (same(t, othItems, nd)) OTH[t] = OTH[t - 1]!;
    else OTH[t] = acc.add(othItems[t]!).add(nd[t]!).value();
    if (same(t, MAT, LAB, REP, OTH)) OC[t] = OC[t - 1]!;
    else OC[t] = acc.add(MAT[t]!).add(LAB[t]!).add(REP[t]!).add(OTH[t]!).value();
  }
  return {
    MAT,
    LAB,
    REP,
    OTH,
    OC,
    get VAR() {
      return (VAR ??= sum((it) => it.variable, withVat, base?.ct.VAR));
    },
    productionOnly,
    own,
    nd,
  };
}

/** 经营成本 totals when every cost row is scaled by k_oc and revenue is unchanged: all of them scale exactly. */
export function scaleCostTotals(ct: CostTotals, k: Decimal): CostTotals {
  const sc = (s: Series) => scale(s, k);
  let VAR: Series | null = null;
  return {
    MAT: sc(ct.MAT),
    LAB: sc(ct.LAB),
    REP: sc(ct.REP),
    OTH: sc(ct.OTH),
    OC: sc(ct.OC),
    get VAR() {
      return (VAR ??= sc(ct.VAR));
    },
    productionOnly: sc(ct.productionOnly),
    own: ct.own.scaled(k),
    nd: sc(ct.nd),
  };
}
