// Writes one computed table (model-io §3.1) to a worksheet: title, merged nested headers, rows styled by level.
import type { Worksheet } from 'exceljs';
import type { Table } from '../../../src/core/engine/model-io-types';
import { cellOf, layoutTable, replaceUnit, rowLevel } from '../../../src/core/contracts/results-layout';
import { displayNumber, numberFormat } from './display-number';
import {
  BODY_FONT,
  BORDER,
  HEADER_FONT,
  LEVEL0_FILL,
  SENSITIVITY_HEADER_FILL,
  setupPrint,
  styleHeader,
  textWidth,
  writeTitle,
} from './sheet-style';

/** First header row: row 1 is the title, row 2 the unit line. */
export const OUTPUT_HEADER_ROW = 3;

export interface OutputSheetInfo {
  /** Header rows occupy OUTPUT_HEADER_ROW … headerLastRow; data starts on the next row. */
  headerLastRow: number;
  /** Leaf columns as laid out (1-based column = index + 1). */
  columns: number;
}

/** Fills `ws` with `table`; numbers are the screen's rounded values with #,##0.00 (or #,##0 for dp 0 rows). */
export function writeOutputSheet(
  ws: Worksheet,
  table: Table,
  areaUnit: 'mu' | 'ha' | undefined,
): OutputSheetInfo {
  const layout = layoutTable(table);
  const width = layout.leaves.length;
  writeTitle(ws, 1, width, replaceUnit(table.title, areaUnit));
  if (table.unit) {
    ws.mergeCells(2, 1, 2, width);
    const unitCell = ws.getCell(2, 1);
    unitCell.value = `单位：${table.unit}`;
    unitCell.font = BODY_FONT;
    unitCell.alignment = { horizontal: 'right' };
  }

  const headerFill = table.id === 'sensitivity' ? SENSITIVITY_HEADER_FILL : undefined;
  for (const h of layout.header) {
    const top = OUTPUT_HEADER_ROW + h.row;
    const left = h.col + 1;
    const bottom = top + h.rowSpan - 1;
    const right = left + h.colSpan - 1;
    if (bottom > top || right > left) ws.mergeCells(top, left, bottom, right);
    ws.getCell(top, left).value = replaceUnit(h.label, areaUnit);
    // Style every cell of a merged range so its borders print.
    for (let r = top; r <= bottom; r += 1)
      for (let c = left; c <= right; c += 1) styleHeader(ws.getCell(r, c), headerFill);
  }
  const headerLastRow = OUTPUT_HEADER_ROW + layout.depth - 1;

  const widths = layout.leaves.map((l) => Math.min(16, Math.max(8, textWidth(l.label) / 2 + 2)));
  table.rows.forEach((row, i) => {
    const r = headerLastRow + 1 + i;
    const level = rowLevel(row.no);
    const dp = row.dp ?? 2;
    layout.leaves.forEach((leaf, c) => {
      const cell = ws.getCell(r, c + 1);
      const raw = cellOf(row, leaf.binding);
      const kind = leaf.binding.kind;
      cell.border = BORDER;
      cell.font = level === 0 ? HEADER_FONT : BODY_FONT;
      if (level === 0 && table.id !== 'summary') cell.fill = LEVEL0_FILL;
      if (kind === 'no' || kind === 'unit') {
        cell.value = raw ?? '';
        cell.alignment = { horizontal: 'center', vertical: 'middle' };
      } else if (kind === 'name') {
        const name = replaceUnit(raw ?? '', areaUnit);
        cell.value = name;
        cell.alignment = { horizontal: 'left', vertical: 'middle', indent: level, wrapText: false };
        widths[c] = Math.max(widths[c] ?? 0, textWidth(name) + level * 2 + 2);
      } else if (raw !== null) {
        const n = displayNumber(raw, dp);
        cell.value = n;
        cell.numFmt = numberFormat(dp);
        cell.alignment = { horizontal: 'right', vertical: 'middle' };
        const shown = n.toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
        widths[c] = Math.max(widths[c] ?? 0, shown.length + 2);
      }
    });
  });

  widths.forEach((w, c) => {
    const kind = layout.leaves[c]?.binding.kind;
    ws.getColumn(c + 1).width =
      kind === 'no' ? 8 : kind === 'name' ? Math.min(48, Math.max(16, w)) : Math.min(18, Math.max(8, w));
  });
  const frozenCols = layout.leaves.findIndex((l) => l.binding.kind === 'name') + 1;
  ws.views = [
    {
      state: 'frozen',
      xSplit: frozenCols,
      ySplit: headerLastRow,
      topLeftCell: ws.getCell(headerLastRow + 1, frozenCols + 1).address,
    },
  ];
  setupPrint(ws, OUTPUT_HEADER_ROW, headerLastRow);
  return { headerLastRow, columns: width };
}
