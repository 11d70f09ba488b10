// Step [18] 盈亏平衡分析 (finance-model §3.17, D-22): BEP per operating year and the reported year t*.
import type { CostTotals } from './cost-totals';
import type { Prepared } from './prep';
import type { Vat } from './vat';
import type { YearLoop } from './year-loop';
import type { ProductYield, Revenue } from './yield';
import { type Decimal, EPS, HUNDRED, WAN, divide, pos, CENT } from './num';

export interface BreakEven {
  /** index (0-based year) of t* */
  tStar: number;
  single: boolean;
  fixed: Decimal[];
  margin: Decimal[];
  pct: (Decimal | null)[];
  revenue: (Decimal | null)[];
  qty: (Decimal | null)[];
  price: (Decimal | null)[];
}

export function isSingleProduct(p: Prepared): boolean {
  return (
    p.products.length === 1 &&
    p.subs.every((s) => s.otherIncome.length === 0) &&
    (p.input.incomeLines ?? []).length === 0
  );
}

export function computeBreakEven(
  p: Prepared,
  rev: Revenue,
  ct: CostTotals,
  vat: Vat,
  yl: YearLoop,
  y: ProductYield[],
): BreakEven {
  const { N, B } = p;
  const single = isSingleProduct(p);
  let tStar = B;
  const bepYear = p.input.meta.bepYear;
  if (bepYear != null && bepYear > B && bepYear <= N) tStar = bepYear - 1;
  else {
    let max = rev.total[B]!;
    for (let t = B; t < N; t++) if (rev.total[t]!.gt(max)) max = rev.total[t]!;
    for (let t = B; t < N; t++)
      if (rev.total[t]!.gte(max.minus(EPS))) {
        tStar = t;
        break;
      }
  }
  const fixed: Decimal[] = [],
    margin: Decimal[] = [];
  const pct: (Decimal | null)[] = [],
    revenue: (Decimal | null)[] = [],
    qty: (Decimal | null)[] = [],
    price: (Decimal | null)[] = [];
  const sal = single ? y[0]!.saleable : null;
  for (let t = 0; t < N; t++) {
    const fc = yl.totalCost[t]!.minus(ct.VAR[t]!);
    const m = rev.total[t]!.minus(ct.VAR[t]!).minus(vat.surcharges[t]!);
    fixed.push(fc);
    margin.push(m);
    const bp = pos(m) ? divide(fc, m).times(HUNDRED) : null;
    pct.push(bp);
    revenue.push(bp ? bp.times(CENT).times(rev.total[t]!) : null);
    qty.push(bp && sal ? bp.times(CENT).times(sal[t]!) : null);
    price.push(
      sal && pos(sal[t]!) ? divide(fc.plus(ct.VAR[t]!).plus(vat.surcharges[t]!), sal[t]!).times(WAN) : null,
    );
  }
  return { tStar, single, fixed, margin, pct, revenue, qty, price };
}
