// 说明: how the audit workbook is built, and every figure that holds the engine's value instead of a formula.
import type { Worksheet } from 'exceljs';
import { BODY_FONT, BORDER, HEADER_FONT, styleHeader, writeTitle } from '../sheet-style';
import type { KeptValue } from './apply';
import { KEPT_FILL } from './apply';
import { sheetPrefix } from './grid';

export const NOTES_SHEET = '说明';

const INTRO = [
  '本工作簿为审计版：各计算表中的数字均为 Excel 公式，引用“录入-…”工作表中的录入数据和其他计算表，按行业惯例逐年链式计算（借款还本付息、折旧、亏损弥补、资金缺口等）。',
  '打开后重新计算即得到与系统一致的结果（两位小数；二进制浮点误差远小于0.005）。修改“录入-…”表中的数据后重新计算，各报表随之变化，可直接做假设分析。',
  '“审计辅助计算”工作表保存分析人员通常放在报表旁边的工作行：5年亏损弥补台账（先弥补最早的亏损）、折现现金流量与回收年份标记、不可抵扣进项税额比例、无建设投资抵扣时的对照增值税账户、逐年预付地租等。',
  '公式中“是否为零/负数”的判断使用容差 1E-9 万元（引擎用十进制 1E-20；浮点计算的残差约 1E-13）；IRR 的初始猜测值取系统算得的值（取整到百分点）。',
  '下拉选择的项目（还款方式、增值税率、城建税地区、建设期/运营期年数等）决定报表结构，作为常数写在公式中；改变它们请在系统中修改后重新导出。',
];

export function writeNotesSheet(ws: Worksheet, kept: readonly KeptValue[], formulaCount: number): void {
  writeTitle(ws, 1, 5, '审计版工作簿说明');
  const lines = [
    ...INTRO,
    `公式单元格：${formulaCount} 个；保留系统计算值的单元格：${kept.length} 个。`,
    '以下单元格无法合理地写成公式，保留系统计算值并以浅橙色底纹标出（点击单元格地址可跳转）：',
  ];
  let r = 2;
  for (const line of lines) {
    ws.mergeCells(r, 1, r, 5);
    const cell = ws.getCell(r, 1);
    cell.value = line;
    cell.font = BODY_FONT;
    cell.alignment = { wrapText: true, vertical: 'top' };
    ws.getRow(r).height = 30;
    r += 1;
  }
  r += 1;
  ['工作表', '单元格', '项目', '系统计算值', '原因'].forEach((label, c) => {
    const cell = ws.getCell(r, c + 1);
    cell.value = label;
    styleHeader(cell);
  });
  for (const k of kept) {
    r += 1;
    [k.sheet, k.address, k.what, k.value, k.reason].forEach((v, c) => {
      const cell = ws.getCell(r, c + 1);
      // the address links to the cell itself
      cell.value = c === 1 ? { text: v, hyperlink: `#${sheetPrefix(k.sheet)}${v}` } : v;
      cell.border = BORDER;
      cell.font = c === 0 ? HEADER_FONT : BODY_FONT;
      if (c === 1) cell.fill = KEPT_FILL;
    });
  }
  [26, 10, 48, 22, 70].forEach((w, c) => (ws.getColumn(c + 1).width = w));
}
