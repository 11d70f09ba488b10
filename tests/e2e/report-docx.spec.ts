// 下载评价报告（Word） in Chromium: from the result view and from /report, the .docx of the demo's completed version.
import { execFileSync } from 'node:child_process';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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
let completedId: number;

/** The server builds the document (tables, figures) before answering: a few seconds, more on a busy machine. */
const DOWNLOAD_WAIT = 90_000;

const NAME = /^1000亩茶园建设项目（演示）_算例版本（已计算）_经济评价_\d{8}\.docx$/;

beforeAll(async () => {
  ctx = await launchContext();
  page = ctx.pages()[0] ?? (await ctx.newPage());
  errors = watchErrors(page);
  const token = (await apiLogin()).access_token;
  completedId = (await completedDemoVersion(token)).id;
});
afterAll(async () => ctx.close());

/** The text of word/document.xml of a downloaded file. */
function docxText(file: string): string {
  return execFileSync('unzip', ['-p', file, 'word/document.xml'], { maxBuffer: 64 << 20 })
    .toString('utf8')
    .replace(/<[^>]+>/g, '');
}

describe('Word report download', () => {
  it('offers it on the result view beside 下载全部报表', async () => {
    await signIn(page, '/report');
    await (await row()).getByText('详情').click();
    await page.waitForURL(/\/report\/page/);
    // Wait for the result view itself: until it renders, the list's links of the same name are still on screen.
    await page.getByTestId('result-table').waitFor();
    const button = page.getByRole('button', { name: '下载评价报告（Word）' }).filter({ visible: true });
    await button.waitFor();
    await screenshot(page, 'results-word-button');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: DOWNLOAD_WAIT }),
      button.click(),
    ]);
    expect(download.suggestedFilename()).toMatch(NAME);
  }, 120_000);

  it('offers 下载评价报告（Word） on /report for a completed version and saves the chapter', async () => {
    await page.goto('/report');
    const listed = await row();
    await listed.getByText('下载评价报告（Word）').waitFor();
    await screenshot(page, 'report-list-word');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: DOWNLOAD_WAIT }),
      listed.getByText('下载评价报告（Word）').click(),
    ]);
    expect(errors).toEqual([]);
    expect(download.suggestedFilename()).toMatch(NAME);
    const text = docxText((await download.path())!);
    expect(text).toContain('项目投资财务内部收益率（所得税后）为22.03%，大于基准收益率8%，项目在财务上可行');
  }, 120_000);
});

function row() {
  return reportRow(page, completedId, COMPLETED_DEMO);
}
