// Monte Carlo across threads: the runs are split into slices [from, to) that any thread computes from the same input
// (each slice's draws skip ahead in the seeded stream, see MonteCarloPlan), the slices' figures cross the thread
// boundary as decimal strings (exact: a Decimal's string gives the same Decimal back) and are merged in run order
// before the statistics, so the risk table is byte for byte the single-thread one whatever the split.
import type { Model } from '../core';
import { checkInput } from '../validate';
import { BASE_SCALE, prepare, type Prepared } from '../prep';
import { runModel } from '../core';
import { dec, type Decimal } from '../num';
import {
  DEFAULT_RUNS,
  MAX_RUNS,
  MonteCarloPlan,
  countReaching,
  runRange,
  summarise,
  type MonteCarloResult,
  type RunFigures,
} from './monte-carlo';

/** A slice's figures as plain JSON (what a worker posts back). */
export interface SliceFigures {
  from: number;
  /** FIRR after tax in % per run (null: the run has none), FNPV after tax per run */
  firr: (string | null)[];
  fnpv: string[];
  /** runs of the slice reaching ic, and with FNPV ≥ 0 (the live panel's progress) */
  reachIc: number;
  reachZero: number;
}

/** The runs split into `parts` contiguous slices of nearly equal size (the first ones one run longer). */
export function splitRuns(total: number, parts: number): [number, number][] {
  const n = Math.max(1, Math.min(parts, total));
  const out: [number, number][] = [];
  let from = 0;
  for (let i = 0; i < n; i++) {
    const size = Math.floor(total / n) + (i < total % n ? 1 : 0);
    out.push([from, from + size]);
    from += size;
  }
  return out.filter(([a, b]) => b > a);
}

export function encodeSlice(from: number, figures: readonly RunFigures[], ic: Decimal): SliceFigures {
  return {
    from,
    firr: figures.map((f) => (f.firr ? f.firr.toString() : null)),
    fnpv: figures.map((f) => f.fnpv.toString()),
    ...countReaching(figures, ic),
  };
}

export function decodeSlice(s: SliceFigures): RunFigures[] {
  return s.fnpv.map((v, i) => {
    const r = s.firr[i];
    return { firr: r === null || r === undefined ? null : dec(r), fnpv: dec(v) };
  });
}

/**
 * The slices' figures in run order: they must cover runs 0 … total − 1 exactly once (in any order of arrival),
 * else this throws (a lost or doubled slice would change the table).
 */
export function mergeSlices(total: number, slices: readonly SliceFigures[]): RunFigures[] {
  const sorted = [...slices].sort((a, b) => a.from - b.from);
  const out: RunFigures[] = [];
  for (const s of sorted) {
    if (s.from !== out.length || s.firr.length !== s.fnpv.length)
      throw new Error(`蒙特卡洛模拟的分段不连续：第${s.from + 1}次起`);
    out.push(...decodeSlice(s));
  }
  if (out.length !== total) throw new Error(`蒙特卡洛模拟的次数不符：${out.length} / ${total}`);
  return out;
}

/**
 * How many runs an input's Monte Carlo analysis makes (0: none), read from the JSON before validation so that a
 * coordinator can hand out slices at once; the threads validate the input themselves (monteCarloJob).
 */
export function plannedRuns(json: unknown): number {
  const mc = (json as { analysis?: { monteCarlo?: { runs?: unknown; variables?: unknown } } } | null)
    ?.analysis?.monteCarlo;
  if (!mc || typeof mc !== 'object' || !Array.isArray(mc.variables) || mc.variables.length === 0) return 0;
  const runs = mc.runs === undefined ? DEFAULT_RUNS : mc.runs;
  if (typeof runs !== 'number' || !Number.isInteger(runs) || runs <= 0) return 0;
  return Math.min(runs, MAX_RUNS);
}

/** What a thread needs to compute slices of an input's Monte Carlo analysis. */
export interface MonteCarloJob {
  p: Prepared;
  base: Model;
  plan: MonteCarloPlan;
}

/**
 * The job of an input (the JSON computeModel takes, validated the same way), or null when the input is invalid or
 * asks for no Monte Carlo analysis.
 */
export function monteCarloJob(json: unknown): MonteCarloJob | null {
  const v = checkInput(json);
  if (!v.ok) return null;
  const s = v.input.analysis?.monteCarlo;
  if (!s || s.runs === 0 || s.variables.length === 0) return null;
  const p = v.prelude?.p ?? prepare(v.input);
  return { p, base: runModel(p, BASE_SCALE, v.prelude), plan: new MonteCarloPlan(s) };
}

/** Runs [from, to) of a job as a slice to post. */
export function runSlice(job: MonteCarloJob, from: number, to: number): SliceFigures {
  return encodeSlice(from, runRange(job.p, job.base, job.plan, from, to), job.p.ic);
}

/** The analysis from a job's slices (computed anywhere), merged in run order. */
export function summariseSlices(job: MonteCarloJob, slices: readonly SliceFigures[]): MonteCarloResult {
  return summarise(job.p, job.plan, mergeSlices(job.plan.total, slices));
}
