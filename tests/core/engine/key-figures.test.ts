// The acceptance figures of finance-model §5.2–§5.15 written out (display at 2 dp), next to the table-by-table golden test.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeModel, display, type Indicators, type Table } from '../../../src/core/engine';
import { Decimal } from '../../../src/core/money/decimal';

const input = JSON.parse(
  readFileSync(new URL('../../fixtures/tea-garden.input.json', import.meta.url), 'utf8'),
);
const out = computeModel(input);
const ind = out.indicators as Indicators;
const d2 = (s: string | null | undefined) => (s == null ? null : display(new Decimal(s)));
const t = (id: string) => out.tables[id as keyof typeof out.tables] as Table;
const row = (id: string, no: string) => t(id).rows.find((r) => r.no === no)!;
const vals = (id: string, no: string) => row(id, no).values.map(d2);
const tot = (id: string, no: string) => d2(row(id, no).total);
const ex = (id: string, no: string, key: string) => d2(row(id, no).extra![key]);

describe('finance-model §5 acceptance figures (tea garden)', () => {
  it('§5.2 建设投资 202.65 + 74.55 = 277.20; 苗木 63.00, 补植 6.00', () => {
    expect(vals('investEstimate', '4')).toEqual(['202.65', '74.55']);
    expect(tot('investEstimate', '4')).toBe('277.20');
    expect(vals('investEstimate', '1')).toEqual(['183.00', '66.00']);
    expect(vals('investEstimate', '2')).toEqual(['10.00', '5.00']);
    expect(vals('investEstimate', '3.1')).toEqual(['9.65', '3.55']);
  });

  it('§5.3 建设期利息 2.61 + 6.20 = 8.81; P = 168.81', () => {
    expect(vals('idc', '1.3')).toEqual(['2.61', '6.20']);
    expect(new Decimal(row('idc', '1.4').values[1]!).toFixed()).toBe('168.813535');
  });

  it('§5.4 资金筹措: 总投资 308.22, 资本金 113.86, 债务 184.36, 资本金 year 4 1.13 (tie 1.125)', () => {
    expect(tot('funding', '1')).toBe('308.22');
    expect(tot('funding', '2.1')).toBe('113.86');
    expect(tot('funding', '2.2')).toBe('184.36');
    expect(vals('funding', '2.1').slice(0, 6)).toEqual(['72.65', '34.55', '3.85', '1.13', '1.13', '0.56']);
  });

  it('§5.5 等额本息 25.44 a year; interest 7.34 … 1.06, total 34.68; 当期应计利息 total 43.50', () => {
    expect(vals('loanPlan', '1.4').slice(2, 10)).toEqual(Array(8).fill('25.44'));
    expect(vals('loanPlan', '1.4.2').slice(2, 10)).toEqual([
      '7.34',
      '6.56',
      '5.73',
      '4.88',
      '3.98',
      '3.05',
      '2.08',
      '1.06',
    ]);
    expect(tot('loanPlan', '1.4.2')).toBe('34.68');
    expect(tot('loanPlan', '1.3')).toBe('43.50');
    expect(vals('loanPlan', '3.2').slice(2, 4)).toEqual(['81.83', '77.33']);
  });

  it('§5.6 产量 2 550 000 kg, 营业收入 3 060.00, 经营成本 1 775.00, 营林成本 800 元/亩', () => {
    expect(row('yield', '1.1.3').total).toBe('2550000');
    expect(tot('revenueTax', '1')).toBe('3060.00');
    expect(vals('totalCost', '5').slice(0, 4)).toEqual(['116.00', '146.00', '176.00', '191.00']);
    expect(tot('totalCost', '5')).toBe('1775.00');
    expect(vals('forestryCost', '1.2')).toEqual(Array(10).fill('800.00'));
  });

  it('§5.7 流动资金 12.83 / 16.58 / 20.33 / 22.21', () => {
    expect(vals('workingCapital', '3').slice(0, 4)).toEqual(['12.83', '16.58', '20.33', '22.21']);
  });

  it('§5.8 林木资产 depreciation 27.17 a year from year 3, 余值 14.30', () => {
    expect(vals('depreciation', '3.1.2')).toEqual(Array(10).fill('27.17'));
    expect(tot('projectCash', '1.3.2')).toBe('14.30');
  });

  it('§5.9 利润: 利润总额 965.43, 所得减免 530.06, 弥补亏损 94.70, 所得税 108.84 (year 6 4.25), 净利润 856.59, 盈余公积 8.23 at the cap', () => {
    expect(tot('profit', '5')).toBe('965.43');
    expect(tot('profit', '5.1')).toBe('530.06');
    expect(vals('profit', '6').slice(2, 4)).toEqual(['43.56', '51.14']);
    expect(tot('profit', '8')).toBe('108.84');
    expect(vals('profit', '8')[3]).toBe('4.25');
    expect(tot('profit', '9')).toBe('856.59');
    expect(vals('profit', '12')[7]).toBe('8.23');
    expect(tot('profit', '20')).toBe('1285.00');
  });

  it('§5.10 财务计划现金流量: 累计盈余资金 943.94, 短期借款 159.16', () => {
    expect(vals('finPlanCash', '5')[11]).toBe('943.94');
    expect(tot('finPlanCash', '3.1.5')).toBe('159.16');
  });

  it('§5.11 / §5.14 project indicators: FIRR 23.58 % / 22.03 %, FNPV 410.03 / 352.14, Pt 6.17 / 6.25, Pt′ 6.98 / 7.18, 调整所得税 116.26', () => {
    expect([ind.firrPre.value, ind.firrPost.value].map(d2)).toEqual(['23.58', '22.03']);
    expect([ind.fnpvPre, ind.fnpvPost].map(d2)).toEqual(['410.03', '352.14']);
    expect([ind.paybackPre, ind.paybackPost, ind.dynPaybackPre, ind.dynPaybackPost].map(d2)).toEqual([
      '6.17',
      '6.25',
      '6.98',
      '7.18',
    ]);
    expect(tot('projectCash', '5')).toBe('116.26');
  });

  it('§5.12 资本金: FIRR 35.93 %, FNPV 392.09, year-4 借款本金偿还 100.71', () => {
    expect(d2(ind.firrEquity.value)).toBe('35.93');
    expect(d2(ind.fnpvEquity)).toBe('392.09');
    expect(vals('equityCash', '2.2')[3]).toBe('100.71');
  });

  it('§5.13 资产负债表: 资产 983.79 in year 12, LOAR max 89.08 %, 流动比率 year 3 18.98 %', () => {
    expect(vals('balanceSheet', '1')[11]).toBe('983.79');
    expect(d2(ind.loarMax)).toBe('89.08');
    expect(vals('balanceSheet', '4')[2]).toBe('18.98');
  });

  it('§5.14 ROI 32.88 %, ROE 75.23 %, ICR min −10.75, DSCR 0.31 (year 4), BEP 49.53 % (year 6), 亩均 2 772.00 / 3 060.00 / 965.43', () => {
    expect([ind.roi, ind.roe, ind.icrMin].map(d2)).toEqual(['32.88', '75.23', '-10.75']);
    expect(d2(ind.dscr[3])).toBe('0.31');
    expect(d2(ind.dscrExShortTerm[3])).toBe('1.31');
    expect(ind.bep.year).toBe(6);
    expect([ind.bep.pct, ind.bep.price].map(d2)).toEqual(['49.53', '7.46']);
    expect(display(new Decimal(ind.bep.qty!), 0)).toBe('148584');
    expect([ind.perAreaCapex, ind.perAreaRevenue, ind.perAreaProfit].map(d2)).toEqual([
      '2772.00',
      '3060.00',
      '965.43',
    ]);
    expect(ind.shortTermYears).toBe(2);
  });

  it('§5.15 敏感性: 临界点 +156.39 % / −24.17 % / +39.79 %; 临界值 710.72, 9.10 元/kg (272.98), 267.00', () => {
    expect(['1', '2', '3'].map((k) => ex('sensitivity', k, 'criticalPct'))).toEqual([
      '156.39',
      '-24.17',
      '39.79',
    ]);
    expect(['1', '2', '3'].map((k) => ex('sensitivity', k, 'criticalValue'))).toEqual([
      '710.72',
      '272.98',
      '267.00',
    ]);
    expect(ex('sensitivity', '2', 'criticalUnitPrice')).toBe('9.10');
    expect(['1.1', '2.1', '3.4'].map((k) => ex('sensitivity', k, 'value'))).toEqual([
      '25.82',
      '10.94',
      '15.46',
    ]);
    expect(['1.1', '2.1', '3.4'].map((k) => ex('sensitivity', k, 'saf'))).toEqual(['-0.86', '2.52', '-1.49']);
  });
});
