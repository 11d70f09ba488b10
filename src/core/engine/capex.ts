// Step [7] 建设投资 (finance-model §3.5): 工程费用, 其他费用, 预备费, deductible VAT and direct asset amounts.
import type { BuildLeafRow, CostType, PlantingLeafRow } from './model-io-types';
import { isGroup, type Prepared, type Scale } from './prep';
import type { SubSchedule } from './schedule';
import {
  type Decimal,
  type Series,
  ONE,
  Z,
  dec,
  pct,
  plus,
  scale,
  times,
  total,
  zeros,
  WAN_INV,
} from './num';

export type ColKey = 'building' | 'equipment' | 'installation' | 'forestry' | 'other';
export const COL_KEYS: ColKey[] = ['building', 'equipment', 'installation', 'forestry', 'other'];
export type AssetKind = 'buildings' | 'equipment' | 'bio' | 'intangible' | 'other' | 'rentPrepaid';

export interface Capex {
  /** per sub-project: 工程费用 by year (N items, construction years only) */
  subEF: Series[];
  /** per sub-project: Σ over construction by cost column */
  subCols: Record<ColKey, Decimal>[];
  EF: Series;
  rent21: Series;
  otherFees: Series[];
  OF: Series;
  BC: Series;
  PF: Series;
  CI: Series;
  CItotal: Decimal;
  /** deductible construction VAT by year (investEstimate 4.1) */
  invVat: Series;
  invVatRow: boolean;
  /** deductible construction VAT by cost column (investEstimate 4.1 extra columns) */
  invVatCols: Record<ColKey, Decimal>;
  /** total deductible VAT entering the credit at B+1 */
  invVatCredit: Decimal;
  /** type-2 sub-projects whose construction VAT is not deductible (W_INPUT_VAT_EXEMPT) */
  vatExemptPlants: number[];
  /** direct amounts by asset key `${kind}:${owner}` (owner −1 = project) */
  direct: Map<string, Decimal>;
  /** 分摊 pool (allocated rows, other fees, 基本/涨价预备费), without 建设期利息 */
  pool: Decimal;
}

const COST_COL: Record<CostType, ColKey> = {
  building: 'building',
  equipment: 'equipment',
  installation: 'installation',
  forestry: 'forestry',
  other: 'other',
};

export function plantHasTaxableOutput(p: Prepared, j: number): boolean {
  const sp = p.subs[j]!;
  return sp.products.some((x) => x.vatPct !== '0') || sp.otherIncome.some((x) => x.vatPct !== '0');
}

export function computeCapex(p: Prepared, sch: SubSchedule[], k: Scale): Capex {
  const { N, B, input } = p;
  const direct = new Map<string, Decimal>();
  let pool = Z;
  const book = (kind: AssetKind | 'allocated', owner: number, amount: Decimal) => {
    if (amount.isZero()) return;
    if (kind === 'allocated') pool = plus(pool, amount);
    else {
      const key = `${kind}:${owner}`;
      direct.set(key, (direct.get(key) ?? Z).plus(amount));
    }
  };
  const subEF: Series[] = [];
  const subCols: Record<ColKey, Decimal>[] = [];
  const invVat = zeros(N);
  let invVatRow = false;
  let invVatCredit = Z;
  const invVatCols: Record<ColKey, Decimal> = {
    building: Z,
    equipment: Z,
    installation: Z,
    forestry: Z,
    other: Z,
  };
  const vatExemptPlants: number[] = [];
  p.subs.forEach((sp, j) => {
    const ef = zeros(N);
    const cols: Record<ColKey, Decimal> = {
      building: Z,
      equipment: Z,
      installation: Z,
      forestry: Z,
      other: Z,
    };
    if (sp.type === 0 || sp.type === 1) direct.set(`bio:${j}`, direct.get(`bio:${j}`) ?? Z);
    if (sp.type === 0) {
      const s = sch[j]!;
      const A = dec(sp.area);
      for (const r of sp.investment) {
        if (!('basis' in r) || r.basis === 'autoSeedling' || r.basis === 'autoReplant') continue;
        if (isGroup(sp.investment, r.no)) continue;
        const row = r as PlantingLeafRow;
        const v = p.decs(row.values, B);
        let tot = Z;
        for (let t = 1; t <= B; t++) {
          const x = v[t - 1]!;
          if (x.isZero()) continue;
          let amt: Decimal;
          if (row.basis === 'fixed') amt = x;
          else {
            const base =
              row.basis === 'plantedThisYear'
                ? s.planted[t - 1]!
                : row.basis === 'plantedCumulative'
                  ? s.cumArea[t - 1]!
                  : A;
            amt = times(times(x, base), WAN_INV);
          }
          ef[t - 1] = plus(ef[t - 1]!, amt);
          tot = plus(tot, amt);
        }
        book(row.assetClass, j, tot);
      }
      let auto = Z;
      for (let t = 1; t <= B; t++) {
        const a = plus(s.seedling[t - 1]!, s.replant[t - 1]!);
        ef[t - 1] = plus(ef[t - 1]!, a);
        auto = plus(auto, a);
      }
      book('bio', j, auto);
      cols.forestry = ef.reduce((x, y) => x.plus(y), Z);
    } else {
      const taxablePlant = sp.type === 2 && plantHasTaxableOutput(p, j);
      let exemptVat = false;
      for (const r of sp.investment) {
        if (!('values' in r) || isGroup(sp.investment, r.no)) continue;
        const row = r as BuildLeafRow;
        const v = p.decs(row.values, B);
        let tot = Z;
        let vat = Z;
        const rate = row.inputVatPct ? dec(row.inputVatPct) : Z;
        // the rows of construction VAT follow the rate, not the amounts: a row of zeros counts (D-50)
        const vatRow = sp.type === 2 && rate.gt(0);
        if (vatRow) {
          invVatRow = true;
          if (!taxablePlant) exemptVat = true;
        }
        for (let t = 1; t <= B; t++) {
          const x = v[t - 1]!;
          if (x.isZero()) continue;
          ef[t - 1] = plus(ef[t - 1]!, x);
          tot = plus(tot, x);
          if (vatRow && taxablePlant) {
            const dv = x.times(rate).div(rate.plus(100));
            invVat[t - 1] = plus(invVat[t - 1]!, dv);
            vat = plus(vat, dv);
          }
        }
        cols[COST_COL[row.costType]] = plus(cols[COST_COL[row.costType]], tot);
        invVatCredit = plus(invVatCredit, vat);
        invVatCols[COST_COL[row.costType]] = plus(invVatCols[COST_COL[row.costType]], vat);
        book(row.assetClass, j, tot.minus(vat));
      }
      if (exemptVat) vatExemptPlants.push(j);
    }
    subEF.push(ef);
    subCols.push(cols);
  });
  const EF = zeros(N);
  for (const ef of subEF) for (let t = 0; t < B; t++) EF[t] = plus(EF[t]!, ef[t]!);
  // 2.1 林地租金: construction-year annual rent + one-off prepaid rent in year 1 (D-7)
  const rent21 = zeros(N);
  sch.forEach((s, j) => {
    let bio = Z;
    for (let t = 0; t < B; t++) {
      rent21[t] = plus(rent21[t]!, s.rentAnnual[t]!);
      bio = plus(bio, s.rentAnnual[t]!);
    }
    book('bio', j, bio);
    if (!s.rentPrepaid.isZero()) {
      rent21[0] = plus(rent21[0]!, s.rentPrepaid);
      book('rentPrepaid', j, s.rentPrepaid);
    }
  });
  const OF = rent21.slice();
  const otherFees = input.otherFees.map((f) => {
    const s = zeros(N);
    const v = f.method === 'fixed' ? p.decs(f.values, B) : null;
    const rate = f.method === 'pctOfEngineering' ? pct(f.ratePct) : Z;
    let tot = Z;
    for (let t = 0; t < B; t++) {
      const x = v ? v[t]! : times(EF[t]!, rate);
      s[t] = x;
      OF[t] = plus(OF[t]!, x);
      tot = plus(tot, x);
    }
    book(f.assetClass, -1, tot);
    return s;
  });
  const bcRate = pct(input.contingency.basicRatePct);
  const f = pct(input.contingency.priceRatePct);
  const BC = zeros(N);
  const PF = zeros(N);
  const CI = zeros(N);
  const onePlusF = ONE.plus(f);
  // (1+f)^m × (1+f)^0.5, then × (1+f) per year: no pow per year
  let growth = onePlusF.pow(input.contingency.preYears).times(onePlusF.sqrt());
  let poolC = Z;
  for (let t = 0; t < B; t++) {
    const base = EF[t]!.plus(OF[t]!);
    BC[t] = base.times(bcRate);
    PF[t] = f.isZero() ? Z : base.plus(BC[t]!).times(growth.minus(1));
    growth = growth.times(onePlusF);
    CI[t] = base.plus(BC[t]!).plus(PF[t]!);
    poolC = total(poolC, BC[t]!, PF[t]!);
  }
  book('allocated', -1, poolC);
  const res: Capex = {
    subEF,
    subCols,
    EF,
    rent21,
    otherFees,
    OF,
    BC,
    PF,
    CI,
    CItotal: Z,
    invVat,
    invVatRow,
    invVatCols,
    invVatCredit,
    vatExemptPlants,
    direct,
    pool,
  };
  res.CItotal = ciTotal(res.CI);
  return k.kInv.eq(1) ? res : scaledCapex(res, k.kInv);
}

const ciTotal = (CI: Series): Decimal => CI.reduce((a, b) => a.plus(b), Z);

/**
 * The capex of a run at k_inv from the capex at k_inv = 1: every amount is computed at 1 and then scaled, so a
 * sensitivity or Monte Carlo run scales its base run's capex instead of computing it again (the same figures).
 */
export function scaledCapex(base: Capex, kInv: Decimal): Capex {
  const res = scaleCapex(base, kInv);
  res.CItotal = ciTotal(res.CI);
  return res;
}

function scaleCapex(c: Capex, kInv: Decimal): Capex {
  const sc = (s: Series) => scale(s, kInv);
  const direct = new Map<string, Decimal>();
  for (const [key, v] of c.direct) direct.set(key, v.times(kInv));
  // the flows and the assets read CI, the construction VAT credit, the direct amounts and the pool; the rows of
  // 建设投资估算表 (tables, review) are scaled when read, which the light runs of the analyses never do
  const made: Partial<Capex> = {};
  const lazy = <K extends keyof Capex>(key: K, make: () => Capex[K]): Capex[K] =>
    (made[key] ??= make()) as Capex[K];
  return {
    ...c,
    get subEF() {
      return lazy('subEF', () => c.subEF.map(sc));
    },
    get subCols() {
      return lazy('subCols', () => c.subCols.map((o) => scaleCols(o, kInv)));
    },
    get invVatCols() {
      return lazy('invVatCols', () => scaleCols(c.invVatCols, kInv));
    },
    get EF() {
      return lazy('EF', () => sc(c.EF));
    },
    get rent21() {
      return lazy('rent21', () => sc(c.rent21));
    },
    get otherFees() {
      return lazy('otherFees', () => c.otherFees.map(sc));
    },
    get OF() {
      return lazy('OF', () => sc(c.OF));
    },
    get BC() {
      return lazy('BC', () => sc(c.BC));
    },
    get PF() {
      return lazy('PF', () => sc(c.PF));
    },
    CI: sc(c.CI),
    get invVat() {
      return lazy('invVat', () => sc(c.invVat));
    },
    invVatCredit: c.invVatCredit.times(kInv),
    direct,
    pool: c.pool.times(kInv),
  };
}

const scaleCols = (o: Record<ColKey, Decimal>, k: Decimal): Record<ColKey, Decimal> => ({
  building: o.building.times(k),
  equipment: o.equipment.times(k),
  installation: o.installation.times(k),
  forestry: o.forestry.times(k),
  other: o.other.times(k),
});
