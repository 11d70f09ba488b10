// The result view of a completed version in Chromium: tables with merged headers, charts, the workbook download, comparison.
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  apiLogin,
  COMPLETED_DEMO,
  completedDemoVersion,
  launchContext,
  reportRow,
  screenshot,
  signIn,
  watchErrors,
} from './harness';

let ctx: BrowserContext;
let page: Page;
let errors: string[];
let token: string;
let completedId: number;
let projectId: number;

beforeAll(async () => {
  ctx = await launchContext();
  page = ctx.pages()[0] ?? (await ctx.newPage());
  errors = watchErrors(page);
  token = (await apiLogin()).access_token;
  ({ id: completedId, projectId } = await completedDemoVersion(token));
});
afterAll(async () => ctx.close());

describe('result view', () => {
  it('opens a completed version from /report with the table list, summary first', async () => {
    await signIn(page, '/report');
    await (await reportRow(page, completedId, COMPLETED_DEMO)).getByText('详情').click();
    await page.waitForURL(/\/report\/page/);
    const list = page.getByLabel('报表列表');
    await list.getByText('主要经济指标一览表').first().waitFor();
    await page.getByTestId('result-table').getByText('项目投资财务内部收益率(所得税后)').first().waitFor();
    await screenshot(page, 'results-summary');
  });

  it('downloads the 审计版 beside 下载全部报表: statements as formulas, 说明 second', async () => {
    const button = page.getByRole('button', { name: '下载审计版（含公式）' });
    await button.waitFor();
    await screenshot(page, 'results-audit-button');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/_审计版_\d{8}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    expect(wb.worksheets.slice(0, 2).map((w) => w.name)).toEqual(['测算结果汇总', '说明']);
    const profit = wb.worksheets.find((w) => w.getCell(1, 1).value === '利润与利润分配表')!;
    expect(profit.getCell(5, 4).type).toBe(ExcelJS.ValueType.Formula);
  });

  it('switches to the investment estimate and shows its merged header group', async () => {
    await page.getByLabel('报表列表').getByText('项目投资估算表').first().click();
    const header = page.getByTestId('result-table').locator('.ag-header-group-cell', { hasText: '估算价值' });
    await header.first().waitFor();
    const box = await header.first().boundingBox();
    const leaf = await page
      .getByTestId('result-table')
      .locator('.ag-header-cell', { hasText: '合计' })
      .first()
      .boundingBox();
    // The group spans several leaf columns, so it is wider than one of them.
    expect(box!.width).toBeGreaterThan(leaf!.width * 2);
    await screenshot(page, 'results-invest');
  });

  it('draws the cash-flow and sensitivity charts', async () => {
    await page.getByRole('tab', { name: '图表分析' }).click();
    await page.locator('.recharts-surface').first().waitFor();
    expect(await page.locator('.recharts-surface').count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'results-charts');
  });

  it('compares two completed versions side by side', async () => {
    const copy = await api<{ id: number }>(`/v1/forestry_project/create_version/${projectId}`, token, {
      method: 'POST',
      body: JSON.stringify({ version: '对比版本', copy_from: completedId }),
    });
    const copyId = copy.body.data.id;
    await api(`/v1/project_compute/generate_templates/${copyId}`, token);
    const submitted = await api(`/v1/project_compute/submit/${copyId}`, token, { method: 'POST' });
    expect(submitted.body.message).toBe('success');
    await page.reload();
    await page.getByRole('tab', { name: '版本对比' }).click();
    await page.getByLabel('对比版本').first().click();
    await page.getByRole('option', { name: '对比版本' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '开始对比' }).click();
    await page.getByText('项目投资财务内部收益率').first().waitFor();
    await screenshot(page, 'results-compare');
  });

  it('downloads the workbook from /report with the project and version in its name', async () => {
    await page.goto('/report');
    const row = await reportRow(page, completedId, COMPLETED_DEMO);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByText('下载', { exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^1000亩茶园建设项目（演示）_算例版本（已计算）_\d{8}\.xlsx$/,
    );
    const file = await download.path();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync(file!) as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.name).toBe('测算结果汇总');
    expect(errors).toEqual([]);
  });
});
