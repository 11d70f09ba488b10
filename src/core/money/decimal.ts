// The one decimal.js configuration every calculation uses: 34 significant digits, half-up rounding.
import DecimalBase from 'decimal.js';

/** A Decimal constructor configured for money: never mix with the global Decimal. */
export const Decimal = DecimalBase.clone({
  precision: 34,
  rounding: DecimalBase.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});
export type Decimal = InstanceType<typeof Decimal>;

export const ZERO = new Decimal(0);
export const ONE = new Decimal(1);
export const TEN_THOUSAND = new Decimal(10000);
