// Loan schedules reproduce §5.5 and M2–M4, and every method repays exactly the principal.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../../../src/core/money/decimal';
import { repaymentSchedule } from '../../../src/core/finance/repayment';
import type { RepaymentMethod, RepaymentTerms } from '../../../src/core/finance/repayment';

const P = new Decimal('168.813535');
const rate = new Decimal('0.0435');
/** The worked example: B = 2, N = 10 (years 3–10 operating). */
const base: RepaymentTerms = {
  principal: P,
  rate,
  method: 'annuity',
  firstOperatingYear: 3,
  startYear: 3,
  graceYears: 0,
  years: 8,
  lastYear: 10,
};
const r6 = (x: Decimal | undefined) => x?.toDecimalPlaces(6).toFixed(6);
const sum = (xs: Decimal[]) => xs.reduce((a, b) => a.plus(b), new Decimal(0));

describe('等额本息 (annuity)', () => {
  it('§5.5: year 3 interest 7.343389, principal 18.093757; year 10 principal 24.376757; interest total 34.683629', () => {
    const s = repaymentSchedule(base);
    expect(s.instalment?.toDecimalPlaces(8).toFixed()).toBe('25.43714551');
    expect(r6(s.interest[2])).toBe('7.343389');
    expect(r6(s.principal[2])).toBe('18.093757');
    expect(r6(s.principal[9])).toBe('24.376757');
    expect(r6(sum(s.interest))).toBe('34.683629');
    expect(s.closing.slice(2).map((x) => x.toDecimalPlaces(2).toFixed(2))).toEqual([
      '150.72',
      '131.84',
      '112.14',
      '91.58',
      '70.12',
      '47.74',
      '24.38',
      '0.00',
    ]);
    // construction years belong to idc.ts
    expect(s.opening[0]?.isZero() && s.closing[1]?.isZero()).toBe(true);
  });

  it('M3: 2 grace years then 6 instalments', () => {
    const s = repaymentSchedule({ ...base, graceYears: 2, years: 6 });
    expect([r6(s.interest[2]), r6(s.interest[3])]).toEqual(['7.343389', '7.343389']);
    expect(s.principal[2]?.isZero() && s.principal[3]?.isZero()).toBe(true);
    expect(s.instalment?.toDecimalPlaces(8).toFixed()).toBe('32.57106248');
    expect(r6(s.interest[4])).toBe('7.343389');
    expect(r6(s.principal[4])).toBe('25.227674');
    expect(r6(s.principal[9])).toBe('31.213285');
    expect(s.principal[9]?.eq(s.opening[9] as Decimal)).toBe(true);
  });

  it('rate 0 repays P/n a year', () => {
    const s = repaymentSchedule({ ...base, rate: new Decimal(0), principal: new Decimal(80) });
    expect(s.principal.slice(2).map((x) => x.toFixed())).toEqual(Array(8).fill('10'));
  });
});

describe('等额本金 (equal principal)', () => {
  it('M2: principal 21.101692 a year; interest 7.343389 … 0.917924, total 33.045249', () => {
    const s = repaymentSchedule({ ...base, method: 'equalPrincipal' });
    expect(s.principal.slice(2).map(r6)).toEqual(Array(8).fill('21.101692'));
    expect(s.interest.slice(2).map(r6)).toEqual([
      '7.343389',
      '6.425465',
      '5.507542',
      '4.589618',
      '3.671694',
      '2.753771',
      '1.835847',
      '0.917924',
    ]);
    expect(r6(sum(s.interest))).toBe('33.045249');
    expect(s.instalment).toBeNull();
  });
});

describe('自定义 (custom principal)', () => {
  it('M4: 20 万元 × 7 years, the last year takes the rest: 28.813535 principal, 1.253389 interest', () => {
    const custom = [...Array.from({ length: 7 }, () => new Decimal(20)), null];
    const s = repaymentSchedule({ ...base, method: 'custom', customPrincipal: custom });
    expect(s.principal.slice(2, 9).map((x) => x.toFixed())).toEqual(Array(7).fill('20'));
    expect(r6(s.principal[9])).toBe('28.813535');
    expect(r6(s.interest[9])).toBe('1.253389');
  });

  it('D-9: a non-final entry above the open balance repays only the balance', () => {
    const s = repaymentSchedule({
      ...base,
      principal: new Decimal(100),
      method: 'custom',
      years: 3,
      customPrincipal: [new Decimal(70), new Decimal(70), null],
    });
    expect(s.principal.slice(2, 5).map((x) => x.toFixed())).toEqual(['70', '30', '0']);
  });

  it('an empty non-final entry is an input error', () => {
    expect(() => repaymentSchedule({ ...base, method: 'custom', customPrincipal: [null] })).toThrow(
      '自定义还款额不能为空',
    );
  });
});

describe('timing', () => {
  it('pays interest from the first operating year even when repayment starts later', () => {
    const s = repaymentSchedule({ ...base, method: 'equalPrincipal', startYear: 5, years: 4 });
    expect(r6(s.interest[2])).toBe('7.343389');
    expect(s.principal.slice(2, 4).every((x) => x.isZero())).toBe(true);
    expect(s.principal.slice(4, 8).every((x) => x.gt(0))).toBe(true);
    expect(s.closing[7]?.isZero() && s.interest[8]?.isZero() && s.payment[9]?.isZero()).toBe(true);
  });

  it('rejects a schedule that ends after N (E_REPAY_RANGE)', () => {
    expect(() => repaymentSchedule({ ...base, graceYears: 1 })).toThrow('还款期超出计算期');
    expect(() => repaymentSchedule({ ...base, startYear: 2 })).toThrow(RangeError);
  });
});

describe('repayment laws', () => {
  const terms = fc
    .record({
      principal: fc.integer({ min: 1, max: 100_000_000 }).map((n) => new Decimal(n).div(1_000_000)),
      rate: fc.integer({ min: 0, max: 1500 }).map((n) => new Decimal(n).div(10_000)),
      method: fc.constantFrom<RepaymentMethod>('annuity', 'equalPrincipal', 'custom'),
      B: fc.integer({ min: 1, max: 5 }),
      delay: fc.integer({ min: 0, max: 3 }),
      graceYears: fc.integer({ min: 0, max: 3 }),
      years: fc.integer({ min: 1, max: 30 }),
      slack: fc.integer({ min: 0, max: 5 }),
      custom: fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 30, maxLength: 30 }),
    })
    .map((x): RepaymentTerms => {
      const startYear = x.B + 1 + x.delay;
      return {
        principal: x.principal,
        rate: x.rate,
        method: x.method,
        firstOperatingYear: x.B + 1,
        startYear,
        graceYears: x.graceYears,
        years: x.years,
        lastYear: startYear + x.graceYears + x.years - 1 + x.slack,
        customPrincipal: x.custom.slice(0, x.years).map((n) => new Decimal(n).div(1_000_000)),
      };
    });

  it('principal sums to the loan exactly, balances never go negative, the loan is repaid by the final year', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const s = repaymentSchedule(t);
        expect(sum(s.principal).eq(t.principal)).toBe(true);
        for (const c of s.closing) expect(c.gte(0)).toBe(true);
        const finalDue = t.startYear + t.graceYears + t.years - 1;
        expect(s.closing[finalDue - 1]?.isZero()).toBe(true);
        s.interest.forEach((x, i) => expect(x.eq((s.opening[i] as Decimal).times(t.rate))).toBe(true));
      }),
      { numRuns: 300 },
    );
  });

  it('等额本息 pays the same instalment every principal year', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const s = repaymentSchedule({ ...t, method: 'annuity' });
        const firstDue = t.startYear + t.graceYears;
        for (let y = firstDue; y < firstDue + t.years; y++) {
          expect(
            (s.payment[y - 1] as Decimal)
              .minus(s.instalment as Decimal)
              .abs()
              .lt('1e-20'),
          ).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
