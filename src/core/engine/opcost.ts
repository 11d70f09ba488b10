// Step [5] 经营成本 rows (finance-model §3.8): 营林成本, 地租, 生产成本, 管理费用, 销售费用 — amounts × k_oc.
import type { CostCategory, CostLine, CostRow, ForestryCostLeafRow } from './model-io-types';
import { lineSeries } from './generic-lines';
import type { Assets } from './assets';
import { isGroup, type Prepared, type Scale } from './prep';
import type { SubSchedule } from './schedule';
import type { ProductYield, Revenue } from './yield';
import { type Decimal, type Series, Z, add, pct, scale, times, zeros, WAN_INV, CENT } from './num';
import { compare, kOrNull, lastCall } from './num';

export interface CostItem {
  amount: Series;
  category: CostCategory;
  variable: boolean;
  /** input VAT rate as a fraction */
  vin: Decimal;
  /** owning sub-project, −1 = project level (shared in D-11) */
  owner: number;
  /** a 生产成本 row (在产品 basis, D-47) */
  production: boolean;
  /**
   * input VAT rate × non-deductible share f_t per year (filled by the VAT step): the item's non-deductible input VAT
   * is amount × vf, taken exactly inside the totals rather than as a row of its own
   */
  vf: Series;
}

export interface ForestryLine {
  no: string;
  name: string;
  group: boolean;
  amount: Series;
}

export interface SubCosts {
  forestry: ForestryLine[];
  forestryTotal: Series;
  replant: CostItem | null;
  rent: CostItem | null;
  production: { row: CostRow; item: CostItem }[];
  /** generic cost lines (ModelInput costLines) of the sub-project */
  lines: { line: CostLine; item: CostItem }[];
  items: CostItem[];
}

export interface OpCosts {
  subs: SubCosts[];
  management: { row: CostRow; item: CostItem }[];
  /** project-level generic cost lines (管理费用) */
  lines: { line: CostLine; item: CostItem }[];
  selling: CostItem;
  items: CostItem[];
  /** every input cost row's amounts in computation order (a sensitivity run reuses the ones it does not change) */
  rowAmounts: Series[];
}

/** The base run a sensitivity run starts from: rows whose inputs it shares keep the base amounts. */
export interface CostBase {
  costs: OpCosts;
  y: ProductYield[];
  rev: Revenue;
  assets: Assets;
}

/** Schedules do not depend on any sensitivity factor: the 管理费用 area is summed once per schedule set. */
const noVatRows = new Map<number, Series>();

/** N zeros, frozen: the rate share of an item before computeVat (and of an item without input VAT after). */
function noVat(N: number): Series {
  let r = noVatRows.get(N);
  if (!r) noVatRows.set(N, (r = Object.freeze(zeros(N)) as Series));
  return r;
}

const mgmtAreaMemo = new WeakMap<readonly SubSchedule[], Series>();

/** Σ type-0 CA_{j,t} + Σ type-1 育苗面积 by year (D-5, project-level 管理费用 per area). */
function managementArea(p: Prepared, sch: readonly SubSchedule[]): Series {
  const hit = mgmtAreaMemo.get(sch);
  if (hit) return hit;
  const area = add(
    zeros(p.N),
    ...p.subs.flatMap((sp, j) => (sp.type === 0 || sp.type === 1 ? [sch[j]!.cumArea] : [])),
  );
  mgmtAreaMemo.set(sch, area);
  return area;
}

const byNo = (a: { no: string }, b: { no: string }) => a.no.localeCompare(b.no, 'en', { numeric: true });

/**
 * Cost rows in row-number order, sorted once per computation (every sensitivity run asks again): the memo hangs
 * on the Prepared input of one computation, so an input edited in place later is sorted afresh.
 */
const sortedMemo = new WeakMap<Prepared, Map<readonly CostRow[], CostRow[]>>();
function inNoOrder(p: Prepared, rows: readonly CostRow[]): CostRow[] {
  let m = sortedMemo.get(p);
  if (!m) sortedMemo.set(p, (m = new Map()));
  let r = m.get(rows);
  if (!r) m.set(rows, (r = [...rows].sort(byNo)));
  return r;
}

export function computeOpCosts(
  p: Prepared,
  sch: SubSchedule[],
  y: ProductYield[],
  rev: Revenue,
  assets: Assets,
  k: Scale,
  base?: CostBase,
): OpCosts {
  const { N, B, O } = p;
  const ko = kOrNull(k.kOc);
  // a sensitivity run (base given) needs the cost items only, not the 营林成本 display lines
  const light = base !== undefined;
  const rowAmounts: Series[] = [];
  const item = (
    amount: Series,
    category: CostCategory,
    variable: boolean,
    vin: Decimal,
    owner: number,
    production: boolean,
  ): CostItem => {
    // no input VAT split yet: one frozen row of zeros for all items (computeVat gives an item with input VAT rows
    // of its own), instead of two fresh arrays per item and run
    const none = noVat(N);
    return { amount, category, variable, vin, owner, production, vf: none };
  };
  const rowAmount = (
    method: CostRow['method'],
    values: Decimal[],
    productId: string | null,
    area: Series,
    revenue: Series,
    fixedV: Decimal,
    baseFixedV: Decimal,
  ): Series => {
    const prior = base?.costs.rowAmounts[rowAmounts.length];
    // unchanged inputs (areas and values never change; gross, revenue and 原值 are compared): the base amounts
    const same =
      prior !== undefined &&
      (method === 'perArea' ||
        method === 'fixed' ||
        (method === 'perUnit' && base!.y === y) ||
        (method === 'pctRevenue' && base!.rev === rev) ||
        (method === 'pctAsset' && compare(fixedV, baseFixedV) === 0));
    // every amount is the row's amount at k_oc = 1, times k_oc: a scaled run scales the base amounts
    const a = same
      ? ko
        ? scale(prior, ko)
        : prior
      : computeRow(method, values, productId, area, revenue, fixedV);
    rowAmounts.push(a);
    return a;
  };
  const computeRow = (
    method: CostRow['method'],
    values: Decimal[],
    productId: string | null,
    area: Series,
    revenue: Series,
    fixedV: Decimal,
  ): Series => {
    const a = zeros(N);
    const gross = productId ? y[p.productById.get(productId)?.index ?? -1]?.gross : undefined;
    let prevV: Decimal | null = null;
    let prevBase: Decimal | undefined;
    for (let t = B + 1; t <= N; t++) {
      const v = values[t - B - 1]!;
      if (v.isZero()) {
        prevV = null;
        continue;
      }
      // same rate on the same base object as last year (areas, 原值 and 万元 rows are constant): same amount
      const baseObj =
        method === 'perArea'
          ? area[t - 1]
          : method === 'pctAsset'
            ? fixedV
            : method === 'fixed'
              ? v
              : method === 'perUnit'
                ? gross?.[t - 1]
                : undefined;
      if (prevV && baseObj && baseObj === prevBase && compare(v, prevV) === 0) {
        a[t - 1] = a[t - 2]!;
        continue;
      }
      prevV = v;
      prevBase = baseObj;
      let x: Decimal;
      switch (method) {
        case 'perArea':
          x = times(times(v, area[t - 1]!), WAN_INV);
          break;
        case 'perUnit':
          x = gross ? times(times(v, gross[t - 1]!), WAN_INV) : Z;
          break;
        case 'pctRevenue':
          x = times(times(v, CENT), revenue[t - 1]!);
          break;
        case 'pctAsset':
          x = times(times(v, CENT), fixedV);
          break;
        default:
          x = v;
      }
      a[t - 1] = ko ? times(x, ko) : x;
    }
    return a;
  };
  /** out[t] = x[t] × k_oc over the operating years (a year repeating last year's object repeats its product) */
  const operatingTimesK = (x: Series, out: Series) => {
    const timesK = lastCall(times);
    for (let t = B + 1; t <= N; t++) out[t - 1] = ko ? timesK(x[t - 1]!, ko) : x[t - 1]!;
  };
  const all: CostItem[] = [];
  const genericCosts = (lines: readonly CostLine[] | undefined, owner: number, production: boolean) =>
    (lines ?? []).map((line) => ({
      line,
      item: item(
        lineSeries(p, line, ko),
        line.costCategory,
        line.variable ?? false,
        pct(line.inputVatPct),
        owner,
        production,
      ),
    }));
  const subs = p.subs.map((sp, j): SubCosts => {
    const s = sch[j]!;
    const items: CostItem[] = [];
    const forestry: ForestryLine[] = [];
    let forestryTotal = zeros(N);
    let replant: CostItem | null = null;
    let rent: CostItem | null = null;
    if (sp.type === 0) {
      const leaves = new Map<string, Series>();
      for (const r of sp.forestryCost) {
        if (isGroup(sp.forestryCost, r.no) || !('method' in r)) continue;
        const row = r as ForestryCostLeafRow;
        const amt = rowAmount(row.method, p.decs(row.values, O), row.productId, s.cumArea, rev.sub[j]!, Z, Z);
        leaves.set(row.no, amt);
        const it = item(amt, row.costCategory, row.method === 'perUnit', pct(row.inputVatPct), j, true);
        items.push(it);
      }
      const topLevel: Series[] = [];
      for (const r of light ? [] : sp.forestryCost) {
        const group = isGroup(sp.forestryCost, r.no);
        const amount = group
          ? add(zeros(N), ...[...leaves].filter(([no]) => no.startsWith(r.no + '.')).map(([, a]) => a))
          : (leaves.get(r.no) ?? zeros(N));
        if (!r.no.includes('.')) topLevel.push(amount);
        forestry.push({ no: r.no, name: r.name, group, amount });
      }
      const rp = zeros(N);
      operatingTimesK(s.replant, rp);
      replant = item(rp, 'material', false, Z, j, true);
      items.push(replant);
      if (!light) forestryTotal = add(forestryTotal, ...topLevel, rp);
    }
    const mkRent = () => {
      const a = zeros(N);
      operatingTimesK(s.rentAnnual, a);
      return item(a, 'other', false, Z, j, true);
    };
    if (sp.type === 0) {
      rent = mkRent();
      items.push(rent);
    }
    const production = inNoOrder(p, sp.productionCost).map((row) => {
      const amt = rowAmount(
        row.method,
        p.decs(row.values, O),
        row.productId,
        s.costArea,
        rev.sub[j]!,
        assets.fixedV[j]!,
        base?.assets.fixedV[j] ?? Z,
      );
      const it = item(
        amt,
        row.costCategory,
        row.method === 'perUnit' || row.method === 'pctRevenue',
        pct(row.inputVatPct),
        j,
        true,
      );
      items.push(it);
      return { row, item: it };
    });
    if (sp.type === 1) {
      rent = mkRent();
      items.push(rent);
    }
    const lines = genericCosts(sp.costLines, j, true);
    items.push(...lines.map((l) => l.item));
    all.push(...items);
    return { forestry, forestryTotal, replant, rent, production, lines, items };
  });
  const mgmtArea = managementArea(p, sch);
  const management = inNoOrder(p, p.input.managementCost).map((row) => {
    const amt = rowAmount(
      row.method,
      p.decs(row.values, O),
      row.productId,
      mgmtArea,
      rev.total,
      assets.fixedVTotal,
      base?.assets.fixedVTotal ?? Z,
    );
    const it = item(
      amt,
      row.costCategory,
      row.method === 'perUnit' || row.method === 'pctRevenue',
      pct(row.inputVatPct),
      -1,
      false,
    );
    all.push(it);
    return { row, item: it };
  });
  const lines = genericCosts(p.input.costLines, -1, false);
  all.push(...lines.map((l) => l.item));
  const sr = pct(p.input.sellingExpensePct);
  const sell = zeros(N);
  if (!sr.isZero())
    for (let t = B + 1; t <= N; t++)
      sell[t - 1] = ko ? times(times(rev.total[t - 1]!, sr), ko) : times(rev.total[t - 1]!, sr);
  const selling = item(sell, 'other', true, Z, -1, false);
  all.push(selling);
  return { subs, management, lines, selling, items: all, rowAmounts };
}
