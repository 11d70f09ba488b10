// `npm run test:e2e`: only the browser tests (real server, real Chromium).
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const result = spawnSync(
  join(root, 'node_modules', '.bin', 'vitest'),
  ['run', '-c', 'vitest.e2e.config.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
