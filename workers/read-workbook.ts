// 从Excel导入: the worker opens the file's bytes with exceljs (the library the exports are written with) as the plain
// cell grid the core reader takes (src/core/workbook/grid.ts). exceljs is loaded on the first import only: the
// workers start (and open a version) without its megabyte of code.
import { gridFromExcelJs, type ExcelJsLikeWorkbook, type WorkbookGrid } from '../src/core/workbook/grid';

export async function readWorkbook(bytes: ArrayBuffer): Promise<WorkbookGrid> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes);
  return gridFromExcelJs(wb as unknown as ExcelJsLikeWorkbook);
}
