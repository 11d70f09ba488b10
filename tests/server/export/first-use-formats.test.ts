// The workbook speaks the users' formats: 计算时间 in Beijing time, whole years and days without decimals.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ModelInput, ModelOutput } from '../../../src/core/engine/model-io-types';
import { buildWorkbook } from '../../../server/services/export';
import { inputSheet } from '../../../server/services/export/input-sheets';
import { chinaTime } from '../../../server/services/export/summary-sheet';
import { registry } from '../../../schemas';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';
import { instantiateTemplate } from '../../../src/core/template/instantiate';

const fixture = (name: string) => JSON.parse(readFileSync(join(__dirname, '../../fixtures', name), 'utf8'));
const output = fixture('tea-garden.output.json') as ModelOutput;
const input = fixture('tea-garden.input.json') as ModelInput;

describe('workbook formats', () => {
  it('writes 计算时间 as Beijing time', () => {
    expect(chinaTime('2026-11-26T02:53:57.260Z')).toBe('2026-11-26 10:53:57');
    expect(chinaTime('2026-11-26T20:00:00+00:00')).toBe('2026-11-27 04:00:00');
    expect(chinaTime('2026-11-22 10:00')).toBe('2026-11-22 10:00');
    expect(chinaTime(null)).toBe('');
  });

  it('shows 宽限期 and 还款年限 of tab 6 as whole numbers, other figures with their decimals', async () => {
    const { ctx, stored } = modelInputToStoredValues(registry, input);
    const tab6 = registry.templates.find((t) => t.key === 'tab6')!;
    const inst = instantiateTemplate(tab6, ctx, stored, { registry });
    const table = inst.sections
      .flatMap((s) => s.tables)
      .find((t) => t.columns.some((c) => c.key === 'graceYears'))!;
    const sheet = inputSheet(inst.label, null, table);
    const grace = table.columns.findIndex((c) => c.key === 'graceYears');
    const buffer = await buildWorkbook({
      project: { name: '茶园建设项目', location: '示例省', building_period: 2, operating_period: 10 },
      version: { name: '2026版', computed_at: '2026-11-26T02:53:57.260Z' },
      output,
      inputTables: [sheet],
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
    const summary = wb.worksheets[0]!;
    const timeRow = [...Array(12).keys()]
      .map((i) => i + 1)
      .find((r) => summary.getCell(r, 1).value === '计算时间')!;
    expect(summary.getCell(timeRow, 2).value).toBe('2026-11-26 10:53:57');
    const ws = wb.worksheets.at(-1)!;
    const column = (key: string) => {
      const at = table.columns.findIndex((c) => c.key === key) + 1;
      return [...Array(ws.rowCount).keys()]
        .map((r) => ws.getCell(r + 1, at))
        .filter((c) => typeof c.value === 'number');
    };
    for (const key of ['graceYears', 'years']) {
      const cells = column(key);
      expect(cells.length).toBeGreaterThan(0);
      for (const c of cells) expect(c.numFmt).toBe('0');
    }
    expect(column('years').map((c) => c.value)).toContain(8);
    // entered money keeps its decimals
    expect(sheet.rows.every((r) => r.integer?.[grace] === true)).toBe(true);
    const custom = table.columns.findIndex((c) => c.key.startsWith('custom.'));
    expect(sheet.rows.every((r) => r.integer?.[custom] === false)).toBe(true);
  });
});
