// Builds the SPA with Vite when dist/ is missing or older than any front-end source file.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const SOURCES = ['src', 'workers', 'schemas', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function buildIfStale({ force = false } = {}) {
  const marker = join(root, 'dist', 'index.html');
  const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((p) => newestMtime(join(root, p))));
  if (!force && built > 0 && built >= sources) return false;
  process.stdout.write('正在构建前端（vite build）…\n');
  const vite = join(root, 'node_modules', '.bin', 'vite');
  // A production bundle even when called from a test runner (NODE_ENV=test would keep React's dev runtime).
  const result = spawnSync(vite, ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('前端构建失败');
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  buildIfStale({ force: process.argv.includes('--force') });
}
