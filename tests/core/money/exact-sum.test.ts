// ExactSum must give the exact sum rounded once (half up, 34 digits): decimal.js's own plus for two addends, and
// a very-high-precision sum rounded to 34 digits for many.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import DecimalBase from 'decimal.js';
import { Decimal } from '../../../src/core/money/decimal';
import {
  ExactSum,
  compare,
  compareAbs,
  divide,
  exactSum,
  minus,
  plus,
  times,
} from '../../../src/core/money/exact-sum';

const Wide = DecimalBase.clone({ precision: 4000, rounding: DecimalBase.ROUND_HALF_UP });
const reference = (xs: Decimal[]): Decimal => {
  const wide = xs.reduce((s, x) => s.plus(x.toString()), new Wide(0));
  return new Decimal(wide.toString()).toSignificantDigits(34, Decimal.ROUND_HALF_UP);
};

/** Same value and the same normalised representation decimal.js would build for it. */
const expectSame = (got: Decimal, want: Decimal) => {
  expect(got.toString()).toBe(want.toString());
  const canon = new Decimal(want.toString());
  expect({ s: got.isZero() ? 1 : got.s, e: got.e, d: got.d }).toEqual({
    s: canon.isZero() ? 1 : canon.s,
    e: canon.e,
    d: canon.d,
  });
};

/** A decimal of 1–40 significant digits with its leading digit at 10^exp, either sign. */
const decimalArb = fc
  .record({
    digits: fc.stringMatching(/^[1-9][0-9]{0,39}$/),
    exp: fc.integer({ min: -45, max: 18 }),
    neg: fc.boolean(),
  })
  .map(({ digits, exp, neg }) => {
    const x = new Decimal(`${neg ? '-' : ''}${digits[0]}.${digits.slice(1) || '0'}e${exp}`);
    return x;
  });
/** Results of decimal.js operations: at most 34 digits, as the engine's values are. */
const engineValueArb = decimalArb.map((x) => x.toSignificantDigits(34));

describe('ExactSum', () => {
  it('equals decimal.js plus for two addends, digit for digit', () => {
    fc.assert(
      fc.property(engineValueArb, engineValueArb, (a, b) => {
        expectSame(new ExactSum().add(a).add(b).value(), a.plus(b));
      }),
      { numRuns: 3000 },
    );
  });

  it('equals the exact sum rounded once to 34 digits for many addends of any length', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(decimalArb, engineValueArb), { minLength: 2, maxLength: 80 }), (xs) => {
        expectSame(exactSum(xs), reference(xs));
      }),
      { numRuns: 1500 },
    );
  });

  it('subtracts: any mix of add and sub equals the exact signed sum rounded once (decimal.js minus for two terms)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(engineValueArb, fc.boolean()), { minLength: 1, maxLength: 12 }),
        (terms) => {
          const acc = new ExactSum();
          for (const [x, neg] of terms) {
            if (neg) acc.sub(x);
            else acc.add(x);
          }
          expectSame(acc.value(), reference(terms.map(([x, neg]) => (neg ? x.neg() : x))));
        },
      ),
      { numRuns: 3000 },
    );
    const [a, b] = [new Decimal('1.5'), new Decimal('0.25')];
    expect(new ExactSum().sub(a).value().toString()).toBe('-1.5');
    expect(new ExactSum().sub(a).sub(b).value().toString()).toBe('-1.75');
    expect(new ExactSum().sub(a).add(b).value().toString()).toBe('-1.25');
    expect(new ExactSum().add(a).sub(b).value().toString()).toBe('1.25');
  });

  it('plus, minus and times equal decimal.js digit for digit, for operands of any length', () => {
    fc.assert(
      fc.property(fc.oneof(decimalArb, engineValueArb), fc.oneof(decimalArb, engineValueArb), (a, b) => {
        expectSame(plus(a, b), a.plus(b));
        expectSame(minus(a, b), a.minus(b));
        expectSame(times(a, b), a.times(b));
      }),
      { numRuns: 5000 },
    );
    const z = new Decimal(0);
    const x = new Decimal('-2.5');
    expectSame(times(z, x), z.times(x));
    expectSame(plus(z, x), x);
    expectSame(minus(z, x), x.neg());
    expectSame(minus(x, x), x.minus(x));
  });

  it('sums of products and plain terms equal the exact total rounded once', () => {
    const term = fc.tuple(fc.oneof(decimalArb, engineValueArb), fc.option(engineValueArb), fc.boolean());
    fc.assert(
      fc.property(fc.array(term, { minLength: 1, maxLength: 40 }), (terms) => {
        const acc = new ExactSum();
        const exact: Decimal[] = [];
        for (const [a, b, neg] of terms) {
          if (b === null) {
            if (neg) acc.sub(a);
            else acc.add(a);
            exact.push(neg ? a.neg() : a);
          } else {
            if (neg) acc.subProduct(a, b);
            else acc.addProduct(a, b);
            const p = new Wide(a.toString()).times(b.toString());
            exact.push(new Decimal((neg ? p.neg() : p).toString()));
          }
        }
        expectSame(acc.value(), reference(exact));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps products exact through many carry passes', () => {
    const a = new Decimal('9999999.999999999999999999999999999');
    const acc = new ExactSum();
    let want = new Wide(0);
    for (let i = 0; i < 500; i++) {
      acc.addProduct(a, a);
      want = want.plus(new Wide(a.toString()).times(a.toString()));
    }
    expectSame(acc.value(), new Decimal(want.toString()).toSignificantDigits(34, Decimal.ROUND_HALF_UP));
  });

  it('rounds a tie half up, away from zero, and carries the rounding into a new leading word', () => {
    const tie = ['1234567890123456789012345678901234', '0.5'].map((s) => new Decimal(s));
    expect(exactSum(tie).toFixed()).toBe('1234567890123456789012345678901235');
    expect(exactSum(tie.map((x) => x.neg())).toFixed()).toBe('-1234567890123456789012345678901235');
    const nines = [new Decimal('9999999999999999999999999999999999'), new Decimal('0.5')];
    expect(exactSum(nines).toFixed()).toBe('10000000000000000000000000000000000');
    const below = [new Decimal('1234567890123456789012345678901234'), new Decimal('0.4999999999')];
    expect(exactSum(below).toFixed()).toBe('1234567890123456789012345678901234');
  });

  it('cancels exactly to zero and keeps tiny remainders that a chain of roundings would lose', () => {
    const big = new Decimal('1e30');
    const tiny = new Decimal('1e-10');
    expect(exactSum([big, tiny, big.neg()]).eq(tiny)).toBe(true);
    expect(big.plus(tiny).minus(big).isZero()).toBe(true); // what sequential rounding gives
    const z = exactSum([new Decimal('12.5'), new Decimal('-12.5')]);
    expect(z.isZero()).toBe(true);
    expect(z.isNegative()).toBe(false);
  });

  it('returns a single addend unchanged, skips zeros and nulls, and sums nothing to 0', () => {
    const a = new Decimal('3.14');
    expect(exactSum([null, a, new Decimal(0), undefined])).toBe(a);
    expect(exactSum([]).toString()).toBe('0');
    expect(exactSum([new Decimal(0), new Decimal(0)]).toString()).toBe('0');
  });

  it('peek gives every running total exact and rounded once, and keeps summing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(engineValueArb, fc.boolean()), { minLength: 1, maxLength: 40 }),
        (terms) => {
          const s = new ExactSum();
          const signed: Decimal[] = [];
          for (const [x, negate] of terms) {
            if (negate) s.sub(x);
            else s.add(x);
            signed.push(negate ? x.neg() : x);
            expectSame(s.peek(), reference(signed));
          }
          expectSame(s.value(), reference(signed));
          expect(s.value().isZero()).toBe(true);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('is reusable: value() empties the accumulator', () => {
    const acc = new ExactSum();
    acc.add(new Decimal(1)).add(new Decimal(2));
    expect(acc.value().toString()).toBe('3');
    acc.add(new Decimal('-7.25')).add(new Decimal('0.25'));
    expect(acc.value().toString()).toBe('-7');
  });

  it('leaves products of very long or far-out operands to decimal.js, with the same digits', () => {
    const long = new Decimal(`1.${'3'.repeat(249)}`);
    expectSame(times(long, long), long.times(long));
    const far = new Decimal('1.5e-3000');
    expectSame(times(far, far), far.times(far));
    expectSame(new ExactSum().addProduct(far, far).add(new Decimal(1)).value(), new Decimal(1));
  });

  it('sums addends far outside the word range through decimal.js', () => {
    const far = new Decimal('1e-4000');
    expect(exactSum([new Decimal(1), far, far]).eq(new Decimal(1).plus(far.plus(far)))).toBe(true);
  });

  it('divide equals decimal.js div digit for digit: quotients of any length, exact ones, ties and near-ties', () => {
    fc.assert(
      fc.property(
        fc.oneof(decimalArb, engineValueArb),
        fc.oneof(decimalArb, engineValueArb),
        fc.oneof(decimalArb, engineValueArb),
        fc.integer({ min: 0, max: 3 }),
        (a, b, c, kind) => {
          // kind 1: an exact multiple of b; 2: a multiple of b plus a tiny remainder; 3: b itself
          const x =
            kind === 1 ? a.times(b) : kind === 2 ? a.times(b).plus(c.times('1e-60')) : kind === 3 ? b : a;
          expectSame(divide(x, b), x.div(b));
          expectSame(divide(c, x), c.div(x));
        },
      ),
      { numRuns: 5000 },
    );
    const one = new Decimal(1);
    for (const s of ['3', '7', '9999999', '0.0000001', '1e-40', '-6', '123456789012345678901234567890123.4'])
      expectSame(divide(one, new Decimal(s)), one.div(s));
    // a quotient whose 35th digit is 5 and the rest zero: a tie, rounded up
    expectSame(
      divide(new Decimal('12345678901234567890123456789012345'), new Decimal(10)),
      new Decimal('12345678901234567890123456789012345').div(10),
    );
    // zero and non-finite operands go to decimal.js
    expect(divide(new Decimal(0), new Decimal(3)).isZero()).toBe(true);
    expect(divide(one, new Decimal(0)).isFinite()).toBe(false);
    expect(divide(one, new Decimal(NaN)).isNaN()).toBe(true);
  });

  it('refuses NaN and infinities, and is empty afterwards', () => {
    expect(() => exactSum([new Decimal(1), new Decimal(NaN)])).toThrow(RangeError);
    expect(exactSum([new Decimal(2)]).toString()).toBe('2');
    const acc = new ExactSum().add(new Decimal(5));
    expect(() => acc.addProduct(new Decimal(3), new Decimal(Infinity))).toThrow(RangeError);
    expect(acc.add(new Decimal(7)).value().toString()).toBe('7');
  });
});

describe('compare and compareAbs', () => {
  /** operands that often tie or differ in one word only: a value, its negation, a near neighbour, zero */
  const pairArb = fc
    .tuple(engineValueArb, engineValueArb, fc.integer({ min: 0, max: 4 }))
    .map(([a, b, k]) =>
      k === 0
        ? [a, b]
        : k === 1
          ? [a, new Decimal(a)]
          : k === 2
            ? [a, a.neg()]
            : k === 3
              ? [a, a.plus('1e-30')]
              : [a, new Decimal(0)],
    );

  it('equals decimal.js cmp, and cmp of the absolute values', () => {
    fc.assert(
      fc.property(pairArb, ([a, b]) => {
        expect(compare(a!, b!)).toBe(a!.cmp(b!));
        expect(compare(b!, a!)).toBe(b!.cmp(a!));
        expect(compareAbs(a!, b!)).toBe(a!.abs().cmp(b!.abs()));
      }),
      { numRuns: 5000 },
    );
  });

  it('treats both zeros alike and leaves NaN and infinities to decimal.js', () => {
    expect(compare(new Decimal('-0'), new Decimal(0))).toBe(0);
    expect(compare(new Decimal(0), new Decimal('-1e-40'))).toBe(1);
    expect(compare(new Decimal(NaN), new Decimal(1))).toBeNaN();
    expect(compare(new Decimal(Infinity), new Decimal('1e30'))).toBe(1);
    expect(compareAbs(new Decimal(-Infinity), new Decimal('1e30'))).toBe(1);
  });
});
