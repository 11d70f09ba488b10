// The live Monte Carlo pass spread over workers (issue 18 speed): the computing worker's service and helper
// services (as src/calc/risk-pool.ts drives them) reach the single-worker pass's P(FIRR ≥ ic) and P(FNPV ≥ 0), and
// the engine's, whatever the split; an edit stops the pass.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../schemas';
import { runRiskPass, riskHelperCount, type RiskHelper } from '../../../src/calc/risk-pool';
import type { LiveRiskProgress, LiveRiskSlice } from '../../../src/core/calc/api';
import { createCalcService } from '../../../src/core/calc/service';
import { computeModel } from '../../../src/core/engine';
import type { ModelInput } from '../../../src/core/engine/model-io-types';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';

const input = JSON.parse(
  readFileSync(new URL('../../fixtures/tea-garden.input.json', import.meta.url), 'utf8'),
) as ModelInput;
const withMonteCarlo = (seed: number, runs: number): ModelInput => ({
  ...input,
  analysis: {
    monteCarlo: {
      runs,
      seed,
      variables: [
        { factor: 'revenue', dist: { kind: 'triangular', min: '-45', mode: '-15', max: '10' } },
        { factor: 'capex', dist: { kind: 'normal', meanPct: '0', sdPct: '15' } },
      ],
    },
  },
});

/** A service behind async calls that copy arguments and answers (as Comlink), recording the slices it computed. */
function asyncOf(svc: ReturnType<typeof createCalcService>, slices: LiveRiskSlice[] = []) {
  const copy = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));
  return {
    riskStart: async () => copy(svc.riskStart()),
    riskJobInput: async () => copy(svc.riskJobInput()),
    riskLoad: async (x: ModelInput) => copy(svc.riskLoad(copy(x))),
    riskRuns: async (from: number, to: number) => {
      await new Promise((r) => setTimeout(r, 0)); // the workers answer in their own time
      const s = copy(svc.riskRuns(from, to));
      if (s) slices.push(s);
      return s;
    },
  };
}

function opened(doc: ModelInput) {
  const svc = createCalcService(registry);
  const { ctx, stored } = modelInputToStoredValues(registry, doc);
  svc.openVersion({ ctx, stored });
  svc.computeLive([]);
  return svc;
}

/** The single-worker pass: riskStart, then riskStep to the end. */
function singlePass(doc: ModelInput): LiveRiskProgress {
  const svc = opened(doc);
  let p = svc.riskStart()!;
  while (p.done < p.total) p = svc.riskStep(1000)!;
  return p;
}

describe('live Monte Carlo pass on several workers', () => {
  for (const [seed, runs, helpers, sliceMs] of [
    [5, 60, 1, 0],
    [77, 45, 3, 0],
    [20261126, 50, 2, 5],
  ] as const)
    it(`seed ${seed}, ${runs} runs, computing worker + ${helpers} helper(s): the single-worker figures`, async () => {
      const doc = withMonteCarlo(seed, runs);
      const computingSlices: LiveRiskSlice[] = [];
      const helperSlices: LiveRiskSlice[][] = Array.from({ length: helpers }, () => []);
      const computing = asyncOf(opened(doc), computingSlices);
      const hs: RiskHelper[] = helperSlices.map((s) => asyncOf(createCalcService(registry), s));
      const seen: (LiveRiskProgress | null)[] = [];
      await runRiskPass(computing, () => hs, { sliceMs, alive: () => true, progress: (p) => seen.push(p) });
      const last = seen.at(-1)!;
      const single = singlePass(doc);
      expect(last).toEqual(single);
      const table = computeModel(doc).tables.risk!;
      expect(last.pFirr).toBe(table.rows.find((r) => r.no === '2.1')!.extra!.value);
      expect(last.pFnpv).toBe(table.rows.find((r) => r.no === '2.2')!.extra!.value);
      // the runs were shared, each computed once: the slices cover 0 … runs − 1 exactly
      const all = [computingSlices, ...helperSlices].flat().sort((a, b) => a.from - b.from);
      let at = 0;
      for (const s of all) {
        expect(s.from).toBe(at);
        at += s.fnpv.length;
      }
      expect(at).toBe(runs);
      expect(helperSlices.some((s) => s.length > 0)).toBe(true);
      expect(computingSlices.length).toBeGreaterThan(0);
      // progress rises to the end
      expect(seen[0]).toMatchObject({ done: 0, total: runs });
      const dones = seen.map((p) => p!.done);
      expect([...dones].sort((a, b) => a - b)).toEqual(dones);
    });

  it('an edit on the computing worker stops the pass: no more slices, no late progress', async () => {
    const doc = withMonteCarlo(5, 60);
    const svc = opened(doc);
    const computing = asyncOf(svc);
    const helperSlices: LiveRiskSlice[] = [];
    const helper = asyncOf(createCalcService(registry), helperSlices);
    let alive = true;
    const seen: (LiveRiskProgress | null)[] = [];
    await runRiskPass(computing, () => [helper], {
      sliceMs: 0,
      alive: () => alive,
      progress: (p) => {
        seen.push(p);
        if (p && p.done >= 6) {
          // the user types: the screen's generation moves on and the worker closes the pass
          alive = false;
          svc.applyEdits([{ table: 'tab0/-/project', cellId: 'icPct:value', value: '7' }]);
        }
      },
    });
    const last = seen.at(-1)!;
    expect(last.done).toBeGreaterThanOrEqual(6);
    expect(last.done).toBeLessThan(20);
    expect(svc.riskRuns(0, 1)).toBeNull();
  });

  it('uses every core: the computing worker and cores − 1 helpers (at least one, at most 8 threads)', () => {
    expect(riskHelperCount(2)).toBe(1);
    expect(riskHelperCount(8)).toBe(7);
    expect(riskHelperCount(32)).toBe(7);
    expect(riskHelperCount(1)).toBe(1);
    expect(riskHelperCount(undefined)).toBe(1);
  });
});
