// One output table as Word tables: merged headers repeated on every page, 2-dp figures with 千分位, and — for
// years beyond what a landscape page holds — the year columns split into parts that repeat 序号 and 项目.
import {
  AlignmentType,
  Paragraph,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
} from 'docx';
import type { Table as OutputTable } from '../../../src/core/engine/model-io-types';
import {
  cellOf,
  layoutTable,
  replaceUnit,
  rowLevel,
  type PlacedHeader,
  type TableLayout,
} from '../../../src/core/contracts/results-layout';
import { formatDisplay } from '../../../src/core/money/display';
import { TABLE_TEXT_STYLE } from './word-style';

/** Text width of the page in twips: A4 less 2.5 cm margins, portrait and landscape. */
export const PORTRAIT_WIDTH = 9070;
export const LANDSCAPE_WIDTH = 14002;
/** Figure columns that fit one landscape part; more are split into parts (续表). */
const MAX_FIGURE_COLUMNS = 13;
/** Tables with more leaf columns than this go on landscape pages. */
const PORTRAIT_MAX_COLUMNS = 8;

const WIDTH = { no: 820, name: 2500, unit: 700 } as const;

export function isWide(table: OutputTable): boolean {
  return layoutTable(table).leaves.length > PORTRAIT_MAX_COLUMNS;
}

/** Leaf column indices of each part: the fixed columns (序号, 项目, 单位) then a run of figure columns. */
function parts(layout: TableLayout): number[][] {
  const fixed: number[] = [];
  const figures: number[] = [];
  layout.leaves.forEach((l, i) =>
    (['no', 'name', 'unit'].includes(l.binding.kind) ? fixed : figures).push(i),
  );
  if (figures.length <= MAX_FIGURE_COLUMNS) return [[...fixed, ...figures]];
  const out: number[][] = [];
  for (let i = 0; i < figures.length; i += MAX_FIGURE_COLUMNS)
    out.push([...fixed, ...figures.slice(i, i + MAX_FIGURE_COLUMNS)]);
  return out;
}

function text(value: string, opts: { bold?: boolean; align?: 'left' | 'center' | 'right'; indent?: number }) {
  return new Paragraph({
    alignment:
      opts.align === 'right'
        ? AlignmentType.RIGHT
        : opts.align === 'center'
          ? AlignmentType.CENTER
          : AlignmentType.LEFT,
    indent: opts.indent ? { left: opts.indent * 160 } : undefined,
    style: TABLE_TEXT_STYLE,
    // The font lives in the style: thousands of cells would otherwise each repeat it (size and packing time).
    children: [new TextRun({ text: value, bold: opts.bold || undefined })],
  });
}

/** Header cells of one part: each placed header clipped to the part's columns. */
function partHeader(header: PlacedHeader[], columns: number[]): PlacedHeader[] {
  return header
    .map((h) => {
      const inside = columns.filter((c) => c >= h.col && c < h.col + h.colSpan);
      if (inside.length === 0) return null;
      return { ...h, col: columns.indexOf(inside[0]!), colSpan: inside.length };
    })
    .filter((h): h is PlacedHeader => h !== null);
}

/** The Word table(s) of an output table, sized for a page `pageWidth` twips wide. */
export function wordTables(
  table: OutputTable,
  areaUnit: 'mu' | 'ha' | undefined,
  pageWidth: number,
): Table[] {
  const layout = layoutTable(table);
  return parts(layout).map((columns) => {
    const kinds = columns.map((c) => layout.leaves[c]!.binding.kind);
    const fixedWidth = kinds.reduce((s, k) => s + (k in WIDTH ? WIDTH[k as keyof typeof WIDTH] : 0), 0);
    const figureCount = kinds.filter((k) => !(k in WIDTH)).length;
    const figureWidth = figureCount ? Math.floor((pageWidth - fixedWidth) / figureCount) : 0;
    const widths = kinds.map((k) => (k in WIDTH ? WIDTH[k as keyof typeof WIDTH] : figureWidth));
    const header = partHeader(layout.header, columns);
    const headerRows = Array.from({ length: layout.depth }, (_, row) =>
      header
        .filter((h) => h.row === row)
        .sort((a, b) => a.col - b.col)
        .map(
          (h) =>
            new TableCell({
              columnSpan: h.colSpan > 1 ? h.colSpan : undefined,
              rowSpan: h.rowSpan > 1 ? h.rowSpan : undefined,
              verticalAlign: VerticalAlign.CENTER,
              shading: { fill: 'F2F2F2' },
              children: [text(replaceUnit(h.label, areaUnit), { bold: true, align: 'center' })],
            }),
        ),
    ).map((cells) => new TableRow({ tableHeader: true, cantSplit: true, children: cells }));
    const bodyRows = table.rows.map((row) => {
      const level = rowLevel(row.no);
      const bold = level === 0 && table.id !== 'summary';
      return new TableRow({
        cantSplit: true,
        children: columns.map((c) => {
          const binding = layout.leaves[c]!.binding;
          const raw = cellOf(row, binding);
          let paragraph: Paragraph;
          if (binding.kind === 'no' || binding.kind === 'unit')
            paragraph = text(raw ?? '', { bold, align: 'center' });
          else if (binding.kind === 'name')
            paragraph = text(replaceUnit(raw ?? '', areaUnit), { bold, indent: level });
          else
            paragraph = text(raw === null ? '' : formatDisplay(raw, { dp: row.dp ?? 2, thousands: true }), {
              bold,
              align: 'right',
            });
          return new TableCell({ verticalAlign: VerticalAlign.CENTER, children: [paragraph] });
        }),
      });
    });
    return new Table({
      layout: TableLayoutType.FIXED,
      width: { size: widths.reduce((s, w) => s + w, 0), type: WidthType.DXA },
      columnWidths: widths,
      rows: [...headerRows, ...bodyRows],
    });
  });
}

/** Number of parts the table is split into (the caption says 续表 on the later ones). */
export function partCount(table: OutputTable): number {
  return parts(layoutTable(table)).length;
}
