// 财务净现值 FNPV by Horner's rule, plus incremental discount factors (never pow per year: notes/performance.md).
import { ONE, ZERO } from '../money/decimal';
import type { Decimal } from '../money/decimal';
import { ExactSum, divide, plus, times } from '../money/exact-sum';

const horner = new ExactSum();

/**
 * Discount factor v = 1/(1+r) of one year. Throws for r ≤ −1, where (1+r)^−t is undefined.
 * One division here; everything per year is then a multiplication (≈300 ns instead of ≈11 µs for pow).
 */
export function discountFactor(rate: Decimal): Decimal {
  const growth = ONE.plus(rate);
  if (growth.lte(0)) throw new RangeError('折现率必须大于 −100%');
  return divide(ONE, growth);
}

/**
 * FNPV = Σ_{t=1..N} cf_t (1+r)^−t, year-end convention (finance-model D1: item 0 is project year 1, discounted
 * one full year, as Excel NPV does). Horner: ((cf_N·v + cf_{N−1})·v + …)·v — N multiplications, one division.
 */
export function npv(rate: Decimal, cashFlows: readonly Decimal[]): Decimal {
  const v = discountFactor(rate);
  let acc = ZERO;
  for (let t = cashFlows.length - 1; t >= 0; t--) acc = times(plus(acc, cashFlows[t] ?? ZERO), v);
  return acc;
}

/**
 * FNPV and its derivative d FNPV / dr in one Horner pass, for Newton steps in irr.ts.
 * With p(v) = Σ cf_t v^t: f(r) = p(v) and f'(r) = p'(v) · dv/dr = −v² · Σ t·cf_t v^(t−1).
 */
export function npvWithDerivative(
  rate: Decimal,
  cashFlows: readonly Decimal[],
): { value: Decimal; slope: Decimal } {
  const v = discountFactor(rate);
  // q(v) = Σ cf_t v^(t−1) and its derivative, evaluated together (Horner for a polynomial and its derivative).
  let q = ZERO;
  let dq = ZERO;
  for (let t = cashFlows.length - 1; t >= 0; t--) {
    dq = horner.addProduct(dq, v).add(q).value();
    q = horner
      .addProduct(q, v)
      .add(cashFlows[t] ?? ZERO)
      .value();
  }
  // p(v) = v·q(v), p'(v) = q + v·q'.
  const value = times(q, v);
  const slope = times(times(horner.add(q).addProduct(v, dq).value(), v), v).neg();
  return { value, slope };
}

/** Factors f_t = (1+r)^−t for t = 1..n, built incrementally f_t = f_{t−1} · v (item i is year i+1). */
export function discountFactors(rate: Decimal, years: number): Decimal[] {
  const v = discountFactor(rate);
  const out: Decimal[] = [];
  let f = ONE;
  for (let t = 1; t <= years; t++) {
    f = times(f, v);
    out.push(f);
  }
  return out;
}

/** Discounted flows cf_t (1+r)^−t (the 动态 column of a cash-flow table; dynamic payback). */
export function discountFlows(rate: Decimal, cashFlows: readonly Decimal[]): Decimal[] {
  const v = discountFactor(rate);
  let f = ONE;
  return cashFlows.map((cf) => {
    f = times(f, v);
    return times(cf, f);
  });
}
