// `npm run dev`: the API server in watch mode on API_PORT (8081) and Vite on PORT (8080) proxying /v1 to it.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const apiPort = process.env.API_PORT ?? '8081';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/index.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      HOST: '127.0.0.1',
      NODE_ENV: process.env.NODE_ENV ?? 'development',
    },
  }),
  spawn(resolve(root, 'node_modules/.bin/vite'), ['--port', process.env.PORT ?? '8080', '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', () => {
    stop();
    process.exitCode = child.exitCode ?? 0;
  });
