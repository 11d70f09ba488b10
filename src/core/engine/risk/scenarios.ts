// Scenario comparison (issue 18 §2): the whole model — balance sheet and break-even included — under several sets of
// factor changes at once, each giving the summary's main indicators. Steps a scenario leaves untouched are shared
// with the base run (runLight's reuse).
import { modelIndicators, runModel, type Model } from '../core';
import { minNonNull, type CoreIndicators } from '../indicators';
import type { FactorChanges, ScenarioSettings, SensitivityFactor } from '../model-io-types';
import type { Prepared } from '../prep';
import type { Decimal } from '../num';
import { CENT, HUNDRED, dec } from '../num';
import { scaleOf } from './two-factor';

/** The defaults the templates offer (editable): ±10 % on investment, price and operating cost. */
export const DEFAULT_SCENARIOS: ScenarioSettings[] = [
  { name: '乐观', changes: { capex: '-10', revenue: '10', opCost: '-10' } },
  { name: '基准', changes: {} },
  { name: '悲观', changes: { capex: '10', revenue: '-10', opCost: '10' } },
];

export const SCENARIO_INDICATORS = [
  ['firrPre', '项目投资财务内部收益率(所得税前)', '%'],
  ['firrPost', '项目投资财务内部收益率(所得税后)', '%'],
  ['fnpvPre', '项目投资财务净现值(所得税前)', '万元'],
  ['fnpvPost', '项目投资财务净现值(所得税后)', '万元'],
  ['firrEquity', '资本金财务内部收益率', '%'],
  ['paybackPre', '静态投资回收期(所得税前)', '年'],
  ['paybackPost', '静态投资回收期(所得税后)', '年'],
  ['dynPaybackPost', '动态投资回收期(所得税后)', '年'],
  ['roi', '总投资收益率(ROI)', '%'],
  ['roe', '资本金净利润率(ROE)', '%'],
  ['icrMin', '最小利息备付率', ''],
  ['dscrMin', '最小偿债备付率', ''],
  ['bep', '盈亏平衡点(生产能力利用率)', '%'],
] as const;
export type ScenarioIndicator = (typeof SCENARIO_INDICATORS)[number][0];

export interface ScenarioResult {
  name: string;
  changes: Record<SensitivityFactor, Decimal>;
  values: Record<ScenarioIndicator, Decimal | null>;
}

const FACTORS: SensitivityFactor[] = ['capex', 'revenue', 'opCost', 'quantity'];

const firr = (r: CoreIndicators['firrPre']) => (r.status === 'ok' && r.value ? r.value.times(HUNDRED) : null);

/** The main indicators of one model run, as the summary table shows them. */
export function mainIndicators(m: Model, ind: CoreIndicators): Record<ScenarioIndicator, Decimal | null> {
  return {
    firrPre: firr(ind.firrPre),
    firrPost: firr(ind.firrPost),
    fnpvPre: ind.fnpvPre,
    fnpvPost: ind.fnpvPost,
    firrEquity: firr(ind.firrEquity),
    paybackPre: ind.paybackPre.value,
    paybackPost: ind.paybackPost.value,
    dynPaybackPost: ind.dynPaybackPost.value,
    roi: ind.roi,
    roe: ind.roe,
    icrMin: minNonNull(ind.icr),
    dscrMin: minNonNull(ind.dscr),
    bep: m.be.pct[m.be.tStar] ?? null,
  };
}

export function changeFractions(c: FactorChanges): Partial<Record<SensitivityFactor, Decimal>> {
  const out: Partial<Record<SensitivityFactor, Decimal>> = {};
  for (const f of FACTORS) if (c[f] !== undefined) out[f] = dec(c[f]).times(CENT);
  return out;
}

export function computeScenarios(p: Prepared, base: Model, list: ScenarioSettings[]): ScenarioResult[] {
  return list.map((s) => {
    const m = runModel(p, scaleOf(changeFractions(s.changes)), base);
    const changes = Object.fromEntries(FACTORS.map((f) => [f, dec(s.changes[f] ?? '0')])) as Record<
      SensitivityFactor,
      Decimal
    >;
    return { name: s.name, changes, values: mainIndicators(m, modelIndicators(m)) };
  });
}
