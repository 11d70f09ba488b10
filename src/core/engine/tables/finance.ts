// Output tables loanPlan, profit and finPlanCash (model-io §3.2).
import type { Model } from '../core';
import type { CoreIndicators } from '../indicators';
import type { Table } from '../model-io-types';
import { type Series, add, posPart, zeros } from '../num';
import { type Axis, TableBuilder } from './builder';
import { withRecovery } from './invest';

interface Block {
  name: string;
  open: Series;
  draw: Series;
  accrued: Series;
  principal: Series;
  paid: Series;
  close: Series;
}

export function loanPlanTable(m: Model, ax: Axis, ind: CoreIndicators): Table {
  const { N } = ax;
  const { wc, yl } = m;
  const blocks: Block[] = m.loans.map((l) => {
    const accrued = l.idc.map((v, t) => v.plus(l.interest[t]!));
    const paid = l.interest.map((v, t) => (l.capitalize ? v : v.plus(l.idc[t]!)));
    return {
      name: l.loan.name,
      open: l.open,
      draw: l.draw,
      accrued,
      principal: l.principal,
      paid,
      close: l.close,
    };
  });
  const wcOpen = zeros(N);
  for (let t = 1; t < N; t++) wcOpen[t] = wc.WLend[t - 1]!;
  blocks.push({
    name: '流动资金借款',
    open: wcOpen,
    draw: wc.WD.map(posPart),
    accrued: wc.WI,
    principal: wc.WRep,
    paid: wc.WI,
    close: wc.WLend,
  });
  const stOpen = zeros(N);
  for (let t = 1; t < N; t++) stOpen[t] = yl.stBal[t - 1]!;
  blocks.push({
    name: '短期借款',
    open: stOpen,
    draw: yl.stNew,
    accrued: yl.stInt,
    principal: yl.stRep,
    paid: yl.stInt,
    close: yl.stBal,
  });
  const sumOf = (f: (b: Block) => Series) => add(zeros(N), ...blocks.map(f));
  blocks.push({
    name: '合计',
    open: sumOf((b) => b.open),
    draw: sumOf((b) => b.draw),
    accrued: sumOf((b) => b.accrued),
    principal: sumOf((b) => b.principal),
    paid: sumOf((b) => b.paid),
    close: sumOf((b) => b.close),
  });
  const tb = new TableBuilder(ax, 'all');
  blocks.forEach((b, i) => {
    const k = `${i + 1}`;
    tb.group(k, b.name);
    tb.bal(`${k}.1`, '期初借款余额', b.open);
    tb.flow(`${k}.2`, '当期借款', b.draw);
    tb.flow(`${k}.3`, '当期应计利息', b.accrued);
    tb.flow(`${k}.4`, '当期还本付息', add(b.principal, b.paid));
    tb.flow(`${k}.4.1`, '还本', b.principal);
    tb.flow(`${k}.4.2`, '付息', b.paid);
    tb.bal(`${k}.5`, '期末借款余额', b.close);
  });
  const k = `${blocks.length + 1}`;
  tb.group(k, '计算指标');
  tb.bal(`${k}.1`, '利息备付率', ind.icr);
  tb.bal(`${k}.2`, '偿债备付率', ind.dscr);
  tb.bal(`${k}.3`, '偿债备付率(不含短期借款)', ind.dscrEx);
  return tb.build('loanPlan', '借款还本付息计划表', '万元');
}

export function profitTable(m: Model, ax: Axis): Table {
  const { yl, rev, vat, subs } = m;
  const tb = new TableBuilder(ax, 'operating');
  tb.flow('1', '营业收入', rev.total);
  tb.flow('2', '税金及附加', vat.surcharges);
  tb.flow('3', '总成本费用', yl.totalCost);
  tb.flow('4', '补贴收入', subs.operating);
  if (m.p.input.meta.subsidyNonTaxable) tb.flow('4.1', '其中：不征税收入', yl.nonTaxable);
  tb.flow('5', '利润总额', yl.pbt);
  tb.flow('5.1', '减：所得减免', yl.exemption);
  tb.flow('6', '弥补以前年度亏损', yl.offset);
  tb.flow('7', '应纳税所得额', yl.taxable);
  tb.flow('8', '所得税', yl.tax);
  tb.flow('9', '净利润', yl.np);
  tb.bal('10', '期初未分配利润', yl.undistOpen);
  tb.bal('11', '可供分配的利润', yl.avail);
  tb.flow('12', '提取法定盈余公积金', yl.reserve);
  tb.bal('13', '可供投资者分配的利润', yl.investorAvail);
  tb.flow('14', '应付优先股股利', zeros(ax.N));
  tb.flow('15', '提取任意盈余公积金', zeros(ax.N));
  tb.flow('16', '应付普通股股利', yl.dividend);
  tb.flow('17', '各投资方利润分配', yl.dividend);
  tb.bal('18', '未分配利润', yl.undist);
  tb.flow('19', '息税前利润(EBIT)', yl.ebit);
  tb.flow('20', '息税折旧摊销前利润(EBITDA)', yl.ebitda);
  return tb.build('profit', '利润与利润分配表', '万元');
}

export function finPlanCashTable(m: Model, ax: Axis): Table {
  const { yl, rev, vat, subs, ct, capex, wc, assets } = m;
  const { N } = ax;
  const z = zeros(N);
  const tb = new TableBuilder(ax, 'all');
  const in1 = add(rev.total, rev.outVat, subs.operating);
  const out1 = add(ct.OC, vat.inDeductible, vat.surcharges, vat.vat, yl.tax);
  tb.flow(
    '1',
    '经营活动净现金流量',
    in1.map((v, t) => v.minus(out1[t]!)),
  );
  tb.flow('1.1', '现金流入', in1);
  tb.flow('1.1.1', '营业收入', rev.total);
  tb.flow('1.1.2', '增值税销项税额', rev.outVat);
  tb.flow('1.1.3', '补贴收入', subs.operating);
  tb.flow('1.1.4', '其他流入', z);
  tb.flow('1.2', '现金流出', out1);
  tb.flow('1.2.1', '经营成本', ct.OC);
  tb.flow('1.2.2', '增值税进项税额', vat.inDeductible);
  tb.flow('1.2.3', '税金及附加', vat.surcharges);
  tb.flow('1.2.4', '增值税', vat.vat);
  tb.flow('1.2.5', '所得税', yl.tax);
  tb.flow('1.2.6', '其他流出', z);
  const out2 = add(capex.CI, assets.maintenance, wc.dW);
  tb.flow(
    '2',
    '投资活动净现金流量',
    out2.map((v) => v.neg()),
  );
  tb.flow('2.1', '现金流入', z);
  tb.flow('2.2', '现金流出', out2);
  tb.flow('2.2.1', '建设投资', capex.CI);
  tb.flow('2.2.2', '维持运营投资', assets.maintenance);
  tb.flow('2.2.3', '流动资金', wc.dW);
  tb.flow('2.2.4', '其他流出', z);
  const wdPos = wc.WD.map(posPart);
  const in3 = add(yl.equity, yl.draws, wdPos, yl.stNew, subs.investment);
  const out3 = add(yl.interestPaid, yl.principalPaid, yl.dividend);
  tb.flow(
    '3',
    '筹资活动净现金流量',
    in3.map((v, t) => v.minus(out3[t]!)),
  );
  tb.flow('3.1', '现金流入', in3);
  tb.flow('3.1.1', withRecovery('项目资本金投入', yl.equity), yl.equity);
  tb.flow('3.1.2', '建设投资借款', yl.draws);
  tb.flow('3.1.3', '流动资金借款', wdPos);
  tb.flow('3.1.4', '债券', z);
  tb.flow('3.1.5', '短期借款', yl.stNew);
  tb.flow('3.1.6', '其他流入(投资补助)', subs.investment);
  tb.flow('3.2', '现金流出', out3);
  tb.flow('3.2.1', '各种利息支出', yl.interestPaid);
  tb.flow('3.2.2', '偿还债务本金', yl.principalPaid);
  tb.flow('3.2.3', '应付利润(股利分配)', yl.dividend);
  tb.flow('3.2.4', '其他流出', z);
  tb.flow('4', '净现金流量', yl.net);
  tb.bal('5', '累计盈余资金', yl.cumCash);
  return tb.build('finPlanCash', '财务计划现金流量表', '万元');
}
