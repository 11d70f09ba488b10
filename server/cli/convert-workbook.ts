// Reads a workbook file for `npm run convert`: size and format checks, then the core reader (src/core/workbook).
import { readFileSync, statSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { registry } from '../../schemas';
import { workbookToModelInput, type WorkbookConversion } from '../../src/core/workbook/convert';
import { sizeProblem, signatureProblem } from '../../src/core/workbook/file-check';
import { gridFromExcelJs, type ExcelJsLikeWorkbook } from '../../src/core/workbook/grid';

export class Refused extends Error {}

/** Reads and converts one workbook file; throws Refused with a Chinese message for a file it cannot take. */
export async function convertWorkbookFile(path: string): Promise<WorkbookConversion> {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    throw new Refused(`无法读取文件：${path}`);
  }
  // the same checks as 从Excel导入 on the entry screen (the file's name is not asked for here)
  const tooBig = sizeProblem(size);
  if (tooBig) throw new Refused(tooBig);
  const bytes = readFileSync(path);
  const notZip = signatureProblem(bytes);
  if (notZip) throw new Refused(notZip);
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new Refused('文件不是有效的 Excel 工作簿（.xlsx），无法打开');
  }
  return workbookToModelInput(gridFromExcelJs(wb as unknown as ExcelJsLikeWorkbook), registry);
}
