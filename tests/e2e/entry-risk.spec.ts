// The entry screen with risk settings (issue 18) in Chromium: the 合理性检查 findings in 校验问题 as 警告 / 提示 open
// their cell on click, and 实时测算 shows P(FIRR ≥ ic) after the Monte Carlo pass in the worker.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, launchContext, screenshot, signIn, watchErrors } from './harness';
import { versionWithRiskSettings } from './risk-setup';

let ctx: BrowserContext;
let page: Page;
let errors: string[];
let versionId: number;
let projectId: number;

beforeAll(async () => {
  ctx = await launchContext();
  page = ctx.pages()[0] ?? (await ctx.newPage());
  errors = watchErrors(page);
  const token = (await apiLogin()).access_token;
  ({ versionId, projectId } = await versionWithRiskSettings(token, '风险录入版本'));
});
afterAll(async () => ctx.close());

describe('entry screen with risk settings', () => {
  it('runs the Monte Carlo pass after the live result and lists the review findings', async () => {
    const q = new URLSearchParams({
      id: String(versionId),
      projectid: String(projectId),
      name: '风险录入版本',
    });
    await signIn(page, `/caluate/page?${q.toString()}`);
    const risk = page.getByTestId('live-risk');
    await risk.getByText('蒙特卡洛模拟300次', { exact: false }).waitFor({ timeout: 60000 });
    expect(await risk.innerText()).toMatch(/P\(财务内部收益率 ≥ 8\.00%\)\s*\d+\.\d\d%/);
    const items = page.getByTestId('issue-item');
    await items.filter({ hasText: '利息备付率' }).first().waitFor();
    expect(await items.filter({ hasText: '警告' }).count()).toBeGreaterThanOrEqual(2);
    expect(await items.filter({ hasText: '资产负债率' }).innerText()).toContain('提示');
    await screenshot(page, 'entry-risk');
  });

  it('a click on a finding opens its tab and focuses its cell', async () => {
    await page.getByTestId('issue-item').filter({ hasText: '利息备付率' }).first().click();
    const tab = page.getByRole('tab', { name: '资金筹措' });
    await expect.poll(() => tab.getAttribute('aria-selected'), { timeout: 30000 }).toBe('true');
    await expect
      .poll(() => page.locator('.ag-cell.ag-cell-focus').first().getAttribute('col-id'), { timeout: 30000 })
      .toBe('years.c1');
    await screenshot(page, 'entry-risk-picked');
    expect(errors).toEqual([]);
  });
});
