// The tax base follows the return: 所得减免, then five-year FIFO loss offsets (M7, M7b, M13, M13b).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../../../src/core/money/decimal';
import { LOSS_CARRY_YEARS, taxSchedule, taxYear } from '../../../src/core/finance/loss-ledger';

const d = (xs: (string | number)[]) => xs.map((x) => new Decimal(x));
const str = (xs: Decimal[]) => xs.map((x) => x.toFixed());

describe('loss carry-forward', () => {
  it('M7: −100 then 10 a year: offsets stop after five years, 50 expires', () => {
    const rows = taxSchedule(d([-100, 10, 10, 10, 10, 10, 10, 60]));
    expect(str(rows.map((r) => r.offset))).toEqual(['0', '10', '10', '10', '10', '10', '0', '0']);
    expect(str(rows.map((r) => r.taxable))).toEqual(['0', '0', '0', '0', '0', '0', '10', '60']);
  });

  it('M7b: FIFO — −50, −30, 20, 100 → offsets 0, 0, 20, 60; taxable 0, 0, 0, 40', () => {
    const rows = taxSchedule(d([-50, -30, 20, 100]));
    expect(str(rows.map((r) => r.offset))).toEqual(['0', '0', '20', '60']);
    expect(str(rows.map((r) => r.taxable))).toEqual(['0', '0', '0', '40']);
  });

  it('the oldest loss is used first and the ledger keeps what is left', () => {
    const y1 = taxYear([], 1, new Decimal(-50));
    const y2 = taxYear(y1.ledger, 2, new Decimal(-30));
    const y3 = taxYear(y2.ledger, 3, new Decimal(20));
    expect(y3.ledger.map((e) => [e.year, e.remaining.toFixed()])).toEqual([
      [1, '30'],
      [2, '30'],
    ]);
  });

  it('|X| ≤ ε books nothing and taxes nothing (D-1)', () => {
    const r = taxYear([{ year: 1, remaining: new Decimal(5) }], 2, new Decimal('-1e-25'));
    expect(r.ledger).toHaveLength(1);
    expect(r.taxable.isZero() && r.offset.isZero()).toBe(true);
  });
});

describe('所得减免 before the loss offset', () => {
  it('M13: X −100, 60, 100, 100 with one 减半 sub-project → (0,0,0), (30,30,0), (50,50,0), (50,20,30); year-4 tax 7.50', () => {
    const X = d([-100, 60, 100, 100]);
    // one sub-project: its 项目所得 is X itself, and half of it is exempt
    const exempt = X.map((x) => Decimal.max(x, 0).times('0.5'));
    const rows = taxSchedule(X, exempt);
    expect(rows.map((r) => str([r.exemption, r.offset, r.taxable]))).toEqual([
      ['0', '0', '0'],
      ['30', '30', '0'],
      ['50', '50', '0'],
      ['50', '20', '30'],
    ]);
    expect(rows[3]?.taxable.times('0.25').toFixed(2)).toBe('7.50');
  });

  it('M13b: 不征税收入 leaves the base first — PBT 10 with a 15 subsidy is a new loss of 5', () => {
    const pbt = d([-20, 10, 100]);
    const nonTaxable = d([0, 15, 0]);
    const rows = taxSchedule(pbt.map((p, i) => p.minus(nonTaxable[i] as Decimal)));
    const y2 = taxYear(taxYear([], 1, new Decimal(-20)).ledger, 2, new Decimal(-5));
    expect(y2.ledger.reduce((a, e) => a.plus(e.remaining), new Decimal(0)).toFixed()).toBe('25');
    expect(rows[2]?.offset.toFixed()).toBe('25');
    expect(rows[2]?.taxable.toFixed()).toBe('75');
  });

  it('所得减免 never exceeds X and is never negative', () => {
    expect(taxYear([], 1, new Decimal(40), new Decimal(70)).exemption.toFixed()).toBe('40');
    expect(taxYear([], 1, new Decimal(40), new Decimal(-5)).exemption.toFixed()).toBe('0');
  });
});

describe('ledger laws', () => {
  const amount = fc.integer({ min: -10_000, max: 10_000 }).map((n) => new Decimal(n).div(10));
  it('offset + 所得减免 + taxable = X⁺; taxable ≥ 0; a loss is only used within five years and at most once', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(amount, amount), { minLength: 1, maxLength: 40 }), (rows) => {
        const X = rows.map((r) => r[0]);
        const res = taxSchedule(
          X,
          rows.map((r) => r[1]),
        );
        res.forEach((r, i) => {
          const x = X[i] as Decimal;
          expect(r.taxable.gte(0) && r.offset.gte(0) && r.exemption.gte(0)).toBe(true);
          expect(r.exemption.plus(r.offset).plus(r.taxable).eq(Decimal.max(x, 0))).toBe(true);
          // what year i offsets cannot exceed the losses of the previous five years
          const window = X.slice(Math.max(0, i - LOSS_CARRY_YEARS), i);
          const available = window.reduce((a, v) => a.plus(Decimal.max(v.neg(), 0)), new Decimal(0));
          expect(r.offset.lte(available)).toBe(true);
        });
        const losses = X.reduce((a, v) => a.plus(Decimal.max(v.neg(), 0)), new Decimal(0));
        const used = res.reduce((a, r) => a.plus(r.offset), new Decimal(0));
        expect(used.lte(losses)).toBe(true);
      }),
    );
  });
});
