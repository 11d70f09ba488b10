// enc (model-io §3.1) writes its string from decimal.js's words itself: it must be toFixed()'s very string.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../../../src/core/money/decimal';
import { enc } from '../../../src/core/engine/num';
import { plus, times } from '../../../src/core/money/exact-sum';

/** The definition enc replaces: plain notation by toFixed, |x| < 1e-30 and zero as "0". */
const reference = (x: Decimal): string => (x.isZero() || x.abs().lt('1e-30') ? '0' : x.toFixed());

/** 1–40 significant digits (trailing zeros frequent, so that words end in zeros), leading digit at 10^−45 … 10^39. */
const decimalArb = fc
  .record({
    digits: fc.stringMatching(/^[1-9][0-9]{0,39}$/),
    zeros: fc.integer({ min: 0, max: 14 }),
    exp: fc.integer({ min: -45, max: 39 }),
    neg: fc.boolean(),
  })
  .map(({ digits, zeros, exp, neg }) => {
    const all = digits + '0'.repeat(zeros);
    return new Decimal(`${neg ? '-' : ''}${all[0]}.${all.slice(1) || '0'}e${exp}`);
  });

describe('enc', () => {
  it('equals toFixed() on decimals of every length and exponent', () => {
    fc.assert(
      fc.property(decimalArb, (x) => {
        expect(enc(x)).toBe(reference(x));
      }),
      { numRuns: 5000 },
    );
  });

  it('equals toFixed() on results of the exact kernel and of divisions', () => {
    fc.assert(
      fc.property(decimalArb, decimalArb, (a, b) => {
        for (const x of [plus(a, b), times(a, b), a.div(b), a.toSignificantDigits(34)])
          expect(enc(x)).toBe(reference(x));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes the boundary cases as model-io §3.1 asks', () => {
    const cases: [string, string][] = [
      ['0', '0'],
      ['-0', '0'],
      ['1e-30', '0.000000000000000000000000000001'],
      ['-1e-30', '-0.000000000000000000000000000001'],
      ['9.99e-31', '0'],
      ['0.5', '0.5'],
      ['10000000', '10000000'],
      ['1e39', '1' + '0'.repeat(39)],
      ['1234567.1', '1234567.1'],
      ['-1234567.1000000', '-1234567.1'],
      ['12345678901234.5', '12345678901234.5'],
      ['0.0000001', '0.0000001'],
      ['12345678901234567890.12345678901234', '12345678901234567890.12345678901234'],
    ];
    for (const [x, want] of cases) expect(enc(new Decimal(x))).toBe(want);
  });
});
