// Main-thread side of the calculation worker: starts it and wraps it with Comlink as a typed CalcApi.
import * as Comlink from 'comlink';
import type { CalcApi } from '../core/calc/api';

export type RemoteCalc = Comlink.Remote<CalcApi>;

export interface CalcClient {
  /** Every CalcApi call, returning a Promise (values are plain JSON: decimal strings, no Decimal objects). */
  api: RemoteCalc;
  /** Stops the worker (on leaving the entry screen). */
  dispose(): void;
}

export function createCalcClient(): CalcClient {
  const worker = new Worker(new URL('../../workers/calc.worker.ts', import.meta.url), { type: 'module' });
  const api = Comlink.wrap<CalcApi>(worker);
  return {
    api,
    dispose: () => {
      api[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}
