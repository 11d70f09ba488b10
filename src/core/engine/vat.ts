// Step [6] 增值税 with 留抵 carry-forward, non-deductible input VAT (D-41) and 税金及附加 (finance-model §3.4).
import { exemptShare, vatSchedule } from '../finance/vat';
import type { Capex } from './capex';
import type { CostItem, OpCosts } from './opcost';
import { ExactSum } from '../money/exact-sum';
import type { Prepared } from './prep';
import type { Revenue } from './yield';
import {
  type Decimal,
  type Series,
  ONE,
  add,
  compare,
  lastCall,
  minus,
  pos,
  times,
  total,
  zeros,
} from './num';

export interface Vat {
  f: Series;
  /** 3.2 deductible input VAT */
  inDeductible: Series;
  /** 3.3 construction credit in year B+1 */
  invCredit: Series;
  vat: Series;
  credit: Series;
  /** 3.6 non-deductible input VAT */
  nd: Series;
  city: Series;
  edu: Series;
  localEdu: Series;
  surcharges: Series;
  /** VAT saved by the construction credit (D-28) */
  saving: Series;
  /** years (1-based) where input VAT was not deductible (W_INPUT_VAT_EXEMPT) */
  ndYears: number[];
}

/**
 * `base`: the base run of a sensitivity run. With the same revenue, f is the base's; an item with the base item's
 * amounts then has the base item's input VAT split, and with every item so, the totals are the base's too.
 */
export function computeVat(
  p: Prepared,
  rev: Revenue,
  costs: OpCosts,
  capex: Capex,
  base?: { rev: Revenue; vat: Vat; costs: OpCosts },
): Vat {
  const { N, B } = p;
  const same = base && base.rev === rev ? base : null;
  let f = zeros(N);
  let inDeductible: Series;
  let nd = zeros(N);
  let ndYears: number[] = [];
  if (same) f = same.vat.f;
  else
    for (let t = B; t < N; t++) {
      const r = rev.total[t]!;
      const tx = rev.taxable[t]!;
      f[t] = exemptShare(r, tx);
    }
  let allShared = same !== null && same.costs.items.length === costs.items.length;
  const withVat: CostItem[] = [];
  const rateTimesF = ratesTimesShare(f, B, N);
  costs.items.forEach((it, i) => {
    const b = same?.costs.items[i];
    if (it.vin.isZero()) {
      // no input VAT: all-zero arrays, the base item's as good as a fresh one (and recognisable as the base's)
      if (b && b.vin.isZero()) it.nd = b.nd;
      return;
    }
    withVat.push(it);
    if (b && b.amount === it.amount && compare(b.vin, it.vin) === 0) {
      it.nd = b.nd;
      return;
    }
    allShared = false;
    it.nd = zeros(N);
    // non-deductible input VAT = amount × (vin × f_t): f is 0 (all output taxable) in most years, nothing then
    const vf = rateTimesF(it.vin);
    const nonDeductible = lastCall(times);
    for (let t = B; t < N; t++) {
      const a = it.amount[t]!;
      if (a.isZero() || f[t]!.isZero()) continue;
      it.nd[t] = nonDeductible(a, vf[t]!);
    }
  });
  if (same && allShared) {
    // the same sums as the base run: keep its objects, which lets later steps recognise them
    nd = same.vat.nd;
    inDeductible = same.vat.inDeductible;
    ndYears = same.vat.ndYears;
  } else {
    nd = add(nd, ...costs.items.map((it) => it.nd));
    inDeductible = deductible(withVat, B, N);
    for (let t = B; t < N; t++) if (pos(nd[t]!)) ndYears.push(t + 1);
  }
  return vatAccount(p, rev, capex, f, inDeductible, nd, ndYears);
}

/** The VAT account with 留抵 carry-forward and the surcharges, for given deductible and non-deductible input VAT. */
export function vatAccount(
  p: Prepared,
  rev: Revenue,
  capex: Capex,
  f: Series,
  inDeductible: Series,
  nd: Series,
  ndYears: number[],
): Vat {
  const { N, B } = p;
  const invCredit = zeros(N);
  if (B < N) invCredit[B] = capex.invVatCredit;
  // the 留抵 account of finance/vat.ts over the operating years (construction years have no VAT flows)
  const account = (withInv: boolean) => {
    const r = vatSchedule(rev.outVat.slice(B), inDeductible.slice(B), withInv ? invCredit.slice(B) : []);
    return { vat: [...zeros(B), ...r.payable], credit: [...zeros(B), ...r.credit] };
  };
  const { vat, credit } = account(true);
  const saving = zeros(N);
  if (!capex.invVatCredit.isZero()) {
    const alt = account(false).vat;
    for (let t = 0; t < N; t++) saving[t] = minus(alt[t]!, vat[t]!);
  }
  const city = vat.map((v) => times(v, p.cityRate));
  const edu = vat.map((v) => times(v, p.eduRate));
  const localEdu = vat.map((v) => times(v, p.localEduRate));
  const surcharges = city.map((c, t) => total(c, edu[t]!, localEdu[t]!));
  return { f, inDeductible, invCredit, vat, credit, nd, city, edu, localEdu, surcharges, saving, ndYears };
}

/**
 * vin × f_t over the operating years for an input VAT rate (one series per rate, shared by the items at that rate;
 * f_t = 1 leaves the rate itself).
 */
function ratesTimesShare(f: Series, B: number, N: number): (vin: Decimal) => Series {
  const made: { vin: Decimal; vf: Series }[] = [];
  return (vin) => {
    const known = made.find((m) => compare(m.vin, vin) === 0);
    if (known) return known.vf;
    const vf = zeros(N);
    const rateTimes = lastCall(times);
    for (let t = B; t < N; t++) {
      const ft = f[t]!;
      if (!ft.isZero()) vf[t] = compare(ft, ONE) === 0 ? vin : rateTimes(vin, ft);
    }
    made.push({ vin, vf });
    return vf;
  };
}

const acc = new ExactSum();

/** Deductible input VAT per year: Σ amount × vin − Σ non-deductible, exact and rounded once. */
function deductible(items: readonly CostItem[], B: number, N: number): Series {
  const out = zeros(N);
  for (let t = B; t < N; t++) {
    if (t > B && items.every((it) => it.amount[t] === it.amount[t - 1] && it.nd[t] === it.nd[t - 1])) {
      out[t] = out[t - 1]!;
      continue;
    }
    for (const it of items) {
      const a = it.amount[t]!;
      if (!a.isZero()) acc.addProduct(a, it.vin).sub(it.nd[t]!);
    }
    out[t] = acc.value();
  }
  return out;
}
