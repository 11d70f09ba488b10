// Reads a workbook file for `npm run convert`: size and format checks, then the core reader (src/core/workbook).
import { readFileSync, statSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { registry } from '../../schemas';
import { workbookToModelInput, type WorkbookConversion } from '../../src/core/workbook/convert';
import { gridFromExcelJs, type ExcelJsLikeWorkbook } from '../../src/core/workbook/grid';

/** The same limit as 从Excel导入 on the entry screen. */
export const MAX_WORKBOOK_BYTES = 20 * 1024 * 1024;
/** An xlsx is a zip: it starts with PK\x03\x04. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export class Refused extends Error {}

/** Reads and converts one workbook file; throws Refused with a Chinese message for a file it cannot take. */
export async function convertWorkbookFile(path: string): Promise<WorkbookConversion> {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    throw new Refused(`无法读取文件：${path}`);
  }
  if (size > MAX_WORKBOOK_BYTES)
    throw new Refused(`文件过大（${(size / 1024 / 1024).toFixed(1)} MB），工作簿不能超过 20 MB`);
  const bytes = readFileSync(path);
  if (!ZIP_MAGIC.every((b, i) => bytes[i] === b))
    throw new Refused('文件不是 Excel 工作簿（.xlsx）；.xls、.csv 等格式请先在 Excel/WPS 中另存为 .xlsx');
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new Refused('文件不是有效的 Excel 工作簿（.xlsx），无法打开');
  }
  return workbookToModelInput(gridFromExcelJs(wb as unknown as ExcelJsLikeWorkbook), registry);
}
