// Builds the .xlsx of one completed version: summary sheet, every computed table in viewer order, then the inputs.
import ExcelJS from 'exceljs';
import type { ModelOutput, TableId } from '../../../src/core/engine/model-io-types';
import { viewerTableOrder } from '../results/table-order';
import { writeInputSheet } from './input-sheet';
import { writeOutputSheet } from './output-sheet';
import { sheetNamer } from './sheet-names';
import { STRUCTURE_SHEET, writeStructureSheet, type StructureFacts } from './structure-sheet';
import { writeSummarySheet } from './summary-sheet';
import type { InputSheet, WorkbookProject, WorkbookVersion } from './types';

export interface BuildWorkbookArgs {
  project: WorkbookProject;
  version: WorkbookVersion;
  output: ModelOutput;
  inputTables?: InputSheet[];
  /** The version's record and cells: written to the hidden 录入结构 sheet so the workbook converts back. */
  structure?: StructureFacts;
}

/** Sheet name of the summary sheet (first in the workbook). */
export const SUMMARY_SHEET_NAME = '测算结果汇总';

/** The workbook as a Buffer, ready to send with exportFileName() and contentDisposition(). */
export async function buildWorkbook({
  project,
  version,
  output,
  inputTables = [],
  structure,
}: BuildWorkbookArgs): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = '农林经济智能测算系统';
  wb.title = `${project.name} ${version.name}`;
  const name = sheetNamer();
  writeSummarySheet(wb.addWorksheet(name(SUMMARY_SHEET_NAME)), project, version, output);
  for (const id of viewerTableOrder(output)) {
    const table = output.tables[id as TableId];
    if (table) writeOutputSheet(wb.addWorksheet(name(table.title)), table, output.meta?.areaUnit);
  }
  for (const input of inputTables) writeInputSheet(wb.addWorksheet(name(`录入-${input.name}`)), input);
  if (structure) writeStructureSheet(wb, name(STRUCTURE_SHEET), structure);
  const data = await wb.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}
