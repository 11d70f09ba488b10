// Benchmark of the finance primitives on a 60-year flow: npv (Horner) vs. pow; irr float-guided, by grid + Brent, and by bisection.
import { Decimal } from '../../src/core/money/decimal';
import { IRR_BRACKET_WIDTH, IRR_GRID, irr, irrBySearch } from '../../src/core/finance/irr';
import { npv } from '../../src/core/finance/npv';
import { dynamicPayback, staticPayback } from '../../src/core/finance/payback';
import { brentRoot } from '../../src/core/finance/root';

/** A 60-year afforestation-like flow: 3 construction years, then growing yields; full 34-digit amounts. */
function sixtyYearFlow(): Decimal[] {
  return Array.from({ length: 60 }, (_, i) => {
    if (i < 3) return new Decimal(-1000).div(i + 1).minus('0.123456789');
    return new Decimal(137).plus(new Decimal(i).times('3.7')).div(3).plus('0.000001');
  });
}

/**
 * Median CPU time (user + system, ms) of one call, over `batches` batches of `perBatch` calls after a warm-up.
 * CPU time rather than wall time: the bench machines are shared, and wall time there mostly measures the queue.
 */
function median(fn: () => unknown, batches: number, perBatch: number): number {
  for (let i = 0; i < perBatch; i++) fn();
  const times: number[] = [];
  for (let b = 0; b < batches; b++) {
    const t0 = process.cpuUsage();
    for (let i = 0; i < perBatch; i++) fn();
    const dt = process.cpuUsage(t0);
    times.push((dt.user + dt.system) / 1000 / perBatch);
  }
  times.sort((x, y) => x - y);
  return times[Math.floor(times.length / 2)] as number;
}

/** Baseline: the textbook Σ cf_t / (1+r)^t with one pow per year. */
function npvPow(rate: Decimal, cf: readonly Decimal[]): Decimal {
  return cf.reduce((acc, c, i) => acc.plus(c.div(rate.plus(1).pow(i + 1))), new Decimal(0));
}

/** Baseline: plain bisection of a bracket until it is under 1e-12 wide (the spec's reference loop). */
function bisect(f: (r: Decimal) => Decimal, lo0: Decimal, hi0: Decimal): Decimal {
  let [lo, hi] = [lo0, hi0];
  let flo = f(lo);
  while (hi.minus(lo).gte(IRR_BRACKET_WIDTH)) {
    const mid = lo.plus(hi).div(2);
    const fm = f(mid);
    if (fm.isZero()) return mid;
    if (fm.isNeg() === flo.isNeg()) [lo, flo] = [mid, fm];
    else hi = mid;
  }
  return lo.plus(hi).div(2);
}

export async function run(): Promise<Record<string, number>> {
  const cf = sixtyYearFlow();
  const ic = new Decimal('0.08');
  const result = irr(cf);
  const root = result.value;
  if (result.status !== 'ok' || root === null)
    throw new Error(`benchmark flow must have one IRR, got ${result.status}`);

  // Evaluation counts are deterministic, unlike times on a shared machine.
  const hiIndex = IRR_GRID.findIndex((g) => g.gt(root));
  const [lo, hi] = [IRR_GRID[hiIndex - 1] as Decimal, IRR_GRID[hiIndex] as Decimal];
  let count = 0;
  const counted = (r: Decimal) => {
    count++;
    return npv(r, cf);
  };
  const brent = brentRoot(counted, lo, hi, IRR_BRACKET_WIDTH);
  count = 0;
  bisect(counted, lo, hi);
  const bisectionEvaluations = count;

  const figures = {
    'npv 60y Horner (ms)': median(() => npv(ic, cf), 15, 40),
    'npv 60y pow per year (ms)': median(() => npvPow(ic, cf), 15, 10),
    'irr 60y float-guided, certified (ms)': median(() => irr(cf), 15, 4),
    'irr 60y grid + Brent + Newton (ms)': median(() => irrBySearch(cf), 15, 4),
    'irr 60y grid + bisection (ms)': median(
      () => {
        IRR_GRID.forEach((g) => npv(g, cf));
        return bisect((r) => npv(r, cf), lo, hi);
      },
      15,
      2,
    ),
    'irr grid evaluations': IRR_GRID.length,
    'Brent evaluations in the bracket': brent.evaluations,
    'bisection evaluations in the bracket': bisectionEvaluations,
    'irr two roots, 60y (ms)': median(
      () =>
        irr([
          new Decimal(-100),
          new Decimal(230),
          new Decimal(-132),
          ...cf.slice(3).map(() => new Decimal(0)),
        ]),
      15,
      4,
    ),
    'static + dynamic payback 60y (ms)': median(() => [staticPayback(cf), dynamicPayback(ic, cf)], 15, 20),
  };
  console.log(
    `finance bench (CPU time, median): FIRR ${root.times(100).toDecimalPlaces(4).toFixed()} % of a 60-year flow`,
  );
  for (const [name, value] of Object.entries(figures))
    console.log(`  ${name.padEnd(40)} ${value.toFixed(3)}`);
  return figures;
}

if (process.argv[1]?.endsWith('finance.bench.ts')) await run();
