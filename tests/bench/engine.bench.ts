// Benchmark of computeModel (validation included) on a large generated project: 30 sub-projects of all four types, B 5 + O 55, 3 loans.
import { computeModel, type ModelInput, type MonteCarloSettings } from '../../src/core/engine';
import { modelIndicators, runModel } from '../../src/core/engine/core';
import { BASE_SCALE, prepare } from '../../src/core/engine/prep';
import { computeSensitivity } from '../../src/core/engine/sensitivity';
import { computeMonteCarlo } from '../../src/core/engine/risk';
import { Decimal } from '../../src/core/money/decimal';
import { generateInput } from '../core/engine/generate';
import { COMPUTE_YOUNG_GENERATION_MB, createComputePool } from '../../server/services/compute/compute-pool';
import {
  createMonteCarloThreads,
  monteCarloThreadCount,
} from '../../server/services/compute/monte-carlo-threads';

/** The project the targets refer to: ≤ 50 ms without and ≤ 1 s with sensitivity (3 factors × 4 steps + 3 临界点). */
export function largeProject(): ModelInput {
  const input = generateInput({
    seed: 20261122,
    B: 5,
    O: 55,
    subProjects: 30,
    loans: 3,
    deficitPolicy: 'shortTermLoan',
    dividendPct: '30',
    wcMethod: 'detailed',
  });
  input.sensitivity = {
    indicator: 'firrPost',
    factors: ['capex', 'revenue', 'opCost'],
    stepsPct: ['-20', '-10', '10', '20'],
  };
  return input;
}

/** Figure names the summary table of run.ts reads. */
export const CALIBRATION = 'decimal mul+add now (ns, CPU)';
export const ENGINE_PLAIN = 'compute without sensitivity (ms, wall)';
export const ENGINE_SENSITIVITY = 'compute with sensitivity (ms, wall)';
export const ENGINE_PLAIN_CPU = 'compute without sensitivity (ms, CPU)';
export const ENGINE_SENSITIVITY_CPU = 'compute with sensitivity (ms, CPU)';
/** Monte Carlo, 1,000 runs of the large project, wall time on the threads the server uses (issue 18: < 5 s). */
export const MC_SERVER_THREADS = 'Monte Carlo 1000 runs, server, threads (ms, wall)';
export const MC_WORKER_THREADS = 'Monte Carlo 1000 runs, workers, threads (ms, wall)';
/** the thread count of the parallel figures */
export const MC_THREADS = 'Monte Carlo threads';

/** Median wall and CPU time (ms) of `runs` calls after one warm-up call. */
function median(fn: () => unknown, runs: number): { wall: number; cpu: number } {
  fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    fn();
    wall.push(performance.now() - t0);
    const dc = process.cpuUsage(c0);
    cpu.push((dc.user + dc.system) / 1000);
  }
  const mid = (a: number[]) => a.sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
  return { wall: mid(wall), cpu: mid(cpu) };
}

/** Median wall time (ms) of the server's compute worker on the input, round trip included, after one warm-up. */
async function serverMedian(input: ModelInput, runs: number): Promise<number> {
  const pool = createComputePool();
  try {
    await pool.compute(input);
    const wall: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await pool.compute(input);
      wall.push(performance.now() - t0);
    }
    return wall.sort((x, y) => x - y)[Math.floor(runs / 2)]!;
  } finally {
    await pool.close();
  }
}

/** ns of one decimal multiply + add at this moment: the machine's speed, to read the figures against notes/performance.md. */
export function calibrate(): number {
  const a = new Decimal('123.456789012345678901234567890123');
  const b = new Decimal('0.000123456789');
  let s = new Decimal(0);
  const c0 = process.cpuUsage();
  for (let i = 0; i < 50000; i++) s = s.plus(a.times(b));
  const dc = process.cpuUsage(c0);
  return ((dc.user + dc.system) * 1000) / 50000;
}

/** FNPV evaluations (each one light engine run) of the 临界点 search per factor: grid scan and refinement, the steps' runs it reuses not counted. */
function criticalEvaluations(input: ModelInput): number[] {
  const p = prepare(input);
  const m = runModel(p, BASE_SCALE);
  return computeSensitivity(p, m, modelIndicators(m)).factors.map((f) => f.evaluations);
}

/** The Monte Carlo settings of the figures: `runs` draws of all four factors, two of them correlated. */
const monteCarloSettings = (runs: number): MonteCarloSettings => ({
  runs,
  seed: 20261126,
  variables: [
    { factor: 'capex', dist: { kind: 'triangular', min: '-10', mode: '0', max: '20' } },
    { factor: 'revenue', dist: { kind: 'normal', meanPct: '0', sdPct: '10' } },
    { factor: 'opCost', dist: { kind: 'uniform', min: '-10', max: '10' } },
    { factor: 'quantity', dist: { kind: 'triangular', min: '-20', mode: '0', max: '10' } },
  ],
  correlations: [{ a: 'revenue', b: 'quantity', rho: '-0.3' }],
});

/**
 * Wall and CPU time (ms) of the Monte Carlo analysis (issue 18) on the base run, in this thread with V8's default
 * young generation (as the browser worker runs it): `runs` draws of all four factors (target: 1,000 runs under
 * 5 s). BENCH_MC_RUNS overrides the count (the figure is then scaled to 1,000).
 */
function monteCarloTime(input: ModelInput): { wall: number; cpu: number; runs: number } {
  const runs = Number(process.env.BENCH_MC_RUNS ?? 1000);
  const p = prepare(input);
  const m = runModel(p, BASE_SCALE);
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  computeMonteCarlo(p, m, monteCarloSettings(runs));
  const dc = process.cpuUsage(c0);
  return { wall: performance.now() - t0, cpu: (dc.user + dc.system) / 1000, runs };
}

/**
 * Wall time (ms) of the runs spread over `threads` worker threads with V8's default young generation, as the
 * browser's computing and helper workers run them (src/calc/risk-pool.ts): each thread validates and prepares the
 * input and computes slices, merged in run order (the start of the threads is not counted: a warm-up job first).
 */
async function workerThreadsMonteCarlo(input: ModelInput, runs: number, threads: number): Promise<number> {
  const pool = createMonteCarloThreads(threads, null);
  try {
    const warm = { ...input, analysis: { monteCarlo: monteCarloSettings(threads * 2), review: false } };
    await pool.run(warm, threads * 2);
    const x = { ...input, analysis: { monteCarlo: monteCarloSettings(runs), review: false } };
    const t0 = performance.now();
    await pool.run(x, runs);
    return ((performance.now() - t0) * 1000) / runs;
  } finally {
    await pool.close();
  }
}

/**
 * Wall time (ms) the Monte Carlo analysis adds to a submit in the server's compute worker: the input with the
 * Monte Carlo settings minus the same input without them (each after a warm-up), scaled to 1,000 runs. `threads`:
 * the compute worker's Monte Carlo threads (MONTE_CARLO_THREADS; 1 keeps the runs in the compute worker).
 */
async function serverMonteCarlo(input: ModelInput, runs: number, threads: number): Promise<number> {
  const before = process.env.MONTE_CARLO_THREADS;
  process.env.MONTE_CARLO_THREADS = String(threads);
  const pool = createComputePool();
  const withMc: ModelInput = { ...input, analysis: { monteCarlo: monteCarloSettings(runs), review: false } };
  const time = async (x: ModelInput) => {
    const t0 = performance.now();
    await pool.compute(x);
    return performance.now() - t0;
  };
  try {
    await pool.compute(input);
    if (before === undefined) delete process.env.MONTE_CARLO_THREADS;
    else process.env.MONTE_CARLO_THREADS = before;
    await pool.compute({
      ...input,
      analysis: { monteCarlo: monteCarloSettings(threads * 2), review: false },
    });
    const plain = await time(input);
    const mc = await time(withMc);
    return ((mc - plain) * 1000) / runs;
  } finally {
    await pool.close();
  }
}

export async function run(): Promise<Record<string, number>> {
  const runs = Number(process.env.BENCH_RUNS ?? 20);
  const input = largeProject();
  const out = computeModel(input);
  const sens = out.tables.sensitivity!.rows.filter((r) => r.no.includes('.')).length;
  const evals = criticalEvaluations(input);
  const without = median(() => computeModel(input, { skipSensitivity: true }), runs);
  const withSens = median(() => computeModel(input), runs);
  const server = await serverMedian(input, runs);
  const mc = monteCarloTime(input);
  const threads = monteCarloThreadCount();
  // back to back, single thread then threads, in both paths (a shared machine's load moves between figures)
  const workerMc = await workerThreadsMonteCarlo(input, mc.runs, threads);
  const serverMc1 = await serverMonteCarlo(input, mc.runs, 1);
  const serverMc = await serverMonteCarlo(input, mc.runs, threads);
  const figures = {
    [CALIBRATION]: calibrate(),
    [ENGINE_PLAIN_CPU]: without.cpu,
    [ENGINE_PLAIN]: without.wall,
    [ENGINE_SENSITIVITY_CPU]: withSens.cpu,
    [ENGINE_SENSITIVITY]: withSens.wall,
    'server worker with sensitivity (ms, wall)': server,
    'sensitivity step rows': sens,
    '临界点 search FNPV evaluations (all factors)': evals.reduce((a, b) => a + b, 0),
    'Monte Carlo 1000 runs, 4 factors (ms, wall)': (mc.wall * 1000) / mc.runs,
    'Monte Carlo 1000 runs, 4 factors (ms, CPU)': (mc.cpu * 1000) / mc.runs,
    [MC_WORKER_THREADS]: workerMc,
    'Monte Carlo 1000 runs, server, 1 thread (ms, wall)': serverMc1,
    [MC_SERVER_THREADS]: serverMc,
    [MC_THREADS]: threads,
  };
  console.log(
    `engine bench: ${input.subProjects.length} sub-projects, B ${input.meta.B} + O ${input.meta.O}, ${input.financing.loans.length} loans; median of ${runs} runs (targets ≤ 50 ms / ≤ 1000 ms)`,
  );
  console.log(
    `  (server worker: the compute pool's worker thread, young generation ${COMPUTE_YOUNG_GENERATION_MB} MB, JSON round trip included)`,
  );
  console.log(
    `  (Monte Carlo: single-thread in this thread (as one browser worker) and in the server's compute worker, then on ${threads} threads = os.availableParallelism() (MONTE_CARLO_THREADS overrides): worker threads with the default young generation (the browser's computing + helper workers), and the server's compute worker with its ${threads} Monte Carlo threads; BENCH_MC_RUNS=${mc.runs})`,
  );
  for (const [name, value] of Object.entries(figures))
    console.log(`  ${name.padEnd(44)} ${value.toFixed(1)}`);
  console.log(
    `  临界点 evaluations per factor (${input.sensitivity.factors.join(', ')}): ${evals.join(', ')}`,
  );
  return figures;
}

if (process.argv[1]?.endsWith('engine.bench.ts')) await run();
