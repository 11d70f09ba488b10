// Chapters 1–4: 项目概况与评价依据, 投资估算与资金筹措, 成本费用估算, 营业收入与税金 — written from the version's figures.
import { Decimal } from '../../../src/core/money/decimal';
import type { ReportBlock } from './model';
import { appendixRef } from './appendix-numbers';
import { areaUnitName, childRows, metaOf, rowOf, totalOf, type ReportSource } from './source';
import { num, pct, rate, share, wan } from './wording';

const SUB_PROJECT_TYPE = ['种植', '苗圃', '厂房', '支撑体系建设'] as const;
const CITY_TAX_ZONE = { urban: '市区（税率7%）', county: '县城、镇（税率5%）', other: '其他地区（税率1%）' };
const REPAYMENT = { annuity: '等额本息', equalPrincipal: '等额本金', custom: '自定义计划' } as const;

export function overviewChapter(src: ReportSource): ReportBlock[] {
  const { facts, input } = src;
  const meta = metaOf(src);
  const blocks: ReportBlock[] = [{ kind: 'heading', level: 1, text: '项目概况与评价依据' }];
  blocks.push({ kind: 'heading', level: 2, text: '项目概况' });
  const where = facts.location ? `，建设地点为${facts.location}` : '';
  blocks.push({
    kind: 'paragraph',
    text:
      `本章为${facts.projectName}（测算版本“${facts.versionName}”）的经济评价${where}。` +
      `项目计算期${meta.N}年，其中建设期${meta.B}年、运营期${meta.O}年；面积单位为${areaUnitName(src)}，` +
      `金额单位除注明外均为万元。`,
  });
  if (input && input.subProjects.length > 0) {
    const parts = input.subProjects.map((sp) => {
      const area = 'area' in sp && sp.area ? `，建设面积${num(sp.area)}${areaUnitName(src)}` : '';
      return `${sp.name}（${SUB_PROJECT_TYPE[sp.type]}${area}）`;
    });
    blocks.push({
      kind: 'paragraph',
      text: `项目由${input.subProjects.length}个子项目组成：${parts.join('、')}。`,
    });
  }
  blocks.push({ kind: 'heading', level: 2, text: '评价依据与基础参数' });
  blocks.push({
    kind: 'paragraph',
    text:
      '评价依据国家发展改革委、建设部发布的《建设项目经济评价方法与参数》（第三版）、现行财税制度及林业行业有关规定，' +
      '采用融资前与融资后相结合的方法，编制财务分析辅助报表和基本报表，计算盈利能力、偿债能力和财务生存能力指标，并进行不确定性分析。',
  });
  const startYear = meta.startYear ?? input?.meta.startYear ?? null;
  blocks.push({
    kind: 'paragraph',
    text:
      (startYear ? `价格水平年为${startYear}年（建设期第1年），` : '价格水平以建设期第1年的价格为准，') +
      '计算期内各年采用同一价格水平，不考虑通货膨胀因素。',
  });
  if (input) {
    const m = input.meta;
    blocks.push({
      kind: 'paragraph',
      text:
        `财务基准收益率（ic）取${rate(m.icPct)}，资本金基准收益率取${rate(m.equityIcPct)}；` +
        `企业所得税税率${rate(m.citRatePct)}，城市维护建设税按${CITY_TAX_ZONE[m.cityTaxZone]}计取，` +
        `教育费附加${rate(m.eduRatePct)}，地方教育附加${rate(m.localEduRatePct)}；` +
        `法定盈余公积金按净利润的${rate(m.reserveRatePct)}提取，累计达到注册资本的${rate(m.reserveCapPct)}后不再提取。`,
    });
  }
  return blocks;
}

export function investmentChapter(src: ReportSource): ReportBlock[] {
  const ind = src.output.indicators;
  const blocks: ReportBlock[] = [{ kind: 'heading', level: 1, text: '投资估算与资金筹措' }];
  blocks.push({ kind: 'heading', level: 2, text: '投资估算' });
  const parts = ['1', '2', '3']
    .map((no) => rowOf(src, 'investEstimate', no))
    .filter((r) => r && r.total !== null && !new Decimal(r.total).isZero())
    .map((r) => `${r!.name}${wan(r!.total)}`);
  blocks.push({
    kind: 'paragraph',
    text:
      `项目总投资${wan(ind.totalInvestment)}，其中建设投资${wan(ind.capex)}` +
      (parts.length ? `（${parts.join('、')}）` : '') +
      `，建设期利息${wan(ind.idc)}，流动资金${wan(ind.workingCapital)}。` +
      `建设投资估算见${appendixRef(src.output, 'investEstimate')}，建设期利息见${appendixRef(src.output, 'idc')}，` +
      `流动资金见${appendixRef(src.output, 'workingCapital')}。`,
  });
  const perArea = ind.perAreaCapex;
  if (perArea) {
    blocks.push({
      kind: 'paragraph',
      text: `按建设面积计，${areaUnitName(src)}均建设投资${num(perArea)}元/${areaUnitName(src)}。`,
    });
  }
  blocks.push({ kind: 'heading', level: 2, text: '资金筹措' });
  const equity = totalOf(src, 'funding', '2.1');
  const debt = totalOf(src, 'funding', '2.2');
  const other = totalOf(src, 'funding', '2.3');
  const equityShare = share(equity, ind.totalInvestment);
  const debtShare = share(debt, ind.totalInvestment);
  blocks.push({
    kind: 'paragraph',
    text:
      `项目总投资资金来源为：项目资本金${wan(equity)}` +
      (equityShare ? `，占总投资的${pct(equityShare)}` : '') +
      `；债务资金${wan(debt)}` +
      (debtShare ? `，占总投资的${pct(debtShare)}` : '') +
      (other && !new Decimal(other).isZero() ? `；其他资金（投资补助）${wan(other)}` : '') +
      `。资金使用计划与筹措见${appendixRef(src.output, 'funding')}。`,
  });
  const financing = src.input?.financing;
  if (financing) {
    const loans = financing.loans.map((l) => {
      const amount = l.drawdowns.reduce((s, d) => s.plus(d || 0), new Decimal(0)).toString();
      const r = l.repayment;
      return (
        `${l.name}（${wan(amount)}），年利率${rate(l.ratePct)}，${REPAYMENT[r.method]}还款，` +
        `自第${r.startYear}年起还款${r.years}年` +
        (r.graceYears > 0 ? `（宽限期${r.graceYears}年）` : '') +
        `，建设期利息${l.idcTreatment === 'capitalize' ? '资本化计入借款' : '由资本金支付'}`
      );
    });
    if (loans.length > 0) blocks.push({ kind: 'paragraph', text: `建设投资借款：${loans.join('；')}。` });
    blocks.push({
      kind: 'paragraph',
      text:
        `流动资金的${rate(financing.wcLoanPct)}由流动资金借款解决，年利率${rate(financing.wcLoanRatePct)}；` +
        (financing.deficitPolicy === 'shortTermLoan'
          ? `运营期资金缺口由短期借款弥补，年利率${rate(financing.shortTermRatePct)}。`
          : '运营期资金缺口由追加资本金弥补。'),
    });
  }
  return blocks;
}

export function costChapter(src: ReportSource): ReportBlock[] {
  const O = metaOf(src).O;
  const blocks: ReportBlock[] = [{ kind: 'heading', level: 1, text: '成本费用估算' }];
  const total = totalOf(src, 'totalCost', '9');
  const avg = total === null || O <= 0 ? null : new Decimal(total).div(O).toString();
  const line = (no: string) => {
    const r = rowOf(src, 'totalCost', no);
    return r && r.total !== null ? `${r.name}${wan(r.total)}` : null;
  };
  const parts = ['5', '6', '7', '8'].map(line).filter((s): s is string => s !== null);
  blocks.push({
    kind: 'paragraph',
    text:
      `成本费用按生产要素法估算。运营期${O}年总成本费用合计${wan(total)}，年均${wan(avg)}；` +
      `其中${parts.join('，')}。`,
  });
  const variable = totalOf(src, 'totalCost', '9.1');
  const fixed = totalOf(src, 'totalCost', '9.2');
  if (variable !== null && fixed !== null) {
    blocks.push({
      kind: 'paragraph',
      text: `按成本性态划分，可变成本合计${wan(variable)}，固定成本合计${wan(fixed)}。`,
    });
  }
  const opParts = childRows(src, 'totalCost', '5')
    .filter((r) => r.total !== null && !new Decimal(r.total).isZero())
    .map((r) => `${r.name}${wan(r.total)}`);
  if (opParts.length > 0) {
    blocks.push({ kind: 'paragraph', text: `经营成本构成：${opParts.join('，')}。` });
  }
  const refs = (['forestryCost', 'totalCost', 'depreciation', 'amortization'] as const)
    .filter((id) => src.output.tables[id])
    .map((id) => appendixRef(src.output, id));
  blocks.push({ kind: 'paragraph', text: `成本费用估算详见${refs.join('、')}。` });
  return blocks;
}

export function revenueChapter(src: ReportSource): ReportBlock[] {
  const O = metaOf(src).O;
  const blocks: ReportBlock[] = [{ kind: 'heading', level: 1, text: '营业收入与税金' }];
  const revenue = totalOf(src, 'revenueTax', '1');
  const avg = revenue === null || O <= 0 ? null : new Decimal(revenue).div(O).toString();
  const parts = childRows(src, 'revenueTax', '1')
    .filter((r) => r.total !== null)
    .map((r) => `${r.name}${wan(r.total)}`);
  blocks.push({
    kind: 'paragraph',
    text:
      `运营期营业收入合计${wan(revenue)}，年均${wan(avg)}` +
      (parts.length > 1 ? `，其中${parts.join('，')}` : '') +
      `。产品产量与营业收入见${appendixRef(src.output, 'yield')}、${appendixRef(src.output, 'revenueTax')}。`,
  });
  blocks.push({
    kind: 'paragraph',
    text:
      `运营期税金及附加合计${wan(totalOf(src, 'revenueTax', '2'))}，应纳增值税合计${wan(totalOf(src, 'revenueTax', '3.4'))}；` +
      `利润总额合计${wan(totalOf(src, 'profit', '5'))}，所得税合计${wan(totalOf(src, 'profit', '8'))}，` +
      `净利润合计${wan(totalOf(src, 'profit', '9'))}（见${appendixRef(src.output, 'profit')}）。`,
  });
  const perRevenue = src.output.indicators.perAreaRevenue;
  const perProfit = src.output.indicators.perAreaProfit;
  if (perRevenue && perProfit) {
    const u = areaUnitName(src);
    blocks.push({
      kind: 'paragraph',
      text: `${u}均年营业收入${num(perRevenue)}元/${u}，${u}均年利润总额${num(perProfit)}元/${u}。`,
    });
  }
  return blocks;
}
