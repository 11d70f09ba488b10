// Step [1] normalise: parse a validated ModelInput into Decimal form (leaf rows, year arrays, fractions).
import type { CostCategory, ModelInput, Product, SubProject } from './model-io-types';
import { Decimal, Z, dec, pct, times, WAN_INV } from './num';
import { foldIncomeLines } from './generic-lines';

export interface Scale {
  kInv: Decimal;
  kRev: Decimal;
  kOc: Decimal;
  kQty: Decimal;
}
export const BASE_SCALE: Scale = {
  kInv: new Decimal(1),
  kRev: new Decimal(1),
  kOc: new Decimal(1),
  kQty: new Decimal(1),
};

export const isGroup = (rows: readonly { no: string }[], no: string): boolean =>
  rows.some((r) => r.no.startsWith(no + '.'));

/**
 * Decimal array of exactly n items (missing items are 0; validation guarantees lengths). A year repeating the
 * previous year's text gets the previous Decimal object: steps that see the same objects as last year reuse
 * last year's amounts instead of multiplying again (a rate typed once for every year is the common case).
 */
export const decs = (a: readonly (string | null | undefined)[] | undefined, n: number): Decimal[] => {
  const r = new Array<Decimal>(n);
  let prevS: string | null | undefined;
  let prev = Z;
  for (let i = 0; i < n; i++) {
    const s = a?.[i];
    if (s == null) r[i] = Z;
    else {
      if (s !== prevS) {
        prevS = s;
        prev = dec(s);
      }
      r[i] = prev;
    }
  }
  return r;
};

/** x × k for every item, one multiplication per run of one object. */
function timesEach(a: readonly Decimal[], k: Decimal): Decimal[] {
  let prev: Decimal | null = null;
  let prevR = Z;
  return a.map((x) => {
    if (x !== prev) {
      prev = x;
      prevR = times(x, k);
    }
    return prevR;
  });
}

export interface PreparedProduct {
  src: Product;
  index: number;
  subIndex: number;
  vat: Decimal;
  loss: Decimal;
  yieldRate: Decimal;
  /** by-age (N) or operating (O) values */
  values: Decimal[];
  selfUse: Decimal[];
  prices: Decimal[];
  /** prices ÷ 10⁴ (元 → 万元 once per computation) */
  pricesWan: Decimal[];
  share: Decimal;
}

export interface Prepared {
  input: ModelInput;
  B: number;
  O: number;
  N: number;
  subs: SubProject[];
  products: PreparedProduct[];
  productById: Map<string, PreparedProduct>;
  subById: Map<string, number>;
  ic: Decimal;
  equityIc: Decimal;
  tau: Decimal;
  surchargeRate: Decimal;
  cityRate: Decimal;
  eduRate: Decimal;
  localEduRate: Decimal;
  /** decs() memoised for this computation (sensitivity re-runs parse each input array once) */
  decs: (a: readonly (string | null | undefined)[] | undefined, n: number) => Decimal[];
}

const CITY: Record<string, string> = { urban: '0.07', county: '0.05', other: '0.01' };

export function prepare(input: ModelInput): Prepared {
  const { B, O } = input.meta;
  const N = B + O;
  const memo = memoDecs();
  const products: PreparedProduct[] = [];
  const productById = new Map<string, PreparedProduct>();
  const subById = new Map<string, number>();
  input.subProjects.forEach((sp, j) => {
    subById.set(sp.id, j);
    for (const p of sp.products) {
      let share = new Decimal(1);
      if (sp.type === 0 && p.speciesName != null) {
        const sh = sp.species.find((s) => s.name === p.speciesName);
        share = sh ? pct(sh.sharePct) : Z;
      }
      const prices = memo(p.prices, O);
      const pp: PreparedProduct = {
        src: p,
        index: products.length,
        subIndex: j,
        vat: pct(p.vatPct),
        loss: pct(p.lossPct),
        yieldRate: pct(p.yieldRatePct),
        values: memo(p.values, p.basis === 'perAreaByAge' ? N : O),
        selfUse: memo(p.selfUse, O),
        prices,
        pricesWan: timesEach(prices, WAN_INV),
        share,
      };
      products.push(pp);
      productById.set(p.id, pp);
    }
  });
  const m = input.meta;
  const cityRate = dec(CITY[m.cityTaxZone] ?? '0.01');
  const eduRate = pct(m.eduRatePct);
  const localEduRate = pct(m.localEduRatePct);
  return {
    input,
    B,
    O,
    N,
    // generic income lines of a sub-project are its other income (generic-lines.ts)
    subs: input.subProjects.map(foldIncomeLines),
    products,
    productById,
    subById,
    ic: pct(m.icPct),
    equityIc: pct(m.equityIcPct),
    tau: pct(m.citRatePct),
    cityRate,
    eduRate,
    localEduRate,
    surchargeRate: cityRate.plus(eduRate).plus(localEduRate),
    decs: memo,
  };
}

export const CATEGORIES: CostCategory[] = ['material', 'labour', 'repair', 'other'];

function memoDecs(): Prepared['decs'] {
  const cache = new Map<object, Decimal[]>();
  return (a, n) => {
    if (!a) return decs(a, n);
    let r = cache.get(a);
    if (!r || r.length !== n) {
      r = decs(a, n);
      cache.set(a, r);
    }
    return r;
  };
}
