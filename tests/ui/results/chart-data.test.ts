import { describe, expect, it } from 'vitest';
import {
  cashFlowProfile,
  criticalBars,
  plotNumber,
  sensitivitySpider,
} from '../../../src/features/results/chart-data';
import { output, resultData } from './fixture';

describe('chart series from the computed tables', () => {
  it('plots 项目投资现金流量 by year with the static payback points (finance-model §5.14)', () => {
    const p = cashFlowProfile(output);
    expect(p?.points).toHaveLength(12);
    const row3 = output.tables.projectCash?.rows.find((r) => r.no === '3');
    expect(p?.points[0]?.netPre).toBe(plotNumber(row3?.values[0]));
    expect(p?.points[11]?.cumPost).toBe(
      plotNumber(output.tables.projectCash?.rows.find((r) => r.no === '7')?.values[11]),
    );
    expect(p?.paybackPre).toBe(6.17);
    expect(p?.paybackPost).toBe(6.25);
  });

  it('draws FIRR against the change rate per factor, sharing the base case at 0 %', () => {
    const s = sensitivitySpider(output, resultData().benchmark);
    expect(s?.series.map((x) => x.label)).toEqual(['建设投资', '营业收入(价格)', '经营成本']);
    expect(s?.rows.map((r) => r.changePct)).toEqual([-20, -10, 0, 10, 20]);
    const zero = s?.rows.find((r) => r.changePct === 0);
    expect([zero?.f1, zero?.f2, zero?.f3]).toEqual([22.03, 22.03, 22.03]);
    expect(s?.rows.find((r) => r.changePct === -20)?.f2).toBe(10.94);
    expect(s?.benchmark).toBe(8);
    expect(s?.indicatorLabel).toBe('项目投资财务内部收益率(所得税后)(%)');
  });

  it('falls back to the ic printed in the cash-flow table when inputs are not at hand', () => {
    expect(sensitivitySpider(output, null)?.benchmark).toBe(8);
  });

  it('gives one critical-point bar per factor with its critical value', () => {
    const bars = criticalBars(output);
    expect(bars.map((b) => [b.factor, b.criticalPct])).toEqual([
      ['建设投资', 156.39],
      ['营业收入(价格)', -24.17],
      ['经营成本', 39.79],
    ]);
    expect(plotNumber(bars[0]?.criticalValue)).toBe(710.72);
  });
});
