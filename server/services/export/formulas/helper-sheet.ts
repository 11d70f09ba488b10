// Writes 审计辅助计算: label, note, then one column per project year; engine rows shaded and reported for 说明.
import type { Worksheet } from 'exceljs';
import { BODY_FONT, BORDER, setupPrint, styleHeader, writeTitle } from '../sheet-style';
import type { KeptValue } from './apply';
import { KEPT_FILL } from './apply';
import { columnLetters } from './grid';
import { HelperSheet } from './helper';

export function writeHelperSheet(ws: Worksheet, helper: HelperSheet): KeptValue[] {
  const first = HelperSheet.FIRST_YEAR_COL;
  const width = first - 1 + helper.N;
  writeTitle(ws, 1, width, '审计辅助计算（亏损弥补台账、折现现金流量等工作行）');
  const header = ['项目', '说明', ...Array.from({ length: helper.N }, (_, i) => `第${i + 1}年`)];
  header.forEach((label, c) => {
    const cell = ws.getCell(2, c + 1);
    cell.value = label;
    styleHeader(cell);
  });
  const kept: KeptValue[] = [];
  helper.rows.forEach((row, i) => {
    const r = HelperSheet.FIRST_ROW + i;
    ws.getCell(r, 1).value = row.label;
    ws.getCell(r, 2).value = row.note;
    for (let c = 1; c <= width; c++) {
      const cell = ws.getCell(r, c);
      cell.border = BORDER;
      cell.font = BODY_FONT;
    }
    for (const [t, v] of row.cells) {
      const cell = ws.getCell(r, first + t - 1);
      cell.numFmt = '#,##0.00';
      if (row.engine) {
        cell.value = Number(v);
        cell.fill = KEPT_FILL;
        kept.push({
          sheet: ws.name,
          address: `${columnLetters(first + t - 1)}${r}`,
          what: `${row.label} 第${t}年`,
          value: v,
          reason: row.note,
        });
      } else cell.value = { formula: v };
    }
  });
  ws.getColumn(1).width = 34;
  ws.getColumn(2).width = 28;
  for (let c = first; c <= width; c++) ws.getColumn(c).width = 12;
  ws.views = [{ state: 'frozen', xSplit: 2, ySplit: 2 }];
  setupPrint(ws, 2, 2);
  return kept;
}
