// Benchmark of the real server on SQLite (127.0.0.1 only): submit → COMPLETED of the large bench version, and the
// list endpoints (项目管理, 报告, version list) under a constant 500 requests/s. Prints figures, asserts nothing.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join, resolve } from 'node:path';
import { largeProject } from './engine.bench';
import { call, createVersion, login, startServer, stopServer, type Server } from './bench-server';

const ROOT = resolve(import.meta.dirname, '../..');
/** Submits timed, each on a fresh copy of the large version. */
const SUBMITS = Number(process.env.BENCH_SUBMITS ?? 3);
/** Projects created besides the bench one, so that the lists have pages to fill. */
const EXTRA_PROJECTS = 30;
const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
/** Requests in flight at most: the generator is bounded; a request due while it is full is counted as skipped. */
const MAX_IN_FLIGHT = 64;

/** Figure names the summary table of run.ts reads. */
export const SUBMIT_MEDIAN = 'submit → COMPLETED, large version, median (ms)';
export const listP99 = (name: string) => `${name} p99 at ${RATE} req/s (ms)`;
/** Requests not answered with 200 or never sent (the generator full): any makes the p99 meaningless. */
export const listSkipped = (name: string) => `${name} skipped or failed at ${RATE} req/s`;
export const LISTS = ['项目管理 view_list', '报告 reports/list', 'version_list'] as const;

interface LoadResult {
  latencies: number[];
  errors: number;
  skipped: number;
  elapsedMs: number;
  /** CPU the generator process spent, and how far behind its schedule it fired at worst */
  generatorCpuMs: number;
  generatorMaxLateMs: number;
}

/**
 * The load generator (load-generator.mjs) runs in its own process: it shares the machine's cores with the server, as a
 * client on the same host does, but neither its event loop, its heap and GC nor its CPU accounting. Open loop: request
 * i is due at t0 + i / rate and its latency counts from that moment to the last byte of the answer.
 */
const GENERATOR = join(import.meta.dirname, 'load-generator.mjs');

/**
 * The server's main thread as the kernel saw it (Linux): time it ran and time it was ready to run but waited for a core
 * (others' processes on the host), in ms; null elsewhere.
 */
function mainThreadSchedule(): { ranMs: number; waitedMs: number } | null {
  try {
    const [ran, waited] = readFileSync(`/proc/${process.pid}/task/${process.pid}/schedstat`, 'utf8')
      .split(' ')
      .map(Number);
    return { ranMs: (ran ?? 0) / 1e6, waitedMs: (waited ?? 0) / 1e6 };
  } catch {
    return null;
  }
}

interface ServerSide {
  /** CPU the server process (this one: the generator is another) spent per request */
  serverCpuMs: number;
  /** the server's event-loop delay during the load (ms): how long a ready callback waited */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  /** ms the main thread waited for a core while ready to run (null: not Linux) */
  waitedForCoreMs: number | null;
}

/**
 * The load of one list, and what the server saw meanwhile: its CPU per request, its event-loop delay and the time its
 * main thread waited for a core, which tell a slow server from a busy host when the tail is long.
 */
async function load(
  url: string,
  token: string,
  rate: number,
  seconds: number,
): Promise<LoadResult & ServerSide> {
  const data = JSON.stringify({ url, token, rate, seconds, maxInFlight: MAX_IN_FLIGHT });
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const sched0 = mainThreadSchedule();
  const cpu0 = process.cpuUsage();
  const child = spawn(process.execPath, [GENERATOR, data], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const r = await new Promise<LoadResult>((done, fail) => {
    child.once('message', (m) => done(m as LoadResult));
    child.once('error', fail);
    child.once('exit', (code) => {
      if (code !== 0) fail(new Error(`load generator exited with ${code}`));
    });
  });
  const cpu = process.cpuUsage(cpu0);
  const sched1 = mainThreadSchedule();
  loop.disable();
  return {
    ...r,
    serverCpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, r.latencies.length),
    loopDelayP99Ms: loop.percentile(99) / 1e6,
    loopDelayMaxMs: loop.max / 1e6,
    waitedForCoreMs: sched0 && sched1 ? sched1.waitedMs - sched0.waitedMs : null,
  };
}

const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};

/** Copies of the large version, each submitted once: the wall time of POST submit, which answers once COMPLETED. */
async function submits(
  server: Server,
  token: string,
  projectId: number,
  versionId: number,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < SUBMITS; i++) {
    const copy = await call<{ id: number }>(
      server.url,
      `/v1/forestry_project/create_version/${projectId}`,
      token,
      { version: `提交测试${i + 1}`, copy_from: versionId },
    );
    const t0 = performance.now();
    await call(server.url, `/v1/project_compute/submit/${copy.id}`, token, {});
    times.push(performance.now() - t0);
    const versions = await call<{ id: number; status: string }[]>(
      server.url,
      `/v1/forestry_project/version_list/${projectId}`,
      token,
    );
    const status = versions.find((v) => v.id === copy.id)?.status;
    if (status !== 'VersionStatus.COMPLETED') throw new Error(`submit left version ${copy.id} ${status}`);
  }
  return times;
}

export async function run(): Promise<Record<string, number>> {
  const server = await startServer(join(ROOT, 'tmp/bench-dist'));
  try {
    const { access_token: token } = await login(server.url);
    const input = largeProject();
    const version = await createVersion(server, token, input);
    for (let i = 0; i < EXTRA_PROJECTS; i++)
      await call(server.url, '/v1/forestry_project/create', token, {
        name: `列表测试项目${i + 1}`,
        province: '浙江省',
        city: '杭州市',
        county: '淳安县',
        building_period: 3,
        operating_period: 20,
        version: 'V1',
      });
    const submitTimes = await submits(server, token, version.projectId, version.versionId);

    const urls: Record<(typeof LISTS)[number], string> = {
      '项目管理 view_list': `${server.url}/v1/forestry_project/view_list?page=1&limit=10`,
      '报告 reports/list': `${server.url}/v1/project_compute/reports/list?page=1&limit=10`,
      version_list: `${server.url}/v1/forestry_project/version_list/${version.projectId}`,
    };
    const figures: Record<string, number> = {
      [SUBMIT_MEDIAN]: percentile(submitTimes, 50),
      'submit → COMPLETED, large version, max (ms)': Math.max(...submitTimes),
    };
    const lines: string[] = [];
    for (const name of LISTS) {
      await load(urls[name], token, 100, 1); // warm-up: JIT, statement cache, keep-alive connections
      const r = await load(urls[name], token, RATE, SECONDS);
      figures[`${name} p50 at ${RATE} req/s (ms)`] = percentile(r.latencies, 50);
      figures[listP99(name)] = percentile(r.latencies, 99);
      figures[`${name} max at ${RATE} req/s (ms)`] = Math.max(...r.latencies);
      figures[listSkipped(name)] = r.skipped + r.errors;
      figures[`${name} server CPU per request (ms)`] = r.serverCpuMs;
      lines.push(
        `  ${name}: ${r.latencies.length} answered in ${(r.elapsedMs / 1000).toFixed(1)} s ` +
          `(${((r.latencies.length * 1000) / r.elapsedMs).toFixed(0)} req/s), ${r.errors} errors, ${r.skipped} skipped (over ${MAX_IN_FLIGHT} in flight); ` +
          `generator ${(r.generatorCpuMs / Math.max(1, r.latencies.length)).toFixed(3)} ms CPU per request, ` +
          `at worst ${r.generatorMaxLateMs.toFixed(1)} ms behind its schedule; server event-loop delay ` +
          `p99 ${r.loopDelayP99Ms.toFixed(1)} ms, max ${r.loopDelayMaxMs.toFixed(1)} ms` +
          (r.waitedForCoreMs === null
            ? ''
            : `, main thread waited ${r.waitedForCoreMs.toFixed(0)} ms for a core in ${(r.elapsedMs / 1000).toFixed(1)} s`),
      );
    }
    console.log(
      `server bench (SQLite, 127.0.0.1): submit of the large version (${input.subProjects.length} sub-projects, B ${input.meta.B} + O ${input.meta.O}) ×${SUBMITS}; ` +
        `lists at ${RATE} req/s for ${SECONDS} s each (open loop, latency from each request's due time)`,
    );
    for (const [name, value] of Object.entries(figures))
      console.log(`  ${name.padEnd(52)} ${value.toFixed(name.includes('CPU') ? 2 : 1)}`);
    for (const l of lines) console.log(l);
    return figures;
  } finally {
    await stopServer(server);
  }
}

if (process.argv[1]?.endsWith('server.bench.ts')) await run();
