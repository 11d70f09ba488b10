// @vitest-environment jsdom
// The 风险分析 tab (issue 18) on the worked example computed with a two-factor grid, scenarios and Monte Carlo.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { computeModel, type ModelInput } from '../../../src/core/engine';
import { RiskAnalysisPanel } from '../../../src/features/results/risk/RiskAnalysisPanel';
import { heatTable, monteCarloView } from '../../../src/features/results/risk/risk-data';

const input = JSON.parse(readFileSync('tests/fixtures/tea-garden.input.json', 'utf8')) as ModelInput;
input.analysis = {
  twoFactor: { indicator: 'firrPost', factors: ['capex', 'revenue'], stepsPct: ['-30', '-20', '0', '20'] },
  scenarios: [
    { name: '乐观', changes: { revenue: '10' } },
    { name: '悲观', changes: { revenue: '-10' } },
  ],
  monteCarlo: {
    runs: 200,
    seed: 3,
    variables: [{ factor: 'revenue', dist: { kind: 'triangular', min: '-40', mode: '-15', max: '10' } }],
  },
};
const output = computeModel(input);

afterEach(cleanup);

describe('风险分析 tab', () => {
  it('marks the cells below ic in red and draws the 临界线 where the sign changes', () => {
    const heat = heatTable(output.tables.sensitivity2)!;
    // revenue −30 % is below ic 8 % in every row (临界 revenue change ≈ −21 … −27 %), −20 % never
    expect(heat.rows.map((r) => r.cells.map((c) => c.below))).toEqual(
      heat.rows.map(() => [true, false, false, false]),
    );
    expect(heat.rows.every((r) => r.cells[1]!.criticalLeft && !r.cells[2]!.criticalLeft)).toBe(true);
    render(
      <MantineProvider>
        <RiskAnalysisPanel output={output} />
      </MantineProvider>,
    );
    const grid = screen.getByTestId('two-factor-heat');
    expect(grid.querySelectorAll('td.risk-below')).toHaveLength(4);
    expect(grid.querySelectorAll('td.risk-critical-left')).toHaveLength(4);
    expect(within(grid).getAllByTestId('critical-cell')[2]!.textContent).toBe('-24.17');
  });

  it('shows the scenarios side by side and states P(FIRR ≥ ic) in words', () => {
    render(
      <MantineProvider>
        <RiskAnalysisPanel output={output} />
      </MantineProvider>,
    );
    const sc = screen.getByTestId('scenarios');
    expect(within(sc).getByText('乐观')).toBeInTheDocument();
    expect(within(sc).getByText('悲观')).toBeInTheDocument();
    const mc = monteCarloView(output.tables.risk)!;
    const p = output.tables.risk!.rows.find((r) => r.no === '2.1')!.extra!.value!;
    expect(Number(p)).toBeGreaterThan(0);
    expect(Number(p)).toBeLessThan(100);
    expect(screen.getByTestId('probability-sentence').textContent).toBe(
      `在200次模拟中，项目投资财务内部收益率(所得税后)不低于基准收益率8%的概率为${Number(p).toFixed(2)}%，` +
        `财务净现值(所得税后)不小于0的概率为${Number(mc.pFnpv).toFixed(2)}%。`,
    );
    expect(mc.firrBars.reduce((s, b) => s + b.count, 0)).toBe(200);
    expect(mc.firrCurve.at(-1)!.cumPct).toBe(100);
    expect(mc.firrCurve[0]!.cumPct).toBe(0);
  });

  it('says where to enter the settings when a version has no analysis', () => {
    render(
      <MantineProvider>
        <RiskAnalysisPanel output={{ tables: {} }} />
      </MantineProvider>,
    );
    expect(screen.getByText('本版本没有风险分析')).toBeInTheDocument();
  });
});
