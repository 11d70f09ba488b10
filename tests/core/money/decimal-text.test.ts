// decimalOfText must build the very Decimal decimal.js's constructor builds from the same text: sign, exponent,
// words and property order (one object shape for every Decimal), and leave anything but plain text to decimal.js.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal, decimalOfText } from '../../../src/core/money/decimal';

const parts = (x: Decimal) => ({ keys: Object.keys(x), s: x.s, e: x.e, d: x.d });

describe('decimalOfText', () => {
  it('equals new Decimal(text) on plain decimal text, word for word', () => {
    const text = fc
      .tuple(
        fc.boolean(),
        fc.stringMatching(/^(0|[1-9][0-9]{0,14})$/),
        fc.option(fc.stringMatching(/^[0-9]{1,45}$/), { nil: undefined }),
      )
      .map(([neg, int, frac]) => `${neg ? '-' : ''}${int}${frac === undefined ? '' : `.${frac}`}`);
    fc.assert(
      fc.property(text, (t) => {
        expect(parts(decimalOfText(t))).toEqual(parts(new Decimal(t)));
      }),
      { numRuns: 5000 },
    );
  });

  it('word boundaries, zeros and signs as decimal.js has them', () => {
    const cases = [
      '0',
      '-0',
      '0.000',
      '-0.0',
      '1',
      '1234567',
      '12345678',
      '0.1234567',
      '0.00000001',
      '10000000',
      '9999999.9999999',
      '100000000000.00000000000000000000000000000000001',
      '-0.000000000000000000000000000000000000005',
    ];
    for (const t of cases) expect(parts(decimalOfText(t)), t).toEqual(parts(new Decimal(t)));
  });

  it('leaves other text to decimal.js: the same value, or the same error', () => {
    for (const t of ['+5', '5.', '.5', '1e5', '-1.5E-3', '0x1F'])
      expect(decimalOfText(t).toString(), t).toBe(new Decimal(t).toString());
    for (const t of ['', '-', 'abc', '1.2.3', '1,000', ' 1'])
      expect(() => decimalOfText(t), t).toThrow(/DecimalError/);
  });
});
