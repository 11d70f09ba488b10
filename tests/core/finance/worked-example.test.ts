// The finance primitives reproduce the reference output of the worked example (tests/fixtures/tea-garden.*.json).
import { describe, expect, it } from 'vitest';
import input from '../../fixtures/tea-garden.input.json';
import output from '../../fixtures/tea-garden.output.json';
import { Decimal } from '../../../src/core/money/decimal';
import { constructionInterest } from '../../../src/core/finance/idc';
import { repaymentSchedule } from '../../../src/core/finance/repayment';
import type { RepaymentMethod } from '../../../src/core/finance/repayment';
import { irr } from '../../../src/core/finance/irr';
import { npv } from '../../../src/core/finance/npv';
import { dynamicPayback, staticPayback } from '../../../src/core/finance/payback';
import { straightLine } from '../../../src/core/finance/depreciation';
import { taxSchedule } from '../../../src/core/finance/loss-ledger';

interface Row {
  no: string;
  values: (string | null)[];
}
const tables = output.tables as unknown as Record<string, { rows: Row[] }>;
const ind = output.indicators;
const { B, O, N } = output.meta;
const TOL = new Decimal('1e-20');

/** A table row's values as Decimals (null → 0). */
function row(table: string, no: string): Decimal[] {
  const r = tables[table]?.rows.find((x) => x.no === no);
  if (!r) throw new Error(`no row ${table} ${no}`);
  return r.values.map((v) => new Decimal(v ?? 0));
}
function expectClose(actual: readonly Decimal[], expected: readonly Decimal[]) {
  expect(actual.length).toBe(expected.length);
  actual.forEach((a, i) =>
    expect(
      a
        .minus(expected[i] as Decimal)
        .abs()
        .lte(TOL),
      `item ${i}: ${a} ≠ ${expected[i]}`,
    ).toBe(true),
  );
}
const pct = (s: string) => new Decimal(s).div(100);

describe('worked example — financing', () => {
  const loan = input.financing.loans[0]!;
  const rate = pct(loan.ratePct);
  const idc = constructionInterest(
    loan.drawdowns.map((x) => new Decimal(x)),
    rate,
    loan.idcTreatment as 'capitalize',
  );

  it('建设期利息估算表 block 1 (rows 1.1–1.4) to 1e-20', () => {
    expectClose(idc.opening, row('idc', '1.1'));
    expectClose(idc.drawdown, row('idc', '1.2'));
    expectClose(idc.interest, row('idc', '1.3'));
    expectClose(idc.closing, row('idc', '1.4'));
    expect(idc.repaymentBase.minus(ind.debt).abs().lte(TOL)).toBe(true);
  });

  it('借款还本付息计划表 block 1, operating years (rows 1.1, 1.4.1, 1.4.2, 1.5) to 1e-20', () => {
    const s = repaymentSchedule({
      principal: idc.repaymentBase,
      rate,
      method: loan.repayment.method as RepaymentMethod,
      firstOperatingYear: B + 1,
      startYear: loan.repayment.startYear,
      graceYears: loan.repayment.graceYears,
      years: loan.repayment.years,
      lastYear: N,
    });
    const op = (xs: Decimal[]) => xs.slice(B);
    expectClose(op(s.opening), op(row('loanPlan', '1.1')));
    expectClose(op(s.principal), op(row('loanPlan', '1.4.1')));
    expectClose(op(s.interest), op(row('loanPlan', '1.4.2')));
    expectClose(op(s.payment), op(row('loanPlan', '1.4')));
    expectClose(op(s.closing), op(row('loanPlan', '1.5')));
  });
});

describe('worked example — indicators from the cash-flow tables', () => {
  const ic = pct(input.meta.icPct);
  const cases = [
    { name: 'project pre-tax', cf: row('projectCash', '3'), firr: ind.firrPre, fnpv: ind.fnpvPre, rate: ic },
    {
      name: 'project post-tax',
      cf: row('projectCash', '6'),
      firr: ind.firrPost,
      fnpv: ind.fnpvPost,
      rate: ic,
    },
    {
      name: '资本金',
      cf: row('equityCash', '3'),
      firr: ind.firrEquity,
      fnpv: ind.fnpvEquity,
      rate: pct(input.meta.equityIcPct),
    },
  ];

  it.each(cases)('$name: FIRR to 1e-10 %, FNPV to 1e-20', ({ cf, firr, fnpv, rate }) => {
    const r = irr(cf);
    expect(r.status).toBe(firr.status);
    const pctValue = (r.value as Decimal).times(100);
    expect(
      pctValue
        .minus(firr.value as string)
        .abs()
        .lt('1e-10'),
    ).toBe(true);
    expect(npv(rate, cf).minus(fnpv).abs().lte(TOL)).toBe(true);
  });

  it('static and dynamic payback, pre- and post-tax, to 1e-20', () => {
    const pairs: [Decimal | null, string | null][] = [
      [staticPayback(row('projectCash', '3')).years, ind.paybackPre],
      [staticPayback(row('projectCash', '6')).years, ind.paybackPost],
      [dynamicPayback(ic, row('projectCash', '3')).years, ind.dynPaybackPre],
      [dynamicPayback(ic, row('projectCash', '6')).years, ind.dynPaybackPost],
    ];
    for (const [mine, ref] of pairs)
      expect(
        (mine as Decimal)
          .minus(ref as string)
          .abs()
          .lte(TOL),
      ).toBe(true);
  });
});

describe('worked example — assets and tax', () => {
  it('林木资产 (生产性, life 10, 残值 5 %, bearing from year 3): 折旧 and 净值 to 1e-20', () => {
    const bio = input.assetParams.bioProductive;
    const value = row('depreciation', '3.1.1')[0] as Decimal;
    const s = straightLine({
      value,
      residualRate: pct(bio.residualPct),
      life: bio.life,
      startYear: B + 1,
      lastYear: N,
    });
    expectClose(s.charge.slice(B), row('depreciation', '3.1.2'));
    expectClose(s.netValue.slice(B), row('depreciation', '3.1.3'));
  });

  it('利润表: 弥补以前年度亏损 and 应纳税所得额 from 利润总额 and 所得减免 (rows 5, 5.1 → 6, 7)', () => {
    const lines = taxSchedule(row('profit', '5'), row('profit', '5.1'), B + 1);
    expect(lines).toHaveLength(O);
    expectClose(
      lines.map((l) => l.offset),
      row('profit', '6'),
    );
    expectClose(
      lines.map((l) => l.taxable),
      row('profit', '7'),
    );
  });
});
