// The hand-written readings of schema decimal strings must answer as the regular expression and decimal.js do.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../../../src/core/money/decimal';
import { fitsDecimal } from '../../../src/core/engine/schema-primitives';
import { decGt, decIsZero } from '../../../src/core/engine/validate-dec';

const DEC = /^-?(0|[1-9][0-9]{0,11})(\.[0-9]+)?$/;
const NONNEG = /^(0|[1-9][0-9]{0,11})(\.[0-9]+)?$/;

/** strings of digits with points, signs and a few other characters, mostly near the decimal form */
const nearDecimal = fc
  .array(fc.constantFrom(...'0123456789', ...'0123456789', '.', '-', '+', 'e', ' ', '\n', '١'), {
    maxLength: 18,
  })
  .map((cs) => cs.join(''));

/** schema-valid non-negative decimals around the bounds 0, 50 and 100 */
const validDecimal = fc
  .record({
    int: fc.oneof(fc.constantFrom(0, 49, 50, 51, 99, 100, 101), fc.integer({ min: 0, max: 999_999_999_999 })),
    frac: fc.option(fc.stringMatching(/^[0-9]{1,6}$/), { nil: null }),
  })
  .map(({ int, frac }) => (frac === null ? String(int) : `${int}.${frac}`));

describe('fitsDecimal', () => {
  it('matches the schema pattern exactly', () => {
    fc.assert(
      fc.property(nearDecimal, (v) => {
        expect(fitsDecimal(v, true)).toBe(DEC.test(v));
        expect(fitsDecimal(v, false)).toBe(NONNEG.test(v));
      }),
      { numRuns: 20000 },
    );
    for (const v of ['', '-', '0', '-0', '00', '0.', '.5', '123456789012', '1234567890123', '-1.50', '1e3'])
      for (const neg of [true, false]) expect(fitsDecimal(v, neg), v).toBe((neg ? DEC : NONNEG).test(v));
  });
});

describe('decGt and decIsZero', () => {
  it('answer as decimal.js on schema-valid decimals', () => {
    fc.assert(
      fc.property(validDecimal, (v) => {
        for (const max of [0, 50, 100]) expect(decGt(v, max)).toBe(new Decimal(v).gt(max));
        expect(decIsZero(v)).toBe(new Decimal(v).isZero());
      }),
      { numRuns: 20000 },
    );
  });

  it('leave anything else to decimal.js', () => {
    for (const v of ['1.2.3', '', 'x'])
      for (const f of [() => decGt(v, 0), () => decIsZero(v)]) expect(f, v).toThrow(/DecimalError/);
    for (const v of ['-1', '-0', '1e3', '-0.0', '.5', '5.', '0005', '1234567890123456789'])
      for (const max of [0, 100]) {
        expect(decGt(v, max)).toBe(new Decimal(v).gt(max));
        expect(decIsZero(v)).toBe(new Decimal(v).isZero());
      }
  });
});
