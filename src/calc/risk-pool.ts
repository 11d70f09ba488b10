// The live Monte Carlo pass on several workers (issue 18: 1,000 runs of a large version in under 5 s). The computing
// worker opens the pass after the live result (riskStart); helper workers, started for it up to
// navigator.hardwareConcurrency, take the pass's input (riskLoad); every worker then computes runs [from, to) as it
// becomes free, in slices of about `sliceMs`, and the counts are added up. The editing worker computes none: an
// edit never waits behind a run. Each slice's draws skip ahead in the seeded stream, so the figures at the end are
// those of the single-worker pass, whatever the split (tests/core/calc/live-risk-pool.test.ts).
import type { LiveRiskProgress, LiveRiskSlice } from '../core/calc/api';
import { sliceProgress } from '../core/calc/risk-progress';
import type { AsyncCalc } from './mirror';

export type RiskComputing = Pick<AsyncCalc, 'riskStart' | 'riskJobInput' | 'riskRuns'>;
export type RiskHelper = Pick<AsyncCalc, 'riskLoad' | 'riskRuns'>;

export interface RiskPassOptions {
  /** wall time a slice should take (the next slice of a worker is sized by its last one) */
  sliceMs: number;
  /** false once the pass is stale (an edit came): no further slice is asked for */
  alive(): boolean;
  /** the progress after the start and after each slice (null: no simulation asked for) */
  progress(p: LiveRiskProgress | null): void;
}

/** Helper workers for a machine of `cores` logical cores: the computing worker and these use them all (at most 8). */
export const riskHelperCount = (cores: number | undefined): number =>
  Math.max(1, Math.min(cores && cores > 0 ? cores : 2, 8) - 1);

/** Runs the pass to its end, or until it is stale or the computing worker closed it (an edit). */
export async function runRiskPass(
  computing: RiskComputing,
  helpers: () => RiskHelper[],
  o: RiskPassOptions,
): Promise<void> {
  const start = await computing.riskStart();
  if (!o.alive()) return;
  o.progress(start);
  if (!start || start.done >= start.total) return;
  const total = start.total;
  const slices: LiveRiskSlice[] = [];
  let next = 0;
  /** ranges a worker took but could not compute (a helper failed): the next free worker takes them */
  const returned: [number, number][] = [];
  let closed = false;
  const live = () => !closed && o.alive();
  const claim = (count: number): [number, number] | null => {
    const back = returned.shift();
    if (back) return back;
    if (next >= total) return null;
    const range: [number, number] = [next, Math.min(total, next + count)];
    next = range[1];
    return range;
  };
  const loop = async (w: RiskHelper | RiskComputing, main: boolean) => {
    let count = 1;
    for (let range = claim(count); range && live(); range = claim(count)) {
      const t0 = performance.now();
      let s: LiveRiskSlice | null;
      try {
        s = await w.riskRuns(range[0], range[1]);
      } catch (err) {
        returned.push(range);
        if (main) throw err;
        return; // a helper that failed stops; the others finish its runs
      }
      if (!s) {
        returned.push(range);
        if (main) closed = true; // the computing worker's pass was closed by an edit
        return;
      }
      slices.push(s);
      if (live()) o.progress(sliceProgress(slices, total, start.ic));
      const ms = performance.now() - t0;
      count = Math.max(1, Math.min(count * 2, Math.round((count * o.sliceMs) / Math.max(ms, 1))));
    }
  };
  const withHelpers = async () => {
    const input = await computing.riskJobInput();
    if (!input || !live()) return;
    await Promise.all(
      helpers().map(async (h) => {
        const p = await h.riskLoad(input).catch(() => null);
        if (p && p.total === total && live()) await loop(h, false);
      }),
    );
  };
  await Promise.all([loop(computing, true), withHelpers()]);
  // runs a helper gave back after the computing worker had finished: computed here, so the pass completes
  while (live() && returned.length > 0) await loop(computing, true);
}
