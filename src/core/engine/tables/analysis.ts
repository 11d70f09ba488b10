// Output tables breakEven, sensitivity and summary (model-io §3.2).
import type { Model } from '../core';
import type { CoreIndicators } from '../indicators';
import { maxNonNull } from '../indicators';
import type { Table } from '../model-io-types';
import { FACTOR_LABEL, INDICATOR_LABEL } from '../labels';
import type { Sensitivity } from '../sensitivity';
import { type Decimal, HUNDRED, WAN, Z, dec, enc, encN, sum } from '../num';
import { AREA_LABEL, type Axis, TableBuilder } from './builder';

export function breakEvenTable(m: Model, ax: Axis): Table {
  const { be, rev, ct, vat } = m;
  const tb = new TableBuilder(ax, 'operating');
  const prod = be.single ? m.p.products[0]!.src : null;
  tb.bal('1', '营业收入', rev.total);
  tb.bal('2', '可变成本', ct.VAR);
  tb.bal('3', '税金及附加', vat.surcharges);
  tb.bal('4', '固定成本', be.fixed);
  tb.bal('5', '边际贡献(营业收入−可变成本−税金及附加)', be.margin);
  tb.bal('6', 'BEP(生产能力利用率)(%)', be.pct, { unit: '%' });
  tb.bal('7', 'BEP(营业收入)', be.revenue);
  const u = prod?.unit ?? '';
  tb.bal('8', 'BEP(产量)', be.qty, prod ? (u === 'kg' || u === '株' ? { unit: u, dp: 0 } : { unit: u }) : {});
  tb.bal('9', 'BEP(单价)', be.price, prod ? { unit: `元/${u}` } : {});
  return tb.build('breakEven', '盈亏平衡分析表', '万元');
}

export function sensitivityTable(m: Model, ax: Axis, s: Sensitivity, steps: string[]): Table {
  const tb = new TableBuilder(ax, 'none');
  const keys = ['changePct', 'value', 'saf', 'criticalPct', 'criticalValue', 'criticalUnitPrice'] as const;
  const ex = (v: Partial<Record<(typeof keys)[number], Decimal | null>>) =>
    Object.fromEntries(keys.map((k) => [k, encN(v[k] ?? null)]));
  const valueUnit = s.indicator === 'fnpvPost' ? '万元' : '%';
  tb.push({ no: '0', name: '基本方案', total: null, values: [], extra: ex({ changePct: Z, value: s.base }) });
  const prod = m.p.products[0]?.src;
  s.factors.forEach((f, i) => {
    const k = `${i + 1}`;
    const unit = f.factor === 'quantity' && prod ? prod.unit : '万元';
    tb.push({
      no: k,
      name: FACTOR_LABEL[f.factor],
      unit,
      total: null,
      values: [],
      extra: ex({
        criticalPct: f.critical ? f.critical.times(HUNDRED) : null,
        criticalValue: f.criticalValue,
        criticalUnitPrice: f.criticalUnitPrice,
      }),
    });
    f.steps.forEach((st, j) =>
      tb.push({
        no: `${k}.${j + 1}`,
        name: `${FACTOR_LABEL[f.factor]} ${steps[j] ?? enc(st.changePct)}%`,
        total: null,
        values: [],
        extra: ex({ changePct: st.changePct, value: st.value, saf: st.saf }),
      }),
    );
  });
  const label = INDICATOR_LABEL[s.indicator];
  let title = '敏感性分析表';
  if (s.fallbackFrom) {
    const why = s.fallbackFrom.status === 'multiple' ? '不唯一' : '不存在';
    title = `敏感性分析表(${INDICATOR_LABEL[s.fallbackFrom.chosen]}${why}，改以项目投资财务净现值(所得税后)为分析指标)`;
  }
  return tb.build('sensitivity', title, '', [
    { key: 'changePct', label: '变化率(%)' },
    { key: 'value', label: `${label}(${valueUnit})` },
    { key: 'saf', label: '敏感度系数' },
    { key: 'criticalPct', label: '临界点(%)' },
    { key: 'criticalValue', label: '临界值' },
    { key: 'criticalUnitPrice', label: '临界单价(元/单位)' },
  ]);
}

export interface PerArea {
  capex: Decimal | null;
  revenue: Decimal | null;
  profit: Decimal | null;
}

export function perArea(m: Model): PerArea {
  let area = Z;
  for (const sp of m.p.subs) {
    if (sp.type === 0) area = area.plus(sp.area);
    if (sp.type === 1) area = area.plus(sp.nurseryArea);
  }
  if (!area.gt(0)) return { capex: null, revenue: null, profit: null };
  const O = m.p.O;
  return {
    capex: m.capex.CItotal.times(WAN).div(area),
    revenue: sum(m.rev.total).div(O).times(WAN).div(area),
    profit: sum(m.yl.pbt.slice(m.p.B)).div(O).times(WAN).div(area),
  };
}

export function summaryTable(m: Model, ax: Axis, ind: CoreIndicators, pa: PerArea): Table {
  const tb = new TableBuilder(ax, 'none');
  const O = m.p.O;
  const avg = (s: Decimal[]) => sum(s.slice(m.p.B)).div(O);
  const row = (no: string, name: string, unit: string | undefined, v: Decimal | null) =>
    tb.push({ no, name, ...(unit ? { unit } : {}), total: null, values: [], extra: { value: encN(v) } });
  const W = '万元';
  const pct = (v: Decimal | null) => (v ? v.times(HUNDRED) : null);
  const area = AREA_LABEL(m.p.input.meta.areaUnit);
  const per = area === '亩' ? '亩均' : '每公顷';
  row('1', '项目总投资', W, ind.totalInvestment);
  row('1.1', '建设投资', W, m.capex.CItotal);
  row('1.2', '建设期利息', W, ind.idc);
  row('1.3', '流动资金', W, m.wc.maxW);
  row('2', '项目资本金', W, ind.equity);
  row('3', '债务资金', W, null);
  row('3.1', '建设投资借款(含资本化利息)', W, ind.debt);
  row(
    '3.2',
    '流动资金借款(最大余额)',
    W,
    m.wc.WL.reduce((a, b) => (b.gt(a) ? b : a), Z),
  );
  row('3.3', '最大短期借款余额', W, ind.shortTermMax);
  row('4', '投资补助', W, sum(m.subs.investment));
  row('5', '年均营业收入', W, avg(m.rev.total));
  row('6', '年均税金及附加', W, avg(m.vat.surcharges));
  row('7', '年均总成本费用', W, avg(m.yl.totalCost));
  row('8', '年均利润总额', W, avg(m.yl.pbt));
  row('9', '年均所得税', W, avg(m.yl.tax));
  row('10', '年均净利润', W, avg(m.yl.np));
  row('11', '项目投资财务内部收益率(所得税前)', '%', pct(ind.firrPre.value));
  row('12', '项目投资财务内部收益率(所得税后)', '%', pct(ind.firrPost.value));
  row('13', '项目投资财务净现值(所得税前)', W, ind.fnpvPre);
  row('14', '项目投资财务净现值(所得税后)', W, ind.fnpvPost);
  row('15', '静态投资回收期(所得税前)', '年', ind.paybackPre.value);
  row('16', '静态投资回收期(所得税后)', '年', ind.paybackPost.value);
  row('17', '动态投资回收期(所得税前)', '年', ind.dynPaybackPre.value);
  row('18', '动态投资回收期(所得税后)', '年', ind.dynPaybackPost.value);
  row('19', '资本金财务内部收益率', '%', pct(ind.firrEquity.value));
  row('20', '资本金财务净现值', W, ind.fnpvEquity);
  row('21', '总投资收益率(ROI)', '%', ind.roi);
  row('22', '资本金净利润率(ROE)', '%', ind.roe);
  row('23', '最小利息备付率', undefined, minOf(ind.icr));
  row('24', '最小偿债备付率', undefined, minOf(ind.dscr));
  row('24.1', '最小偿债备付率(不含短期借款)', undefined, minOf(ind.dscrEx));
  row('25', '最大资产负债率', '%', maxNonNull(m.bs.loar));
  row('26', `盈亏平衡点(生产能力利用率，第${m.be.tStar + 1}年)`, '%', m.be.pct[m.be.tStar] ?? null);
  row('27', '短期借款连续年数', '年', dec(ind.shortTermYears));
  row('28', `${per}建设投资`, `元/${area}`, pa.capex);
  row('29', `${per}年营业收入`, `元/${area}`, pa.revenue);
  row('30', `${per}年利润总额`, `元/${area}`, pa.profit);
  return tb.build('summary', '主要经济指标一览表', '', [{ key: 'value', label: '数值' }]);
}

const minOf = (a: (Decimal | null)[]): Decimal | null =>
  a.reduce<Decimal | null>((m, v) => (v && (!m || v.lt(m)) ? v : m), null);
