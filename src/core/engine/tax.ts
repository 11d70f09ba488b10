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
  dmin,
  minus,
  pos,
  posPart,
  sum,
  times,
} from './num';

const acc = new ExactSum();
const exempt = new ExactSum();

/** Per-year data for 项目所得 (D-11): own results of the type 0–2 sub-projects and the allocation key. */
export interface ExemptionBasis {
  /** indices of sub-projects of type 0–2 */
  subs: number[];
  /** 1 − φ_j per listed sub-project */
  relief: Decimal[];
  /** own_{j,t} (without interest), per listed sub-project, per year index */
  own: Decimal[][];
  /** s_{j,t} per listed sub-project, per year index (null when nothing is exempt) */
  share: (Decimal[] | null)[];
  /** Σ_j own_{j,t} per year index */
  sumOwn: Decimal[];
  /** positions (in `subs`) of the sub-projects with a relief > 0 */
  relieved: number[];
  /** 税金及附加 allocated to each listed sub-project (by 销项), per year index */
  alloc: Decimal[][];
}

const RELIEF: Record<string, string> = { exempt: '1', half: '0.5', none: '0' };

/**
 * `base`: a run with the same Revenue object (a sensitivity run that does not scale revenue): the allocation
 * shares depend on revenue alone, and the 税金及附加 allocation on revenue and 税金及附加: both are taken from
 * it instead of dividing again.
 */
export function exemptionBasis(
  p: Prepared,
  rev: Revenue,
  vat: Vat,
  ct: CostTotals,
  assets: Assets,
  base?: { rev: Revenue; vat: Vat; basis: ExemptionBasis },
): ExemptionBasis {
  const { N } = p;
  const subs: number[] = [];
  p.subs.forEach((sp, j) => {
    if (sp.type !== 3) subs.push(j);
  });
  const relief = subs.map((j) => dec(RELIEF[p.subs[j]!.taxPreference] ?? '0'));
  const own: Decimal[][] = [];
  const share: (Decimal[] | null)[] = [];
  const sumOwn: Decimal[] = [];
  const relieved = relief.map((r, i) => (r.isZero() ? -1 : i)).filter((i) => i >= 0);
  const same = base && base.rev === rev ? base : null;
  const shared = same ? same.basis.share : null;
  const alloc: Decimal[][] = [];
  const operating = (s: Series) => sum(s.slice(p.B));
  const periodTotal = shared ? Z : operating(rev.total);
  const periodSub = shared ? [] : subs.map((j) => operating(rev.sub[j]!));
  // did series s keep last year's object in year t (t > 0)? Then what is computed from it repeats too
  const kept = (s: readonly Decimal[], t: number) => s[t] === s[t - 1];
  const n = subs.length;
  for (let t = 0; t < N; t++) {
    const ov = rev.outVat[t]!;
    const surcharges = vat.surcharges[t]!;
    // same revenue and the same 税金及附加 as the base run: the same allocation, without dividing again
    const prior = same && compare(same.vat.surcharges[t]!, surcharges) === 0 ? same.basis.alloc[t]! : null;
    // 税金及附加 × 销项_j / 销项: one division a year, then a multiplication per sub-project
    const perOutVat = prior || !pos(ov) || surcharges.isZero() ? Z : surcharges.div(ov);
    const totalsKept = t > 0 && kept(rev.outVat, t) && kept(vat.surcharges, t);
    const a = new Array<Decimal>(n);
    const o = new Array<Decimal>(n);
    const prevA = t > 0 ? alloc[t - 1]! : null;
    const prevO = t > 0 ? own[t - 1]! : null;
    let ownKept = prevO !== null;
    for (let i = 0; i < n; i++) {
      const j = subs[i]!;
      const subOutVat = rev.subOutVat[j]!;
      a[i] = prior
        ? prior[i]!
        : totalsKept && kept(subOutVat, t)
          ? prevA![i]!
          : times(subOutVat[t]!, perOutVat);
      const revSub = rev.sub[j]!;
      const ownCost = ct.ownCost[j]!;
      const ownDep = assets.ownDep[j]!;
      if (prevO && a[i] === prevA![i] && kept(revSub, t) && kept(ownCost, t) && kept(ownDep, t))
        o[i] = prevO[i]!;
      else {
        o[i] = acc.add(revSub[t]!).sub(a[i]!).sub(ownCost[t]!).sub(ownDep[t]!).value();
        ownKept = false;
      }
    }
    alloc.push(a);
    own.push(o);
    sumOwn.push(ownKept ? sumOwn[t - 1]! : sum(o));
    const r = rev.total[t]!;
    if (shared) share.push(shared[t]!);
    else if (relieved.length === 0) share.push(null);
    else if (pos(r)) {
      let revKept = t > 0 && kept(rev.total, t);
      for (let i = 0; revKept && i < n; i++) revKept = kept(rev.sub[subs[i]!]!, t);
      if (revKept && share[t - 1]) share.push(share[t - 1]!);
      else {
        const perRevenue = ONE.div(r);
        const sh = new Array<Decimal>(n);
        for (let i = 0; i < n; i++)
          sh[i] = relief[i]!.isZero() ? Z : times(rev.sub[subs[i]!]![t]!, perRevenue);
        share.push(sh);
      }
    } else if (pos(periodTotal)) share.push(periodSub.map((x) => x.div(periodTotal)));
    else share.push(null);
  }
  return { subs, relief, own, share, sumOwn, relieved, alloc };
}

/** 所得减免_t = min(Σ_j (1 − φ_j)·max(项目所得_j, 0), X⁺) with 项目所得_j = own_j + s_j × (X − Σ own). */
export function exemption(b: ExemptionBasis, t: number, X: Decimal): Decimal {
  const share = b.share[t];
  const own = b.own[t]!;
  if (!share || b.subs.length === 0) return Z;
  const shared = minus(X, b.sumOwn[t]!);
  for (const i of b.relieved) {
    const income = acc.add(own[i]!).addProduct(share[i]!, shared).value();
    if (compare(income, Z) > 0) exempt.addProduct(b.relief[i]!, income);
  }
  return dmin(exempt.value(), posPart(X));
}
