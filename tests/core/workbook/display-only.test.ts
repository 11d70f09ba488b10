// Display-only columns (备注, 依据; issue 21) go through the workbook like any entered column: exported, read back
// into the stored cells (an edit in Excel included), and never sent to the engine.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../schemas';
import type { ModelInput } from '../../../src/core/engine';
import type { TemplateRegistry } from '../../../src/core/template/types';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';
import { instantiateTemplate } from '../../../src/core/template/instantiate';
import { templatesToModelInput } from '../../../src/core/template/to-model-input';
import { workbookToModelInput } from '../../../src/core/workbook/convert';
import { gridFromExcelJs, type ExcelJsLikeWorkbook } from '../../../src/core/workbook/grid';
import { inputSheetTables, readInputWorkbook } from '../../../src/core/workbook/read-inputs';
import { writeInputSheet } from '../../../server/services/export/input-sheet';
import { inputSheet } from '../../../server/services/export/input-sheets';
import { STRUCTURE_SHEET, writeStructureSheet } from '../../../server/services/export/structure-sheet';
import { withAnalysisOff } from '../../fixtures/analysis-off';

const input = JSON.parse(
  readFileSync(new URL('../../fixtures/tea-garden.input.json', import.meta.url), 'utf8'),
) as ModelInput;

/** The registry with two display-only columns on tab 0's 项目参数 table. */
const withNotes: TemplateRegistry = {
  ...registry,
  templates: registry.templates.map((t) =>
    t.key !== 'tab0'
      ? t
      : {
          ...t,
          tables: t.tables.map((table) =>
            table.id !== 'project'
              ? table
              : {
                  ...table,
                  columns: [
                    ...table.columns,
                    { key: 'basis', label: '依据', cell: 'text' as const, displayOnly: true },
                    { key: 'memo', label: '备注数', cell: 'number' as const, displayOnly: true },
                  ],
                },
          ),
        },
  ),
};

describe('display-only columns through the workbook', () => {
  it('are exported, read back (edits included) into the stored cells and not sent to the engine', async () => {
    const { ctx, stored } = modelInputToStoredValues(withNotes, input);
    const key = 'tab0/-/project';
    const table = instantiateTemplate(
      withNotes.templates.find((t) => t.key === 'tab0')!,
      ctx,
      stored,
      {
        registry: withNotes,
      },
    ).sections[0]!.tables.find((t) => t.key === key)!;
    const [first, second] = table.rows.filter((r) => r.cells.basis?.editable);
    stored[key]!.cells[`${first!.id}:basis`] = '行业规范 LY/T 5005';
    stored[key]!.cells[`${second!.id}:memo`] = '0.50';

    const wb = new ExcelJS.Workbook();
    for (const { sheet, table: t } of inputSheetTables(withNotes, ctx, stored))
      writeInputSheet(wb.addWorksheet(sheet), inputSheet('', null, t));
    writeStructureSheet(wb, STRUCTURE_SHEET, { ctx, stored });
    const buffer = await wb.xlsx.writeBuffer();

    const loaded = new ExcelJS.Workbook();
    await loaded.xlsx.load(buffer);
    const ws = loaded.getWorksheet('录入-项目参数')!;
    const row = 3 + table.rows.indexOf(first!);
    expect(ws.getCell(row, 3).value).toBe('行业规范 LY/T 5005');
    ws.getCell(row, 4).value = 12.5;

    const back = workbookToModelInput(gridFromExcelJs(loaded as unknown as ExcelJsLikeWorkbook), withNotes);
    if (!back.ok) throw new Error(back.message);
    expect(back.refusals).toEqual([]);
    expect(back.input).toEqual(templatesToModelInput(withNotes, ctx, stored));
    // the templates always key the 敏感性分析 settings: a document without them comes back with them switched off
    expect(back.input).toEqual(withAnalysisOff(input));

    const read = readInputWorkbook(
      gridFromExcelJs(loaded as unknown as ExcelJsLikeWorkbook),
      withNotes,
      ctx,
      stored,
    );
    if (!read.ok) throw new Error(read.message);
    expect(read.edits).toEqual([{ table: key, cellId: `${first!.id}:memo`, value: '12.5' }]);
    expect(read.stored[key]!.cells[`${first!.id}:basis`]).toBe('行业规范 LY/T 5005');
    expect(read.stored[key]!.cells[`${second!.id}:memo`]).toBe('0.50');
  });
});
