// Exact sums of many decimals, rounded once: the result a chain of decimal.js additions would give with unlimited
// precision, at a fraction of its cost (no allocation per addend, no rounding per addend).
import { Decimal, ZERO } from './decimal';

/*
 * decimal.js keeps |x| as base-10⁷ words `d` (most significant first) aligned to exponents that are multiples of 7:
 * word i weighs 10^(7·(⌊e/7⌋ − i)), where `e` is the exponent of the leading digit (documented, read-only
 * properties d, e, s). Adding the words of every addend into one float64 slot per weight is exact while a slot
 * stays below 2⁵³ (a carry pass runs long before that), and the carries are settled once at the end.
 */
const BASE = 1e7;
const LOG_BASE = 7;
/** slots for word weights 10^(7·(p − MID)), p = 0 … SLOTS − 1: exponents from about −3500 to +3500 */
const SLOTS = 1024;
const MID = 512;
/** addends between carry passes: each adds < 10⁷ to a slot, so slots stay far below 2⁵³ */
const CARRY_EVERY = 1 << 24;
const PRECISION = Decimal.precision;

/** Decimal digits of a word 1 … 9 999 999. */
function wordDigits(w: number): number {
  return w >= 1e6 ? 7 : w >= 1e5 ? 6 : w >= 1e4 ? 5 : w >= 1e3 ? 4 : w >= 100 ? 3 : w >= 10 ? 2 : 1;
}

const POW10 = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7];

/** A Decimal with the given sign, leading-digit exponent and normalised words (a fresh object nobody else holds). */
function fromWords(s: number, e: number, d: number[]): Decimal {
  const x = new Decimal(0) as { -readonly [K in 's' | 'e' | 'd']: Decimal[K] };
  x.s = s;
  x.e = e;
  x.d = d;
  return x as Decimal;
}

/**
 * An accumulator of exact decimal sums. `add` and `sub` take terms in any order; `value` is the exact sum rounded once to
 * 34 significant digits, half up, so a sum of two addends equals decimal.js's `plus` digit for digit.
 * One addend alone is returned as it is (0 + a = a).
 */
export class ExactSum {
  private readonly slots = new Float64Array(SLOTS);
  /** touched slot range; lo > hi when empty */
  private lo = SLOTS;
  private hi = -1;
  private count = 0;
  private first: Decimal | null = null;
  private second: Decimal | null = null;
  private firstNeg = false;
  private secondNeg = false;
  /** addends outside the slot range (never in practice): summed by decimal.js instead */
  private overflow: Decimal | null = null;

  /** Adds x (zero is skipped). */
  add(x: Decimal): this {
    return this.take(x, false);
  }

  /** Subtracts x (zero is skipped). */
  sub(x: Decimal): this {
    return this.take(x, true);
  }

  private take(x: Decimal, negate: boolean): this {
    const d = x.d;
    if (!d) throw new RangeError('非有限数值不能求和');
    if (d[0] === 0) return this;
    // the first two addends wait: two alone are cheaper for decimal.js's plus (the same digits)
    const n = ++this.count;
    if (n === 1) {
      this.first = x;
      this.firstNeg = negate;
    } else if (n === 2) {
      this.second = x;
      this.secondNeg = negate;
    } else {
      if (n === 3) {
        this.place(this.first!, this.firstNeg);
        this.place(this.second!, this.secondNeg);
      }
      this.place(x, negate);
    }
    return this;
  }

  private place(x: Decimal, negate: boolean): void {
    const d = x.d;
    const top = MID + Math.floor(x.e / LOG_BASE);
    const bottom = top - d.length + 1;
    if (bottom < 0 || top >= SLOTS) {
      const v = negate ? x.neg() : x;
      this.overflow = this.overflow ? this.overflow.plus(v) : v;
      return;
    }
    const slots = this.slots;
    if (x.s < 0 !== negate) for (let i = 0; i < d.length; i++) slots[top - i]! -= d[i]!;
    else for (let i = 0; i < d.length; i++) slots[top - i]! += d[i]!;
    if (bottom < this.lo) this.lo = bottom;
    if (top > this.hi) this.hi = top;
    if (this.count % CARRY_EVERY === 0) this.settle();
  }

  /** first ± second by decimal.js (the same digits as the slots would give). */
  private pair(): Decimal {
    const a = this.first!;
    const b = this.second!;
    if (!this.firstNeg) return this.secondNeg ? a.minus(b) : a.plus(b);
    return this.secondNeg ? a.plus(b).neg() : b.minus(a);
  }

  /** The sum, rounded to the precision (half up); the accumulator is emptied. */
  value(): Decimal {
    const n = this.count;
    const r =
      n === 0
        ? ZERO
        : n === 1
          ? this.firstNeg
            ? this.first!.neg()
            : this.first!
          : n === 2
            ? this.pair()
            : this.exact();
    this.clear();
    return r;
  }

  private exact(): Decimal {
    const rounded = this.round();
    return this.overflow ? this.overflow.plus(rounded) : rounded;
  }

  private clear(): void {
    this.slots.fill(0, Math.max(this.lo, 0), this.hi + 1);
    this.lo = SLOTS;
    this.hi = -1;
    this.count = 0;
    this.first = null;
    this.second = null;
    this.overflow = null;
  }

  /**
   * Carries every slot into [0, BASE) but the top one, which keeps the sign of the running total: a negative total
   * ends in a negative top word.
   */
  private settle(): void {
    const slots = this.slots;
    let carry = 0;
    for (let p = this.lo; p <= this.hi; p++) {
      const v = slots[p]! + carry;
      carry = Math.floor(v / BASE);
      let w = v - carry * BASE;
      // the float quotient may round across an integer for very large v: correct by one
      if (w < 0) {
        w += BASE;
        carry--;
      } else if (w >= BASE) {
        w -= BASE;
        carry++;
      }
      slots[p] = w;
    }
    while (carry !== 0 && this.hi + 1 < SLOTS) {
      const next = carry > 0 ? carry % BASE : carry;
      carry = carry > 0 ? (carry - next) / BASE : 0;
      slots[++this.hi] = next;
    }
  }

  /** The highest non-zero slot at or below `from`, or lo − 1. */
  private topFrom(from: number): number {
    let p = from;
    while (p >= this.lo && this.slots[p] === 0) p--;
    return p;
  }

  private round(): Decimal {
    const slots = this.slots;
    let sign = 1;
    this.settle();
    let top = this.topFrom(this.hi);
    if (top < this.lo) return ZERO;
    if (slots[top]! < 0) {
      // a negative total: settle −Σ instead, whose words are the magnitude's
      for (let p = this.lo; p <= this.hi; p++) slots[p] = -slots[p]!;
      this.settle();
      top = this.topFrom(this.hi);
      sign = -1;
    }
    let bottom = this.lo;
    while (slots[bottom] === 0) bottom++;
    const topDigits = wordDigits(slots[top]!);
    // digits kept below the top word, and the slot and in-word position of the last kept digit
    const below = PRECISION - topDigits;
    const cutSlot = top - Math.ceil(below / LOG_BASE);
    const keptInCut = below - (top - cutSlot - 1) * LOG_BASE; // 1 … 7 digits of the cut slot are kept
    const unit = POW10[LOG_BASE - keptInCut]!;
    if (cutSlot > bottom || (cutSlot === bottom && slots[cutSlot]! % unit !== 0)) {
      // more than PRECISION digits: round half up at the last kept digit
      const w = slots[cutSlot]!;
      const kept = w - (w % unit);
      const roundDigit =
        unit > 1 ? Math.floor((w % unit) / (unit / 10)) : Math.floor(slots[cutSlot - 1]! / (BASE / 10));
      slots[cutSlot] = kept;
      for (let p = bottom; p < cutSlot; p++) slots[p] = 0;
      bottom = cutSlot;
      if (roundDigit >= 5) {
        let p = cutSlot;
        slots[p]! += unit;
        while (slots[p]! >= BASE) {
          slots[p]! -= BASE;
          if (p + 1 > this.hi) this.hi = p + 1;
          slots[++p]! += 1;
        }
        if (p > top) top = p;
      }
      while (slots[bottom] === 0) bottom++;
    }
    // small integers (| 0) in a packed array, as decimal.js builds its words: a double-valued word array would make
    // every decimal.js operation that meets it polymorphic
    const d: number[] = [];
    for (let p = top; p >= bottom; p--) d.push(slots[p]! | 0);
    return fromWords(sign, (top - MID) * LOG_BASE + wordDigits(d[0]!) - 1, d);
  }
}

const shared = new ExactSum();

/** Σ xs exactly, rounded once (nulls and zeros skipped); one non-zero addend is returned as it is. */
export function exactSum(xs: Iterable<Decimal | null | undefined>): Decimal {
  for (const x of xs) if (x) shared.add(x);
  return shared.value();
}
