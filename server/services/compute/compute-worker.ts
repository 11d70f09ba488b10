// Worker-thread entry: runs the pure engine off the request thread so a large model never blocks the API. The Monte
// Carlo runs of a version's analysis go to further threads (monte-carlo-threads.ts), merged in run order.
import { parentPort } from 'node:worker_threads';
import { computeWithThreads, createMonteCarloThreads } from './monte-carlo-threads';

interface Job {
  id: number;
  input: unknown;
}

const threads = createMonteCarloThreads();
/** one job at a time, in the order asked (a job now waits on its Monte Carlo threads) */
let queue: Promise<void> = Promise.resolve();

parentPort?.on('message', (job: Job) => {
  queue = queue.then(async () => {
    try {
      const output = await computeWithThreads(job.input, threads);
      parentPort?.postMessage({ id: job.id, ok: true, output: JSON.stringify(output) });
    } catch (err) {
      parentPort?.postMessage({
        id: job.id,
        ok: false,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  });
});
