// Worker-thread entry: runs the pure engine off the request thread so a large model never blocks the API.
import { parentPort } from 'node:worker_threads';
import { computeModel } from '../../../src/core/engine';

interface Job {
  id: number;
  input: unknown;
}

parentPort?.on('message', (job: Job) => {
  try {
    const output = computeModel(job.input as Parameters<typeof computeModel>[0]);
    parentPort?.postMessage({ id: job.id, ok: true, output: JSON.stringify(output) });
  } catch (err) {
    parentPort?.postMessage({
      id: job.id,
      ok: false,
      error: err instanceof Error ? err.message : String(err),
    });
  }
});
