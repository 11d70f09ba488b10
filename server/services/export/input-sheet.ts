// Writes one entered table to a worksheet with the same header, border and level styling as the computed tables.
import type { Worksheet } from 'exceljs';
import { placeHeaders, rowLevel } from '../../../src/core/contracts/results-layout';
import {
  BODY_FONT,
  BORDER,
  HEADER_FONT,
  setupPrint,
  styleHeader,
  textWidth,
  writeTitle,
} from './sheet-style';
import type { InputSheet } from './types';

const DECIMAL = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;
const HEADER_ROW = 2;

/** Entered values keep the precision typed (tabs 0–3 show up to 4 dp), hence #,##0.00## rather than 2 dp; whole numbers (years, days) plain 0. */
export function writeInputSheet(ws: Worksheet, sheet: InputSheet): void {
  const placed = placeHeaders(sheet.headers);
  const width = Math.max(placed.width, sheet.columnKinds.length);
  writeTitle(ws, 1, width, sheet.title);
  for (const h of placed.cells) {
    const top = HEADER_ROW + h.row;
    const left = h.col + 1;
    const bottom = top + h.rowSpan - 1;
    const right = left + h.colSpan - 1;
    if (bottom > top || right > left) ws.mergeCells(top, left, bottom, right);
    ws.getCell(top, left).value = h.label;
    for (let r = top; r <= bottom; r += 1)
      for (let c = left; c <= right; c += 1) styleHeader(ws.getCell(r, c));
  }
  const headerLast = HEADER_ROW + placed.depth - 1;
  const widths = Array.from({ length: width }, () => 10);
  sheet.rows.forEach((row, i) => {
    const r = headerLast + 1 + i;
    const level = row.level ?? (row.no ? rowLevel(row.no) : 1);
    for (let c = 0; c < width; c += 1) {
      const cell = ws.getCell(r, c + 1);
      const raw = row.cells[c] ?? null;
      cell.border = BORDER;
      cell.font = level === 0 ? HEADER_FONT : BODY_FONT;
      if (raw === null || raw === '') continue;
      if (sheet.columnKinds[c] === 'number' && DECIMAL.test(raw)) {
        cell.value = Number(raw);
        cell.numFmt = row.integer?.[c] ? '0' : '#,##0.00##';
        cell.alignment = { horizontal: 'right' };
      } else {
        cell.value = raw;
        cell.alignment =
          c === 1 ? { horizontal: 'left', indent: level } : { horizontal: c === 0 ? 'center' : 'left' };
      }
      widths[c] = Math.max(widths[c] ?? 10, textWidth(raw) + 2);
    }
  });
  widths.forEach((w, c) => (ws.getColumn(c + 1).width = Math.min(40, w)));
  ws.views = [{ state: 'frozen', xSplit: Math.min(2, width), ySplit: headerLast }];
  setupPrint(ws, HEADER_ROW, headerLast);
}
