// Monte Carlo risk analysis (issue 18 §3): runs of the model with the factors drawn from their distributions (seeded,
// optionally correlated through a Gaussian copula), summarised as percentiles, mean, standard deviation,
// probabilities and histograms of FIRR and FNPV after tax. Each run is a light run that shares every step its
// factors do not reach with the base run, as the sensitivity re-runs do.
import { irr } from '../../finance/irr';
import { npv } from '../../finance/npv';
import { postTaxFlow, runModel, type Model } from '../core';
import type { ModelInput, MonteCarloSettings, SensitivityFactor } from '../model-io-types';
import { BASE_SCALE, prepare, type Prepared } from '../prep';
import { Decimal, CENT, HUNDRED, Z, dec } from '../num';
import { SeededRandom, changeText, cholesky, drawChange } from './random';
import { scaleOf } from './two-factor';

export const DEFAULT_RUNS = 1000;
export const MAX_RUNS = 20000;
export const HISTOGRAM_BINS = 20;
export const PERCENTILES = [5, 25, 50, 75, 95] as const;

export interface Bin {
  from: Decimal;
  to: Decimal;
  count: number;
  /** share of the values in %, and the cumulative share up to `to` */
  pct: Decimal;
  cumPct: Decimal;
}

export interface Distribution1 {
  /** values counted (FIRR: the runs that have one) */
  n: number;
  percentiles: (Decimal | null)[];
  mean: Decimal | null;
  sd: Decimal | null;
  bins: Bin[];
}

export interface MonteCarloResult {
  runs: number;
  seed: number;
  firr: Distribution1;
  fnpv: Distribution1;
  /** P(FIRR ≥ ic) and P(FNPV ≥ 0) in % of all runs (a run without FIRR does not count as reaching ic) */
  pFirr: Decimal;
  pFnpv: Decimal;
  ic: Decimal;
  /** the correlations contradict each other (not positive definite): the draws were made independent */
  correlationIgnored: boolean;
}

/** One run's figures: FIRR after tax in % (null when the run has none) and FNPV after tax. */
export interface RunFigures {
  firr: Decimal | null;
  fnpv: Decimal;
}

/**
 * The draws of an analysis: run i's factor changes are the generator's stream taken in run order, 2 normal draws
 * per factor per run (Box–Muller), so a stream positioned at run `from` skips the draws of the runs before it and
 * any run range gives the draws the single-thread pass gives those runs.
 */
export class MonteCarloPlan {
  readonly total: number;
  readonly factors: SensitivityFactor[];
  readonly correlationIgnored: boolean;
  private readonly chol: number[][];

  constructor(readonly s: MonteCarloSettings) {
    this.total = Math.min(s.runs ?? DEFAULT_RUNS, MAX_RUNS);
    this.factors = s.variables.map((v) => v.factor);
    const corr = this.factors.map((a, i) =>
      this.factors.map((b, j) => {
        if (i === j) return 1;
        const c = (s.correlations ?? []).find((x) => (x.a === a && x.b === b) || (x.a === b && x.b === a));
        return c ? Number(c.rho) : 0;
      }),
    );
    const l = cholesky(corr);
    this.correlationIgnored = l === null;
    this.chol = l ?? corr.map((r, i) => r.map((_, j) => (i === j ? 1 : 0)));
  }

  /** A stream of the runs' factor changes from run `from` on. */
  stream(from = 0): () => Partial<Record<SensitivityFactor, Decimal>> {
    const rng = new SeededRandom(this.s.seed);
    for (let i = 0; i < from * this.factors.length; i++) rng.normal();
    return () => {
      const z = this.factors.map(() => rng.normal());
      const changes: Partial<Record<SensitivityFactor, Decimal>> = {};
      this.s.variables.forEach((v, i) => {
        let y = 0;
        for (let k = 0; k <= i; k++) y += this.chol[i]![k]! * z[k]!;
        changes[v.factor] = dec(changeText(drawChange(v.dist, y))).times(CENT);
      });
      return changes;
    };
  }
}

/** FIRR (in %) and FNPV after tax of one run at the given factor changes. */
function runOnce(
  p: Prepared,
  base: Model | undefined,
  changes: Partial<Record<SensitivityFactor, Decimal>>,
): RunFigures {
  const post = postTaxFlow(p, scaleOf(changes), base);
  const r = irr(post);
  return {
    firr: r.status === 'ok' && r.value ? r.value.times(HUNDRED) : null,
    fnpv: npv(p.ic, post),
  };
}

/**
 * Runs [from, to) of the plan (a slice another thread may compute: the figures equal those of the same runs in a
 * single-thread pass).
 */
export function runRange(
  p: Prepared,
  base: Model,
  plan: MonteCarloPlan,
  from: number,
  to: number,
  reuse = true,
): RunFigures[] {
  const next = plan.stream(from);
  const out: RunFigures[] = [];
  for (let i = from; i < Math.min(to, plan.total); i++)
    out.push(runOnce(p, reuse ? base : undefined, next()));
  return out;
}

/** How many runs reach ic and FNPV ≥ 0. */
export function countReaching(
  figures: readonly RunFigures[],
  ic: Decimal,
): { reachIc: number; reachZero: number } {
  const ic100 = ic.times(HUNDRED);
  let reachIc = 0;
  let reachZero = 0;
  for (const f of figures) {
    if (!f.fnpv.isNeg()) reachZero++;
    if (f.firr?.gte(ic100)) reachIc++;
  }
  return { reachIc, reachZero };
}

/** P(FIRR ≥ ic) and P(FNPV ≥ 0) in % of `n` runs, and ic in %. */
export function shares(
  reachIc: number,
  reachZero: number,
  n: number,
  ic: Decimal,
): { pFirr: Decimal; pFnpv: Decimal; ic: Decimal } {
  const share = (k: number) => (n === 0 ? Z : dec(k).times(HUNDRED).div(n));
  return { pFirr: share(reachIc), pFnpv: share(reachZero), ic: ic.times(HUNDRED) };
}

/**
 * The table's figures from every run's figures in run order (however the runs were split among threads, merged
 * back in run order first: see slices.ts).
 */
export function summarise(
  p: Prepared,
  plan: MonteCarloPlan,
  figures: readonly RunFigures[],
): MonteCarloResult {
  const { reachIc, reachZero } = countReaching(figures, p.ic);
  const { pFirr, pFnpv, ic } = shares(reachIc, reachZero, figures.length, p.ic);
  const firr: Decimal[] = [];
  for (const f of figures) if (f.firr) firr.push(f.firr);
  return {
    runs: figures.length,
    seed: plan.s.seed,
    firr: describe(firr),
    fnpv: describe(figures.map((f) => f.fnpv)),
    pFirr,
    pFnpv,
    ic,
    correlationIgnored: plan.correlationIgnored,
  };
}

/**
 * The runs one at a time, so that a caller (the browser worker) can do them in slices, report progress and stop
 * when the user types again; `result()` summarises what has been run.
 */
export class MonteCarloRunner {
  readonly total: number;
  done = 0;
  readonly plan: MonteCarloPlan;
  private readonly next: () => Partial<Record<SensitivityFactor, Decimal>>;
  readonly correlationIgnored: boolean;
  private readonly figures: RunFigures[] = [];
  private reachIc = 0;
  private reachZero = 0;

  /**
   * `reuse` false: every run is a full engine run from the input, sharing nothing with the base run (the
   * straightforward computation the tests hold the shared runs to; the figures are the same).
   */
  constructor(
    readonly p: Prepared,
    readonly base: Model,
    s: MonteCarloSettings,
    private readonly reuse = true,
  ) {
    this.plan = new MonteCarloPlan(s);
    this.total = this.plan.total;
    this.correlationIgnored = this.plan.correlationIgnored;
    this.next = this.plan.stream(0);
  }

  /** Runs up to `count` more; true when all are done. */
  runSome(count: number): boolean {
    const end = Math.min(this.total, this.done + count);
    for (; this.done < end; this.done++) {
      const f = runOnce(this.p, this.reuse ? this.base : undefined, this.next());
      this.figures.push(f);
      const c = countReaching([f], this.p.ic);
      this.reachIc += c.reachIc;
      this.reachZero += c.reachZero;
    }
    return this.done >= this.total;
  }

  /** P(FIRR ≥ ic) and P(FNPV ≥ 0) in % of the runs done so far (the live panel's figure while it runs). */
  probabilities(): { pFirr: Decimal; pFnpv: Decimal; ic: Decimal } {
    return shares(this.reachIc, this.reachZero, this.done, this.p.ic);
  }

  result(): MonteCarloResult {
    return summarise(this.p, this.plan, this.figures);
  }
}

/**
 * A runner on a valid input for the live panel (the browser worker runs it in slices after the ordinary live
 * result), or null when the input asks for no Monte Carlo analysis.
 */
export function monteCarloRunner(input: ModelInput): MonteCarloRunner | null {
  const s = input.analysis?.monteCarlo;
  if (!s || s.runs === 0 || s.variables.length === 0) return null;
  const p = prepare(input);
  return new MonteCarloRunner(p, runModel(p, BASE_SCALE), s);
}

export function computeMonteCarlo(
  p: Prepared,
  base: Model,
  s: MonteCarloSettings,
  reuse = true,
): MonteCarloResult {
  const r = new MonteCarloRunner(p, base, s, reuse);
  r.runSome(r.total);
  return r.result();
}

/** Percentile q (0–100) of sorted values, linear between the order statistics at (n − 1)·q/100. */
export function percentile(sorted: readonly Decimal[], q: number): Decimal | null {
  const n = sorted.length;
  if (n === 0) return null;
  const h = dec(n - 1)
    .times(q)
    .div(100);
  const lo = h.floor().toNumber();
  const frac = h.minus(lo);
  const a = sorted[lo]!;
  if (frac.isZero() || lo + 1 >= n) return a;
  return a.plus(sorted[lo + 1]!.minus(a).times(frac));
}

function describe(values: Decimal[]): Distribution1 {
  const n = values.length;
  const sorted = [...values].sort((a, b) => a.cmp(b));
  const percentiles = PERCENTILES.map((q) => percentile(sorted, q));
  if (n === 0) return { n, percentiles, mean: null, sd: null, bins: [] };
  // the mean as an offset from the least value: equal values give that value exactly (Σ/n would round)
  const lo = sorted[0]!;
  const mean = lo.plus(Decimal.sum(...sorted.map((v) => v.minus(lo))).div(n));
  const ss = sorted.reduce((s, x) => s.plus(x.minus(mean).pow(2)), Z);
  const sd = n > 1 ? ss.div(n - 1).sqrt() : Z;
  return { n, percentiles, mean, sd, bins: histogram(sorted) };
}

/** HISTOGRAM_BINS equal bins from the least to the largest value (one bin when all are equal). */
function histogram(sorted: readonly Decimal[]): Bin[] {
  const n = sorted.length;
  const lo = sorted[0]!;
  const hi = sorted[n - 1]!;
  const bins = lo.eq(hi) ? 1 : HISTOGRAM_BINS;
  const width = hi.minus(lo).div(bins);
  const counts = new Array<number>(bins).fill(0);
  for (const x of sorted) {
    const i = width.isZero() ? 0 : Math.min(bins - 1, x.minus(lo).div(width).floor().toNumber());
    counts[i]!++;
  }
  let cum = 0;
  return counts.map((count, i) => {
    cum += count;
    return {
      from: lo.plus(width.times(i)),
      to: i === bins - 1 ? hi : lo.plus(width.times(i + 1)),
      count,
      pct: dec(count).times(HUNDRED).div(n),
      cumPct: dec(cum).times(HUNDRED).div(n),
    };
  });
}
