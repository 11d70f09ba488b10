// Monte Carlo across threads (issue 18 speed): the runs computed in slices (each slice skipping ahead in the seeded
// stream) and merged in run order give the risk table of the single-thread pass byte for byte, whatever the split.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeModel, type ModelInput, type MonteCarloSettings } from '../../../src/core/engine';
import { runModel } from '../../../src/core/engine/core';
import { BASE_SCALE, prepare } from '../../../src/core/engine/prep';
import {
  MonteCarloPlan,
  MonteCarloRunner,
  computeMonteCarlo,
  decodeSlice,
  encodeSlice,
  mergeSlices,
  monteCarloJob,
  runRange,
  runSlice,
  splitRuns,
  summariseSlices,
  type SliceFigures,
} from '../../../src/core/engine/risk';
import { generateInput } from './generate';

const tea = (): ModelInput =>
  JSON.parse(readFileSync('tests/fixtures/tea-garden.input.json', 'utf8')) as ModelInput;

const FOUR: MonteCarloSettings['variables'] = [
  { factor: 'capex', dist: { kind: 'triangular', min: '-10', mode: '0', max: '20' } },
  { factor: 'revenue', dist: { kind: 'normal', meanPct: '0', sdPct: '10' } },
  { factor: 'opCost', dist: { kind: 'uniform', min: '-10', max: '10' } },
  { factor: 'quantity', dist: { kind: 'triangular', min: '-20', mode: '0', max: '10' } },
];

/** Slices of the given sizes, computed in a scrambled order (as threads finish), each by its own job. */
function sliced(input: ModelInput, sizes: number[]): SliceFigures[] {
  const out: SliceFigures[] = [];
  let from = 0;
  for (const size of sizes) {
    // a fresh job per slice, as a thread that never saw the other slices has
    const job = monteCarloJob(JSON.parse(JSON.stringify(input)))!;
    out.push(runSlice(job, from, from + size));
    from += size;
  }
  return out.reverse();
}

describe('splitRuns', () => {
  it('covers every run once in nearly equal contiguous slices', () => {
    expect(splitRuns(1000, 2)).toEqual([
      [0, 500],
      [500, 1000],
    ]);
    expect(splitRuns(10, 3)).toEqual([
      [0, 4],
      [4, 7],
      [7, 10],
    ]);
    expect(splitRuns(2, 8)).toEqual([
      [0, 1],
      [1, 2],
    ]);
    expect(splitRuns(7, 1)).toEqual([[0, 7]]);
  });
});

describe('the draws of a slice are the single-thread draws of its runs', () => {
  it('a stream started at run k gives what the stream from 0 gives from its k-th run on', () => {
    const plan = new MonteCarloPlan({ runs: 30, seed: 42, variables: FOUR });
    const all = plan.stream(0);
    const whole = Array.from({ length: 30 }, () => all());
    for (const k of [0, 1, 13, 29]) {
      const part = plan.stream(k);
      for (let i = k; i < 30; i++) {
        const d = part();
        for (const f of ['capex', 'revenue', 'opCost', 'quantity'] as const)
          expect(d[f]!.toString(), `run ${i} ${f}`).toBe(whole[i]![f]!.toString());
      }
    }
  });
});

describe('slices merged in run order equal the single-thread pass', () => {
  const cases: { name: string; make: () => ModelInput; settings: MonteCarloSettings; splits: number[][] }[] =
    [
      {
        name: 'tea garden, four factors correlated, seed 20261126',
        make: tea,
        settings: {
          runs: 40,
          seed: 20261126,
          variables: FOUR,
          correlations: [{ a: 'revenue', b: 'quantity', rho: '-0.3' }],
        },
        splits: [[40], [20, 20], [14, 13, 13], [1, 38, 1], [7, 7, 7, 7, 7, 5]],
      },
      {
        name: 'tea garden, one factor, seed 3',
        make: tea,
        settings: { runs: 25, seed: 3, variables: [FOUR[1]!] },
        splits: [
          [13, 12],
          [1, 1, 1, 22],
          [5, 5, 5, 5, 5],
        ],
      },
      {
        name: 'generated project, two factors, seed 977',
        make: () =>
          generateInput({
            seed: 99,
            B: 4,
            O: 30,
            subProjects: 12,
            loans: 1,
            deficitPolicy: 'shortTermLoan',
            dividendPct: '50',
            wcMethod: 'detailed',
          }),
        settings: { runs: 16, seed: 977, variables: [FOUR[0]!, FOUR[3]!] },
        splits: [
          [8, 8],
          [3, 5, 8],
        ],
      },
    ];
  for (const c of cases)
    it(c.name, () => {
      const input = c.make();
      input.analysis = { monteCarlo: c.settings, review: false };
      const single = computeModel(input, { tables: ['risk'] }).tables.risk!;
      const p = prepare(input);
      const base = runModel(p, BASE_SCALE);
      const direct = JSON.stringify(computeMonteCarlo(p, base, c.settings));
      for (const sizes of c.splits) {
        const slices = sliced(input, sizes);
        // the statistics from the merged slices, and the whole table through computeModel
        const job = monteCarloJob(input)!;
        expect(JSON.stringify(summariseSlices(job, slices)), sizes.join('+')).toBe(direct);
        const merged = computeModel(input, { tables: ['risk'], monteCarloSlices: slices }).tables.risk!;
        expect(JSON.stringify(merged), sizes.join('+')).toBe(JSON.stringify(single));
      }
    });

  it('the pinned digest of the risk table holds for the split runs (risk-reuse.test.ts)', () => {
    const input = tea();
    input.analysis = {
      monteCarlo: {
        runs: 40,
        seed: 20261126,
        variables: FOUR,
        correlations: [{ a: 'revenue', b: 'quantity', rho: '-0.3' }],
      },
      review: false,
    };
    for (const sizes of [
      [20, 20],
      [3, 17, 11, 9],
    ]) {
      const t = computeModel(input, { tables: ['risk'], monteCarloSlices: sliced(input, sizes) }).tables
        .risk!;
      expect(t.rows.find((r) => r.no === '1.3')!.extra!.firr).toBe('21.32238325375394963534512391052956');
      expect(createHash('sha256').update(JSON.stringify(t)).digest('hex')).toBe(
        '583c7f1a7e3647845e52127ef79518a28a139429968941e2a626168dc511f803',
      );
    }
  });

  it('the runner run in uneven steps equals runRange over all runs', () => {
    const input = tea();
    const s: MonteCarloSettings = { runs: 12, seed: 8, variables: FOUR };
    const p = prepare(input);
    const base = runModel(p, BASE_SCALE);
    const r = new MonteCarloRunner(p, base, s);
    for (const n of [1, 4, 2, 5]) r.runSome(n);
    const plan = new MonteCarloPlan(s);
    const slices = [
      encodeSlice(0, runRange(p, base, plan, 0, 5), p.ic),
      encodeSlice(5, runRange(p, base, plan, 5, 12), p.ic),
    ];
    const merged = mergeSlices(12, slices);
    expect(merged.map((f) => f.fnpv.toString())).toEqual(
      decodeSlice(encodeSlice(0, runRange(p, base, plan, 0, 12), p.ic)).map((f) => f.fnpv.toString()),
    );
    expect(JSON.stringify(r.result())).toBe(JSON.stringify(computeMonteCarlo(p, base, s)));
    expect(slices[0]!.reachIc + slices[1]!.reachIc).toBe(
      Math.round((Number(r.probabilities().pFirr.toString()) * 12) / 100),
    );
  });
});

describe('mergeSlices refuses what would change the table', () => {
  const input = tea();
  input.analysis = { monteCarlo: { runs: 6, seed: 1, variables: FOUR }, review: false };
  const job = monteCarloJob(input)!;
  const a = runSlice(job, 0, 3);
  const b = runSlice(job, 3, 6);
  it('a missing, doubled or overlapping slice', () => {
    expect(mergeSlices(6, [b, a])).toHaveLength(6);
    expect(() => mergeSlices(6, [a])).toThrow('次数不符');
    expect(() => mergeSlices(6, [a, a, b])).toThrow('不连续');
    expect(() => mergeSlices(6, [a, runSlice(job, 2, 6)])).toThrow('不连续');
  });
  it('an input without Monte Carlo, or an invalid one, has no job', () => {
    expect(monteCarloJob(tea())).toBeNull();
    expect(monteCarloJob({ nonsense: true })).toBeNull();
  });
});
