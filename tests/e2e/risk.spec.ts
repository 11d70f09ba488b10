// The 风险分析 tab (issue 18) in Chromium: a copy of the demo's completed version with the two-factor grid and 300
// Monte Carlo runs switched on in tab 0's 风险分析设置, submitted, opened from /report.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { registry } from '../../schemas';
import type { ModelInput } from '../../src/core/engine';
import { modelInputToStoredValues } from '../../src/core/template/from-model-input';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin, launchContext, screenshot, signIn, watchErrors } from './harness';

let ctx: BrowserContext;
let page: Page;
let errors: string[];
let versionId: number;

/** The cells of tab 0's three analysis tables for settings a user would key (derived through the templates). */
const input = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../fixtures/tea-garden.input.json'), 'utf8'),
) as ModelInput;
input.analysis = {
  twoFactor: {
    indicator: 'firrPost',
    factors: ['capex', 'revenue'],
    stepsPct: ['-30', '-20', '-10', '0', '10'],
  },
  scenarios: [
    { name: '乐观', changes: { capex: '-10', revenue: '10', opCost: '-10', quantity: '0' } },
    { name: '基准', changes: { capex: '0', revenue: '0', opCost: '0', quantity: '0' } },
    { name: '悲观', changes: { capex: '10', revenue: '-10', opCost: '10', quantity: '0' } },
  ],
  monteCarlo: {
    runs: 300,
    seed: 20261126,
    variables: [
      { factor: 'revenue', dist: { kind: 'triangular', min: '-40', mode: '-10', max: '10' } },
      { factor: 'capex', dist: { kind: 'normal', meanPct: '0', sdPct: '10' } },
    ],
  },
};
const analysisCells = (table: string) =>
  Object.entries(modelInputToStoredValues(registry, input).stored[`tab0/-/${table}`]!.cells).map(
    ([cell_id, content]) => ({ cell_id, content }),
  );

beforeAll(async () => {
  ctx = await launchContext();
  page = ctx.pages()[0] ?? (await ctx.newPage());
  errors = watchErrors(page);
  const token = (await apiLogin()).access_token;
  const reports = await api<{
    reports: { id: number; version: string; status: string; project_id: number }[];
  }>('/v1/project_compute/reports/list?page=1&limit=50', token);
  const done = reports.body.data.reports.find(
    (r) => r.status === 'VersionStatus.COMPLETED' && r.version === '算例版本（已计算）',
  )!;
  const copy = await api<{ id: number }>(`/v1/forestry_project/create_version/${done.project_id}`, token, {
    method: 'POST',
    body: JSON.stringify({ version: '风险分析版本', copy_from: done.id }),
  });
  versionId = copy.body.data.id;
  await api(`/v1/project_compute/generate_templates/${versionId}`, token);
  const data = await api<{ stored: Record<string, { revision: number }> }>(
    `/v1/project_compute/version_data/${versionId}`,
    token,
  );
  const saved = await api(`/v1/project_compute/update_table`, token, {
    method: 'POST',
    body: JSON.stringify({
      version_id: versionId,
      template_id: 'tab0',
      tables: ['analysis', 'scenarios', 'mcVariables'].map((table_id) => ({
        table_id,
        sub_project_id: null,
        revision: data.body.data.stored[`tab0/-/${table_id}`]?.revision ?? 0,
        cells: analysisCells(table_id),
      })),
    }),
  });
  expect(saved.body.message).toBe('success');
  const submitted = await api(`/v1/project_compute/submit/${versionId}`, token, { method: 'POST' });
  expect(submitted.body.message).toBe('success');
});
afterAll(async () => ctx.close());

describe('风险分析 tab', () => {
  it('shows the heat table with the 临界线 and P(FIRR ≥ ic) in words', async () => {
    await signIn(page, '/report');
    await page.getByTestId(`report-row-${versionId}`).getByText('详情').click();
    await page.waitForURL(/\/report\/page/);
    await page.getByRole('tab', { name: '风险分析' }).click();
    const heat = page.getByTestId('two-factor-heat');
    await heat.waitFor();
    // revenue −30 % is below ic in every row, −20 % in none: the 临界线 runs between those columns
    expect(await heat.locator('td.risk-below').count()).toBe(5);
    expect(await heat.locator('td.risk-critical-left').count()).toBe(5);
    await page.getByTestId('scenarios').getByText('悲观').waitFor();
    const sentence = await page.getByTestId('probability-sentence').textContent();
    expect(sentence).toMatch(/^在300次模拟中，项目投资财务内部收益率\(所得税后\)不低于基准收益率8%的概率为/);
    await page.locator('[data-testid="monte-carlo"] .recharts-surface').first().waitFor();
    await screenshot(page, 'results-risk');
    expect(errors).toEqual([]);
  });
});
