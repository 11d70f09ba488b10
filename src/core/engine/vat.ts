// Step [6] 增值税 with 留抵 carry-forward, non-deductible input VAT (D-41) and 税金及附加 (finance-model §3.4).
import { exemptShare, vatSchedule } from '../finance/vat';
import type { Capex } from './capex';
import type { CostItem, OpCosts } from './opcost';
import { sumItems } from './cost-totals';
import type { Prepared } from './prep';
import type { Revenue } from './yield';
import { type Decimal, type Series, ONE, compare, lastCall, minus, pos, times, total, zeros } from './num';

export interface Vat {
  f: Series;
  /** vin × f_t per input VAT rate: an item's non-deductible input VAT is its amount × this */
  rates: RateShares;
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
  let nd: Series;
  let ndYears: number[] = [];
  if (same) f = same.vat.f;
  else
    for (let t = B; t < N; t++) {
      const r = rev.total[t]!;
      const tx = rev.taxable[t]!;
      f[t] = exemptShare(r, tx);
    }
  // the base's rate series when f is the base's: items with the base's amounts are then recognisably the same
  const rates: RateShares = same ? same.vat.rates : { f, made: [] };
  let allShared = same !== null && same.costs.items.length === costs.items.length;
  const withVat: CostItem[] = [];
  costs.items.forEach((it, i) => {
    if (it.vin.isZero()) return;
    withVat.push(it);
    it.vf = rateTimesShare(rates, it.vin, B, N);
    const b = same?.costs.items[i];
    if (!b || b.amount !== it.amount || b.vf !== it.vf) allShared = false;
  });
  if (same && allShared) {
    // the same sums as the base run: keep its objects, which lets later steps recognise them
    nd = same.vat.nd;
    inDeductible = same.vat.inDeductible;
    ndYears = same.vat.ndYears;
  } else {
    nd = sumItems(withVat, B, N, (it, t, s) => s.addProduct(it.amount[t]!, it.vf[t]!));
    inDeductible = sumItems(withVat, B, N, (it, t, s) =>
      s.addProduct(it.amount[t]!, it.vin).subProduct(it.amount[t]!, it.vf[t]!),
    );
    for (let t = B; t < N; t++) if (pos(nd[t]!)) ndYears.push(t + 1);
  }
  return vatAccount(p, rev, capex, rates, inDeductible, nd, ndYears);
}

/** The VAT account with 留抵 carry-forward and the surcharges, for given deductible and non-deductible input VAT. */
export function vatAccount(
  p: Prepared,
  rev: Revenue,
  capex: Capex,
  rates: RateShares,
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
  return {
    f: rates.f,
    rates,
    inDeductible,
    invCredit,
    vat,
    credit,
    nd,
    city,
    edu,
    localEdu,
    surcharges,
    saving,
    ndYears,
  };
}

/** vin × f_t (the non-deductible input VAT per unit of cost) per input VAT rate, made once per rate and run. */
export interface RateShares {
  /** f_t, the share of non-deductible input VAT */
  f: Series;
  made: { vin: Decimal; vf: Series }[];
}

/** vin × f_t over the operating years (f_t = 1 leaves the rate itself; f_t = 0 gives 0). */
function rateTimesShare(r: RateShares, vin: Decimal, B: number, N: number): Series {
  const known = r.made.find((m) => compare(m.vin, vin) === 0);
  if (known) return known.vf;
  const vf = zeros(N);
  const rateTimes = lastCall(times);
  for (let t = B; t < N; t++) {
    const ft = r.f[t]!;
    if (!ft.isZero()) vf[t] = compare(ft, ONE) === 0 ? vin : rateTimes(vin, ft);
  }
  r.made.push({ vin, vf });
  return vf;
}
