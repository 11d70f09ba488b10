// 增值税 with carry-forward of excess input tax (留抵), 税金及附加, and the exempt-output split (finance-model §3.4).
import { Decimal, ONE, ZERO } from '../money/decimal';
import { EPSILON } from '../money/epsilon';
import { ExactSum, compare, divide, minus } from '../money/exact-sum';

const account = new ExactSum();

/** 城市维护建设税 rate by location (meta.cityTaxZone): 市区 7 %, 县城/镇 5 %, 其他 1 %. */
export const CITY_TAX_RATES = {
  urban: new Decimal('0.07'),
  county: new Decimal('0.05'),
  other: new Decimal('0.01'),
} as const;

/** One year of the VAT account: VAT_t = net⁺, credit_t = (−net)⁺ with net = 销项 − 进项 − extra − credit_{t−1}. */
export function vatYear(
  output: Decimal,
  input: Decimal,
  creditBefore: Decimal,
  extraCredit: Decimal = ZERO,
): { payable: Decimal; credit: Decimal } {
  const net = account.add(output).sub(input).sub(extraCredit).sub(creditBefore).value();
  return net.isPos() ? { payable: net, credit: ZERO } : { payable: ZERO, credit: net.neg() };
}

/**
 * Yearly VAT with 留抵 carried forward (credit₀ = 0). Arrays share one length (item i = year i+1 of whatever axis
 * the caller uses). extraCredit is the deductible construction VAT 进项_inv, entered in year B+1 (D-36).
 * payable = 应纳增值税 (`revenueTax` 3.4), credit = 期末留抵 (3.5).
 */
export function vatSchedule(
  output: readonly Decimal[],
  input: readonly Decimal[],
  extraCredit: readonly Decimal[] = [],
): { payable: Decimal[]; credit: Decimal[] } {
  const payable: Decimal[] = [];
  const credit: Decimal[] = [];
  let carried = ZERO;
  output.forEach((out, i) => {
    const year = vatYear(out, input[i] ?? ZERO, carried, extraCredit[i] ?? ZERO);
    payable.push(year.payable);
    credit.push(year.credit);
    carried = year.credit;
  });
  return { payable, credit };
}

/** 税金及附加 of one year: each surcharge is VAT_t × its rate (rates as fractions). */
export interface Surcharges {
  city: Decimal; // 城市维护建设税
  education: Decimal; // 教育费附加
  localEducation: Decimal; // 地方教育附加
  total: Decimal;
}

/** Surcharges on the year's VAT payable; defaults are the statutory 3 % and 2 %. */
export function surcharges(
  vat: Decimal,
  cityRate: Decimal,
  educationRate: Decimal = new Decimal('0.03'),
  localEducationRate: Decimal = new Decimal('0.02'),
): Surcharges {
  const city = vat.times(cityRate);
  const education = vat.times(educationRate);
  const localEducation = vat.times(localEducationRate);
  return { city, education, localEducation, total: city.plus(education).plus(localEducation) };
}

/**
 * f_t, the exempt share of revenue that makes input VAT non-deductible (D-41): (营业收入 − 应税营业收入) / 营业收入,
 * or 1 when there is no taxable revenue (≤ ε).
 */
export function exemptShare(revenue: Decimal, taxableRevenue: Decimal): Decimal {
  if (compare(taxableRevenue, EPSILON) <= 0) return ONE;
  return divide(minus(revenue, taxableRevenue), revenue);
}

/** Splits a cost row's input VAT by f: the non-deductible part joins 经营成本, only the rest enters the VAT account. */
export function splitInputVat(
  inputVat: Decimal,
  exempt: Decimal,
): { deductible: Decimal; nonDeductible: Decimal } {
  const nonDeductible = inputVat.times(exempt);
  return { deductible: inputVat.minus(nonDeductible), nonDeductible };
}

/** VAT contained in a VAT-inclusive amount at rate r (fraction): amount × r / (1 + r) (D-36, construction rows). */
export function includedVat(amountInclVat: Decimal, rate: Decimal): Decimal {
  return amountInclVat.times(rate).div(ONE.plus(rate));
}
