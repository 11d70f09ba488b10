// Export then import is lossless (issue 17): for generated inputs, the workbook of `compute --xlsx` (values or 审计版)
// converted back gives the same ModelInput and the same outputs.
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../schemas';
import { computeModel, type ModelInput } from '../../../src/core/engine';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';
import { templatesToModelInput } from '../../../src/core/template/to-model-input';
import { workbookToModelInput } from '../../../src/core/workbook/convert';
import { gridFromExcelJs, type ExcelJsLikeWorkbook } from '../../../src/core/workbook/grid';
import { workbookOf } from '../../../server/cli/workbook';
import { generateInput } from '../../core/engine/generate';

const options = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  B: fc.integer({ min: 1, max: 3 }),
  O: fc.integer({ min: 1, max: 8 }),
  subProjects: fc.integer({ min: 1, max: 4 }),
  loans: fc.integer({ min: 0, max: 2 }),
  deficitPolicy: fc.constantFrom('shortTermLoan' as const, 'equity' as const),
  dividendPct: fc.constantFrom('0', '40'),
  wcMethod: fc.constantFrom('detailed' as const, 'ratio' as const),
});

async function convertBack(input: ModelInput, formulas: boolean) {
  const output = computeModel(input, { skipSensitivity: true });
  expect(output.messages.filter((m) => m.level === 'error')).toEqual([]);
  const buffer = await workbookOf(input, output, formulas, new Date());
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  const back = workbookToModelInput(gridFromExcelJs(wb as unknown as ExcelJsLikeWorkbook), registry);
  if (!back.ok) throw new Error(back.message);
  expect(back.refusals).toEqual([]);
  return { output, back: back.input };
}

describe('compute --xlsx then convert', { timeout: 240_000 }, () => {
  it('gives back the same ModelInput and the same outputs for generated inputs', async () => {
    await fc.assert(
      fc.asyncProperty(options, fc.boolean(), async (o, formulas) => {
        const input = generateInput(o);
        const { output, back } = await convertBack(input, formulas);
        // The workbook holds the input as the templates key it (the entry screen's form: defaults such as units
        // filled in), so that form is what comes back; the worked example, already in it, comes back unchanged.
        const { ctx, stored } = modelInputToStoredValues(registry, input);
        expect(back).toEqual(templatesToModelInput(registry, ctx, stored));
        const again = computeModel(back, { skipSensitivity: true });
        // every table of the original comes back equal; the keyed 敏感性分析 settings add only the 合理性检查
        for (const id of Object.keys(output.tables) as (keyof typeof output.tables)[])
          expect(again.tables[id]).toEqual(output.tables[id]);
        expect(Object.keys(again.tables).filter((id) => !(id in output.tables))).toEqual(['review']);
        expect(again.indicators).toEqual(output.indicators);
      }),
      { numRuns: 6 },
    );
  });
});
