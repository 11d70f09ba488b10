// Step [10] asset formation (D-26) and 折旧 / 林木资产结转 / 摊销 per (class, owner) with 维持运营投资 (D-10, D-27, D-42).
import type { Capex, AssetKind } from './capex';
import { type Prepared, type Scale } from './prep';
import type { ProductYield } from './yield';
import { firstOutputYear, straightLineCharge } from '../finance/depreciation';
import { ExactSum } from '../money/exact-sum';
import {
  type Decimal,
  type Series,
  Z,
  add,
  dec,
  divide,
  minus,
  pct,
  plus,
  pos,
  sum,
  times,
  zeros,
} from './num';

const running = new ExactSum();

/**
 * One (class, owner) account. 原值 and 净值 are exact running totals (V + Σ maintenance − Σ charges up to the year,
 * rounded once each year), made when read: the light runs of the sensitivity and risk analyses read only the 净值
 * at the end (回收余值), the tables and the balance sheet every year's.
 */
export class AssetAccount {
  private origMemo: Series | null = null;
  private nvMemo: Series | null = null;
  private endMemo: Decimal | null = null;

  constructor(
    readonly kind: AssetKind,
    readonly owner: number,
    /** construction-time original value */
    readonly V: Decimal,
    readonly dep: Series,
    /** 维持运营投资 into the account per year (absent: none) */
    private readonly maintenance: Series | undefined,
    private readonly B: number,
    private readonly N: number,
  ) {}

  /** 原值 incl. maintenance up to year t (N items; operating years meaningful) */
  get orig(): Series {
    return (this.origMemo ??= this.runningTotals(false));
  }

  /** net value at year end (N items; 0 in construction years) */
  get nv(): Series {
    return (this.nvMemo ??= this.runningTotals(true));
  }

  /** 净值 at the end of the last year (0 without operating years), without the years before it */
  get nvEnd(): Decimal {
    if (this.endMemo) return this.endMemo;
    if (this.nvMemo) return (this.endMemo = this.nvMemo[this.N - 1] ?? Z);
    if (this.B >= this.N) return (this.endMemo = Z);
    running.add(this.V);
    for (let t = this.B; t < this.N; t++) {
      if (this.maintenance) running.add(this.maintenance[t]!);
      running.sub(this.dep[t]!);
    }
    return (this.endMemo = running.value());
  }

  private runningTotals(net: boolean): Series {
    const { B, N, V, dep } = this;
    const M = this.maintenance;
    const out = zeros(N);
    running.add(V);
    for (let t = B; t < N; t++) {
      const m = M ? M[t]! : Z;
      const d = net ? dep[t]! : Z;
      // a year that adds nothing keeps last year's object (fully depreciated assets: most years)
      if (t > B && m.isZero() && d.isZero()) {
        out[t] = out[t - 1]!;
        continue;
      }
      running.add(m);
      running.sub(d);
      out[t] = running.peek();
    }
    running.value();
    return out;
  }
}

export interface Assets {
  accounts: AssetAccount[];
  byKey: Map<string, AssetAccount>;
  /** W_NO_RELEASE sub-projects */
  noRelease: number[];
  /** per owner j: depreciation + release + amortisation of the assets it owns (summed when first asked for) */
  ownDep: (j: number) => Series;
  depFixed: Series;
  depBio: Series;
  amort: Series;
  maintenance: Series;
  /** 房屋+设备 original value (construction) per owner, and for the project as a whole (D-6) */
  fixedV: Decimal[];
  fixedVTotal: Decimal;
}

export function mainProductIndex(p: Prepared, j: number): number | null {
  const sp = p.subs[j]!;
  if (sp.type !== 0 && sp.type !== 1) return null;
  const id = sp.bioAsset.releaseProductId ?? sp.products[0]?.id;
  if (!id) return null;
  const pp = p.productById.get(id);
  return pp && pp.subIndex === j ? pp.index : null;
}

/** 维持运营投资 by account key (in the order of first appearance) and in total: no factor reaches them. */
interface MaintenanceRows {
  maint: Map<string, Series>;
  maintenance: Series;
}

/** The maintenance rows of a computation, summed once: every sensitivity and Monte Carlo run shares them. */
const maintenanceMemo = new WeakMap<Prepared, MaintenanceRows>();

function maintenanceRows(p: Prepared): MaintenanceRows {
  const hit = maintenanceMemo.get(p);
  if (hit) return hit;
  const { N, B } = p;
  const maint = new Map<string, Series>();
  const maintenance = zeros(N);
  for (const m of p.input.maintenance) {
    const owner = m.assetClass === 'bio' ? (m.subProjectId ? (p.subById.get(m.subProjectId) ?? -1) : -1) : -1;
    const key = `${m.assetClass}:${owner}`;
    const s = maint.get(key) ?? zeros(N);
    const v = p.decs(m.values, p.O);
    for (let t = B + 1; t <= N; t++) {
      const x = v[t - B - 1]!;
      s[t - 1] = plus(s[t - 1]!, x);
      maintenance[t - 1] = plus(maintenance[t - 1]!, x);
    }
    maint.set(key, s);
  }
  const rows = { maint, maintenance };
  maintenanceMemo.set(p, rows);
  return rows;
}

export function computeAssets(
  p: Prepared,
  capex: Capex,
  idcTotal: Decimal,
  y: ProductYield[],
  k: Scale,
): Assets {
  const { N, B, input } = p;
  const ap = input.assetParams;
  // D-26: the 分摊 pool and 建设期利息 go pro rata to the tangible (class, owner) pairs
  const spread = capex.pool.plus(idcTotal);
  let tangible = Z;
  for (const [key, v] of capex.direct)
    if (/^(buildings|equipment|bio):/.test(key)) tangible = tangible.plus(v);
  const values = new Map<string, Decimal>();
  for (const [key, v] of capex.direct) {
    const isTangible = /^(buildings|equipment|bio):/.test(key);
    values.set(key, isTangible && tangible.gt(0) ? v.plus(divide(spread.times(v), tangible)) : v);
  }
  if (!tangible.gt(0) && !spread.isZero()) values.set('other:-1', (values.get('other:-1') ?? Z).plus(spread));
  const { maint, maintenance } = maintenanceRows(p);
  for (const key of maint.keys()) if (!values.has(key)) values.set(key, Z);
  const accounts: AssetAccount[] = [];
  const noRelease: number[] = [];
  for (const [key, V] of values) {
    const [kindS, ownerS] = key.split(':') as [AssetKind, string];
    const owner = Number(ownerS);
    const dep = zeros(N);
    const M = maint.get(key);
    // charges of one amount from year `from` for `life` years, cut at N (finance/depreciation.ts)
    const straight = (amount: Decimal, from: number, life: number, resid: Decimal) => {
      if (amount.isZero() || life < 1) return;
      const d = straightLineCharge(amount, resid, life);
      for (let t = from; t <= Math.min(from + life - 1, N); t++) dep[t - 1] = plus(dep[t - 1]!, d);
    };
    if (
      kindS === 'buildings' ||
      kindS === 'equipment' ||
      kindS === 'intangible' ||
      kindS === 'other' ||
      kindS === 'rentPrepaid'
    ) {
      const par = kindS === 'buildings' ? ap.buildings : kindS === 'equipment' ? ap.equipment : null;
      const life = par
        ? par.life
        : kindS === 'intangible'
          ? ap.intangible.life
          : kindS === 'other'
            ? ap.other.life
            : p.O;
      const resid = par ? pct(par.residualPct) : Z;
      straight(V, B + 1, life, resid);
      if (M) for (let t = B + 1; t < N; t++) straight(M[t - 1]!, t + 1, life, resid);
    } else {
      // 林木资产 of sub-project `owner`
      const sp = p.subs[owner];
      const q = owner >= 0 ? mainProductIndex(p, owner) : null;
      const gross = q != null ? y[q]!.gross : zeros(N);
      const bio = sp && (sp.type === 0 || sp.type === 1) ? sp.bioAsset : null;
      if (bio?.method === 'consumable') {
        const E = bio.expectedTotalHarvest != null ? dec(bio.expectedTotalHarvest).times(k.kQty) : null;
        const periodOut = sum(gross.slice(B));
        const denom = E ?? periodOut;
        if (pos(periodOut) && denom.gt(0)) {
          // V × Gross_t ÷ E as Gross_t × (V ÷ E): one division for the account, a multiplication a year
          const perUnit = divide(V, denom);
          for (let t = B + 1; t <= N; t++)
            if (!gross[t - 1]!.isZero()) dep[t - 1] = times(gross[t - 1]!, perUnit);
        } else if (owner >= 0 && (!V.isZero() || M)) noRelease.push(owner);
        if (M) {
          // output up to and after each year τ, as running sums (the earlier output from the front, the later from
          // the back)
          const later = zeros(N);
          for (let t = N - 1; t > B; t--) later[t - 1] = plus(later[t]!, gross[t]!);
          let before = Z;
          for (let tau = B + 1; tau < N; tau++) {
            before = plus(before, gross[tau - 1]!);
            const m = M[tau - 1]!;
            if (m.isZero()) continue;
            const d2 = E ? minus(E, before) : later[tau - 1]!;
            if (!pos(later[tau - 1]!) || !d2.gt(0)) continue;
            const perUnit = divide(m, d2);
            for (let t = tau + 1; t <= N; t++)
              if (!gross[t - 1]!.isZero()) dep[t - 1] = plus(dep[t - 1]!, times(gross[t - 1]!, perUnit));
          }
        }
      } else {
        const resid = pct(ap.bioProductive.residualPct);
        const start = firstOutputYear(gross, B + 1);
        if (start !== null) straight(V, start, ap.bioProductive.life, resid);
        else if (owner >= 0 && (!V.isZero() || M)) noRelease.push(owner);
        if (M) for (let t = B + 1; t < N; t++) straight(M[t - 1]!, t + 1, ap.bioProductive.life, resid);
      }
    }
    accounts.push(new AssetAccount(kindS, owner, V, dep, M, B, N));
  }
  const byKey = new Map(accounts.map((a) => [`${a.kind}:${a.owner}`, a]));
  const isFixed = (a: AssetAccount) => a.kind === 'buildings' || a.kind === 'equipment';
  const deps = (keep: (a: AssetAccount) => boolean) =>
    add(zeros(N), ...accounts.filter(keep).map((a) => a.dep));
  const depFixed = deps(isFixed);
  const depBio = deps((a) => a.kind === 'bio');
  const amort = deps((a) => !isFixed(a) && a.kind !== 'bio');
  const ownDepMemo: Series[] = [];
  const ownDep = (j: number) =>
    (ownDepMemo[j] ??= add(zeros(N), ...accounts.filter((a) => a.owner === j).map((a) => a.dep)));
  const fixedValue = (keep: (a: AssetAccount) => boolean) =>
    sum(accounts.filter((a) => isFixed(a) && keep(a)).map((a) => a.V));
  const fixedV = p.subs.map((_, j) => fixedValue((a) => a.owner === j));
  const fixedVTotal = fixedValue(() => true);
  return {
    accounts,
    byKey,
    noRelease: [...new Set(noRelease)],
    ownDep,
    depFixed,
    depBio,
    amort,
    maintenance,
    fixedV,
    fixedVTotal,
  };
}
