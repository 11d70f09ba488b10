// `npm run compute -- in.json --xlsx out.xlsx [--formulas]`: the values workbook, or the 审计版 with formulas.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/compute.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
const dir = mkdtempSync(join(tmpdir(), 'compute-xlsx-'));
const load = async (file: string) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(readFileSync(file) as unknown as ArrayBuffer);
  return wb;
};
const profitSheet = (wb: ExcelJS.Workbook) =>
  wb.worksheets.find((w) => w.getCell(1, 1).value === '利润与利润分配表')!;

describe('compute CLI --xlsx', { timeout: 180_000 }, () => {
  it('writes the values workbook with the 录入 sheets keyed from the input', async () => {
    const file = join(dir, 'values.xlsx');
    const r = run('tests/fixtures/tea-garden.input.json', '--out', join(dir, 'o.json'), '--xlsx', file);
    expect(r.status).toBe(0);
    const wb = await load(file);
    expect(wb.worksheets[0]!.name).toBe('测算结果汇总');
    expect(wb.worksheets.some((w) => w.name.startsWith('录入-'))).toBe(true);
    expect(profitSheet(wb).getCell(5, 4).value).toBe(60);
  });

  it('writes the 审计版 with --formulas: formulas cached at the engine values, 说明 second', async () => {
    const file = join(dir, 'audit.xlsx');
    const r = run(
      'tests/fixtures/tea-garden.input.json',
      '--out',
      join(dir, 'o2.json'),
      '--xlsx',
      file,
      '--formulas',
    );
    expect(r.status).toBe(0);
    const wb = await load(file);
    expect(wb.worksheets[1]!.name).toBe('说明');
    const revenue = profitSheet(wb).getCell(5, 4);
    expect(revenue.type).toBe(ExcelJS.ValueType.Formula);
    expect(revenue.result).toBe(60);
  });

  it('refuses --formulas without --xlsx (exit 2, usage in Chinese)', () => {
    const r = run('tests/fixtures/tea-garden.input.json', '--formulas');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--formulas 需与 --xlsx 一起使用');
  });
});
