// 直线法折旧/摊销 with residual rate (finance-model §3.9, model-io D-10, D-42): yearly charge V(1 − s)/L.
import { type Decimal, ONE, ZERO, integerDecimal } from '../money/decimal';
import { EPSILON } from '../money/epsilon';
import { divide } from '../money/exact-sum';

/** Years are project years 1 … N. */
export interface StraightLineTerms {
  /** 原值 V (万元). */
  value: Decimal;
  /** 残值率 s as a fraction (residualPct / 100); 0 for 摊销 (无形/其他资产). */
  residualRate: Decimal;
  /** 折旧年限 L (≥ 1). */
  life: number;
  /** First charged year: B+1; the bearing year for 生产性林木资产 (D-42); τ+1 for 维持运营投资 (D-10). */
  startYear: number;
  /** N: charges stop here; what is left is 余值. */
  lastYear: number;
  /** Year the asset enters 原值 and 净值 (default 1); 维持运营投资 of year τ: τ. */
  acquiredYear?: number;
}

/**
 * Arrays of length N (item t−1 = year t). charge: 当期折旧费 in startYear … min(startYear+L−1, N), else 0.
 * netValue: 净值 = V − cumulative charge from acquiredYear on (0 before). residual: 净值 at N (回收资产余值).
 */
export interface StraightLineSchedule {
  annual: Decimal;
  charge: Decimal[];
  netValue: Decimal[];
  residual: Decimal;
}

/** The yearly charge V(1 − s)/L: the one formula of straight-line depreciation and amortisation. */
export function straightLineCharge(value: Decimal, residualRate: Decimal, life: number): Decimal {
  if (!Number.isInteger(life) || life < 1) throw new RangeError('折旧年限必须为正整数');
  return divide(value.times(ONE.minus(residualRate)), integerDecimal(life));
}

/** Straight-line schedule of one asset (or one class, or one maintenance investment). */
export function straightLine(terms: StraightLineTerms): StraightLineSchedule {
  const { value, residualRate, life, startYear, lastYear } = terms;
  const acquiredYear = terms.acquiredYear ?? 1;
  const annual = straightLineCharge(value, residualRate, life);
  const charge: Decimal[] = [];
  const netValue: Decimal[] = [];
  let cumulative = ZERO;
  for (let t = 1; t <= lastYear; t++) {
    const c = t >= startYear && t < startYear + life ? annual : ZERO;
    cumulative = cumulative.plus(c);
    charge.push(c);
    netValue.push(t < acquiredYear ? ZERO : value.minus(cumulative));
  }
  return { annual, charge, netValue, residual: netValue[lastYear - 1] ?? value };
}

/**
 * D-42: 生产性林木资产 depreciates from the first operating year whose main-product gross output is > ε.
 * gross has N items (item t−1 = year t). Null when there is no such year (no depreciation, W_NO_RELEASE).
 */
export function firstOutputYear(gross: readonly Decimal[], firstOperatingYear: number): number | null {
  for (let t = firstOperatingYear; t <= gross.length; t++) {
    if ((gross[t - 1] ?? ZERO).gt(EPSILON)) return t;
  }
  return null;
}
