// VAT, 留抵 carry-forward and surcharges reproduce M6, M6b, M16 and M20.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from '../../../src/core/money/decimal';
import {
  CITY_TAX_RATES,
  exemptShare,
  includedVat,
  splitInputVat,
  surcharges,
  vatSchedule,
  vatYear,
} from '../../../src/core/finance/vat';

const d = (xs: (string | number)[]) => xs.map((x) => new Decimal(x));
const s2 = (xs: Decimal[]) => xs.map((x) => x.toFixed(2));

describe('VAT', () => {
  it('M6: 销项 90 (1000 × 9 %), 进项 30, 市区 → VAT 60.00; 城建 4.20, 教育 1.80, 地方 1.20, total 7.20', () => {
    const output = new Decimal(1000).times('0.09');
    const { payable } = vatYear(output, new Decimal(30), new Decimal(0));
    expect(payable.toFixed(2)).toBe('60.00');
    const s = surcharges(payable, CITY_TAX_RATES.urban);
    expect(s2([s.city, s.education, s.localEducation, s.total])).toEqual(['4.20', '1.80', '1.20', '7.20']);
  });

  it('M6b: 留抵 — y1 销项 10, 进项 30; y2 50, 10; 县城 → VAT 0 / 20, credit 20 / 0, surcharges 0 / 2.00', () => {
    const v = vatSchedule(d([10, 50]), d([30, 10]));
    expect(s2(v.payable)).toEqual(['0.00', '20.00']);
    expect(s2(v.credit)).toEqual(['20.00', '0.00']);
    expect(s2(v.payable.map((x) => surcharges(x, CITY_TAX_RATES.county).total))).toEqual(['0.00', '2.00']);
  });

  it('M16: 应税收入 100 (9 %) + 免税收入 300, cost 200 with 进项 10 % → 不可抵扣 15, 进项 5, VAT 4; next year all 20 not deductible', () => {
    const f1 = exemptShare(new Decimal(400), new Decimal(100));
    const y1 = splitInputVat(new Decimal(200).times('0.1'), f1);
    expect(y1.nonDeductible.toFixed()).toBe('15');
    expect(new Decimal(200).plus(y1.nonDeductible).toFixed()).toBe('215'); // 经营成本
    expect(y1.deductible.toFixed()).toBe('5');
    const f2 = exemptShare(new Decimal(300), new Decimal(0));
    const y2 = splitInputVat(new Decimal(20), f2);
    expect([y2.nonDeductible.toFixed(), y2.deductible.toFixed()]).toEqual(['20', '0']);
    const v = vatSchedule(d([9, 0]), [y1.deductible, y2.deductible]);
    expect(s2(v.payable)).toEqual(['4.00', '0.00']);
  });

  it('M20: 设备 113 with 13 % → 13 deductible, credited in year B+1: VAT 0 / 5, credit 4 / 0, VAT saved 9 / 4', () => {
    const credit = includedVat(new Decimal(113), new Decimal('0.13'));
    expect(credit.toFixed()).toBe('13');
    const output = d([9, 9]);
    const withCredit = vatSchedule(output, d([0, 0]), [credit, new Decimal(0)]);
    const without = vatSchedule(output, d([0, 0]));
    expect(s2(withCredit.payable)).toEqual(['0.00', '5.00']);
    expect(s2(withCredit.credit)).toEqual(['4.00', '0.00']);
    expect(s2(without.payable.map((x, i) => x.minus(withCredit.payable[i] as Decimal)))).toEqual([
      '9.00',
      '4.00',
    ]);
  });

  it('over the years, VAT paid − final credit = Σ 销项 − Σ 进项 − Σ extra credit', () => {
    const amount = fc.integer({ min: 0, max: 1_000_000 }).map((n) => new Decimal(n).div(100));
    fc.assert(
      fc.property(fc.array(fc.tuple(amount, amount, amount), { minLength: 1, maxLength: 60 }), (rows) => {
        const v = vatSchedule(
          rows.map((r) => r[0]),
          rows.map((r) => r[1]),
          rows.map((r) => r[2]),
        );
        const total = (xs: Decimal[]) => xs.reduce((a, b) => a.plus(b), new Decimal(0));
        const lhs = total(v.payable).minus(v.credit[v.credit.length - 1] as Decimal);
        const rhs = total(rows.map((r) => r[0].minus(r[1]).minus(r[2])));
        expect(lhs.eq(rhs)).toBe(true);
        for (const x of [...v.payable, ...v.credit]) expect(x.gte(0)).toBe(true);
      }),
    );
  });
});
