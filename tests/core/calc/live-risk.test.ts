// The live Monte Carlo pass of the worker (issue 18): started after the live result, run in slices, the same figures
// as the engine's risk table for the same seed, and cancelled by the next edit.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../schemas';
import { createCalcService } from '../../../src/core/calc/service';
import { computeModel } from '../../../src/core/engine';
import type { ModelInput } from '../../../src/core/engine/model-io-types';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';

const input = JSON.parse(
  readFileSync(new URL('../../fixtures/tea-garden.input.json', import.meta.url), 'utf8'),
) as ModelInput;
const withMonteCarlo: ModelInput = {
  ...input,
  analysis: {
    twoFactor: { indicator: 'firrPost', factors: [], stepsPct: ['0'] },
    scenarios: [],
    monteCarlo: {
      runs: 60,
      seed: 5,
      variables: [{ factor: 'revenue', dist: { kind: 'triangular', min: '-45', mode: '-15', max: '10' } }],
    },
  },
};

function open(doc: ModelInput) {
  const svc = createCalcService(registry);
  const { ctx, stored } = modelInputToStoredValues(registry, doc);
  svc.openVersion({ ctx, stored });
  return svc;
}

describe('live Monte Carlo pass', () => {
  it('answers null when the version asks for no simulation', () => {
    const svc = open(input);
    svc.computeLive([]);
    expect(svc.riskStart()).toBeNull();
  });

  it('runs in slices to the same P(FIRR ≥ ic) as the engine’s risk table', () => {
    const svc = open(withMonteCarlo);
    expect(svc.computeLive([]).output?.tables.risk).toBeUndefined(); // the live result does not wait for it
    const start = svc.riskStart()!;
    expect(start).toMatchObject({ done: 0, total: 60, ic: '8' });
    let p = start;
    let slices = 0;
    while (p.done < p.total) {
      p = svc.riskStep(0)!; // 0 ms: one run per slice
      slices++;
    }
    expect(slices).toBe(60);
    const table = computeModel(withMonteCarlo).tables.risk!;
    expect(p.pFirr).toBe(table.rows.find((r) => r.no === '2.1')!.extra!.value);
    expect(p.pFnpv).toBe(table.rows.find((r) => r.no === '2.2')!.extra!.value);
    expect(Number(p.pFirr)).toBeGreaterThan(0);
    expect(Number(p.pFirr)).toBeLessThan(100);
  });

  it('is cancelled by the next edit', () => {
    const svc = open(withMonteCarlo);
    svc.computeLive([]);
    svc.riskStart();
    expect(svc.riskStep(0)!.done).toBe(1);
    svc.applyEdits([{ table: 'tab0/-/project', cellId: 'icPct:value', value: '7' }]);
    expect(svc.riskStep(0)).toBeNull();
    // the next live result starts a new pass on the new inputs (ic 7 %)
    svc.computeLive([]);
    expect(svc.riskStart()).toMatchObject({ done: 0, ic: '7' });
  });
});
