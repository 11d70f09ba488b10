// Chapters 5–7: 盈利能力分析, 偿债能力分析, 财务生存能力分析 — indicators with their judgement in words.
import { Decimal } from '../../../src/core/money/decimal';
import { irrNote, PAYBACK_NONE_TEXT } from '../../../src/core/contracts/results-indicators';
import type { IrrIndicator } from '../../../src/core/engine/model-io-types';
import type { ReportBlock } from './model';
import { appendixRef } from './appendix-numbers';
import { benchmarkPct, equityBenchmarkPct, metaOf, rowOf, type ReportSource } from './source';
import { extremeYear, num, pct, rate, wan, yearLabel } from './wording';

/** The standard's usual floors: 利息备付率 ≥ 1, 偿债备付率 ≥ 1.3 (《方法与参数》 and lenders' practice). */
const ICR_FLOOR = '1';
const DSCR_FLOOR = '1.3';

/** "22.03%，大于基准收益率8%，项目在财务上可行" — an IRR judged against its benchmark. */
export function irrJudgement(irr: IrrIndicator | undefined, benchmark: string | null, what: string): string {
  if (!irr || irr.status !== 'ok' || irr.value === null) return `${irrNote(irr) ?? '未能求得'}`;
  const value = pct(irr.value);
  if (benchmark === null) return value;
  const cmp = new Decimal(irr.value).cmp(benchmark);
  const relation = cmp > 0 ? '大于' : cmp === 0 ? '等于' : '小于';
  const verdict = cmp >= 0 ? `${what}在财务上可行` : `${what}在财务上不可行`;
  return `${value}，${relation}基准收益率${rate(benchmark)}，${verdict}`;
}

function payback(value: string | null | undefined): string {
  return value === null || value === undefined ? PAYBACK_NONE_TEXT : `${num(value)}年`;
}

export function profitabilityChapter(src: ReportSource): ReportBlock[] {
  const ind = src.output.indicators;
  const ic = benchmarkPct(src);
  const equityIc = equityBenchmarkPct(src);
  const blocks: ReportBlock[] = [{ kind: 'heading', level: 1, text: '盈利能力分析' }];
  blocks.push({ kind: 'heading', level: 2, text: '融资前分析' });
  blocks.push({
    kind: 'paragraph',
    text:
      `根据项目投资现金流量表（${appendixRef(src.output, 'projectCash')}），` +
      `项目投资财务内部收益率（所得税前）为${irrJudgement(ind.firrPre, ic, '项目')}；` +
      `项目投资财务内部收益率（所得税后）为${irrJudgement(ind.firrPost, ic, '项目')}。`,
  });
  const fnpvPost = ind.fnpvPost ? new Decimal(ind.fnpvPost) : null;
  blocks.push({
    kind: 'paragraph',
    text:
      `按基准收益率${rate(ic)}计算，项目投资财务净现值（所得税前）为${wan(ind.fnpvPre)}，` +
      `（所得税后）为${wan(ind.fnpvPost)}` +
      (fnpvPost === null
        ? '。'
        : fnpvPost.gte(0)
          ? '，财务净现值大于或等于零，项目的盈利能力满足要求。'
          : '，财务净现值小于零，项目的盈利能力达不到基准要求。'),
  });
  blocks.push({
    kind: 'paragraph',
    text:
      `项目投资静态投资回收期（所得税前）为${payback(ind.paybackPre)}，（所得税后）为${payback(ind.paybackPost)}；` +
      `动态投资回收期（所得税前）为${payback(ind.dynPaybackPre)}，（所得税后）为${payback(ind.dynPaybackPost)}` +
      `（自建设期第1年起算，计算期${metaOf(src).N}年）。`,
  });
  blocks.push({ kind: 'figure', figure: 'cashFlow', caption: '项目投资现金流量图（万元）' });
  blocks.push({ kind: 'heading', level: 2, text: '融资后分析' });
  blocks.push({
    kind: 'paragraph',
    text:
      `根据项目资本金现金流量表（${appendixRef(src.output, 'equityCash')}），资本金财务内部收益率为` +
      `${irrJudgement(ind.firrEquity, equityIc, '资本金投资').replace('基准收益率', '资本金基准收益率')}；` +
      `资本金财务净现值为${wan(ind.fnpvEquity)}。`,
  });
  blocks.push({
    kind: 'paragraph',
    text:
      `根据利润与利润分配表（${appendixRef(src.output, 'profit')}），总投资收益率（ROI）为${pct(ind.roi)}，` +
      `项目资本金净利润率（ROE）为${pct(ind.roe)}` +
      (ind.roi && ic && new Decimal(ind.roi).gte(ic) ? `，总投资收益率高于基准收益率${rate(ic)}` : '') +
      '。',
  });
  return blocks;
}

function floorSentence(label: string, values: readonly (string | null)[] | undefined, floor: string): string {
  const min = extremeYear(values, 'min');
  if (!min) return `计算期内无借款还本付息，不计算${label}`;
  const below = (values ?? [])
    .map((v, i) => (v !== null && new Decimal(v).lt(floor) ? yearLabel(i + 1) : null))
    .filter((y): y is string => y !== null);
  return (
    `${label}最小值为${num(min.value)}（${yearLabel(min.year)}）` +
    (below.length === 0
      ? `，各年均不低于${floor}，满足要求`
      : `，${below.join('、')}低于${floor}，这些年份偿付能力不足`)
  );
}

export function solvencyChapter(src: ReportSource): ReportBlock[] {
  const ind = src.output.indicators;
  const blocks: ReportBlock[] = [{ kind: 'heading', level: 1, text: '偿债能力分析' }];
  blocks.push({
    kind: 'paragraph',
    text:
      `根据借款还本付息计划表（${appendixRef(src.output, 'loanPlan')}）与利润与利润分配表：` +
      `${floorSentence('利息备付率', ind.icr, ICR_FLOOR)}；${floorSentence('偿债备付率', ind.dscr, DSCR_FLOOR)}。`,
  });
  if (ind.dscrExShortTerm && ind.shortTermMax && !new Decimal(ind.shortTermMax).isZero()) {
    const min = extremeYear(ind.dscrExShortTerm, 'min');
    if (min)
      blocks.push({
        kind: 'paragraph',
        text: `不含短期借款时，偿债备付率最小值为${num(min.value)}（${yearLabel(min.year)}）。`,
      });
  }
  const max = extremeYear(ind.loar, 'max');
  const min = extremeYear(ind.loar, 'min');
  if (max && min) {
    blocks.push({
      kind: 'paragraph',
      text:
        `根据资产负债表（${appendixRef(src.output, 'balanceSheet')}），资产负债率最高为${pct(max.value)}（${yearLabel(max.year)}），` +
        `最低为${pct(min.value)}（${yearLabel(min.year)}）` +
        (new Decimal(max.value).gt(70)
          ? '；部分年份资产负债率偏高，应关注债务风险。'
          : '，资产负债率处于合理水平。'),
    });
  }
  return blocks;
}

export function survivalChapter(src: ReportSource): ReportBlock[] {
  const ind = src.output.indicators;
  const blocks: ReportBlock[] = [{ kind: 'heading', level: 1, text: '财务生存能力分析' }];
  const operating = rowOf(src, 'finPlanCash', '1')?.total ?? null;
  const surplus = rowOf(src, 'finPlanCash', '5')?.values;
  const low = extremeYear(surplus, 'min');
  const last = surplus?.[surplus.length - 1] ?? null;
  blocks.push({
    kind: 'paragraph',
    text:
      `根据财务计划现金流量表（${appendixRef(src.output, 'finPlanCash')}），计算期内经营活动净现金流量合计${wan(operating)}，` +
      `计算期末累计盈余资金${wan(last)}` +
      (low
        ? new Decimal(low.value).gte(0)
          ? `，各年累计盈余资金均不小于零（最小值${wan(low.value)}，${yearLabel(low.year)}），项目具有财务生存能力。`
          : `，${yearLabel(low.year)}累计盈余资金最低为${wan(low.value)}，出现资金缺口，需筹措资金弥补。`
        : '。'),
  });
  const shortTerm = (ind.shortTermLoans ?? [])
    .map((v, i) => (v && !new Decimal(v).isZero() ? `${yearLabel(i + 1)}${wan(v)}` : null))
    .filter((s): s is string => s !== null);
  blocks.push({
    kind: 'paragraph',
    text:
      shortTerm.length === 0
        ? '运营期内各年经营活动现金流量能够满足还本付息和正常运营的需要，无需短期借款。'
        : `运营期资金缺口由短期借款弥补：${shortTerm.join('，')}；最大短期借款余额${wan(ind.shortTermMax)}，` +
          `短期借款连续${ind.shortTermYears}年未能还清。`,
  });
  return blocks;
}
