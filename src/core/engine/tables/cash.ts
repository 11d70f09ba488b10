// Output tables projectCash, equityCash and balanceSheet (model-io §3.2).
import type { Model } from '../core';
import type { CoreIndicators } from '../indicators';
import type { Table } from '../model-io-types';
import { type Decimal, HUNDRED, dec, enc } from '../num';
import { type Axis, TableBuilder } from './builder';
import { withRecovery } from './invest';

const BIO_SUFFIX = { book: '账面价值', appraised: '评估值', mixed: '账面价值/评估值' } as const;
const irrPct = (v: Decimal | null) => (v ? v.times(HUNDRED) : null);
const pctLabel = (s: string) => enc(dec(s));

function inflowRows(tb: TableBuilder, m: Model) {
  const { cf, rev, subs } = m;
  tb.flow('1.1', '营业收入', rev.total);
  tb.flow('1.2', '补贴收入', subs.operating);
  tb.flow('1.3', '回收资产余值', cf.rv);
  tb.flow('1.3.1', '固定资产及无形资产余值', cf.rvFixed);
  tb.flow('1.3.2', `林木资产余值(${BIO_SUFFIX[cf.rvBioKind]})`, cf.rvBio);
  tb.flow('1.4', '回收流动资金', cf.wcRecovery);
}

export function projectCashTable(m: Model, ax: Axis, ind: CoreIndicators): Table {
  const { cf, capex, wc, ct, vat, assets, yl } = m;
  const tb = new TableBuilder(ax, 'all');
  tb.flow('1', '现金流入', cf.inflow);
  inflowRows(tb, m);
  if (capex.invVatRow) tb.flow('1.5', '建设投资进项税额抵扣', vat.saving);
  tb.flow('2', '现金流出', cf.outflow);
  tb.flow('2.1', '建设投资', capex.CI);
  tb.flow('2.2', '流动资金', wc.dW);
  tb.flow('2.3', '经营成本', ct.OC);
  tb.flow('2.4', '税金及附加', vat.surcharges);
  tb.flow('2.5', '维持运营投资', assets.maintenance);
  tb.flow('3', '所得税前净现金流量', cf.pre);
  tb.bal('4', '累计所得税前净现金流量', cf.preCum);
  tb.flow('5', '调整所得税', yl.adjTax);
  tb.flow('6', '所得税后净现金流量', cf.post);
  tb.bal('7', '累计所得税后净现金流量', cf.postCum);
  const ic = pctLabel(m.p.input.meta.icPct);
  tb.group('8', '计算指标');
  tb.totalOnly('8.1', '项目投资财务内部收益率(所得税前)', irrPct(ind.firrPre.value), { unit: '%' });
  tb.totalOnly('8.2', '项目投资财务内部收益率(所得税后)', irrPct(ind.firrPost.value), { unit: '%' });
  tb.totalOnly('8.3', `项目投资财务净现值(所得税前)(ic=${ic}%)`, ind.fnpvPre, { unit: '万元' });
  tb.totalOnly('8.4', `项目投资财务净现值(所得税后)(ic=${ic}%)`, ind.fnpvPost, { unit: '万元' });
  tb.totalOnly('8.5', '静态投资回收期(所得税前)', ind.paybackPre.value, { unit: '年' });
  tb.totalOnly('8.6', '静态投资回收期(所得税后)', ind.paybackPost.value, { unit: '年' });
  tb.totalOnly('8.7', '动态投资回收期(所得税前)', ind.dynPaybackPre.value, { unit: '年' });
  tb.totalOnly('8.8', '动态投资回收期(所得税后)', ind.dynPaybackPost.value, { unit: '年' });
  return tb.build('projectCash', '项目投资现金流量表', '万元');
}

export function equityCashTable(m: Model, ax: Axis, ind: CoreIndicators): Table {
  const { cf, capex, ct, vat, assets, yl } = m;
  const tb = new TableBuilder(ax, 'all');
  tb.flow('1', '现金流入', cf.eqInflow);
  inflowRows(tb, m);
  tb.flow('1.5', '短期借款', yl.stNew);
  if (capex.invVatRow) tb.flow('1.6', '建设投资进项税额抵扣', vat.saving);
  tb.flow('2', '现金流出', cf.eqOutflow);
  tb.flow('2.1', withRecovery('项目资本金', yl.equity), yl.equity);
  tb.flow('2.2', '借款本金偿还', cf.eqPrincipal);
  tb.flow('2.3', '借款利息支付', yl.interestExp);
  tb.flow('2.4', '经营成本', ct.OC);
  tb.flow('2.5', '税金及附加', vat.surcharges);
  tb.flow('2.6', '所得税', yl.tax);
  tb.flow('2.7', '维持运营投资', assets.maintenance);
  tb.flow('3', '净现金流量', cf.eq);
  tb.bal('4', '累计净现金流量', cf.eqCum);
  tb.group('5', '计算指标');
  tb.totalOnly('5.1', '资本金财务内部收益率', irrPct(ind.firrEquity.value), { unit: '%' });
  tb.totalOnly('5.2', `资本金财务净现值(ic=${pctLabel(m.p.input.meta.equityIcPct)}%)`, ind.fnpvEquity, {
    unit: '万元',
  });
  return tb.build('equityCash', '项目资本金现金流量表', '万元');
}

export function balanceSheetTable(m: Model, ax: Axis): Table {
  const b = m.bs;
  const tb = new TableBuilder(ax, 'all');
  tb.bal('1', '资产', b.assets);
  tb.bal('1.1', '流动资产总额', b.currentAssets);
  tb.bal('1.1.1', '货币资金', b.cash);
  tb.bal('1.1.2', '应收账款', b.ar);
  tb.bal('1.1.3', '预付账款', b.pre);
  tb.bal('1.1.4', '存货', b.inv);
  tb.bal('1.1.5', '其他(留抵增值税)', b.credit);
  tb.bal('1.2', '在建工程', b.cip);
  tb.bal('1.3', '固定资产净值', b.fixed);
  tb.bal('1.4', '生物资产(林木资产)净值', b.bio);
  tb.bal('1.5', '无形及其他资产净值', b.intangible);
  tb.bal('2', '负债及所有者权益', b.total);
  tb.bal('2.1', '流动负债总额', b.currentLiab);
  tb.bal('2.1.1', '短期借款', b.st);
  tb.bal('2.1.2', '应付账款', b.ap);
  tb.bal('2.1.3', '预收账款', b.adv);
  tb.bal('2.2', '建设投资借款', b.lt);
  tb.bal('2.3', '流动资金借款', b.wcl);
  tb.bal('2.4', '负债小计', b.liabilities);
  tb.bal('2.5', '所有者权益', b.ownersEquity);
  tb.bal('2.5.1', '资本金', b.equity);
  tb.bal('2.5.2', '资本公积', b.capitalReserve);
  tb.bal('2.5.3', '累计盈余公积金', b.reserve);
  tb.bal('2.5.4', '累计未分配利润', b.undist);
  tb.bal('3', '资产负债率(%)', b.loar, { unit: '%' });
  tb.bal('4', '流动比率(%)', b.currentRatio, { unit: '%' });
  tb.bal('5', '速动比率(%)', b.quickRatio, { unit: '%' });
  return tb.build('balanceSheet', '资产负债表', '万元');
}
