// Decimal strings on the wire ⇄ Decimal inside core: strict parsing (model-io §1.1) and exponent-free output.
import { Decimal } from './decimal';

/**
 * The form of a decimal of model-io §1.1: plain notation, no exponent, no thousands separator, no leading '+'.
 * Outputs may be of any size; inputs are further limited to MAX_INTEGER_DIGITS (exceedsIntegerDigits).
 */
export const DECIMAL_PATTERN = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/** Inputs have at most 12 integer digits, |x| < 10¹² (model-io D-56): a longer figure is a typing error. */
export const MAX_INTEGER_DIGITS = 12;

/** True when the number written s (sign, digits, optional fraction) has more than 12 integer digits, leading zeros aside. */
export function exceedsIntegerDigits(s: string): boolean {
  let i = s.charCodeAt(0) === 45 /* - */ || s.charCodeAt(0) === 43 /* + */ ? 1 : 0;
  while (s.charCodeAt(i) === 48 /* 0 */) i++;
  let digits = 0;
  for (; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) break;
    digits++;
  }
  return digits > MAX_INTEGER_DIGITS;
}

/** Thrown when a wire string is not a decimal of the §1.1 pattern. */
export class DecimalFormatError extends Error {
  constructor(readonly input: unknown) {
    super(`数值格式不正确：${String(input)}`);
    this.name = 'DecimalFormatError';
  }
}

/** True when s is a decimal string the engine accepts. */
export function isDecimalString(s: unknown): s is string {
  return typeof s === 'string' && DECIMAL_PATTERN.test(s);
}

/** Parses a §1.1 decimal string exactly (never through a float); throws DecimalFormatError otherwise. */
export function parseDecimal(s: string): Decimal {
  if (!isDecimalString(s)) throw new DecimalFormatError(s);
  return new Decimal(s);
}

/** Like parseDecimal, but null for anything that is not a valid decimal string. */
export function tryParseDecimal(s: unknown): Decimal | null {
  return isDecimalString(s) ? new Decimal(s) : null;
}

/**
 * Full-precision plain string of x for the wire: no exponent, no rounding, trailing zeros dropped,
 * and −0 written as "0". NaN and ±Infinity are bugs upstream, so they throw.
 */
export function toDecimalString(x: Decimal): string {
  if (!x.isFinite()) throw new DecimalFormatError(x.toString());
  if (x.isZero()) return '0';
  return x.toFixed();
}
