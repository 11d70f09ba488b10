// Two-factor sensitivity (issue 18 §1): the indicator at every pair of steps of two factors, and the 临界线 — for
// each step of the first factor, the change of the second at which the indicator reaches its benchmark, found by
// the 临界点 search of D-14/D-54 (nearestRoot) with that row's cells as known points.
import type { Model } from '../core';
import type { SensitivityFactor, SensitivityIndicator, TwoFactorSettings } from '../model-io-types';
import { BASE_SCALE, type Prepared, type Scale } from '../prep';
import type { Decimal } from '../num';
import { CENT, ONE, Z, dec } from '../num';
import {
  criticalBase,
  criticalWidth,
  fnpvOfFlow,
  indicatorFlow,
  nearestRoot,
  valueOfFlow,
} from '../sensitivity';

export const DEFAULT_TWO_FACTOR_STEPS = ['-20', '-10', '0', '10', '20'];

const SCALE_KEY: Record<SensitivityFactor, keyof Scale> = {
  capex: 'kInv',
  revenue: 'kRev',
  opCost: 'kOc',
  quantity: 'kQty',
};

/** The scale of a run in which each listed factor changes by its fraction δ (k = 1 + δ), the others stay at 1. */
export function scaleOf(changes: Partial<Record<SensitivityFactor, Decimal>>): Scale {
  const k: Scale = { ...BASE_SCALE };
  for (const [f, d] of Object.entries(changes) as [SensitivityFactor, Decimal][])
    if (!d.isZero()) k[SCALE_KEY[f]] = ONE.plus(d);
  return k;
}

export interface TwoFactorResult {
  indicator: SensitivityIndicator;
  factors: [SensitivityFactor, SensitivityFactor];
  stepsPct: string[];
  /** cells[i][j]: the indicator at step i of factors[0] and step j of factors[1] (% or 万元), null where none */
  cells: (Decimal | null)[][];
  /** per row: the change of factors[1] in % at which the indicator reaches the benchmark, null when none */
  critical: (Decimal | null)[];
  /** the benchmark: ic (资本金: equity ic) in % for FIRR, 0 万元 for FNPV */
  benchmark: Decimal;
}

export function benchmarkOf(ind: SensitivityIndicator, p: Prepared): Decimal {
  if (ind === 'fnpvPost') return Z;
  return (ind === 'firrEquity' ? p.equityIc : p.ic).times(100);
}

export function computeTwoFactor(
  p: Prepared,
  base: Model,
  s: TwoFactorSettings & { factors: [SensitivityFactor, SensitivityFactor] },
): TwoFactorResult {
  const [fa, fb] = s.factors;
  const stepsPct = s.stepsPct ?? DEFAULT_TWO_FACTOR_STEPS;
  const deltas = stepsPct.map((x) => dec(x).times(CENT));
  const width = criticalWidth(criticalBase(fb, base, p, base.be.tStar, base.be.single));
  const cells: (Decimal | null)[][] = [];
  const critical: (Decimal | null)[] = [];
  for (const da of deltas) {
    const row: (Decimal | null)[] = [];
    const known: { x: Decimal; g: Decimal }[] = [];
    const flow = (a: Decimal, b: Decimal) =>
      indicatorFlow(s.indicator, p, scaleOf({ [fa]: a, [fb]: b }), base);
    for (const db of deltas) {
      const cf = flow(da, db);
      row.push(valueOfFlow(s.indicator, p, cf));
      known.push({ x: db, g: fnpvOfFlow(s.indicator, p, cf) });
    }
    if (!known.some((k) => k.x.isZero())) known.push({ x: Z, g: fnpvOfFlow(s.indicator, p, flow(da, Z)) });
    const search = nearestRoot((db) => fnpvOfFlow(s.indicator, p, flow(da, db)), known, width);
    cells.push(row);
    critical.push(search.root ? search.root.times(100) : null);
  }
  return {
    indicator: s.indicator,
    factors: [fa, fb],
    stepsPct,
    cells,
    critical,
    benchmark: benchmarkOf(s.indicator, p),
  };
}
