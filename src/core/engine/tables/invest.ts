// Output tables investEstimate, idc, workingCapital and funding (model-io §3.2).
import type { Model } from '../core';
import { COL_KEYS, type ColKey } from '../capex';
import type { HeaderLine, Row, Table } from '../model-io-types';
import { type Decimal, type Series, EPS, HUNDRED, Z, add, dec, enc, sum, zeros } from '../num';
import { type Axis, TableBuilder, calendarLabel, yearLabel } from './builder';

const TYPE_GROUPS = [
  { type: 0, no: '1.1', name: '种植工程' },
  { type: 1, no: '1.2', name: '苗圃工程' },
  { type: 2, no: '1.3', name: '厂房工程' },
  { type: 3, no: '1.4', name: '支撑体系工程' },
] as const;

const INVEST_COLUMNS = [
  { key: 'building', label: '建筑工程费' },
  { key: 'equipment', label: '设备及工器具购置费' },
  { key: 'installation', label: '安装工程费' },
  { key: 'forestry', label: '营造林工程费' },
  { key: 'other', label: '其他费用' },
  { key: 'sharePct', label: '占建设投资比例(%)' },
];

type Cols = Record<ColKey, Decimal>;
const zeroCols = (): Cols => ({ building: Z, equipment: Z, installation: Z, forestry: Z, other: Z });
const addCols = (...cs: Cols[]): Cols => {
  const r = zeroCols();
  for (const c of cs) for (const k of COL_KEYS) r[k] = r[k].plus(c[k]);
  return r;
};
const otherCol = (x: Decimal): Cols => ({ ...zeroCols(), other: x });

/**
 * The printed form of 项目投资估算表: 估算价值 grouped with its 合计, then 占比, then 分年投资 — as evaluation
 * reports print it (and as the worked example's reference output has it), rather than the default headers.
 */
export function investHeaders(ax: Axis): HeaderLine[] {
  const span = ax.startYear != null ? 3 : 2;
  const years = Array.from({ length: ax.B }, (_, i) => i + 1);
  const lines: HeaderLine[] = [
    [
      { label: '序号', rowSpan: span },
      { label: '工程或费用名称', rowSpan: span },
      { label: '估算价值(万元)', colSpan: 6 },
      { label: '占建设投资比例(%)', rowSpan: span },
      { label: '分年投资(万元)', colSpan: ax.B },
    ],
    [
      ...INVEST_COLUMNS.filter((c) => c.key !== 'sharePct').map((c) => ({
        label: c.label,
        rowSpan: span - 1,
      })),
      { label: '合计', rowSpan: span - 1 },
      ...years.map((t) => ({ label: yearLabel(t) })),
    ],
  ];
  if (ax.startYear != null)
    lines.push(years.map((t) => ({ label: calendarLabel((ax.startYear as number) + t - 1) })));
  return lines;
}

export function investEstimateTable(m: Model, ax: Axis): Table {
  const { capex, p } = m;
  const tb = new TableBuilder(ax, 'construction');
  const CI = capex.CItotal;
  const extra = (c: Cols | null): Record<string, string | null> => {
    const e: Record<string, string | null> = {};
    for (const k of COL_KEYS) e[k] = c ? enc(c[k]) : null;
    const tot = c ? COL_KEYS.reduce((s, k) => s.plus(c[k]), Z) : null;
    e.sharePct = tot && !CI.isZero() ? enc(tot.div(CI).times(HUNDRED)) : null;
    return e;
  };
  const row = (no: string, name: string, s: Series, c: Cols | null): Row => {
    const r = tb.flow(no, name, s);
    r.extra = extra(c);
    return r;
  };
  const groups = TYPE_GROUPS.map((g) => {
    const members = p.subs.map((sp, j) => ({ sp, j })).filter((x) => x.sp.type === g.type);
    return {
      g,
      members,
      s: add(zeros(ax.N), ...members.map((x) => capex.subEF[x.j]!)),
      c: addCols(...members.map((x) => capex.subCols[x.j]!)),
    };
  });
  row('1', '工程费用', capex.EF, addCols(...groups.map((x) => x.c)));
  for (const { g, members, s, c } of groups) {
    row(g.no, g.name, s, c);
    members.forEach((x, i) => row(`${g.no}.${i + 1}`, x.sp.name, capex.subEF[x.j]!, capex.subCols[x.j]!));
  }
  row('2', '工程建设其他费用', capex.OF, otherCol(sum(capex.OF)));
  row('2.1', '林地租金', capex.rent21, otherCol(sum(capex.rent21)));
  p.input.otherFees.forEach((f, i) =>
    row(`2.${i + 2}`, f.name, capex.otherFees[i]!, otherCol(sum(capex.otherFees[i]!))),
  );
  const contingency = add(capex.BC, capex.PF);
  row('3', '预备费', contingency, otherCol(sum(contingency)));
  row('3.1', '基本预备费', capex.BC, otherCol(sum(capex.BC)));
  row('3.2', '涨价预备费', capex.PF, otherCol(sum(capex.PF)));
  row(
    '4',
    '建设投资',
    capex.CI,
    addCols(...groups.map((x) => x.c), otherCol(sum(capex.OF).plus(sum(contingency)))),
  );
  if (capex.invVatRow) row('4.1', '其中：可抵扣进项税额', capex.invVat, capex.invVatCols);
  row('5', '建设期利息', m.yl.idc, null);
  const r6 = tb.totalOnly('6', '流动资金', m.wc.maxW);
  r6.extra = extra(null);
  const r7 = tb.totalOnly('7', '项目总投资', CI.plus(sum(m.yl.idc)).plus(m.wc.maxW));
  r7.extra = extra(null);
  return tb.build('investEstimate', '项目投资估算表', '万元', INVEST_COLUMNS, investHeaders(ax));
}

export function idcTable(m: Model, ax: Axis): Table {
  const tb = new TableBuilder(ax, 'construction');
  const K = m.loans.length;
  m.loans.forEach((l, i) => {
    const k = i + 1;
    tb.group(`${k}`, l.loan.name);
    tb.bal(`${k}.1`, '期初借款余额', l.open);
    tb.flow(`${k}.2`, '当期借款', l.draw);
    tb.flow(`${k}.3`, '当期应计利息', l.idc);
    tb.bal(`${k}.4`, '期末借款余额', l.close);
  });
  tb.flow(`${K + 1}`, '其他融资费用', zeros(ax.N));
  const s = `${K + 2}`;
  tb.group(s, '合计');
  tb.bal(`${s}.1`, '期初借款余额', add(zeros(ax.N), ...m.loans.map((l) => l.open)));
  tb.flow(`${s}.2`, '当期借款', m.yl.draws);
  tb.flow(`${s}.3`, '建设期利息合计', m.yl.idc);
  tb.bal(`${s}.4`, '期末借款余额', add(zeros(ax.N), ...m.loans.map((l) => l.close)));
  return tb.build('idc', '建设期利息估算表', '万元');
}

export function workingCapitalTable(m: Model, ax: Axis): Table {
  const { wc, p } = m;
  const tb = new TableBuilder(ax, 'operating');
  const input = p.input.workingCapital;
  if (input.method === 'ratio') {
    const label = input.base === 'revenue' ? '营业收入' : input.base === 'opCost' ? '经营成本' : '建设投资';
    tb.bal('1', `计算基数(${label})`, wc.base);
    const rate = zeros(ax.N).map(() => dec(input.ratePct));
    tb.bal('2', '比率(%)', rate, { unit: '%' });
    tb.bal('3', '流动资金', wc.W);
    tb.flow('4', '流动资金当期增加额', wc.dW);
    return tb.build('workingCapital', '流动资金估算表(扩大指标估算法)', '万元');
  }
  const d = input.days;
  const item = (no: string, name: string, s: Series, days: number | null) => {
    const r = tb.bal(no, name, s);
    r.extra = { days: days === null ? null : String(days), turnover: days ? enc(dec(360).div(days)) : null };
  };
  item('1', '流动资产', wc.CA, null);
  item('1.1', '应收账款', wc.AR, d.receivables);
  item('1.2', '存货', wc.INV, null);
  item('1.2.1', '原材料及燃料动力', wc.RM, d.rawMaterials);
  item('1.2.2', '在产品', wc.WIP, d.workInProgress);
  item('1.2.3', '产成品', wc.FG, d.finishedGoods);
  item('1.3', '现金', wc.CASH, d.cash);
  item('1.4', '预付账款', wc.PRE, d.prepayments);
  item('2', '流动负债', wc.CL, null);
  item('2.1', '应付账款', wc.AP, d.payables);
  item('2.2', '预收账款', wc.ADV, d.advances);
  item('3', '流动资金', wc.W, null);
  const r4 = tb.flow('4', '流动资金当期增加额', wc.dW);
  r4.extra = { days: null, turnover: null };
  return tb.build('workingCapital', '流动资金估算表', '万元', [
    { key: 'days', label: '最低周转天数' },
    { key: 'turnover', label: '周转次数' },
  ]);
}

const RECOVERY = '(负值为流动资金回收)';
export const withRecovery = (name: string, s: readonly Decimal[]): string =>
  s.some((v) => v.lt(EPS.neg())) ? name + RECOVERY : name;

export function fundingTable(m: Model, ax: Axis): Table {
  const { yl, wc, capex, subs } = m;
  const tb = new TableBuilder(ax, 'all');
  const total = add(capex.CI, yl.idc, wc.dW);
  tb.flow('1', '总投资', total);
  tb.flow('1.1', '建设投资', capex.CI);
  tb.flow('1.2', '建设期利息', yl.idc);
  tb.flow('1.3', '流动资金', wc.dW);
  const debt = add(yl.draws, yl.idcCapital, wc.WD);
  tb.flow('2', '资金筹措', add(yl.equity, debt, subs.investment));
  tb.flow('2.1', withRecovery('项目资本金', yl.equity), yl.equity);
  tb.flow('2.1.1', '用于建设投资', yl.equityForCapex);
  tb.flow('2.1.2', withRecovery('用于流动资金', yl.equityForWc), yl.equityForWc);
  tb.flow('2.1.3', '用于建设期利息', yl.idcEquity);
  tb.flow('2.1.4', '追加资本金(弥补资金缺口)', yl.topUp);
  tb.flow('2.2', '债务资金', debt);
  tb.flow('2.2.1', '建设投资借款', yl.draws);
  m.loans.forEach((l, i) => tb.flow(`2.2.1.${i + 1}`, l.loan.name, l.draw));
  tb.flow('2.2.2', '用于建设期利息(资本化)', yl.idcCapital);
  tb.flow('2.2.3', '流动资金借款', wc.WD);
  tb.flow('2.3', '其他资金(投资补助)', subs.investment);
  subs.investmentRows.forEach((r, i) => tb.flow(`2.3.${i + 1}`, r.name, r.values));
  return tb.build('funding', '项目总投资使用计划与资金筹措表', '万元');
}
