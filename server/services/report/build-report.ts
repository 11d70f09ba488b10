// Builds the 经济评价 chapter of one completed version as a .docx (A4, 宋体/黑体, numbered headings, a TOC field,
// page numbers, figures drawn on the server, every output table in the appendix as 附表).
import {
  AlignmentType,
  BuilderElement,
  Document,
  Footer,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  LevelSuffix,
  LineRuleType,
  Packer,
  PageBreak,
  PageNumber,
  PageOrientation,
  Paragraph,
  TableOfContents,
  TextRun,
  type ISectionOptions,
  type Table,
  type XmlComponent,
} from 'docx';
import type { ModelInput, ModelOutput, Table as OutputTable } from '../../../src/core/engine/model-io-types';
import { appendixEntries } from './appendix-numbers';
import { investmentChapter, costChapter, overviewChapter, revenueChapter } from './chapter-basis';
import { profitabilityChapter, solvencyChapter, survivalChapter } from './chapter-analysis';
import { conclusionChapter, uncertaintyChapter } from './chapter-uncertainty';
import { renderFigure, type RenderedFigure } from './figures';
import type { FigureId, ReportBlock, ReportFacts } from './model';
import type { ReportSource } from './source';
import { BODY_FONT, HEADING_FONT, TABLE_FONT, TABLE_TEXT_STYLE } from './word-style';
import { isWide, LANDSCAPE_WIDTH, partCount, PORTRAIT_WIDTH, wordTables } from './word-table';

export interface BuildReportArgs {
  facts: ReportFacts;
  output: ModelOutput;
  input: ModelInput | null;
}

/** The chapters in report order, as blocks (tests read the text from here and from the document). */
export function reportBlocks(src: ReportSource): ReportBlock[] {
  return [
    ...overviewChapter(src),
    ...investmentChapter(src),
    ...costChapter(src),
    ...revenueChapter(src),
    ...profitabilityChapter(src),
    ...solvencyChapter(src),
    ...survivalChapter(src),
    ...uncertaintyChapter(src),
    ...conclusionChapter(src),
  ];
}

const HEADING_NUMBERING = 'report-headings';
const APPENDIX_TITLE = '附表';
/** Chinese body text starts each paragraph two characters in. */
const BODY_INDENT = { firstLine: 480 };
const A4 = { width: 11906, height: 16838 };
const MARGIN = { top: 1440, bottom: 1440, left: 1418, right: 1418 };

function caption(text: string): Paragraph {
  return new Paragraph({
    alignment: AlignmentType.CENTER,
    keepNext: true,
    spacing: { before: 120, after: 60 },
    children: [new TextRun({ text, font: HEADING_FONT, size: 21, bold: true })],
  });
}

function unitLine(unit: string): Paragraph {
  return new Paragraph({
    alignment: AlignmentType.RIGHT,
    keepNext: true,
    spacing: { after: 40 },
    children: [new TextRun({ text: `单位：${unit}`, ...BODY_FONT, size: 18 })],
  });
}

/**
 * docx's TOC field with its content control marked as a 目录 (docPartGallery "Table of Contents"): without the
 * mark LibreOffice shows the field code "TOC \\h \\o" in front of the entries.
 */
class MarkedTableOfContents extends TableOfContents {
  constructor(...args: ConstructorParameters<typeof TableOfContents>) {
    super(...args);
    const properties = this.root[0] as XmlComponent;
    properties.addChildElement(
      new BuilderElement({
        name: 'w:docPartObj',
        children: [
          new BuilderElement<{ val: string }>({
            name: 'w:docPartGallery',
            attributes: { val: { key: 'w:val', value: 'Table of Contents' } },
          }),
          new BuilderElement({ name: 'w:docPartUnique' }),
        ],
      }),
    );
  }
}

/**
 * A figure as a PNG drawn at twice its print size, or a line saying it could not be drawn. PNG only: LibreOffice
 * and WPS render an embedded SVG poorly, and the PNG looks the same in Word.
 */
function figureParagraph(figure: RenderedFigure | null): Paragraph {
  if (!figure)
    return new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: '（本机缺少图形渲染组件，图形未能生成）', ...BODY_FONT })],
    });
  const width = 600;
  const height = Math.round((width * figure.height) / figure.width);
  return new Paragraph({
    alignment: AlignmentType.CENTER,
    keepNext: true,
    spacing: { line: 240, lineRule: LineRuleType.AUTO, before: 120 },
    children: [
      new ImageRun({
        type: 'png',
        data: figure.png,
        transformation: { width, height },
        altText: { name: figure.title, title: figure.title, description: figure.title },
      }),
    ],
  });
}

/** Body paragraphs, figures and in-text tables of the chapters. */
async function bodyChildren(src: ReportSource, blocks: ReportBlock[]): Promise<(Paragraph | Table)[]> {
  const out: (Paragraph | Table)[] = [];
  let figureNo = 0;
  let tableNo = 0;
  const figures = new Map<FigureId, RenderedFigure | null>();
  for (const b of blocks) {
    if (b.kind === 'heading') {
      out.push(
        new Paragraph({
          heading: b.level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
          numbering: { reference: HEADING_NUMBERING, level: b.level - 1 },
          children: [new TextRun(b.text)],
        }),
      );
    } else if (b.kind === 'paragraph') {
      out.push(new Paragraph({ indent: BODY_INDENT, children: [new TextRun(b.text)] }));
    } else if (b.kind === 'list') {
      b.items.forEach((item, i) =>
        out.push(new Paragraph({ indent: BODY_INDENT, children: [new TextRun(`（${i + 1}）${item}`)] })),
      );
    } else if (b.kind === 'figure') {
      if (!figures.has(b.figure)) figures.set(b.figure, await renderFigure(b.figure, src));
      figureNo += 1;
      out.push(figureParagraph(figures.get(b.figure) ?? null));
      out.push(caption(`图${figureNo} ${b.caption}`));
    } else {
      tableNo += 1;
      out.push(caption(`表${tableNo} ${b.caption}`));
      if (b.table.unit) out.push(unitLine(b.table.unit));
      out.push(...wordTables(b.table, src.output.meta?.areaUnit, PORTRAIT_WIDTH));
    }
  }
  return out;
}

/**
 * The 目录 as last computed: the numbered headings without page numbers. Word recomputes the field on opening
 * (updateFields); LibreOffice shows these entries instead of the bare field code.
 */
function tocEntries(blocks: ReportBlock[]): { title: string; level: number }[] {
  let chapter = 0;
  let section = 0;
  const entries = blocks.flatMap((b) => {
    if (b.kind !== 'heading') return [];
    if (b.level === 1) [chapter, section] = [chapter + 1, 0];
    else section += 1;
    return [
      { title: b.level === 1 ? `${chapter} ${b.text}` : `${chapter}.${section} ${b.text}`, level: b.level },
    ];
  });
  return [...entries, { title: APPENDIX_TITLE, level: 1 }];
}

function footer(): Footer {
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun({
            children: ['第 ', PageNumber.CURRENT, ' 页 共 ', PageNumber.TOTAL_PAGES, ' 页'],
            size: 18,
          }),
        ],
      }),
    ],
  });
}

function page(landscape: boolean): ISectionOptions['properties'] {
  return {
    page: {
      // docx takes the portrait size and swaps it for landscape pages.
      size: {
        ...A4,
        orientation: landscape ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT,
      },
      margin: MARGIN,
    },
  };
}

/** 附表 sections: consecutive tables of one orientation share a section; each table starts a page. */
function appendixSections(output: ModelOutput): ISectionOptions[] {
  const sections: { landscape: boolean; children: (Paragraph | Table)[] }[] = [];
  for (const entry of appendixEntries(output)) {
    const table = output.tables[entry.id as keyof ModelOutput['tables']] as OutputTable | undefined;
    if (!table) continue;
    const landscape = isWide(table);
    let section = sections[sections.length - 1];
    if (!section || section.landscape !== landscape) sections.push((section = { landscape, children: [] }));
    const parts = wordTables(table, output.meta?.areaUnit, landscape ? LANDSCAPE_WIDTH : PORTRAIT_WIDTH);
    parts.forEach((part, i) => {
      if (section.children.length > 0) section.children.push(new Paragraph({ children: [new PageBreak()] }));
      const title = `${entry.label} ${table.title.replaceAll('{unit}', output.meta?.areaUnit === 'ha' ? '公顷' : '亩')}`;
      section.children.push(caption(i === 0 ? title : `${title}（续表${i}）`));
      if (table.unit) section.children.push(unitLine(table.unit));
      section.children.push(part);
    });
    if (partCount(table) > 1) section.children.push(new Paragraph({ children: [] }));
  }
  const first = new Paragraph({
    heading: HeadingLevel.HEADING_1,
    children: [new TextRun(APPENDIX_TITLE)],
  });
  return sections.map((s, i) => ({
    properties: page(s.landscape),
    footers: { default: footer() },
    children: i === 0 ? [first, ...s.children] : s.children,
  }));
}

/** "2026-11-22 16:05" in China time (the planning offices' clock); other text is shown as stored. */
function chinaTime(stamp: string): string {
  const date = new Date(stamp);
  if (Number.isNaN(date.getTime())) return stamp;
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** The report as a .docx Buffer, ready to send with reportFileName() and contentDisposition(). */
export async function buildReport({ facts, output, input }: BuildReportArgs): Promise<Buffer> {
  const src: ReportSource = { facts, output, input };
  const blocks = reportBlocks(src);
  const body = await bodyChildren(src, blocks);
  const titlePage = [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { before: 2400, after: 480 },
      children: [new TextRun({ text: `${facts.projectName}`, font: HEADING_FONT, size: 36, bold: true })],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 480 },
      children: [new TextRun({ text: '经济评价', font: HEADING_FONT, size: 44, bold: true })],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: `测算版本：${facts.versionName}`, ...BODY_FONT })],
    }),
    ...(facts.computedAt
      ? [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            children: [new TextRun({ text: `计算时间：${chinaTime(facts.computedAt)}`, ...BODY_FONT })],
          }),
        ]
      : []),
    new Paragraph({ children: [new PageBreak()] }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: '目录', font: HEADING_FONT, size: 32, bold: true })],
    }),
    new MarkedTableOfContents('目录', {
      hyperlink: true,
      headingStyleRange: '1-2',
      cachedEntries: tocEntries(blocks),
    }),
    new Paragraph({ children: [new PageBreak()] }),
  ];
  const doc = new Document({
    creator: '农林经济智能测算系统',
    title: `${facts.projectName} 经济评价`,
    features: { updateFields: true },
    styles: {
      default: {
        // 1.5 lines, said explicitly: LibreOffice reads a bare w:line as exact and clips inline pictures.
        document: {
          run: { ...BODY_FONT },
          paragraph: { spacing: { line: 360, lineRule: LineRuleType.AUTO, after: 60 } },
        },
      },
      paragraphStyles: [
        {
          id: 'Normal',
          name: 'Normal',
          run: { ...BODY_FONT },
          paragraph: { alignment: AlignmentType.JUSTIFIED },
        },
        {
          id: TABLE_TEXT_STYLE,
          name: 'Table Text',
          basedOn: 'Normal',
          run: { ...TABLE_FONT },
          paragraph: { spacing: { before: 0, after: 0, line: 240, lineRule: LineRuleType.AUTO } },
        },
        {
          id: 'Heading1',
          name: 'heading 1',
          basedOn: 'Normal',
          next: 'Normal',
          quickFormat: true,
          run: { font: HEADING_FONT, size: 32, bold: true },
          paragraph: { spacing: { before: 360, after: 240 }, keepNext: true, outlineLevel: 0 },
        },
        {
          id: 'Heading2',
          name: 'heading 2',
          basedOn: 'Normal',
          next: 'Normal',
          quickFormat: true,
          run: { font: HEADING_FONT, size: 28, bold: true },
          paragraph: { spacing: { before: 240, after: 120 }, keepNext: true, outlineLevel: 1 },
        },
      ],
    },
    numbering: {
      config: [
        {
          reference: HEADING_NUMBERING,
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: '%1',
              suffix: LevelSuffix.SPACE,
              alignment: AlignmentType.LEFT,
            },
            {
              level: 1,
              format: LevelFormat.DECIMAL,
              text: '%1.%2',
              suffix: LevelSuffix.SPACE,
              alignment: AlignmentType.LEFT,
            },
          ],
        },
      ],
    },
    sections: [
      { properties: page(false), footers: { default: footer() }, children: [...titlePage, ...body] },
      ...appendixSections(output),
    ],
  });
  return Packer.toBuffer(doc);
}
