// A Monte Carlo thread: computes slices [from, to) of an input's runs (the input comes with the first slice of a job
// and is kept, validated and prepared, for the job's further slices).
import { parentPort } from 'node:worker_threads';
import { monteCarloJob, runSlice, type MonteCarloJob } from '../../../src/core/engine';

export interface SliceRequest {
  job: number;
  /** the input, with the first slice of a job this thread computes */
  input?: unknown;
  from: number;
  to: number;
}

let current: { id: number; job: MonteCarloJob | null } | null = null;

parentPort?.on('message', (req: SliceRequest) => {
  try {
    if (!current || current.id !== req.job) {
      if (req.input === undefined) throw new Error('缺少输入');
      current = { id: req.job, job: monteCarloJob(req.input) };
    }
    if (!current.job) throw new Error('输入无效或未设置蒙特卡洛模拟');
    if (req.to > current.job.plan.total) throw new Error('模拟次数超出设置');
    parentPort?.postMessage({ job: req.job, ok: true, slice: runSlice(current.job, req.from, req.to) });
  } catch (err) {
    parentPort?.postMessage({
      job: req.job,
      ok: false,
      error: err instanceof Error ? err.message : String(err),
    });
  }
});
