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

const SMALL_INTEGERS: Decimal[] = [];
/** The integer n as a Decimal, made once below 1000 (lives and run lengths met in every engine run). */
export function integerDecimal(n: number): Decimal {
  return Number.isInteger(n) && n >= 0 && n < 1000 ? (SMALL_INTEGERS[n] ??= new Decimal(n)) : new Decimal(n);
}

const PROTO = Decimal.prototype as object;

/**
 * A Decimal with the given sign, leading-digit exponent and normalised base-10⁷ words (a fresh object nobody else
 * holds). Built as decimal.js's constructor builds one (own `constructor`, then s, e, d, in that order, so that
 * every Decimal shares one shape), without its argument checks and the [0] word array it would replace.
 */
export function fromWords(s: number, e: number, d: number[]): Decimal {
  const x = Object.create(PROTO) as { constructor: unknown; s: number; e: number; d: number[] };
  x.constructor = Decimal;
  x.s = s;
  x.e = e;
  x.d = d;
  return x as unknown as Decimal;
}

/**
 * new Decimal(text) for plain decimal text (-?digits(.digits)?, what every number of a model input is), read
 * character by character into decimal.js's own words, sign and exponent — the same Decimal, at a fraction of
 * the cost of decimal.js's regular expressions and string slicing (a large project parses some 10,000 of them
 * each computation). Any other text (exponent, plus sign, "5.", ".5", not a number) goes to decimal.js.
 */
export function decimalOfText(text: string): Decimal {
  const n = text.length;
  if (n > DIGIT_BUFFER) return new Decimal(text);
  const start = text.charCodeAt(0) === 45 ? 1 : 0;
  // the digits without the point into `digits`; `intDigits` of them before the point
  let count = 0;
  let intDigits = -1;
  for (let k = start; k < n; k++) {
    const c = text.charCodeAt(k) - 48;
    if (c >= 0 && c <= 9) digits[count++] = c;
    else if (c === -2 && intDigits < 0) intDigits = count;
    else return new Decimal(text);
  }
  if (intDigits < 0) intDigits = count;
  else if (intDigits === 0 || intDigits === count) return new Decimal(text);
  if (count === 0) return new Decimal(text);
  const sign = start === 1 ? -1 : 1;
  let lead = 0;
  while (lead < count && digits[lead] === 0) lead++;
  if (lead === count) return fromWords(sign, 0, [0]);
  let end = count;
  while (digits[end - 1] === 0) end--;
  const e = intDigits - lead - 1;
  const len = end - lead;
  // the first word holds the digits down to a multiple-of-7 weight; the last is padded with zeros to 7 digits
  let first = (e + 1) % 7;
  if (e < 0) first += 7;
  if (first >= len) {
    let w = 0;
    for (let k = lead; k < end; k++) w = w * 10 + digits[k]!;
    return fromWords(sign, e, [w * POW10[first - len]!]);
  }
  // pushed, as decimal.js builds its words: a packed array of small integers, the one kind its code meets
  const d: number[] = [];
  let k = lead;
  if (first > 0) {
    let w = 0;
    for (const stop = lead + first; k < stop; k++) w = w * 10 + digits[k]!;
    d.push(w);
  }
  while (k < end) {
    let w = 0;
    const stop = Math.min(k + 7, end);
    const pad = 7 - (stop - k);
    for (; k < stop; k++) w = w * 10 + digits[k]!;
    d.push(w * POW10[pad]!);
  }
  return fromWords(sign, e, d);
}

/** longer texts go to decimal.js (no model input carries one) */
const DIGIT_BUFFER = 256;
const digits = new Uint8Array(DIGIT_BUFFER);
const POW10 = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7];
