// 等额本息 instalment A (Excel PMT without its sign convention): A = P·i(1+i)ⁿ / ((1+i)ⁿ − 1), A = P/n when i = 0.
import { ONE } from '../money/decimal';
import type { Decimal } from '../money/decimal';

/**
 * Yearly payment that repays principal P over n years at rate i (fraction), payments at year end.
 * Positive for a positive P: Excel's PMT(i, n, −P) = pmt(i, n, P). Throws for n < 1 or i ≤ −1.
 */
export function pmt(rate: Decimal, years: number, principal: Decimal): Decimal {
  if (!Number.isInteger(years) || years < 1) throw new RangeError('还款年限必须为正整数');
  if (rate.isZero()) return principal.div(years);
  const growth = ONE.plus(rate);
  if (growth.lte(0)) throw new RangeError('利率必须大于 −100%');
  const compound = growth.pow(years); // one integer power per loan, not per year
  return principal.times(rate).times(compound).div(compound.minus(ONE));
}
