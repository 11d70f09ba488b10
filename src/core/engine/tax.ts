// 所得税 in the order of the return (D-11, D-12): 所得减免 per sub-project, then the 5-year FIFO loss ledger.
import { subtractOwnCosts, type CostTotals } from './cost-totals';
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
  dmin,
  minus,
  pos,
  posPart,
  sum,
  times,
} from './num';

const acc = new ExactSum();
const exempt = new ExactSum();

/**
 * Per-year data for 项目所得 (D-11): 项目所得_j = own_j + s_j × (X − Σ own), with own_j = Rev_j − 税金及附加_j − own
 * costs_j − own depreciation_j (no interest) and 税金及附加_j = 税金及附加 × 销项_j / 销项. Only the factors shared by
 * every sub-project are kept per year: each sub-project's 项目所得 is one exact sum of its own rows, rounded once,
 * made when the year loop asks for the exemption (a run that asks for it only at its own X need not round own_j,
 * 税金及附加_j and s_j of every sub-project and year first).
 */
export interface ExemptionBasis {
  /** indices of sub-projects of type 0–2 */
  subs: number[];
  /** 1 − φ_j per listed sub-project */
  relief: Decimal[];
  /** positions (in `subs`) of the sub-projects with a relief > 0 */
  relieved: number[];
  /** 税金及附加 / 销项 per year index (0 when there is no 销项 or no 税金及附加) */
  perOutVat: Decimal[];
  /** 1 / Rev per year index with revenue; null in the years without (the operating period's shares apply) */
  perRevenue: (Decimal | null)[];
  /** s_j of the years without revenue: the sub-project's share of the operating period's revenue (null: none) */
  periodShare: Decimal[] | null;
  /** is anything exempt in year index t? (no relieved sub-project, or no revenue to share by: nothing) */
  active: boolean[];
  /** Σ_j own_{j,t} per year index, exact and rounded once */
  sumOwn: Decimal[];
  rev: Revenue;
  ct: CostTotals;
  assets: Assets;
}

const RELIEF: Record<string, string> = { exempt: '1', half: '0.5', none: '0' };

/**
 * Adds own_{j,t} of sub-project j to `s`, exactly: Rev_j − 销项_j × (税金及附加 / 销项) − own costs_j − the charges of
 * the assets j owns.
 */
function addOwn(
  s: ExactSum,
  b: Pick<ExemptionBasis, 'rev' | 'ct' | 'assets' | 'perOutVat'>,
  j: number,
  t: number,
): void {
  s.add(b.rev.sub[j]![t]!).subProduct(b.rev.subOutVat[j]![t]!, b.perOutVat[t]!);
  subtractOwnCosts(s, b.ct.own, j, t);
  for (const a of b.assets.owned[j]!) s.sub(a.dep[t]!);
}

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
  const same = base && base.rev === rev ? base.basis : null;
  const perOutVat = new Array<Decimal>(N);
  const perRevenue = new Array<Decimal | null>(N);
  const active = new Array<boolean>(N);
  const sumOwn = new Array<Decimal>(N);
  let periodShare: Decimal[] | null = null;
  let periodDone = false;
  const b: ExemptionBasis = {
    subs,
    relief,
    relieved,
    perOutVat,
    perRevenue,
    periodShare,
    active,
    sumOwn,
    rev,
    ct,
    assets,
  };
  for (let t = 0; t < N; t++) {
    const ov = rev.outVat[t]!;
    const surcharges = vat.surcharges[t]!;
    perOutVat[t] =
      t > 0 && ov === rev.outVat[t - 1] && surcharges === vat.surcharges[t - 1]
        ? perOutVat[t - 1]!
        : !pos(ov) || surcharges.isZero()
          ? Z
          : surcharges.div(ov);
    const r = rev.total[t]!;
    if (same) perRevenue[t] = same.perRevenue[t]!;
    else
      perRevenue[t] =
        relieved.length === 0 || !pos(r)
          ? null
          : t > 0 && r === rev.total[t - 1]
            ? perRevenue[t - 1]!
            : ONE.div(r);
    if (perRevenue[t] === null && relieved.length > 0 && !periodDone) {
      periodDone = true;
      periodShare = same ? same.periodShare : periodShares(p, rev, subs);
    }
    active[t] = relieved.length > 0 && (perRevenue[t] !== null || periodShare !== null);
    if (!active[t]) {
      sumOwn[t] = Z;
      continue;
    }
    for (const j of subs) addOwn(acc, b, j, t);
    sumOwn[t] = acc.value();
  }
  b.periodShare = periodShare;
  return b;
}

/** Each sub-project's share of the operating period's revenue, or null when the period has none. */
function periodShares(p: Prepared, rev: Revenue, subs: number[]): Decimal[] | null {
  const operating = (s: Series) => sum(s.slice(p.B));
  const periodTotal = operating(rev.total);
  return pos(periodTotal) ? subs.map((j) => operating(rev.sub[j]!).div(periodTotal)) : null;
}

/** 所得减免_t = min(Σ_j (1 − φ_j)·max(项目所得_j, 0), X⁺) with 项目所得_j = own_j + s_j × (X − Σ own). */
export function exemption(b: ExemptionBasis, t: number, X: Decimal): Decimal {
  if (!b.active[t]) return Z;
  const shared = minus(X, b.sumOwn[t]!);
  // s_j × shared = Rev_j × (shared / Rev): one multiplication for the year, then exact products per sub-project
  const perRev = b.perRevenue[t];
  const q = perRev ? times(perRev, shared) : null;
  for (const i of b.relieved) {
    const j = b.subs[i]!;
    addOwn(acc, b, j, t);
    if (q) acc.addProduct(b.rev.sub[j]![t]!, q);
    else acc.addProduct(b.periodShare![i]!, shared);
    const income = acc.value();
    if (compare(income, Z) > 0) exempt.addProduct(b.relief[i]!, income);
  }
  return dmin(exempt.value(), posPart(X));
}
