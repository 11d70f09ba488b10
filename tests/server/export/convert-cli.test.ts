// `npm run convert -- workbook.xlsx --out input.json`: the worked example comes back unchanged; files that are too
// large, not xlsx or not in the layout are refused with a Chinese message and exit 2; refused cells go to stderr.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ModelInput } from '../../../src/core/engine';
import { withAnalysisOff } from '../../fixtures/analysis-off';

const root = new URL('../../../', import.meta.url).pathname;
const cli = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', `server/cli/${script}.ts`, ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
const dir = mkdtempSync(join(tmpdir(), 'convert-cli-'));
const example = 'tests/fixtures/tea-garden.input.json';
const workbook = join(dir, 'values.xlsx');

beforeAll(() => {
  expect(cli('compute', example, '--out', join(dir, 'o.json'), '--xlsx', workbook).status).toBe(0);
}, 120_000);

describe('convert CLI', { timeout: 120_000 }, () => {
  it('converts the exported workbook back to the very same input', () => {
    const out = join(dir, 'back.json');
    const r = cli('convert', workbook, '--out', out);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    // the templates always key the 敏感性分析 settings: the example comes back with them switched off
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(
      withAnalysisOff(JSON.parse(readFileSync(example, 'utf8')) as ModelInput),
    );
  });

  it('takes an edited cell, lists refused cells on stderr and still converts the rest', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync(workbook) as unknown as ArrayBuffer);
    const params = wb.getWorksheet('录入-项目参数')!;
    let taxRow = 0;
    params.eachRow((row, n) => {
      if (row.getCell(1).value === '所得税税率(%)') taxRow = n;
    });
    expect(params.getCell(taxRow, 2).value).toBe(25);
    params.getCell(taxRow, 2).value = 15;
    wb.worksheets.find((w) => w.name.startsWith('录入-茶园-'))!.addRow(['', '多出来的一行', 1]);
    const edited = join(dir, 'edited.xlsx');
    await wb.xlsx.writeFile(edited);
    const out = join(dir, 'edited.json');
    const r = cli('convert', edited, '--out', out);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/^未导入 录入-茶园-\S+ [A-Z]+\d+：模板没有这一行，该行未导入\n$/);
    type Input = { meta: Record<string, unknown> };
    const back = JSON.parse(readFileSync(out, 'utf8')) as Input;
    const original = JSON.parse(readFileSync(example, 'utf8')) as Input;
    expect(back).toEqual(
      withAnalysisOff({ ...original, meta: { ...original.meta, citRatePct: '15' } } as unknown as ModelInput),
    );
  });

  it('refuses a file over 20 MB, a file that is not xlsx and a workbook without the structure sheet (exit 2)', async () => {
    const big = join(dir, 'big.xlsx');
    writeFileSync(big, 'PK');
    truncateSync(big, 20 * 1024 * 1024 + 1);
    let r = cli('convert', big);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('错误：文件过大（20.0 MB），工作簿不能超过 20 MB\n');

    const csv = join(dir, 'a.csv');
    writeFileSync(csv, '项目,金额\n');
    r = cli('convert', csv);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      '错误：文件不是 Excel 工作簿（.xlsx）；.xls、.csv 等格式请先在 Excel/WPS 中另存为 .xlsx\n',
    );

    const plain = new ExcelJS.Workbook();
    plain.addWorksheet('录入-项目参数');
    const noStructure = join(dir, 'plain.xlsx');
    await plain.xlsx.writeFile(noStructure);
    r = cli('convert', noStructure);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^错误：该工作簿缺少工作表「录入结构」/);

    r = cli('convert');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('用法：npm run convert');
  });
});
