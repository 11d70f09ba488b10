// Writes the hidden 录入结构 sheet (src/core/workbook/structure.ts) so a workbook alone can be converted back.
import type { Workbook } from 'exceljs';
import type { InstanceContext, StoredValues } from '../../../src/core/template/types';
import { STRUCTURE_SHEET, structureColumn } from '../../../src/core/workbook/structure';

export interface StructureFacts {
  ctx: InstanceContext;
  stored: StoredValues;
}

export function writeStructureSheet(wb: Workbook, sheetName: string, { ctx, stored }: StructureFacts): void {
  const ws = wb.addWorksheet(sheetName, { state: 'hidden' });
  const cells = Object.fromEntries(Object.entries(stored).map(([key, t]) => [key, t.cells]));
  const structure = { ctx, cells };
  structureColumn(structure).forEach((text, i) => (ws.getCell(i + 1, 1).value = text));
}

export { STRUCTURE_SHEET };
