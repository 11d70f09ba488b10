// 按产量结转 reproduces M18: with 预计总采伐量 the standing harvest's cost stays in 余值.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../../../src/core/money/decimal';
import { releaseByOutput } from '../../../src/core/finance/release';

const d = (xs: (string | number)[]) => xs.map((x) => new Decimal(x));
const V = new Decimal(100);

describe('release by output', () => {
  it('M18: V 100, output 10 a year × 4, 预计总采伐量 200 → 5 a year, 余值 80', () => {
    const r = releaseByOutput(V, d([10, 10, 10, 10]), new Decimal(200));
    expect(r.release.map((x) => x.toFixed())).toEqual(['5', '5', '5', '5']);
    expect(r.residual.toFixed()).toBe('80');
  });

  it('M18: without 预计总采伐量 → 25 a year, nothing left', () => {
    const r = releaseByOutput(V, d([10, 10, 10, 10]));
    expect(r.release.map((x) => x.toFixed())).toEqual(['25', '25', '25', '25']);
    expect(r.residual.isZero()).toBe(true);
    expect(r.denominator?.toFixed()).toBe('40');
  });

  it('M18: 预计总采伐量 30 < 40 → E_HARVEST_TOTAL', () => {
    expect(() => releaseByOutput(V, d([10, 10, 10, 10]), new Decimal(30))).toThrow(
      '预计总采伐量小于计算期内产量',
    );
  });

  it('no output → nothing released, V stays in 余值 (W_NO_RELEASE)', () => {
    const r = releaseByOutput(V, d([0, 0, 0]));
    expect(r.denominator).toBeNull();
    expect(r.residual.eq(V)).toBe(true);
    expect(r.release.every((x) => x.isZero())).toBe(true);
  });

  it('release follows output and release + 余值 = V', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: 0, max: 100_000 }).map((n) => new Decimal(n)),
          { minLength: 1, maxLength: 60 },
        ),
        fc.integer({ min: 0, max: 100_000 }),
        (gross, extra) => {
          const total = gross.reduce((a, g) => a.plus(g), new Decimal(0));
          const r = releaseByOutput(V, gross, total.plus(extra));
          const released = r.release.reduce((a, x) => a.plus(x), new Decimal(0));
          expect(released.plus(r.residual).minus(V).abs().lt('1e-20')).toBe(true);
          if (!total.isZero()) {
            expect(
              released
                .minus(V.times(total).div(total.plus(extra)))
                .abs()
                .lt('1e-20'),
            ).toBe(true);
          }
        },
      ),
    );
  });
});
