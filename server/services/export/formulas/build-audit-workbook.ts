// 审计版工作簿: the export's sheets and layout, with every computed figure an Excel formula over the 录入 sheets and
// the other statements (cached result = the engine's value), 审计辅助计算 for the working rows, and 说明 listing every
// figure kept as the engine's value and why.
import ExcelJS, { type Worksheet } from 'exceljs';
import { runModel } from '../../../../src/core/engine/core';
import type { ModelInput, ModelOutput, TableId } from '../../../../src/core/engine/model-io-types';
import { BASE_SCALE, prepare } from '../../../../src/core/engine/prep';
import type { InstanceContext, StoredValues } from '../../../../src/core/template/types';
import { viewerTableOrder } from '../../results/table-order';
import { SUMMARY_SHEET_NAME } from '../build-workbook';
import { inputSheetsFromTemplates } from '../input-sheets';
import { STRUCTURE_SHEET, writeStructureSheet } from '../structure-sheet';
import { writeInputSheet } from '../input-sheet';
import { writeOutputSheet } from '../output-sheet';
import { sheetNamer } from '../sheet-names';
import { writeSummarySheet } from '../summary-sheet';
import type { WorkbookProject, WorkbookVersion } from '../types';
import { FormulaBook } from './book';
import { sheetPrefix, TableGrid } from './grid';
import { HELPER_SHEET } from './helper';
import { inputAddress, instantiateForWorkbook, mapInputCells } from './input-cells';
import { applyFormulas, type KeptValue } from './apply';
import { writeHelperSheet } from './helper-sheet';
import { writeNotesSheet, NOTES_SHEET } from './notes-sheet';
import { allRules } from './rules';

export interface BuildAuditWorkbookArgs {
  project: WorkbookProject;
  version: WorkbookVersion;
  output: ModelOutput;
  /** The ModelInput the output was computed from (the stored cells mapped by the templates). */
  input: ModelInput;
  /** The template context and stored cells of the version (the 录入 sheets). */
  ctx: InstanceContext;
  stored: StoredValues;
}

export interface AuditWorkbook {
  buffer: Buffer;
  /** Output figures written as formulas. */
  formulaCount: number;
  /** Figures kept as the engine's value (shaded and listed in 说明). */
  kept: KeptValue[];
  /** Sheet name of every output table (tests read the recalculated figures back by it). */
  sheetOf: Partial<Record<TableId, string>>;
}

export async function buildAuditWorkbook(args: BuildAuditWorkbookArgs): Promise<AuditWorkbook> {
  const { project, version, output, input, ctx, stored } = args;
  const wb = new ExcelJS.Workbook();
  wb.creator = '农林经济智能测算系统';
  wb.title = `${project.name} ${version.name}（审计版）`;
  wb.calcProperties = { fullCalcOnLoad: true };
  const name = sheetNamer();
  writeSummarySheet(wb.addWorksheet(name(SUMMARY_SHEET_NAME)), project, version, output);
  // 说明 right after the summary, so an auditor reads it first; filled once the formulas are known
  const notesSheet = wb.addWorksheet(name(NOTES_SHEET));
  const B = input.meta.B;
  const N = B + input.meta.O;
  const grids = new Map<TableId, TableGrid>();
  const sheets = new Map<TableId, Worksheet>();
  for (const id of viewerTableOrder(output)) {
    const table = output.tables[id as TableId];
    if (!table) continue;
    const sheetName = name(table.title);
    const ws = wb.addWorksheet(sheetName);
    writeOutputSheet(ws, table, output.meta?.areaUnit);
    grids.set(id as TableId, new TableGrid(table, sheetName, B, N));
    sheets.set(id as TableId, ws);
  }
  const helperSheet = wb.addWorksheet(name(HELPER_SHEET));
  const instances = instantiateForWorkbook(ctx, stored);
  const inputSheetNames = inputSheetsFromTemplates(instances).map((sheet) => {
    const sheetName = name(`录入-${sheet.name}`);
    writeInputSheet(wb.addWorksheet(sheetName), sheet);
    return sheetName;
  });
  writeStructureSheet(wb, name(STRUCTURE_SHEET), { ctx, stored });
  const cells = mapInputCells(ctx, stored);
  const inputRefs = new Map<string, string>();
  for (const [path, cell] of cells.byPath)
    inputRefs.set(path, sheetPrefix(inputSheetNames[cell.tableIndex]!) + inputAddress(cell));

  const model = runModel(prepare(input), BASE_SCALE);
  const book = new FormulaBook(input, output, model, grids, inputRefs);
  for (const rule of allRules) rule(book);
  const kept = applyFormulas(book, grids, sheets);
  kept.push(...writeHelperSheet(helperSheet, book.helper));
  writeNotesSheet(notesSheet, kept, book.formulas.size);
  const data = await wb.xlsx.writeBuffer();
  const sheetOf = Object.fromEntries([...grids].map(([id, g]) => [id, g.sheet]));
  return { buffer: Buffer.from(data as ArrayBuffer), formulaCount: book.formulas.size, kept, sheetOf };
}
