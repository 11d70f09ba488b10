// The Monte Carlo runs of a submitted version on up to os.availableParallelism() worker threads (issue 18: 1,000
// runs of the large project under 5 s). The runs are handed out in slices as threads become free and merged in run
// order by the engine (ComputeOptions.monteCarloSlices), so the stored table is byte for byte the single-thread one.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  computeModel,
  plannedRuns,
  type ComputeOptions,
  type ModelOutput,
  type SliceFigures,
} from '../../../src/core/engine';
import { COMPUTE_YOUNG_GENERATION_MB } from './compute-pool';
import type { SliceRequest } from './mc-worker';

interface SliceReply {
  job: number;
  ok: boolean;
  slice?: SliceFigures;
  error?: string;
}

export interface MonteCarloThreads {
  /** how many threads the runs are spread over */
  readonly size: number;
  /** The runs [0, total) of the input's analysis in slices, in any order (the engine merges them in run order). */
  run(input: unknown, total: number): Promise<SliceFigures[]>;
  close(): Promise<void>;
}

/** Slices per thread: small enough that a thread slowed by other work leaves little for the others to wait on. */
const SLICES_PER_THREAD = 4;

/** MONTE_CARLO_THREADS overrides the count (1: the runs stay on the computing thread). */
export function monteCarloThreadCount(): number {
  const env = Number(process.env.MONTE_CARLO_THREADS);
  return Number.isInteger(env) && env > 0 ? env : availableParallelism();
}

/**
 * `size` threads, started at the first job and kept (unreferenced while idle, so they never hold the process
 * open); one job at a time (jobs asked meanwhile wait their turn). Each thread has the compute pool's young
 * generation, for the same reason.
 */
export function createMonteCarloThreads(
  size = monteCarloThreadCount(),
  /** the young generation of each thread; null: V8's default (as a browser worker has; the bench's worker path) */
  youngGenerationMb: number | null = COMPUTE_YOUNG_GENERATION_MB,
): MonteCarloThreads {
  let workers: Worker[] = [];
  let nextJob = 1;
  let queue: Promise<unknown> = Promise.resolve();

  const start = () =>
    new Worker(
      new URL('./mc-worker-entry.mjs', import.meta.url),
      youngGenerationMb === null ? {} : { resourceLimits: { maxYoungGenerationSizeMb: youngGenerationMb } },
    );

  function runJob(input: unknown, total: number): Promise<SliceFigures[]> {
    const job = nextJob++;
    if (workers.length < size)
      workers = [...workers, ...Array.from({ length: size - workers.length }, start)];
    const chunk = Math.max(1, Math.ceil(total / (size * SLICES_PER_THREAD)));
    return new Promise<SliceFigures[]>((resolve, reject) => {
      const slices: SliceFigures[] = [];
      let next = 0;
      let running = 0;
      let failed = false;
      const cleanup: (() => void)[] = [];
      const finish = (err?: Error) => {
        for (const c of cleanup) c();
        for (const w of workers) w.unref();
        if (err) reject(err);
        else resolve(slices);
      };
      const give = (w: Worker, first: boolean) => {
        if (next >= total) return false;
        const req: SliceRequest = { job, from: next, to: Math.min(total, next + chunk) };
        if (first) req.input = input;
        next = req.to;
        running++;
        w.postMessage(req);
        return true;
      };
      for (const w of [...workers]) {
        const onMessage = (msg: SliceReply) => {
          if (msg.job !== job || failed) return;
          running--;
          if (!msg.ok || !msg.slice) {
            failed = true;
            finish(new Error(msg.error ?? '蒙特卡洛模拟失败'));
            return;
          }
          slices.push(msg.slice);
          if (!give(w, false) && running === 0) finish();
        };
        const onGone = (e: unknown) => {
          workers = workers.filter((x) => x !== w);
          if (failed) return;
          failed = true;
          finish(new Error(`蒙特卡洛模拟线程异常：${e instanceof Error ? e.message : String(e)}`));
        };
        w.on('message', onMessage);
        w.on('error', onGone);
        w.on('exit', onGone);
        cleanup.push(() => {
          w.off('message', onMessage);
          w.off('error', onGone);
          w.off('exit', onGone);
        });
        w.ref();
      }
      let any = false;
      for (const w of workers) any = give(w, true) || any;
      if (!any) finish();
    });
  }

  return {
    size,
    run(input, total) {
      const r = queue.then(() => runJob(input, total));
      queue = r.catch(() => undefined);
      return r;
    },
    async close() {
      const ws = workers;
      workers = [];
      await Promise.all(ws.map((w) => w.terminate()));
    },
  };
}

/**
 * computeModel with the Monte Carlo runs spread over the threads. Anything the threads cannot do (an invalid input,
 * a thread that died) leaves the runs to computeModel itself: the same output, on one thread.
 */
export async function computeWithThreads(
  json: unknown,
  threads: MonteCarloThreads | null,
  opts: ComputeOptions = {},
): Promise<ModelOutput> {
  const total = opts.skipSensitivity ? 0 : plannedRuns(json);
  if (!threads || threads.size < 2 || total === 0) return computeModel(json, opts);
  let slices: SliceFigures[];
  try {
    slices = await threads.run(json, total);
  } catch {
    return computeModel(json, opts);
  }
  try {
    return computeModel(json, { ...opts, monteCarloSlices: slices });
  } catch (err) {
    // slices that do not fit this input (they always should): the runs once more, here
    if (err instanceof Error && err.message.startsWith('蒙特卡洛模拟')) return computeModel(json, opts);
    throw err;
  }
}
