// The risk analysis of ModelInput.analysis (issue 18) on a computed base case: its tables and messages.
import type { Model } from '../core';
import type { CoreIndicators } from '../indicators';
import type { Message, ModelInput, Table, TableId } from '../model-io-types';
import type { Prepared } from '../prep';
import type { Axis } from '../tables/builder';
import { MonteCarloPlan, computeMonteCarlo, summarise } from './monte-carlo';
import { mergeSlices, type SliceFigures } from './slices';
import { reviewMessages, runReview } from './review';
import { computeScenarios } from './scenarios';
import { reviewTable, riskTable, scenariosTable, twoFactorTable } from './tables';
import { computeTwoFactor } from './two-factor';

export {
  MonteCarloPlan,
  MonteCarloRunner,
  computeMonteCarlo,
  monteCarloRunner,
  runRange,
  summarise,
  type MonteCarloResult,
  type RunFigures,
} from './monte-carlo';
export {
  encodeSlice,
  decodeSlice,
  mergeSlices,
  monteCarloJob,
  plannedRuns,
  runSlice,
  splitRuns,
  summariseSlices,
  type MonteCarloJob,
  type SliceFigures,
} from './slices';
export { DEFAULT_SCENARIOS } from './scenarios';
export { DEFAULT_TWO_FACTOR_STEPS } from './two-factor';
export { CHECKS as REVIEW_CHECKS, runReview, type Finding } from './review';

export interface RiskOutput {
  /** builders of the tables the settings ask for (built only when wanted) */
  tables: [TableId, () => Table][];
  messages: Message[];
}

/**
 * `withRuns` false (the live entry screen): only the review, which needs no re-run; the two-factor grid, the
 * scenarios and the Monte Carlo runs are left to the submit (and the worker's separate Monte Carlo pass).
 */
export function computeRisk(
  input: ModelInput,
  p: Prepared,
  m: Model,
  ind: CoreIndicators,
  ax: Axis,
  withRuns: boolean,
  /** the Monte Carlo runs computed on other threads (merged in run order), instead of running them here */
  slices?: readonly SliceFigures[],
): RiskOutput {
  const a = input.analysis;
  if (!a) return { tables: [], messages: [] };
  const tables: [TableId, () => Table][] = [];
  let messages: Message[] = [];
  const tf = a.twoFactor;
  if (withRuns && tf && tf.factors.length === 2) {
    const s = { ...tf, factors: tf.factors };
    tables.push(['sensitivity2', () => twoFactorTable(ax, computeTwoFactor(p, m, s))]);
  }
  if (withRuns && a.scenarios && a.scenarios.length > 0) {
    const list = a.scenarios;
    tables.push(['scenarios', () => scenariosTable(ax, computeScenarios(p, m, list))]);
  }
  if (withRuns && a.monteCarlo && a.monteCarlo.runs !== 0 && a.monteCarlo.variables.length > 0) {
    const s = a.monteCarlo;
    const mc = () => {
      if (!slices) return computeMonteCarlo(p, m, s);
      const plan = new MonteCarloPlan(s);
      return summarise(p, plan, mergeSlices(plan.total, slices));
    };
    tables.push(['risk', () => riskTable(ax, mc())]);
  }
  if (a.review !== false) {
    const findings = runReview(input, m, ind);
    messages = reviewMessages(findings);
    tables.push(['review', () => reviewTable(ax, findings)]);
  }
  return { tables, messages };
}
