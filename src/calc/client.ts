// Main-thread side of the calculation workers: starts them and wraps them with Comlink as one typed CalcApi.
import * as Comlink from 'comlink';
import type { CalcApi } from '../core/calc/api';
import { packEdits, type PackedEdits } from '../core/calc/packed-edits';
import type { CellEdit } from '../core/template/types';
import { mirrorCalc, type AsyncCalc } from './mirror';
import type { RiskHelper, RiskPassOptions } from './risk-pool';

export type RemoteCalc = AsyncCalc;

export interface CalcClient {
  /** Every CalcApi call, returning a Promise (values are plain JSON: decimal strings, no Decimal objects). */
  api: RemoteCalc;
  /**
   * The live Monte Carlo pass of the last live result on the computing worker and helper workers (risk-pool.ts),
   * started at the first pass up to navigator.hardwareConcurrency; the editing worker takes no part.
   */
  runRisk(o: RiskPassOptions): Promise<void>;
  /** Stops the workers (on leaving the entry screen). */
  dispose(): void;
}

/**
 * Two workers with the same open version (see mirror.ts): edits are answered by one while the other computes the
 * live result, so the keystroke → 合计 path never waits for the engine.
 */
export function createCalcClient(): CalcClient {
  const start = () => {
    const worker = new Worker(new URL('../../workers/calc.worker.ts', import.meta.url), { type: 'module' });
    return { worker, remote: Comlink.wrap<CalcApi>(worker) };
  };
  // Each worker starts with its first call. The editing worker's is the open, sent once the version's data came:
  // the entry screen's code and data are fetched, and the tab built, without a worker taking a core and a
  // connection to load the engine meanwhile. The computing worker's is the same open, which the mirror holds back
  // until the editing worker has answered it: loading the engine twice at once on a machine of two cores would
  // delay the tab the screen opens.
  let editing: ReturnType<typeof start> | null = null;
  let computing: ReturnType<typeof start> | null = null;
  // Edits go packed (packed-edits.ts: a large paste is cloned for each worker); the worker unpacks them. The mirror
  // sends one batch to both workers: it is packed once.
  const packed = new WeakMap<CellEdit[], PackedEdits>();
  const packOnce = (edits: CellEdit[]): PackedEdits => {
    let p = packed.get(edits);
    if (!p) packed.set(edits, (p = packEdits(edits)));
    return p;
  };
  const lazily = (get: () => ReturnType<typeof start>) =>
    new Proxy({} as AsyncCalc, {
      get: (_, name: keyof AsyncCalc) => {
        const remote = get().remote;
        return name === 'applyEdits'
          ? (edits: CellEdit[], mode?: Parameters<AsyncCalc['applyEdits']>[1]) =>
              remote.applyEdits(packOnce(edits) as unknown as CellEdit[], mode)
          : remote[name];
      },
    });
  const api = mirrorCalc(
    lazily(() => (editing ??= start())),
    lazily(() => (computing ??= start())),
  );
  let helpers: ReturnType<typeof start>[] | null = null;
  // The pass (and decimal.js with it) loads with the first one: the entry screen starts its workers from the
  // app's first chunk (src/features/entry/preload.ts), which every page loads.
  const runRisk = async (o: RiskPassOptions) => {
    const { riskHelperCount, runRiskPass } = await import('./risk-pool');
    const helperCalls = (): RiskHelper[] => {
      helpers ??= Array.from({ length: riskHelperCount(navigator.hardwareConcurrency) }, start);
      return helpers.map((h) => h.remote as unknown as RiskHelper);
    };
    return runRiskPass(api, helperCalls, o);
  };
  return {
    api: {
      ...api,
      // the file's bytes move to the worker (transferred, not copied): the caller's buffer is empty afterwards
      previewImport: (bytes) => api.previewImport(Comlink.transfer(bytes, [bytes])),
    },
    runRisk,
    dispose: () => {
      for (const w of [editing, computing, ...(helpers ?? [])]) {
        if (!w) continue;
        w.remote[Comlink.releaseProxy]();
        w.worker.terminate();
      }
    },
  };
}
