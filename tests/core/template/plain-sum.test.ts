import { describe, expect, it } from 'vitest';
import { Decimal } from '../../../src/core/money/decimal';
import { plainSum } from '../../../src/core/template/plain-sum';

/** What the sheet's childSum printed before the fast path: decimal.js, term by term. */
const slow = (values: (string | null)[]): string => {
  let s = new Decimal(0);
  for (const v of values) if (v !== null && v !== '') s = s.plus(new Decimal(v));
  return s.isZero() ? '0' : s.toString();
};

/** A deterministic generator (no flaky test): xorshift32. */
function rng(seed: number) {
  let x = seed;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

describe('plainSum', () => {
  it('prints sums as decimal.js does', () => {
    expect(plainSum([])).toBe('0');
    expect(plainSum([null, '', undefined])).toBe('0');
    expect(plainSum(['1.50', '2.5'])).toBe('4');
    expect(plainSum(['0.1', '0.2'])).toBe('0.3');
    expect(plainSum(['-0.1', '0.05'])).toBe('-0.05');
    expect(plainSum(['-0', '0.000'])).toBe('0');
    expect(plainSum(['007', '0.00000001'])).toBe('7.00000001');
    expect(plainSum(['999999999999.99', '0.01'])).toBe('1000000000000');
  });

  it('leaves to decimal.js what it cannot sum exactly', () => {
    expect(plainSum(['1e5'])).toBeNull();
    expect(plainSum([' 1'])).toBeNull();
    expect(plainSum(['abc'])).toBeNull();
    expect(plainSum(['.5'])).toBeNull();
    expect(plainSum(['0.000000001'])).toBeNull(); // 9 fraction digits
    expect(plainSum(['123456789012345678'])).toBeNull();
    expect(plainSum(Array.from({ length: 20 }, () => '9999999.99999999'))).toBeNull();
  });

  it('agrees with decimal.js on random columns', () => {
    const r = rng(20);
    let compared = 0;
    for (let k = 0; k < 2000; k++) {
      const n = 1 + Math.floor(r() * 200);
      const values = Array.from({ length: n }, () => {
        const u = r();
        if (u < 0.1) return null;
        if (u < 0.15) return '';
        const int = String(Math.floor(r() * 10 ** Math.floor(r() * (r() < 0.998 ? 7 : 17))));
        const digits = Math.floor(r() * 9);
        const frac = digits ? `.${String(Math.floor(r() * 10 ** digits)).padStart(digits, '0')}` : '';
        return `${r() < 0.2 ? '-' : ''}${int}${frac}`;
      });
      const fast = plainSum(values);
      if (fast === null) continue;
      expect(fast).toBe(slow(values));
      compared++;
    }
    // most columns take the fast path (the others are too long for it)
    expect(compared).toBeGreaterThan(500);
  });
});
