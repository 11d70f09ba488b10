// The server refuses to start on a schema mistake and says which: file, table, column or row, and the bad key —
// for every kind of mistake, before it opens the database; and `npm start`'s process exits 1 saying so.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../schemas';
import { bootstrap } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import { TYPOS, withTypo } from '../schemas/fixtures/typos';
import { swapTemplates } from './helpers/swap-registry';

const root = resolve(import.meta.dirname, '../..');
const config = () =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'nl-schema-start-')),
    JWT_SECRET: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
  });

describe('server start with a schema mistake', () => {
  it.each(TYPOS.map((t) => [t.kind, t] as const))('refuses %s, naming it', async (_kind, typo) => {
    const restore = swapTemplates(withTypo(registry.templates, typo));
    const cfg = config();
    try {
      const err = await bootstrap(cfg, false).then(
        () => null,
        (e: unknown) => e as Error,
      );
      expect(err?.message).toMatch(/^模板定义有误/);
      const line = err!.message.split('\n').find((l) => typo.names.every((n) => l.includes(n)));
      expect(line, err!.message).toBeDefined();
      // refused before the database was opened
      expect(existsSync(join(cfg.dataDir, 'app.db'))).toBe(false);
    } finally {
      restore();
    }
  });

  it('the server process exits 1 and prints why', () => {
    const typo = TYPOS[2]!;
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--import', './tests/server/fixtures/typo-preload.ts', 'server/index.ts'],
      {
        cwd: root,
        encoding: 'utf8',
        timeout: 60000,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          TYPO_KIND: '2',
          PORT: '0',
          DATA_DIR: mkdtempSync(join(tmpdir(), 'nl-schema-start-')),
          DATABASE_URL: '',
        },
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('启动失败：模板定义有误');
    for (const n of typo.names) expect(run.stderr).toContain(n);
    expect(run.stdout).not.toContain('已启动');
  });
});
