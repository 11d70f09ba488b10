// Decimal helpers and year-series arithmetic shared by every engine step (no floats, no rounding).
import { Decimal } from '../money/decimal';
import { ExactSum, compare, compareAbs, exactSum, minus, plus, times } from '../money/exact-sum';

export { Decimal };
export type D = Decimal;

/*
 * Arithmetic in the per-year loops goes through the exact kernel (money/exact-sum): plus, minus and times give
 * decimal.js's very digits at a fraction of its cost, and a sum of several terms is exact and rounded once (total,
 * net) instead of once per addition. decimal.js methods remain for everything else.
 */
export { compare, minus, plus, times };

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

export const dec = (s: string | number): Decimal => new Decimal(s);
const pctMemo = new Map<string, Decimal>();
/**
 * Percent number as typed → fraction. Rates are a handful of strings met in every run (and in every sensitivity and
 * Monte Carlo run): each is parsed once (the memory is emptied should a process ever meet very many).
 */
export const pct = (s: string): Decimal => {
  let r = pctMemo.get(s);
  if (r) return r;
  if (pctMemo.size >= 4096) pctMemo.clear();
  r = new Decimal(s).times(CENT);
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
/** Σ a[from … to), exact and rounded once: sum(a.slice(from, to)) without the copy. */
export const sumRange = (a: readonly (Decimal | null)[], from: number, to: number): Decimal => {
  for (let i = from; i < to; i++) {
    const v = a[i];
    if (v) rangeAcc.add(v);
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

/** "0" × n for the zero padding of a base-10⁷ word (n = 0 … 7). */
const PAD = ['', '0', '00', '000', '0000', '00000', '000000', '0000000'];

/** "0" × n, n ≥ 0 (runs of zeros before or after the digits: up to 40 with toExpNeg/toExpPos). */
const zeroRun = (n: number): string => (n < PAD.length ? PAD[n]! : '0'.repeat(n));

/**
 * Output encoding (model-io §3.1): plain notation, no trailing zeros, never "-0", |x| < 1e-30 → "0".
 *
 * toFixed()'s very string, written from decimal.js's base-10⁷ words `d` and leading-digit exponent `e` in one pass
 * with the point placed on the way: toFixed writes every digit into one string and then slices it around the point,
 * and slicing a concatenated string copies it first — a third of the time the output tables took.
 */
export function enc(x: Decimal): string {
  // x.e is the exponent of the leading digit: |x| < 1e-30 exactly when e ≤ −31 (no decimal arithmetic needed)
  if (x.isZero() || x.e < -30) return '0';
  const d = x.d;
  const last = d.length - 1;
  let s = x.s < 0 ? '-' : '';
  // digits still to write before the point (none when |x| < 1)
  let before = x.e + 1;
  if (before <= 0) s += '0.' + zeroRun(-before);
  for (let i = 0; i <= last; i++) {
    let w = String(d[i]);
    if (i > 0) w = PAD[7 - w.length]! + w;
    if (i === last) {
      // decimal.js drops trailing zero words; the last word's own trailing zeros go here
      let end = w.length;
      while (w.charCodeAt(end - 1) === 48) end--;
      if (end < w.length) w = w.slice(0, end);
    }
    if (before <= 0) s += w;
    else if (w.length < before || (w.length === before && i === last)) {
      s += w;
      before -= w.length;
    } else {
      // the point falls in this word (or right after it, with digits still to come)
      s += w.length === before ? w + '.' : w.slice(0, before) + '.' + w.slice(before);
      before = 0;
    }
  }
  if (before > 0) s += zeroRun(before);
  // concatenation builds a rope: reading a character flattens it now (~60 bytes instead of ~135), and the output
  // keeps tens of thousands of these alive until it is sent
  s.charCodeAt(0);
  return s;
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
