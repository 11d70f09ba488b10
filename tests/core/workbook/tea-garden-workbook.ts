// The tea-garden fixture as the workbook reader's tests need it: its template values and its exported workbook.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { registry } from '../../../schemas';
import { computeModel, type ModelInput } from '../../../src/core/engine';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';
import type { InstanceContext, StoredValues } from '../../../src/core/template/types';
import { workbookOf } from '../../../server/cli/workbook';

export interface TeaGardenWorkbook {
  ctx: InstanceContext;
  stored: StoredValues;
  /** a fresh copy of the exported workbook, to edit */
  load: () => Promise<ExcelJS.Workbook>;
}

export async function teaGardenWorkbook(): Promise<TeaGardenWorkbook> {
  const input = JSON.parse(
    readFileSync(new URL('../../fixtures/tea-garden.input.json', import.meta.url), 'utf8'),
  ) as ModelInput;
  const { ctx, stored } = modelInputToStoredValues(registry, input);
  const buffer = await workbookOf(input, computeModel(input, { skipSensitivity: true }), false, new Date());
  const load = async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
    return wb;
  };
  return { ctx, stored, load };
}
