// Cell styles every sheet of the workbook shares: bold filled headers, thin borders, title and level fonts.
import type { Alignment, Borders, Cell, Fill, Font, Worksheet } from 'exceljs';

const thin = { style: 'thin' as const, color: { argb: 'FF9AA5B1' } };
export const BORDER: Partial<Borders> = { top: thin, left: thin, bottom: thin, right: thin };
export const HEADER_FILL: Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCE6F2' } };
/** 敏感性分析表 has a header row of its own colour (product §2.9). */
export const SENSITIVITY_HEADER_FILL: Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFFCE4D6' },
};
export const LEVEL0_FILL: Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF3F6FA' } };
export const HEADER_FONT: Partial<Font> = { name: '宋体', size: 10, bold: true };
export const BODY_FONT: Partial<Font> = { name: '宋体', size: 10 };
export const TITLE_FONT: Partial<Font> = { name: '黑体', size: 14, bold: true };
export const CENTER: Partial<Alignment> = { horizontal: 'center', vertical: 'middle', wrapText: true };

/** A4 landscape, one page wide, header rows repeated on every printed page. */
export function setupPrint(ws: Worksheet, headerFirstRow: number, headerLastRow: number): void {
  ws.pageSetup = {
    ...ws.pageSetup,
    paperSize: 9,
    orientation: 'landscape',
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
    horizontalCentered: true,
    margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.5, header: 0.3, footer: 0.3 },
    printTitlesRow: `${headerFirstRow}:${headerLastRow}`,
  };
}

/** Styles a header cell (bold, filled, bordered, centred). */
export function styleHeader(cell: Cell, fill: Fill = HEADER_FILL): void {
  cell.font = HEADER_FONT;
  cell.fill = fill;
  cell.border = BORDER;
  cell.alignment = CENTER;
}

/** Writes a merged title line across the sheet's width. */
export function writeTitle(ws: Worksheet, row: number, width: number, text: string): void {
  ws.mergeCells(row, 1, row, Math.max(1, width));
  const cell = ws.getCell(row, 1);
  cell.value = text;
  cell.font = TITLE_FONT;
  cell.alignment = { horizontal: 'center', vertical: 'middle' };
  ws.getRow(row).height = 24;
}

/** Display width of a label: CJK characters count twice, as Excel renders them. */
export function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += /[\u2e80-\uffff]/.test(ch) ? 2 : 1;
  return w;
}
