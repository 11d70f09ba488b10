// The compute worker's Monte Carlo threads (issue 18 speed): real worker threads compute the runs in slices, the
// engine merges them in run order, and the output is byte for byte the single-thread one for any thread count.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  computeWithThreads,
  createMonteCarloThreads,
  type MonteCarloThreads,
} from '../../../server/services/compute/monte-carlo-threads';
import { computeModel, type ModelInput } from '../../../src/core/engine';

const input = (seed: number, runs: number): ModelInput => {
  const x = JSON.parse(readFileSync('tests/fixtures/tea-garden.input.json', 'utf8')) as ModelInput;
  x.analysis = {
    monteCarlo: {
      runs,
      seed,
      variables: [
        { factor: 'capex', dist: { kind: 'triangular', min: '-10', mode: '0', max: '20' } },
        { factor: 'revenue', dist: { kind: 'normal', meanPct: '0', sdPct: '10' } },
        { factor: 'quantity', dist: { kind: 'uniform', min: '-20', max: '10' } },
      ],
      correlations: [{ a: 'revenue', b: 'quantity', rho: '-0.3' }],
    },
    review: false,
  };
  return x;
};

describe('Monte Carlo on worker threads', () => {
  const pools: MonteCarloThreads[] = [];
  afterAll(async () => {
    for (const p of pools) await p.close();
  });

  for (const size of [2, 3]) {
    it(`${size} threads: the slices cover every run once and the output equals one thread's`, async () => {
      const threads = createMonteCarloThreads(size);
      pools.push(threads);
      for (const [seed, runs] of [
        [5, 30],
        [20261126, 17],
      ] as const) {
        const x = input(seed, runs);
        const slices = await threads.run(x, runs);
        // handed out in several slices, over more than one thread's worth
        expect(slices.length).toBeGreaterThanOrEqual(size);
        expect(slices.reduce((n, s) => n + s.fnpv.length, 0)).toBe(runs);
        const single = JSON.stringify(computeModel(x));
        expect(JSON.stringify(await computeWithThreads(x, threads))).toBe(single);
      }
    });
  }

  it('an input the threads refuse is computed on one thread (its messages as ever)', async () => {
    const threads = createMonteCarloThreads(2);
    pools.push(threads);
    const bad = input(1, 10) as unknown as { meta: { B: unknown } };
    bad.meta.B = 'x';
    await expect(threads.run(bad, 10)).rejects.toThrow('输入无效');
    const out = await computeWithThreads(bad, threads);
    expect(JSON.stringify(out)).toBe(JSON.stringify(computeModel(bad)));
    expect(out.messages.some((m) => m.level === 'error')).toBe(true);
    // the threads still serve the next job
    const x = input(9, 12);
    expect(JSON.stringify(await computeWithThreads(x, threads))).toBe(JSON.stringify(computeModel(x)));
  });
});
