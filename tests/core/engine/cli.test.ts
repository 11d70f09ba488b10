// `npm run compute` (server/cli/compute.ts, model-io §4.1): output document, exit 0 / 2, Chinese errors on stderr, no stack trace.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/compute.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
const dir = mkdtempSync(join(tmpdir(), 'compute-'));

describe('compute CLI', { timeout: 180_000 }, () => {
  it('computes the worked example into --out with exit 0 (sensitivity skipped on request)', () => {
    const out = join(dir, 'tea.json');
    const r = run('tests/fixtures/tea-garden.input.json', '--out', out, '--no-sensitivity');
    expect(r.status).toBe(0);
    const doc = JSON.parse(readFileSync(out, 'utf8'));
    expect(doc.format).toBe('forestry-model-output');
    expect(doc.indicators.firrPost.value.slice(0, 5)).toBe('22.03');
    expect(doc.tables.sensitivity.rows).toEqual([]);
    expect(readFileSync(out, 'utf8')).toContain('项目投资估算表');
  });

  it('exits 2 on input errors, with the messages in the document and on stderr', () => {
    const input = JSON.parse(readFileSync(join(root, 'tests/fixtures/tea-garden.input.json'), 'utf8'));
    input.subProjects[0].area = '0';
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify(input));
    const r = run(file);
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout).messages[0]).toMatchObject({
      code: 'E_AREA_ZERO',
      path: '/subProjects/0/area',
    });
    expect(r.stderr).toContain('E_AREA_ZERO');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('exits 2 (not 1, a bug) on an area of 10¹⁴: E_NUMBER_RANGE in Chinese naming the field (D-56)', () => {
    const input = JSON.parse(readFileSync(join(root, 'tests/fixtures/tea-garden.input.json'), 'utf8'));
    input.subProjects[0].area = '100000000000000';
    const file = join(dir, 'huge.json');
    writeFileSync(file, JSON.stringify(input));
    const r = run(file, '--no-sensitivity');
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout).messages).toEqual([
      {
        level: 'error',
        code: 'E_NUMBER_RANGE',
        text: '数值超出范围（/subProjects/0/area）：整数部分不得超过12位',
        path: '/subProjects/0/area',
      },
    ]);
    expect(r.stderr).toContain('E_NUMBER_RANGE');
    expect(r.stderr).not.toContain('自检失败');
  });

  it('exits 2 without a stack trace on a file that is not JSON', () => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{ not json');
    const r = run(file);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('E_SCHEMA');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
