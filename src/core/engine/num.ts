// Decimal helpers and year-series arithmetic shared by every engine step (no floats, no rounding).
import { Decimal, ZERO, decimalOfText, integerDecimal } from '../money/decimal';
import { ExactSum, compare, compareAbs, divide, exactSum, minus, plus, times } from '../money/exact-sum';

export { Decimal };
export type D = Decimal;

/*
 * Arithmetic in the per-year loops goes through the exact kernel (money/exact-sum): plus, minus and times give
 * decimal.js's very digits at a fraction of its cost, and a sum of several terms is exact and rounded once (total,
 * net) instead of once per addition. decimal.js methods remain for everything else.
 */
export { compare, divide, minus, plus, times };

/** Σ xs, exact and rounded once. */
export const total = (...xs: Decimal[]): Decimal => exactSum(xs);

const terms = new ExactSum();
/** Σ gains − Σ losses, exact and rounded once. */
export const net = (gains: readonly Decimal[], losses: readonly Decimal[]): Decimal => {
  for (const g of gains) terms.add(g);
  for (const l of losses) terms.sub(l);
  return terms.value();
};

export const Z = new Decimal(0);
export const ONE = new Decimal(1);
export const HUNDRED = new Decimal(100);
export const WAN = new Decimal(10000);
/** 1/10⁴ and 1/100 as exact factors: multiplying by them equals dividing (both exact shifts) and is cheaper */
export const WAN_INV = new Decimal('0.0001');
export const CENT = new Decimal('0.01');
/** ε of model-io D-1 (万元): "is it zero / negative?" */
export const EPS = new Decimal('1e-20');

/** A series over N project years: item i is year i+1. */
export type Series = Decimal[];

/** A decimal from input text (read without decimal.js's parser, the same value) or from a number. */
export const dec = (s: string | number): Decimal =>
  typeof s === 'string' ? decimalOfText(s) : new Decimal(s);
const pctMemo = new Map<string, Decimal>();
/**
 * Percent number as typed → fraction. Rates are a handful of strings met in every run (and in every sensitivity and
 * Monte Carlo run): each is parsed once (the memory is emptied should a process ever meet very many).
 */
export const pct = (s: string): Decimal => {
  let r = pctMemo.get(s);
  if (r) return r;
  if (pctMemo.size >= 4096) pctMemo.clear();
  r = decimalOfText(s).times(CENT);
  pctMemo.set(s, r);
  return r;
};

export const zeros = (n: number): Series => {
  const a = new Array<Decimal>(n);
  for (let i = 0; i < n; i++) a[i] = Z;
  return a;
};

export const at = (s: readonly Decimal[], i: number): Decimal => s[i] ?? Z;

/** Did every series keep last year's object in year t? Then any sum or difference of them repeats too. */
export const repeats = (xs: readonly (readonly Decimal[])[], t: number): boolean => {
  if (t === 0) return false;
  for (const x of xs) if (x[t] !== x[t - 1]) return false;
  return true;
};

export function addInto(target: Series, src: readonly Decimal[], k?: Decimal): void {
  for (let i = 0; i < target.length; i++) {
    const v = src[i];
    if (v === undefined || v.isZero()) continue;
    target[i] = plus(at(target, i), k ? times(v, k) : v);
  }
}

const acc = new ExactSum();

/** Has the series a value other than zero (a non-finite one counts, so that the sum still meets it and throws)? */
const anyNonZero = (x: readonly Decimal[]): boolean => {
  for (let t = 0; t < x.length; t++) {
    const v = x[t];
    if (v === undefined) continue;
    const d = v.d;
    if (!d || d[0] !== 0) return true;
  }
  return false;
};

/**
 * Σ of the series year by year, exact and rounded once; a year where every series repeats last year's object repeats
 * its sum. Series of zeros only add nothing and are left out first: sums over every cost item (most of whose input
 * VAT rows are zero) otherwise visit each of them twice a year.
 */
export const add = (...all: (readonly Decimal[])[]): Series => {
  const n = all[0]?.length ?? 0;
  const xs = all.filter(anyNonZero);
  const r = new Array<Decimal>(n);
  if (xs.length <= 1) {
    // a lone addend is its own sum (as the accumulator returns it), nothing sums to ZERO: no accumulator needed
    const x = xs[0];
    for (let t = 0; t < n; t++) {
      const v = x?.[t];
      // a non-finite value goes to the accumulator, which refuses it
      r[t] = v === undefined ? ZERO : !v.d ? acc.add(v).value() : v.isZero() ? ZERO : v;
    }
    return r;
  }
  for (let t = 0; t < n; t++) {
    if (repeats(xs, t)) {
      r[t] = r[t - 1]!;
      continue;
    }
    for (const x of xs) {
      const v = x[t];
      if (v !== undefined) acc.add(v);
    }
    r[t] = acc.value();
  }
  return r;
};

export const sub = (a: readonly Decimal[], b: readonly Decimal[]): Series => {
  const r = new Array<Decimal>(a.length);
  for (let t = 0; t < a.length; t++)
    r[t] = t > 0 && a[t] === a[t - 1] && b[t] === b[t - 1] ? r[t - 1]! : minus(a[t]!, at(b, t));
  return r;
};
export const scale = (a: readonly Decimal[], k: Decimal): Series => {
  const r = new Array<Decimal>(a.length);
  for (let t = 0; t < a.length; t++) {
    const v = a[t]!;
    r[t] = t > 0 && v === a[t - 1] ? r[t - 1]! : v.isZero() ? v : times(v, k);
  }
  return r;
};
/** Σ a, exact and rounded once. */
export const sum = (a: readonly (Decimal | null)[]): Decimal => exactSum(a);
const rangeAcc = new ExactSum();
/**
 * Σ a[from … to), exact and rounded once: sum(a.slice(from, to)) without the copy. A run of one object (constant
 * areas, prices, amounts) is added once times its length: the exact total, and so its rounding, is the same. A lone
 * term is still added alone (a sum of one term is that term as it is, unrounded).
 */
export const sumRange = (a: readonly (Decimal | null)[], from: number, to: number): Decimal => {
  let i = from;
  while (i < to) {
    const v = a[i];
    let j = i + 1;
    while (j < to && a[j] === v) j++;
    if (v) {
      // (exponents far beyond any amount would leave the accumulator's exact range: added one by one there)
      if (j - i === 1 || Math.abs(v.e) > 3000) for (let r = i; r < j; r++) rangeAcc.add(v);
      else rangeAcc.addProduct(v, integerDecimal(j - i));
    }
    i = j;
  }
  return rangeAcc.value();
};
export const cumulative = (a: readonly Decimal[]): Series => {
  let s = Z;
  return a.map((v) => (s = plus(s, v)));
};
export const posPart = (x: Decimal): Decimal => (x.isNegative() ? Z : x);
export const negPart = (x: Decimal): Decimal => (x.isNegative() ? x.neg() : Z);
export const maxOf = (a: readonly Decimal[]): Decimal =>
  a.reduce((m, v) => (compare(v, m) > 0 ? v : m), a[0] ?? Z);
export const dmin = (a: Decimal, b: Decimal): Decimal => (compare(a, b) < 0 ? a : b);
export const dmax = (a: Decimal, b: Decimal): Decimal => (compare(a, b) > 0 ? a : b);
/** x > ε */
export const pos = (x: Decimal): boolean => compare(x, EPS) > 0;
/** |x| ≤ ε */
export const nearZero = (x: Decimal): boolean => compareAbs(x, EPS) <= 0;

/** The longest string enc writes itself; longer ones (|x| ≥ 10¹⁹⁹, never met) are toFixed()'s. */
const MAX_CHARS = 200;
/** One character-code array per string length, reused: String.fromCharCode reads exactly its length. */
const CODES: number[][] = [];
function codes(n: number): number[] {
  let c = CODES[n];
  if (!c) {
    // filled by push: a packed array of small integers, which apply reads fastest
    c = [];
    for (let i = 0; i < n; i++) c.push(48);
    CODES[n] = c;
  }
  return c;
}

/**
 * Output encoding (model-io §3.1): plain notation, no trailing zeros, never "-0", |x| < 1e-30 → "0".
 *
 * toFixed()'s very string, written from decimal.js's base-10⁷ words `d` and leading-digit exponent `e`: the
 * characters go into a reused array of codes, right to left, and become one flat string at once. Concatenating a
 * string per word and flattening the result (as toFixed does) left about 250 bytes of intermediate strings per
 * value — a quarter of what a computation allocated.
 */
export function enc(x: Decimal): string {
  // x.e is the exponent of the leading digit: |x| < 1e-30 exactly when e ≤ −31 (no decimal arithmetic needed)
  if (x.isZero() || x.e < -30) return '0';
  const d = x.d;
  const last = d.length - 1;
  const w0 = d[0]!;
  const lead =
    w0 >= 1e6 ? 7 : w0 >= 1e5 ? 6 : w0 >= 1e4 ? 5 : w0 >= 1e3 ? 4 : w0 >= 100 ? 3 : w0 >= 10 ? 2 : 1;
  // decimal.js drops trailing zero words; the last word's own trailing zeros are dropped here
  let lastWord = d[last]!;
  let lastDigits = last === 0 ? lead : 7;
  while (lastWord % 10 === 0) {
    lastWord = (lastWord / 10) | 0;
    lastDigits--;
  }
  const digits = (last === 0 ? 0 : lead + 7 * (last - 1)) + lastDigits;
  const e = x.e;
  const neg = x.s < 0 ? 1 : 0;
  // "0.000ddd", "ddd000" or "dd.ddd": the string's length, where the digits start, where the point falls among them
  let n: number, start: number, point: number;
  if (e < 0) {
    n = neg + 1 - e + digits;
    start = n - digits;
    point = -1;
  } else if (digits <= e + 1) {
    n = neg + e + 1;
    start = neg;
    point = -1;
  } else {
    n = neg + digits + 1;
    start = neg;
    point = neg + e + 1;
  }
  if (n > MAX_CHARS) return x.toFixed();
  const c = codes(n);
  if (neg) c[0] = 45;
  if (e < 0) {
    c[neg] = 48;
    c[neg + 1] = 46;
    for (let i = neg + 2; i < start; i++) c[i] = 48;
  } else if (point < 0) for (let i = start + digits; i < n; i++) c[i] = 48;
  else c[point] = 46;
  // the digits, last word first, each word's digits from its last, stepping over the point
  let pos = start + digits - (point < 0 ? 1 : 0);
  for (let j = last; j >= 0; j--) {
    let w = j === last ? lastWord : d[j]!;
    for (let k = j === last ? lastDigits : j === 0 ? lead : 7; k > 0; k--) {
      const q = (w / 10) | 0;
      c[pos--] = 48 + w - q * 10;
      if (pos === point) pos--;
      w = q;
    }
  }
  return String.fromCharCode.apply(null, c);
}

/**
 * f with a memory of its last call: called again with the very same objects (constant areas, prices and rates
 * from one year to the next share objects, see prep.decs) it returns the last result instead of recomputing.
 */
export function lastCall<A, B, R>(f: (a: A, b: B) => R): (a: A, b: B) => R {
  let pa: A | undefined;
  let pb: B | undefined;
  let pr: R | undefined;
  let has = false;
  return (a, b) => {
    if (has && a === pa && b === pb) return pr as R;
    pa = a;
    pb = b;
    pr = f(a, b);
    has = true;
    return pr;
  };
}

/** k when it is not exactly 1, else null: lets base runs skip multiplications by a scale factor of 1. */
export const kOrNull = (k: Decimal): Decimal | null => (compare(k, ONE) === 0 ? null : k);
export const encN = (x: Decimal | null | undefined): string | null => (x ? enc(x) : null);

/** display() of model-io §5.1: snap half-up to 20 dp, then half-up to dp (default 2). */
export function display(x: Decimal, dp = 2): string {
  const r = x.toDecimalPlaces(20, Decimal.ROUND_HALF_UP).toDecimalPlaces(dp, Decimal.ROUND_HALF_UP);
  return (r.isZero() ? r.abs() : r).toFixed(dp);
}
