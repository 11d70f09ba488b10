// The Word report of the worked example: chapters written from its figures, every output table in the appendix,
// figures as images, and a document LibreOffice opens (converted to PDF; skipped with a line when soffice is absent).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { appendixEntries, buildReport, reportBlocks } from '../../../server/services/report';
import type { ModelInput, ModelOutput, Table } from '../../../src/core/engine';
import { documentText, documentXml, hasPoppler, hasSoffice, pdfOf, zipEntries } from './docx-text';

const fixture = (name: string) =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../fixtures', name), 'utf8'));
const input = fixture('tea-garden.input.json') as ModelInput;
const output = fixture('tea-garden.output.json') as ModelOutput;
const facts = {
  projectName: '茶园项目',
  location: '示例省/示例市/示例县',
  versionName: 'V1',
  computedAt: null,
};

/** The worked example's figures as the result view shows them (finance-model §5.14, 2 dp half up). */
const ON_SCREEN = [
  '项目总投资308.22万元',
  '建设投资277.20万元',
  '建设期利息8.81万元',
  '流动资金22.21万元',
  '项目投资财务内部收益率（所得税前）为23.58%，大于基准收益率8%，项目在财务上可行',
  '项目投资财务内部收益率（所得税后）为22.03%，大于基准收益率8%，项目在财务上可行',
  '（所得税后）为352.14万元',
  '项目投资财务净现值（所得税前）为410.03万元',
  '静态投资回收期（所得税前）为6.17年，（所得税后）为6.25年',
  '动态投资回收期（所得税前）为6.98年，（所得税后）为7.18年',
  '资本金财务内部收益率为35.93%，大于资本金基准收益率8%',
  '总投资收益率（ROI）为32.88%',
  '项目资本金净利润率（ROE）为75.23%',
  '利息备付率最小值为-10.75（第3年）',
  '偿债备付率最小值为-2.17（第3年）',
  '资产负债率最高为89.08%（第4年）',
  '盈亏平衡点（生产能力利用率）为49.53%',
  '临界点为-24.17%',
  '最大短期借款余额81.83万元',
];

const paragraphs = (blocks: ReturnType<typeof reportBlocks>) =>
  blocks.flatMap((b) => (b.kind === 'paragraph' ? [b.text] : b.kind === 'list' ? b.items : [])).join('\n');

describe('the Word report of the worked example', () => {
  let docx: Buffer;
  let text: string;
  beforeAll(async () => {
    docx = await buildReport({ facts, output, input });
    text = documentText(docx);
  });

  it('writes every chapter, in order, with numbered headings', () => {
    const headings = reportBlocks({ facts, output, input })
      .filter((b) => b.kind === 'heading' && b.level === 1)
      .map((b) => (b.kind === 'heading' ? b.text : ''));
    expect(headings).toEqual([
      '项目概况与评价依据',
      '投资估算与资金筹措',
      '成本费用估算',
      '营业收入与税金',
      '盈利能力分析',
      '偿债能力分析',
      '财务生存能力分析',
      '不确定性分析',
      '结论与建议',
    ]);
    const xml = documentXml(docx);
    expect(xml.includes('TOC \\h \\o'), 'TOC field').toBe(true);
  });

  it('states the key figures exactly as the result view shows them', () => {
    const written = paragraphs(reportBlocks({ facts, output, input }));
    for (const figure of ON_SCREEN) {
      expect(written, figure).toContain(figure);
      expect(text, figure).toContain(figure);
    }
    // The plausibility warnings of the engine reach 结论与建议.
    expect(text).toContain('偿债备付率低于1.3的年份：第3年、第4年、第5年');
    expect(text).toContain('基准收益率（ic）取8%');
  });

  it('judges an IRR below the benchmark as not feasible', () => {
    const poorer = structuredClone(input);
    poorer.meta.icPct = '25';
    const written = paragraphs(reportBlocks({ facts, output, input: poorer }));
    expect(written).toContain('（所得税后）为22.03%，小于基准收益率25%，项目在财务上不可行');
  });

  it('puts every output table in the appendix under its 附表 number', () => {
    const entries = appendixEntries(output);
    expect(entries.map((e) => e.id).sort()).toEqual(Object.keys(output.tables).sort());
    expect(entries.find((e) => e.id === 'projectCash')?.label).toBe('附表9');
    expect(entries.find((e) => e.id === 'loanPlan')?.label).toBe('附表15');
    for (const e of entries) {
      const table = output.tables[e.id as keyof ModelOutput['tables']]!;
      expect(text, e.id).toContain(`${e.label} ${table.title.replaceAll('{unit}', '亩')}`);
    }
    // 2 dp with thousands separators, as on screen: 总成本费用 合计 2,094.57.
    expect(text).toContain('2,094.57');
    // Header rows repeat on every page; wide year tables sit in landscape sections.
    const xml = documentXml(docx);
    expect(xml).toContain('<w:tblHeader/>');
    expect(xml).toContain('<w:pgSz w:w="16838" w:h="11906" w:orient="landscape"/>');
    expect(xml).toContain('w:vMerge');
    expect(xml).toContain('w:gridSpan');
  });

  it('embeds the three figures as PNG', () => {
    const media = zipEntries(docx).filter((n) => n.startsWith('word/media/'));
    expect(media.filter((n) => n.endsWith('.png'))).toHaveLength(3);
  });

  it('includes the risk-analysis tables when the engine produced them', async () => {
    const extra = (id: string, title: string): Table =>
      ({
        ...output.tables.breakEven,
        id,
        title,
        yearAxis: 'none',
        headers: [],
        columns: [{ key: 'value', label: '数值' }],
        rows: [{ no: '1', name: `${title}行`, total: null, values: [], extra: { value: '1234.5' } }],
      }) as unknown as Table;
    const withRisk = structuredClone(output) as ModelOutput;
    const tables = withRisk.tables as Record<string, Table>;
    tables.sensitivity2 = extra('sensitivity2', '双因素敏感性分析表');
    tables.scenarios = extra('scenarios', '情景分析表');
    tables.review = extra('review', '合理性审查表');
    const doc = documentText(await buildReport({ facts, output: withRisk, input }));
    expect(doc).toContain('双因素敏感性分析结果见下表（附表21）');
    expect(doc).toContain('情景分析结果见下表');
    expect(doc).toContain('合理性审查结果如下');
    expect(doc).toContain('附表23 合理性审查表');
    expect(doc).toContain('1,234.50');
  });

  it.skipIf(!hasSoffice || !hasPoppler)(
    'opens in LibreOffice: the PDF carries the figures and the appendix',
    () => {
      const pdf = pdfOf(docx, 'tea-garden');
      expect(pdf.pages).toBeGreaterThan(15);
      const flat = pdf.text.replace(/\s+/g, '');
      for (const figure of ON_SCREEN.slice(0, 6)) expect(flat, figure).toContain(figure.replace(/\s+/g, ''));
      expect(flat).toContain('附表9项目投资现金流量表');
      expect(flat).toMatch(/第1页共\d+页/);
      // The 目录 shows its entries, not the field code.
      expect(flat).toContain('目录1项目概况与评价依据');
      expect(flat).not.toContain('TOC\\h');
    },
    240_000,
  );

  if (!hasSoffice || !hasPoppler)
    it('LibreOffice check skipped: soffice or poppler-utils is not installed on this machine', () => {
      expect(hasSoffice && hasPoppler).toBe(false);
    });
});
