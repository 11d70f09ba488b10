// The one tolerance ε (model-io D-1) for "is it zero / negative?" decisions on computed amounts.
import { Decimal } from './decimal';

/**
 * ε = 1e-20 (万元). Implementations round at different digits, so every sign decision
 * (loss booked, IRR sign checks, payback reached, denominators) compares against ε, never against exact 0.
 */
export const EPSILON = new Decimal('1e-20');

/** Sign of x with |x| ≤ ε counted as 0: −1, 0 or 1. */
export function signEps(x: Decimal): -1 | 0 | 1 {
  if (x.abs().lte(EPSILON)) return 0;
  return x.isNegative() ? -1 : 1;
}
