// `npm run compute -- input.json --docx report.docx`: the engine's output document and the Word report beside it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentText } from './docx-text';

const root = new URL('../../../', import.meta.url).pathname;

describe('compute CLI --docx', { timeout: 180_000 }, () => {
  it('writes the worked example’s Word report, named after the project, with its key figures', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compute-docx-'));
    const docx = join(dir, 'report.docx');
    const out = join(dir, 'out.json');
    const r = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'server/cli/compute.ts',
        'tests/fixtures/tea-garden.input.json',
        '--out',
        out,
        '--docx',
        docx,
      ],
      { cwd: root, encoding: 'utf8', timeout: 170_000 },
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const text = documentText(readFileSync(docx));
    expect(text).toContain('1000亩茶园建设项目');
    expect(text).toContain('项目投资财务内部收益率（所得税后）为22.03%，大于基准收益率8%，项目在财务上可行');
    expect(text).toContain('附表19 敏感性分析表');
    expect(JSON.parse(readFileSync(out, 'utf8')).indicators.firrPost.value.slice(0, 5)).toBe('22.03');
  });

  it('refuses --docx without a file name with the usage line and exit 2', () => {
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'server/cli/compute.ts', 'tests/fixtures/tea-garden.input.json', '--docx'],
      { cwd: root, encoding: 'utf8', timeout: 60_000 },
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--docx <report.docx>');
  });
});
