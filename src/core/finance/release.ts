// 按产量结转 of 消耗性林木资产 (finance-model §3.9, model-io D-27): cost released in proportion to harvested output.
import { ZERO } from '../money/decimal';
import type { Decimal } from '../money/decimal';
import { EPSILON } from '../money/epsilon';

/**
 * release: Rel_t = V × Gross_t / E per item of gross (any year axis); residual: V − Σ Rel (回收资产余值);
 * denominator: E, or null when there is no output (nothing released, W_NO_RELEASE).
 */
export interface OutputRelease {
  release: Decimal[];
  residual: Decimal;
  denominator: Decimal | null;
}

/**
 * E = expectedTotal (预计总采伐量 × k_qty) when given, else Σ gross. With E the cost of harvest still standing at N
 * stays in 余值. An E below the period's output is an input error (E_HARVEST_TOTAL): RangeError.
 */
export function releaseByOutput(
  value: Decimal,
  gross: readonly Decimal[],
  expectedTotal: Decimal | null = null,
): OutputRelease {
  const periodOutput = gross.reduce((a, g) => a.plus(g), ZERO);
  if (expectedTotal !== null && expectedTotal.lt(periodOutput.minus(EPSILON))) {
    throw new RangeError('预计总采伐量小于计算期内产量');
  }
  const denominator = expectedTotal ?? periodOutput;
  if (periodOutput.lte(EPSILON) || denominator.lte(EPSILON)) {
    return { release: gross.map(() => ZERO), residual: value, denominator: null };
  }
  const perUnit = value.div(denominator);
  const release = gross.map((g) => g.times(perUnit));
  return { release, residual: value.minus(release.reduce((a, r) => a.plus(r), ZERO)), denominator };
}
