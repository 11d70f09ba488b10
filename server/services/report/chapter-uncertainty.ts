// Chapter 8 不确定性分析 (break-even, sensitivity with 敏感度系数 and 临界点, risk analysis when computed) and
// chapter 9 结论与建议.
import { Decimal } from '../../../src/core/money/decimal';
import type { Row, Table, TableId } from '../../../src/core/engine/model-io-types';
import type { ReportBlock } from './model';
import { appendixRef } from './appendix-numbers';
import { irrJudgement } from './chapter-analysis';
import { benchmarkPct, type ReportSource } from './source';
import { num, pct, wan, yearLabel } from './wording';

/** Risk-analysis tables (two-factor grid, scenarios, Monte Carlo), shown when the engine produced them. */
const RISK_TABLES: { id: string; lead: string }[] = [
  { id: 'sensitivity2', lead: '双因素敏感性分析' },
  { id: 'scenarios', lead: '情景分析' },
  { id: 'risk', lead: '风险分析（蒙特卡洛模拟）' },
];
/** The plausibility review's table, quoted in 结论与建议. */
const REVIEW_TABLE = 'review';

function tableOf(src: ReportSource, id: string): Table | undefined {
  return src.output.tables[id as TableId];
}

/** Factor rows of 敏感性分析表 ("1", "2", …) with their step rows ("1.1", …). */
function factorRows(table: Table): { factor: Row; steps: Row[] }[] {
  return table.rows
    .filter((r) => !r.no.includes('.') && r.no !== '0')
    .map((factor) => ({ factor, steps: table.rows.filter((r) => r.no.startsWith(`${factor.no}.`)) }));
}

function breakEvenBlocks(src: ReportSource): ReportBlock[] {
  const bep = src.output.indicators.bep;
  if (!bep || bep.pct === null) return [];
  const parts = [`盈亏平衡点（生产能力利用率）为${pct(bep.pct)}`];
  if (bep.revenue) parts.push(`盈亏平衡时的营业收入为${wan(bep.revenue)}`);
  const text =
    `以运营期达产年份${yearLabel(bep.year)}为代表年份计算，${parts.join('，')}。` +
    (new Decimal(bep.pct).lte(70)
      ? '项目达到设计生产能力的该比例即可保本，抗风险能力较强。'
      : '盈亏平衡点偏高，项目抗风险能力较弱。') +
    `各年盈亏平衡分析见${appendixRef(src.output, 'breakEven')}。`;
  return [
    { kind: 'heading', level: 2, text: '盈亏平衡分析' },
    { kind: 'paragraph', text },
  ];
}

function sensitivityBlocks(src: ReportSource): ReportBlock[] {
  const table = src.output.tables.sensitivity;
  if (!table) return [];
  const indicator = table.columns.find((c) => c.key === 'value')?.label.replace(/\(%\)$/, '') ?? '评价指标';
  const factors = factorRows(table);
  const steps = [...new Set(factors.flatMap((f) => f.steps.map((s) => s.extra?.changePct ?? '')))]
    .filter((s) => s !== '')
    .map((s) => `${new Decimal(s).toFixed()}%`);
  const blocks: ReportBlock[] = [{ kind: 'heading', level: 2, text: '敏感性分析' }];
  blocks.push({
    kind: 'paragraph',
    text:
      `选取${factors.map((f) => f.factor.name).join('、')}作为不确定因素，按${steps.join('、')}的变化幅度，` +
      `分析其对${indicator}的影响，结果见下表及${appendixRef(src.output, 'sensitivity')}。`,
  });
  const sentences = factors.map(({ factor, steps: rows }) => {
    const up = rows.find((r) => r.extra?.changePct === '10') ?? rows[rows.length - 1];
    const saf = up?.extra?.saf;
    const critical = factor.extra?.criticalPct;
    return (
      `${factor.name}` +
      (up && saf
        ? `变化${new Decimal(up.extra?.changePct ?? '0').toFixed()}%时敏感度系数为${num(saf)}`
        : '') +
      (critical
        ? `，临界点为${num(critical)}%` +
          (factor.extra?.criticalValue
            ? `（临界值${num(factor.extra.criticalValue)}${factor.unit ?? ''}）`
            : '')
        : '，在计算范围内无临界点')
    );
  });
  blocks.push({ kind: 'paragraph', text: `${sentences.join('；')}。` });
  const ranked = factors
    .map(({ factor, steps: rows }) => ({
      name: factor.name,
      saf: rows.reduce((m, r) => {
        const s = r.extra?.saf;
        return s ? Decimal.max(m, new Decimal(s).abs()) : m;
      }, new Decimal(0)),
    }))
    .sort((a, b) => b.saf.cmp(a.saf));
  if (ranked.length > 1 && ranked[0]!.saf.gt(0)) {
    blocks.push({
      kind: 'paragraph',
      text:
        `按敏感度系数绝对值排序，各因素的敏感程度依次为${ranked.map((r) => r.name).join('、')}，` +
        `其中${ranked[0]!.name}是最敏感的因素，应在项目实施中重点控制。`,
    });
  }
  blocks.push({ kind: 'table', table, caption: '敏感性分析表' });
  blocks.push({ kind: 'figure', figure: 'sensitivity', caption: '敏感性分析图' });
  if (factors.some((f) => f.factor.extra?.criticalPct))
    blocks.push({ kind: 'figure', figure: 'criticalPoints', caption: '临界点分析图（%）' });
  return blocks;
}

function riskBlocks(src: ReportSource): ReportBlock[] {
  return RISK_TABLES.flatMap(({ id, lead }) => {
    const table = tableOf(src, id);
    if (!table) return [];
    return [
      { kind: 'heading', level: 2, text: lead },
      { kind: 'paragraph', text: `${lead}结果见下表（${appendixRef(src.output, id)}）。` },
      { kind: 'table', table, caption: table.title },
    ] satisfies ReportBlock[];
  });
}

export function uncertaintyChapter(src: ReportSource): ReportBlock[] {
  return [
    { kind: 'heading', level: 1, text: '不确定性分析' },
    ...breakEvenBlocks(src),
    ...sensitivityBlocks(src),
    ...riskBlocks(src),
  ];
}

export function conclusionChapter(src: ReportSource): ReportBlock[] {
  const ind = src.output.indicators;
  const ic = benchmarkPct(src);
  const blocks: ReportBlock[] = [{ kind: 'heading', level: 1, text: '结论与建议' }];
  blocks.push({ kind: 'heading', level: 2, text: '结论' });
  blocks.push({
    kind: 'paragraph',
    text:
      `项目总投资${wan(ind.totalInvestment)}，项目投资财务内部收益率（所得税后）${irrJudgement(ind.firrPost, ic, '项目')}；` +
      `财务净现值（所得税后）${wan(ind.fnpvPost)}，静态投资回收期（所得税后）` +
      `${ind.paybackPost ? `${num(ind.paybackPost)}年` : '计算期内未回收'}；` +
      `资本金财务内部收益率${ind.firrEquity?.status === 'ok' && ind.firrEquity.value ? pct(ind.firrEquity.value) : '—'}。` +
      `主要经济指标见${appendixRef(src.output, 'summary')}。`,
  });
  const warnings = src.output.messages.filter((m) => m.level === 'warning').map((m) => m.text);
  const review = tableOf(src, REVIEW_TABLE);
  blocks.push({ kind: 'heading', level: 2, text: '问题与建议' });
  if (warnings.length === 0 && !review) {
    blocks.push({ kind: 'paragraph', text: '测算未发现需要特别提示的问题。' });
  } else {
    if (warnings.length > 0) {
      blocks.push({ kind: 'paragraph', text: '测算中发现以下需要关注的问题：' });
      blocks.push({ kind: 'list', items: warnings });
    }
    if (review) {
      blocks.push({ kind: 'paragraph', text: '合理性审查结果如下：' });
      blocks.push({ kind: 'table', table: review, caption: review.title });
    }
  }
  const advice = ['建议在项目实施中严格控制建设投资和经营成本，落实资金来源，按计划偿还借款。'];
  if (ind.shortTermMax && !new Decimal(ind.shortTermMax).isZero())
    advice.push('运营初期存在资金缺口，建议提前落实短期融资安排或增加资本金投入。');
  blocks.push({ kind: 'list', items: advice });
  return blocks;
}
