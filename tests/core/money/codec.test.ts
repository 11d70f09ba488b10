// The wire codec accepts exactly model-io §1.1 decimals and writes full precision without exponents.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../../../src/core/money/decimal';
import {
  DecimalFormatError,
  isDecimalString,
  parseDecimal,
  toDecimalString,
  tryParseDecimal,
} from '../../../src/core/money/codec';

describe('decimal string codec', () => {
  it.each(['0', '1000', '0.20', '-90.905', '-0', '123456789012345678901234567890.123'])('accepts %s', (s) => {
    expect(isDecimalString(s)).toBe(true);
    expect(parseDecimal(s).eq(new Decimal(s))).toBe(true);
  });

  it.each(['', '+1', '1e5', '1E-3', '01', '1.', '.5', '1,000', ' 1', '1 ', 'NaN', 'Infinity', '0x10', '--1'])(
    'rejects %j',
    (s) => {
      expect(isDecimalString(s)).toBe(false);
      expect(() => parseDecimal(s)).toThrow(DecimalFormatError);
      expect(tryParseDecimal(s)).toBeNull();
    },
  );

  it('rejects non-strings without throwing in tryParseDecimal', () => {
    expect(tryParseDecimal(12)).toBeNull();
    expect(tryParseDecimal(null)).toBeNull();
    expect(isDecimalString(undefined)).toBe(false);
  });

  it('error message is Chinese and names the input', () => {
    expect(() => parseDecimal('1e5')).toThrow('数值格式不正确：1e5');
  });

  it('writes tiny and huge values in plain notation, never with an exponent', () => {
    expect(toDecimalString(new Decimal('1e-30'))).toBe('0.000000000000000000000000000001');
    expect(toDecimalString(new Decimal('1.5e45'))).toBe('1500000000000000000000000000000000000000000000');
    expect(toDecimalString(new Decimal(1).div(3))).toBe('0.3333333333333333333333333333333333');
  });

  it('writes −0 as "0" and drops trailing zeros', () => {
    expect(toDecimalString(new Decimal('-0'))).toBe('0');
    expect(toDecimalString(new Decimal('2.500'))).toBe('2.5');
  });

  it('refuses NaN and Infinity', () => {
    expect(() => toDecimalString(new Decimal(NaN))).toThrow(DecimalFormatError);
    expect(() => toDecimalString(new Decimal(Infinity))).toThrow(DecimalFormatError);
  });

  it('round-trips every valid decimal string to the same value, and the output is valid input', () => {
    const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 20 });
    const decimalString = fc
      .tuple(fc.boolean(), fc.nat({ max: 10 ** 9 }), fc.option(digits))
      .map(([neg, int, frac]) => `${neg ? '-' : ''}${int}${frac === null ? '' : `.${frac}`}`);
    fc.assert(
      fc.property(decimalString, (s) => {
        const out = toDecimalString(parseDecimal(s));
        expect(isDecimalString(out)).toBe(true);
        expect(new Decimal(out).eq(new Decimal(s))).toBe(true);
      }),
    );
  });
});
