// The 风险分析 tab (issue 18) in Chromium: a copy of the demo's completed version with the two-factor grid and 300
// Monte Carlo runs switched on in tab 0's 风险分析设置, submitted, opened from /report.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, api, launchContext, reportRow, screenshot, signIn, watchErrors } from './harness';
import { versionWithRiskSettings } from './risk-setup';

let ctx: BrowserContext;
let page: Page;
let errors: string[];
let versionId: number;

beforeAll(async () => {
  ctx = await launchContext();
  page = ctx.pages()[0] ?? (await ctx.newPage());
  errors = watchErrors(page);
  const token = (await apiLogin()).access_token;
  ({ versionId } = await versionWithRiskSettings(token, '风险分析版本'));
  const submitted = await api(`/v1/project_compute/submit/${versionId}`, token, { method: 'POST' });
  expect(submitted.body.message).toBe('success');
});
afterAll(async () => ctx.close());

describe('风险分析 tab', () => {
  it('shows the heat table with the 临界线 and P(FIRR ≥ ic) in words', async () => {
    await signIn(page, '/report');
    await (await reportRow(page, versionId, '风险分析版本')).getByText('详情').click();
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
