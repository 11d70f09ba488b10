// One long-lived worker thread that computes models on request; restarted if it dies.
import { Worker } from 'node:worker_threads';
import type { ModelInput, ModelOutput } from '../../../src/core/engine';

interface Pending {
  resolve(output: ModelOutput): void;
  reject(err: Error): void;
}

export class ComputeError extends Error {}

/**
 * A computation allocates ~30 MB of short-lived decimals and keeps ~8 MB until it returns. With V8's default
 * young generation a large model is scavenged two or three times mid-run, copying what it keeps each time; with
 * room for a whole run the scavenges find almost everything dead (`npm run bench -- engine`: ~30 % faster).
 */
export const COMPUTE_YOUNG_GENERATION_MB = 128;

export interface ComputePool {
  compute(input: ModelInput): Promise<ModelOutput>;
  close(): Promise<void>;
}

/**
 * `startNow` starts the worker at once (it loads the engine through tsx, about a second of CPU) instead of at the
 * first computation, so that the first submit after a start does not wait for it.
 */
export function createComputePool(options: { startNow?: boolean } = {}): ComputePool {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function failAll(err: Error) {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  }

  function ensureWorker(): Worker {
    if (worker) return worker;
    // The worker runs TypeScript through tsx, like the server itself (registered inside the thread).
    const w = new Worker(new URL('./compute-worker-entry.mjs', import.meta.url), {
      resourceLimits: { maxYoungGenerationSizeMb: COMPUTE_YOUNG_GENERATION_MB },
    });
    w.on('message', (msg: { id: number; ok: boolean; output?: string; error?: string }) => {
      const p = pending.get(msg.id);
      if (!p) return;
      pending.delete(msg.id);
      // An idle worker must not keep the process alive; a busy one must (e.g. computing before listen).
      if (pending.size === 0) w.unref();
      if (msg.ok && msg.output) p.resolve(JSON.parse(msg.output) as ModelOutput);
      else p.reject(new ComputeError(msg.error ?? '计算失败'));
    });
    w.on('error', (err) => {
      worker = null;
      failAll(new ComputeError(`计算进程异常：${err.message}`));
    });
    w.on('exit', () => {
      if (worker === w) worker = null;
      if (pending.size) failAll(new ComputeError('计算进程意外退出'));
    });
    w.unref();
    worker = w;
    return w;
  }

  if (options.startNow) ensureWorker();

  return {
    compute(input) {
      const id = nextId++;
      return new Promise<ModelOutput>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        const w = ensureWorker();
        w.ref();
        w.postMessage({ id, input });
      });
    },
    async close() {
      const w = worker;
      worker = null;
      failAll(new ComputeError('计算服务已关闭'));
      if (w) await w.terminate();
    },
  };
}
