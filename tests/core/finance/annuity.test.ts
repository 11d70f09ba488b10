// pmt reproduces the spec's 等额本息 instalments and Excel PMT, and repays the principal exactly.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../../../src/core/money/decimal';
import { pmt } from '../../../src/core/finance/annuity';
import { npv } from '../../../src/core/finance/npv';

const P = new Decimal('168.813535');
const i = new Decimal('0.0435');

describe('pmt (等额本息)', () => {
  it('§5.5: P 168.813535, 4.35 %, 8 years → A = 25.43714551', () => {
    expect(pmt(i, 8, P).toDecimalPlaces(8).toFixed()).toBe('25.43714551');
  });

  it('M3: the same P over 6 years → A = 32.57106248', () => {
    expect(pmt(i, 6, P).toDecimalPlaces(8).toFixed()).toBe('32.57106248');
  });

  it('Excel documentation: PMT(8%/12, 10, 10000) = −1 037.03', () => {
    expect(pmt(new Decimal('0.08').div(12), 10, new Decimal(10000)).toDecimalPlaces(2).toFixed()).toBe(
      '1037.03',
    );
  });

  it('rate 0 → P/n', () => {
    expect(pmt(new Decimal(0), 8, new Decimal(100)).toFixed()).toBe('12.5');
  });

  it('rejects non-positive terms', () => {
    expect(() => pmt(i, 0, P)).toThrow('还款年限必须为正整数');
    expect(() => pmt(i, 2.5, P)).toThrow(RangeError);
  });

  it('the present value of n instalments at i is the principal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1500 }).map((n) => new Decimal(n).div(10000)),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 10_000_000 }).map((n) => new Decimal(n).div(100)),
        (rate, n, principal) => {
          const a = pmt(rate, n, principal);
          const pv = npv(
            rate,
            Array.from({ length: n }, () => a),
          );
          expect(pv.minus(principal).abs().lt('1e-20')).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
