// The summary table of `npm run bench`: every figure of issue 20's table with its target, and the calibration line
// (machine speed now, load average) to read them by.
import { cpus, loadavg } from 'node:os';
import {
  CALIBRATION,
  ENGINE_PLAIN,
  ENGINE_PLAIN_CPU,
  ENGINE_SENSITIVITY,
  ENGINE_SENSITIVITY_CPU,
  MC_SERVER_THREADS,
  MC_THREADS,
  MC_WORKER_THREADS,
  calibrate,
} from './engine.bench';
import { KEY_P95, LIVE_AFTER_KEY, LIVE_AFTER_PASTE, OPEN_CALPAGE, PASTE_TOTAL } from './entry-browser.bench';
import { LISTS, SUBMIT_MEDIAN, listP99, listSkipped } from './server.bench';

interface Row {
  figure: string;
  /** The bench figure it reads. */
  name: string;
  /** Below this (ms) the target is met. */
  limit: number;
  target: string;
  /** A figure that must be 0 for this one to count (requests skipped by the load generator). */
  zero?: string;
  /** The CPU time of the same work, shown beside: on a loaded machine the wall time says little. */
  cpu?: string;
  /** The number of threads the figure was measured on, shown beside. */
  threads?: string;
}

const ROWS: Row[] = [
  {
    figure: 'engine, no sensitivity (median)',
    name: ENGINE_PLAIN,
    limit: 20.0001,
    target: '≤ 20 ms',
    cpu: ENGINE_PLAIN_CPU,
  },
  {
    figure: 'engine, with sensitivity (12 runs + 3 临界点)',
    name: ENGINE_SENSITIVITY,
    limit: 120.0001,
    target: '≤ 120 ms',
    cpu: ENGINE_SENSITIVITY_CPU,
  },
  {
    figure: 'Monte Carlo 1,000 runs, large version, worker threads',
    name: MC_WORKER_THREADS,
    limit: 5000,
    target: '< 5 s',
    threads: MC_THREADS,
  },
  {
    figure: 'Monte Carlo 1,000 runs, large version, server (submit)',
    name: MC_SERVER_THREADS,
    limit: 5000,
    target: '< 5 s',
    threads: MC_THREADS,
  },
  { figure: 'keystroke → 合计 painted, p95 (Chromium)', name: KEY_P95, limit: 25, target: '< 25 ms' },
  {
    figure: 'last keystroke → 实时测算 + previews painted',
    name: LIVE_AFTER_KEY,
    limit: 150,
    target: '< 150 ms',
  },
  { figure: 'paste → 实时测算 + previews painted', name: LIVE_AFTER_PASTE, limit: 150, target: '< 150 ms' },
  {
    figure: 'paste 10,010 cells → totals painted, median',
    name: PASTE_TOTAL('10,010'),
    limit: 100,
    target: '< 100 ms (and faster than AG Grid Enterprise, compared outside)',
  },
  { figure: 'open 录入与测算, large version', name: OPEN_CALPAGE, limit: 500, target: '< 500 ms' },
  {
    figure: 'submit → COMPLETED, large version (server)',
    name: SUBMIT_MEDIAN,
    limit: 500,
    target: '< 500 ms',
  },
  ...LISTS.map((l) => ({
    figure: `list ${l}, SQLite, p99 at 500 req/s`,
    name: listP99(l),
    limit: 20,
    target: 'p99 < 20 ms',
    zero: listSkipped(l),
  })),
];

/** Prints the table from the figures the benches returned; a bench not run shows as such. */
export function printSummary(figures: Readonly<Record<string, number>>): void {
  const [one, five] = loadavg();
  const calibration = figures[CALIBRATION] ?? calibrate();
  const width = Math.max(...ROWS.map((r) => r.figure.length)) + 2;
  console.log('\n== summary (issue 20)');
  console.log(
    `calibration: decimal mul+add ${calibration.toFixed(1)} ns (CPU); load average ${one!.toFixed(2)} / ${five!.toFixed(2)} ` +
      `(1 / 5 min) on ${cpus().length} cores; ${new Date().toISOString()}` +
      (one! > cpus().length / 2 ? ' — a loaded machine: figures are not those of a quiet one' : ''),
  );
  console.log(`${'figure'.padEnd(width)}${'measured'.padStart(10)}  ${'met'.padEnd(5)}target`);
  for (const row of ROWS) {
    const value = figures[row.name];
    const skipped = row.zero === undefined ? 0 : (figures[row.zero] ?? 0);
    const shown = value === undefined ? 'not run' : `${value.toFixed(1)} ms`;
    const met = value === undefined ? '' : value < row.limit && skipped === 0 ? 'yes' : 'no';
    const cpu = row.cpu === undefined ? undefined : figures[row.cpu];
    const note =
      (skipped > 0 ? ` (${skipped} requests skipped or failed)` : '') +
      (cpu === undefined ? '' : ` (CPU ${cpu.toFixed(1)} ms)`) +
      (row.threads === undefined || figures[row.threads] === undefined
        ? ''
        : ` (on ${figures[row.threads]} threads)`);
    console.log(`${row.figure.padEnd(width)}${shown.padStart(10)}  ${met.padEnd(5)}${row.target}${note}`);
  }
}
