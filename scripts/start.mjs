// `npm start`: builds the front end if needed, then runs the server (SQLite by default) in the foreground.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';

const root = resolve(import.meta.dirname, '..');
buildIfStale();
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
