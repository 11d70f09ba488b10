// `npm test`: every suite (unit, API on SQLite and PostgreSQL, component, browser) and one closing line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const tmp = join(root, 'tmp');
mkdirSync(tmp, { recursive: true });

function portAnswers(host, port) {
  return new Promise((done) => {
    const socket = createConnection({ host, port, timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
    socket.once('timeout', () => (socket.destroy(), done(false)));
  });
}

const env = { ...process.env };
if (!env.TEST_DATABASE_URL && (await portAnswers('127.0.0.1', 5432))) {
  env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
}
console.log(
  env.TEST_DATABASE_URL
    ? `数据层测试同时在 SQLite 和 PostgreSQL（${env.TEST_DATABASE_URL}）上运行`
    : '警告：未找到 PostgreSQL（TEST_DATABASE_URL 未设置，127.0.0.1:5432 无响应），数据层测试只在 SQLite 上运行',
);

const vitest = join(root, 'node_modules', '.bin', 'vitest');
function runSuite(name, args) {
  const report = join(tmp, `${name}-report.json`);
  rmSync(report, { force: true });
  const result = spawnSync(
    vitest,
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      cwd: root,
      stdio: 'inherit',
      env,
    },
  );
  if (!existsSync(report)) return { passed: 0, failed: 1, ok: false, name };
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const failedFiles = json.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  ).length;
  return {
    name,
    passed: json.numPassedTests,
    failed: json.numFailedTests + failedFiles,
    ok: result.status === 0,
  };
}

const suites = [runSuite('unit', [])];
const browser = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (process.env.SKIP_E2E === '1') {
  console.log('SKIP_E2E=1：跳过浏览器测试');
} else if (!existsSync(browser)) {
  console.error(`浏览器测试需要 Chromium（${browser}）：apt-get install -y chromium，或设 SKIP_E2E=1 跳过`);
  suites.push({ name: 'e2e', passed: 0, failed: 1, ok: false });
} else {
  suites.push(runSuite('e2e', ['-c', 'vitest.e2e.config.ts']));
}

const passed = suites.reduce((n, s) => n + s.passed, 0);
const failed = suites.reduce((n, s) => n + s.failed, 0);
for (const s of suites)
  console.log(`${s.name}: ${s.passed} passed, ${s.failed} failed${s.ok ? '' : ' (suite failed)'}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && suites.every((s) => s.ok) ? 0 : 1);
