// 所得税 in the order of the return (D-11, D-12): 所得减免 per sub-project, then the 5-year FIFO loss ledger.
import type { CostTotals } from './cost-totals';
import type { Assets } from './assets';
import type { Prepared } from './prep';
import type { Vat } from './vat';
import type { Revenue } from './yield';
import { ExactSum } from '../money/exact-sum';
import {
  type Decimal,
  type Series,
  ONE,
  Z,
  compare,
  dec,
  divide,
  dmin,
  minus,
  pos,
  posPart,
  repeats,
  sum,
  times,
} from './num';

const acc = new ExactSum();
const exempt = new ExactSum();

/**
 * Per-year data for 项目所得 (D-11): 项目所得_j = own_j + s_j × (X − Σ own), with own_j = Rev_j − 税金及附加_j − own
 * costs_j − own depreciation_j (no interest) and 税金及附加_j = 税金及附加 × 销项_j / 销项. own_j is rounded only for
 * the relieved sub-projects (the exemption reads it); the others enter Σ own inside one exact sum a year.
 */
export interface ExemptionBasis {
  /** indices of sub-projects of type 0–2 */
  subs: number[];
  /** 1 − φ_j per listed sub-project */
  relief: Decimal[];
  /** positions (in `subs`) of the sub-projects with a relief > 0 */
  relieved: number[];
  /** own_{j,t} of the relieved sub-projects (in the order of `relieved`) per year index (empty when inactive) */
  own: Decimal[][];
  /** 1 / Rev per year index with revenue; null in the years without (the operating period's shares apply) */
  perRevenue: (Decimal | null)[];
  /** s_j of the years without revenue: the sub-project's share of the operating period's revenue (null: none) */
  periodShare: Decimal[] | null;
  /** is anything exempt in year index t? (no relieved sub-project, or no revenue to share by: nothing) */
  active: boolean[];
  /** Σ_j own_{j,t} per year index */
  sumOwn: Decimal[];
  /** Rev_j per sub-project (the revenue shares' numerators) */
  revSub: Series[];
}

const RELIEF: Record<string, string> = { exempt: '1', half: '0.5', none: '0' };

/**
 * `base`: a run with the same Revenue object (a sensitivity run that does not scale revenue): the revenue shares
 * depend on revenue alone and are taken from it instead of dividing again.
 */
export function exemptionBasis(
  p: Prepared,
  rev: Revenue,
  vat: Vat,
  ct: CostTotals,
  assets: Assets,
  base?: { rev: Revenue; basis: ExemptionBasis },
): ExemptionBasis {
  const { N } = p;
  const subs: number[] = [];
  p.subs.forEach((sp, j) => {
    if (sp.type !== 3) subs.push(j);
  });
  const relief = subs.map((j) => dec(RELIEF[p.subs[j]!.taxPreference] ?? '0'));
  const relieved = relief.map((r, i) => (r.isZero() ? -1 : i)).filter((i) => i >= 0);
  const isRelieved = subs.map((_, i) => relief[i]!.isZero() === false);
  const same = base && base.rev === rev ? base.basis : null;
  const revSub = subs.map((j) => rev.sub[j]!);
  if (relieved.length === 0) {
    // nothing is ever exempt: no 项目所得 to compute (no own costs or own depreciation summed)
    const none = <T>(v: T) => new Array<T>(N).fill(v);
    const own = none<Decimal[]>([]);
    return {
      subs,
      relief,
      relieved,
      own,
      perRevenue: none(null),
      periodShare: null,
      active: none(false),
      sumOwn: none(Z),
      revSub,
    };
  }
  const perRevenue = new Array<Decimal | null>(N);
  const active = new Array<boolean>(N);
  const own: Decimal[][] = [];
  const sumOwn = new Array<Decimal>(N);
  let periodShare: Decimal[] | null = null;
  let periodDone = false;
  // the rows of own_j, each sub-project's: Rev_j, 销项_j, own costs_j and own depreciation_j
  const rows = subs.map((j) => [rev.sub[j]!, rev.subOutVat[j]!, ct.own.of(j), assets.ownDep(j)] as const);
  let perOutVat = Z;
  for (let t = 0; t < N; t++) {
    const ov = rev.outVat[t]!;
    const surcharges = vat.surcharges[t]!;
    // 税金及附加 × 销项_j / 销项 as 销项_j × (税金及附加 / 销项): one division a year
    const perOutVatKept = t > 0 && ov === rev.outVat[t - 1] && surcharges === vat.surcharges[t - 1];
    if (!perOutVatKept) perOutVat = !pos(ov) || surcharges.isZero() ? Z : divide(surcharges, ov);
    const r = rev.total[t]!;
    if (same) perRevenue[t] = same.perRevenue[t]!;
    else
      perRevenue[t] = !pos(r) ? null : t > 0 && r === rev.total[t - 1] ? perRevenue[t - 1]! : divide(ONE, r);
    if (perRevenue[t] === null && !periodDone) {
      periodDone = true;
      periodShare = same ? same.periodShare : periodShares(p, rev, subs);
    }
    active[t] = perRevenue[t] !== null || periodShare !== null;
    if (!active[t]) {
      own.push([]);
      sumOwn[t] = Z;
      continue;
    }
    // a sub-project whose rows all kept last year's objects keeps last year's own result
    const kept = (i: number) => perOutVatKept && active[t - 1] && repeats(rows[i]!, t);
    const ownT: Decimal[] = [];
    let allKept = true;
    for (let i = 0; i < subs.length; i++) {
      const k = kept(i);
      if (!k) allKept = false;
      if (!isRelieved[i]) continue;
      const o = k ? own[t - 1]![ownT.length]! : ownOf(rows[i]!, t, perOutVat);
      ownT.push(o);
    }
    own.push(ownT);
    if (allKept) {
      sumOwn[t] = sumOwn[t - 1]!;
      continue;
    }
    for (let i = 0; i < subs.length; i++) if (!isRelieved[i]) addOwn(acc, rows[i]!, t, perOutVat);
    for (const o of ownT) acc.add(o);
    sumOwn[t] = acc.value();
  }
  return {
    subs,
    relief,
    relieved,
    own,
    perRevenue,
    periodShare,
    active,
    sumOwn,
    revSub,
  };
}

type OwnRows = readonly [Series, Series, Series, Series];

/** Adds own_{j,t} to `s`, exactly: Rev_j − 销项_j × (税金及附加 / 销项) − own costs_j − own depreciation_j. */
function addOwn(s: ExactSum, [revSub, outVat, cost, dep]: OwnRows, t: number, perOutVat: Decimal): void {
  s.add(revSub[t]!).subProduct(outVat[t]!, perOutVat).sub(cost[t]!).sub(dep[t]!);
}

const one = new ExactSum();

/** own_{j,t}, exact and rounded once. */
function ownOf(rows: OwnRows, t: number, perOutVat: Decimal): Decimal {
  addOwn(one, rows, t, perOutVat);
  return one.value();
}

/** Each sub-project's share of the operating period's revenue, or null when the period has none. */
function periodShares(p: Prepared, rev: Revenue, subs: number[]): Decimal[] | null {
  const operating = (s: Series) => sum(s.slice(p.B));
  const periodTotal = operating(rev.total);
  return pos(periodTotal) ? subs.map((j) => divide(operating(rev.sub[j]!), periodTotal)) : null;
}

/** 所得减免_t = min(Σ_j (1 − φ_j)·max(项目所得_j, 0), X⁺) with 项目所得_j = own_j + s_j × (X − Σ own). */
export function exemption(b: ExemptionBasis, t: number, X: Decimal): Decimal {
  if (!b.active[t]) return Z;
  const shared = minus(X, b.sumOwn[t]!);
  // s_j × shared = Rev_j × (shared / Rev): one multiplication for the year, then an exact product per sub-project
  const perRev = b.perRevenue[t];
  const q = perRev ? times(perRev, shared) : null;
  const own = b.own[t]!;
  b.relieved.forEach((i, k) => {
    acc.add(own[k]!);
    if (q) acc.addProduct(b.revSub[i]![t]!, q);
    else acc.addProduct(b.periodShare![i]!, shared);
    const income = acc.value();
    if (compare(income, Z) > 0) exempt.addProduct(b.relief[i]!, income);
  });
  return dmin(exempt.value(), posPart(X));
}
