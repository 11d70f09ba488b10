// Step [3] 产量估算表 (finance-model §3.3, D-24, D-25): gross, loss, self-use, transfers, saleable by product.
import type { Prepared, PreparedProduct, Scale } from './prep';
import type { SubSchedule } from './schedule';
import { ExactSum } from '../money/exact-sum';
import { lineSeries } from './generic-lines';
import {
  type Decimal,
  type Series,
  Z,
  add,
  kOrNull,
  lastCall,
  nearZero,
  net,
  pct,
  plus,
  scale,
  times,
  zeros,
} from './num';

const cohorts = new ExactSum();

export interface ProductYield {
  /** area basis: CA × share (type 1: 育苗面积); total basis: processed quantity 加工量 × k_qty */
  area: Series;
  gross: Series;
  loss: Series;
  selfUse: Series;
  transferOut: Series;
  saleable: Series;
  /** years (1-based) of dropped construction-year output (W_YIELD_IN_CONSTRUCTION) */
  droppedYears: number[];
}

/**
 * `base`: the yields of a run at k_qty = 1 (a sensitivity or Monte Carlo run against its base run). Every gross
 * quantity is computed at k_qty = 1 and then times k_qty, and the areas of the area bases do not depend on k_qty:
 * such a run scales the base's gross quantities instead of computing them again (the same figures).
 */
export function computeYields(
  p: Prepared,
  sch: SubSchedule[],
  k: Scale,
  base?: ProductYield[],
): ProductYield[] {
  const { N, B } = p;
  const kq = kOrNull(k.kQty);
  const out = p.products.map((pp, i): ProductYield => {
    const prior = base?.[i];
    const { area, gross, droppedYears } = prior
      ? scaledGross(p, pp, prior, kq)
      : grossOf(p, pp, sch[pp.subIndex]!, kq);
    const lossOf = lastCall(times);
    const loss = pp.loss.isZero() ? zeros(N) : gross.map((g) => (g.isZero() ? Z : lossOf(g, pp.loss)));
    const selfUse = zeros(N);
    for (let t = B + 1; t <= N; t++) selfUse[t - 1] = pp.selfUse[t - B - 1]!;
    return { area, gross, loss, selfUse, transferOut: zeros(N), saleable: zeros(N), droppedYears };
  });
  // raw-material transfers to own factories (D-24): the processed quantity × k_qty leaves the source product
  p.products.forEach((pp, i) => {
    const rs = pp.src.rawSource;
    if (!rs || pp.src.basis !== 'totalByOperatingYear') return;
    const srcP = p.productById.get(rs.productId);
    if (!srcP) return;
    const target = out[srcP.index]!;
    const processed = out[i]!.area;
    for (let t = 0; t < N; t++)
      if (!processed[t]!.isZero()) target.transferOut[t] = plus(target.transferOut[t]!, processed[t]!);
  });
  for (const y of out) {
    for (let t = 0; t < N; t++) {
      // the same four objects as last year: the same saleable quantity
      if (
        t > 0 &&
        y.gross[t] === y.gross[t - 1] &&
        y.loss[t] === y.loss[t - 1] &&
        y.selfUse[t] === y.selfUse[t - 1] &&
        y.transferOut[t] === y.transferOut[t - 1]
      ) {
        y.saleable[t] = y.saleable[t - 1]!;
        continue;
      }
      y.saleable[t] = net([y.gross[t]!], [y.loss[t]!, y.selfUse[t]!, y.transferOut[t]!]);
    }
  }
  return out;
}

type Gross = Pick<ProductYield, 'area' | 'gross' | 'droppedYears'>;

/** Areas and gross quantities of one product at k_qty (null = 1). */
function grossOf(p: Prepared, pp: PreparedProduct, s: SubSchedule, kq: Decimal | null): Gross {
  const { N, B } = p;
  const sp = p.subs[pp.subIndex]!;
  const area = zeros(N);
  const gross = zeros(N);
  const dropped: number[] = [];
  const basis = pp.src.basis;
  const product = lastCall(times);
  const scaled = lastCall((a: Decimal, b: Decimal) => (kq ? times(times(a, b), kq) : times(a, b)));
  if (basis === 'perAreaByAge') {
    for (let t = 1; t <= N; t++) {
      // Σ over planting cohorts of area × yield at the cohort's age, as one exact dot product
      for (let c = 1; c <= Math.min(t, B); c++) cohorts.addProduct(s.planted[c - 1]!, pp.values[t - c]!);
      const g = times(cohorts.value(), pp.share);
      if (t <= B) {
        if (!nearZero(g)) dropped.push(t);
        continue;
      }
      area[t - 1] = product(s.cumArea[t - 1]!, pp.share);
      gross[t - 1] = kq ? times(g, kq) : g;
    }
  } else {
    for (let t = B + 1; t <= N; t++) {
      const y = pp.values[t - B - 1]!;
      if (basis === 'perAreaByOperatingYear') {
        const ar = sp.type === 1 ? s.cumArea[t - 1]! : product(s.cumArea[t - 1]!, pp.share);
        area[t - 1] = ar;
        gross[t - 1] = y.isZero() ? Z : scaled(ar, y);
      } else {
        area[t - 1] = kq ? product(y, kq) : y;
        gross[t - 1] = y.isZero() ? Z : scaled(y, pp.yieldRate);
      }
    }
  }
  return { area, gross, droppedYears: dropped };
}

/** grossOf at k_qty from grossOf at 1: gross × k_qty (each base figure once), the areas the base's but 加工量. */
function scaledGross(p: Prepared, pp: PreparedProduct, prior: ProductYield, kq: Decimal | null): Gross {
  if (!kq) return { area: prior.area, gross: prior.gross, droppedYears: prior.droppedYears };
  const { N, B } = p;
  const gross = scale(prior.gross, kq);
  let area = prior.area;
  if (pp.src.basis === 'totalByOperatingYear') {
    const product = lastCall(times);
    area = zeros(N);
    for (let t = B + 1; t <= N; t++) area[t - 1] = product(pp.values[t - B - 1]!, kq);
  }
  return { area, gross, droppedYears: prior.droppedYears };
}

export interface Revenue {
  /** Rev_{q,t} per product (万元) */
  product: Series[];
  /** other income per sub-project, per row */
  other: Series[][];
  /** Rev_{j,t} per sub-project */
  sub: Series[];
  /** 销项_{j,t} per sub-project */
  subOutVat: Series[];
  productOutVat: Series[];
  otherOutVat: Series[][];
  /** project-level generic income lines (ModelInput incomeLines) and their output VAT */
  project: Series[];
  projectOutVat: Series[];
  total: Series;
  outVat: Series;
  /** revenue of items with a VAT rate > 0 */
  taxable: Series;
}

export function computeRevenue(p: Prepared, y: ProductYield[], k: Scale): Revenue {
  const { N, B } = p;
  const kr = kOrNull(k.kRev);
  /** every revenue line with its sub-project and output VAT rate, summed into the totals at the end */
  const lines: RevenueLine[] = [];
  const product: Series[] = [];
  p.products.forEach((pp) => {
    const r = zeros(N);
    const sal = y[pp.index]!.saleable;
    // the price times k_rev once a year (the same object from one year to the next: once), then × quantity
    const priceTimesK = lastCall(times);
    const amount = lastCall(times);
    for (let t = B + 1; t <= N; t++) {
      const q = sal[t - 1]!;
      const price = pp.pricesWan[t - B - 1]!;
      if (q.isZero() || price.isZero()) continue;
      r[t - 1] = amount(q, kr ? priceTimesK(price, kr) : price);
    }
    product.push(r);
    lines.push({ j: pp.subIndex, rev: r, rate: pp.vat });
  });
  const other: Series[][] = [];
  const otherRates: Decimal[][] = [];
  p.subs.forEach((sp, j) => {
    const rows: Series[] = [];
    const rates: Decimal[] = [];
    for (const oi of sp.otherIncome) {
      const rate = pct(oi.vatPct);
      const r = zeros(N);
      const vals = p.decs(oi.values, p.O);
      // an amount typed once for several years is one object: scaled once
      const timesK = lastCall(times);
      for (let t = B + 1; t <= N; t++) {
        const val = vals[t - B - 1]!;
        if (!val.isZero()) r[t - 1] = kr ? timesK(val, kr) : val;
      }
      rows.push(r);
      rates.push(rate);
      lines.push({ j, rev: r, rate });
    }
    other.push(rows);
    otherRates.push(rates);
  });
  const project: Series[] = [];
  const projectRates: Decimal[] = [];
  for (const line of p.input.incomeLines ?? []) {
    const rate = pct(line.vatPct);
    const r = lineSeries(p, line, kr);
    project.push(r);
    projectRates.push(rate);
    // no sub-project (j = −1): in the totals, in no sub-project's revenue
    lines.push({ j: -1, rev: r, rate });
  }
  const total = (keep: (l: RevenueLine) => boolean) => add(zeros(N), ...lines.filter(keep).map((l) => l.rev));
  const taxed = (l: RevenueLine) => !l.rate.isZero();
  // the lines' own output VAT rows are for the tables: made when read
  let productOutVat: Series[] | null = null;
  let otherOutVat: Series[][] | null = null;
  let projectOutVat: Series[] | null = null;
  return {
    product,
    other,
    sub: p.subs.map((_, j) => total((l) => l.j === j)),
    subOutVat: p.subs.map((_, j) =>
      outputVat(
        lines.filter((l) => l.j === j && taxed(l)),
        N,
      ),
    ),
    get productOutVat() {
      return (productOutVat ??= product.map((r, i) => vatRow(r, p.products[i]!.vat)));
    },
    get otherOutVat() {
      return (otherOutVat ??= other.map((rows, j) => rows.map((r, i) => vatRow(r, otherRates[j]![i]!))));
    },
    project,
    get projectOutVat() {
      return (projectOutVat ??= project.map((r, i) => vatRow(r, projectRates[i]!)));
    },
    total: total(() => true),
    outVat: outputVat(lines.filter(taxed), N),
    taxable: total(taxed),
  };
}

interface RevenueLine {
  /** sub-project, −1: project level */
  j: number;
  rev: Series;
  /** output VAT rate as a fraction */
  rate: Decimal;
}

/** A line's output VAT per year: revenue × rate (a repeated revenue object repeats its VAT object). */
function vatRow(r: Series, rate: Decimal): Series {
  if (rate.isZero()) return zeros(r.length);
  const outVat = lastCall(times);
  return r.map((x) => (x.isZero() ? Z : outVat(x, rate)));
}

const outVatSum = new ExactSum();

/** Σ revenue × rate over the lines per year, exact and rounded once (a year where every line repeats repeats it). */
function outputVat(lines: readonly RevenueLine[], N: number): Series {
  const out = zeros(N);
  for (let t = 0; t < N; t++) {
    if (t > 0 && lines.every((l) => l.rev[t] === l.rev[t - 1])) {
      out[t] = out[t - 1]!;
      continue;
    }
    for (const l of lines) {
      const x = l.rev[t]!;
      if (!x.isZero()) outVatSum.addProduct(x, l.rate);
    }
    out[t] = outVatSum.value();
  }
  return out;
}
