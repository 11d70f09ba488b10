// The workbook of a computed ModelInput for `npm run compute -- in.json --xlsx out.xlsx [--formulas]`: the 录入 sheets
// are the templates keyed with the input (as the entry screen would hold it), the statements as values or formulas.
import { registry } from '../../schemas';
import type { ModelInput, ModelOutput } from '../../src/core/engine';
import { modelInputToStoredValues } from '../../src/core/template/from-model-input';
import { buildWorkbook } from '../services/export/build-workbook';
import { buildAuditWorkbook } from '../services/export/formulas/build-audit-workbook';
import { instantiateForWorkbook } from '../services/export/formulas/input-cells';
import { inputSheetsFromTemplates } from '../services/export/input-sheets';

export async function workbookOf(
  input: ModelInput,
  output: ModelOutput,
  formulas: boolean,
  now: Date,
): Promise<Buffer> {
  const { ctx, stored } = modelInputToStoredValues(registry, input);
  const project = {
    name: input.meta.name,
    location: input.meta.location ?? null,
    building_period: input.meta.B,
    operating_period: input.meta.O,
  };
  const version = { name: '命令行', computed_at: now.toISOString() };
  if (formulas) return (await buildAuditWorkbook({ project, version, output, input, ctx, stored })).buffer;
  const inputTables = inputSheetsFromTemplates(instantiateForWorkbook(ctx, stored));
  return buildWorkbook({ project, version, output, inputTables, structure: { ctx, stored } });
}
