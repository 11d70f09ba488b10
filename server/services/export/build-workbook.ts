// Builds the .xlsx of one completed version: summary sheet, every computed table in viewer order, then the inputs;
// and the 录入模板 of any version (the inputs alone).
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
  writeInputs(wb, name, inputTables, structure);
  const data = await wb.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}

/** The 录入 sheets, then the hidden 录入结构 sheet: the part of every workbook that imports back. */
function writeInputs(
  wb: ExcelJS.Workbook,
  name: (wanted: string) => string,
  inputTables: readonly InputSheet[],
  structure: StructureFacts | undefined,
): void {
  for (const input of inputTables) writeInputSheet(wb.addWorksheet(name(`录入-${input.name}`)), input);
  if (structure) writeStructureSheet(wb, name(STRUCTURE_SHEET), structure);
}

export interface BuildInputWorkbookArgs {
  project: WorkbookProject;
  version: WorkbookVersion;
  inputTables: InputSheet[];
  structure: StructureFacts;
}

/** 下载录入模板: only the 录入 sheets and the 录入结构 sheet, as the full workbook writes them (any version status). */
export async function buildInputWorkbook({
  project,
  version,
  inputTables,
  structure,
}: BuildInputWorkbookArgs): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = '农林经济智能测算系统';
  wb.title = `${project.name} ${version.name} 录入模板`;
  writeInputs(wb, sheetNamer(), inputTables, structure);
  const data = await wb.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}
