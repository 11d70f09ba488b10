// Projects in Chromium against the real server: create a project with a location, sub-projects of every type,
// a version copied from the first, both versions in /report with their status, then delete one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchContext, screenshot, signIn, watchErrors } from './harness';

let ctx: BrowserContext;
let page: Page;
let errors: string[];
const NAME = `E2E油茶基地${Date.now().toString(36)}`;

beforeAll(async () => {
  ctx = await launchContext();
  page = ctx.pages()[0] ?? (await ctx.newPage());
  errors = watchErrors(page);
});
afterAll(async () => {
  if (errors.length) console.log('browser errors:', errors);
  await ctx.close();
});

async function pick(placeholder: string, option: string, scope = page.getByRole('dialog')) {
  await scope.getByPlaceholder(placeholder, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function projectRow() {
  return page.locator('[data-testid^="project-row-"]', { hasText: NAME });
}

describe('projects', () => {
  it('creates a project with a location', async () => {
    await signIn(page, '/manage');
    await page.getByRole('button', { name: '创建项目' }).click();
    const dialog = page.getByRole('dialog', { name: '创建项目' });
    await dialog.getByLabel('项目名称').fill(NAME);
    await pick('省', '浙江省');
    await pick('市', '杭州市');
    await pick('区/县', '淳安县');
    await dialog.getByLabel('建设期（年）').fill('2');
    await dialog.getByLabel('运营期（年）').fill('10');
    await dialog.getByLabel('项目版本号').fill('初版');
    await dialog.getByRole('button', { name: '确定' }).click();
    await projectRow().waitFor();
    const text = await projectRow().innerText();
    expect(text).toContain('浙江省/杭州市/淳安县');
    expect(text).toContain('林业项目');
  });

  it('creates sub-projects of each type in one dialog with 保存并继续', async () => {
    await projectRow().getByText('创建子项').click();
    const dialog = page.getByRole('dialog', { name: '创建子项目' });
    for (const [name, type] of [
      ['一号苗圃', '苗圃'],
      ['加工厂房', '厂房'],
      ['道路与管护', '支撑体系建设'],
    ] as const) {
      await dialog.getByLabel('子项目名称').fill(name);
      await pick('请选择子项目类型', type, dialog);
      await dialog.getByRole('button', { name: '保存并继续' }).click();
      await expect.poll(() => dialog.getByLabel('子项目名称').inputValue()).toBe('');
    }
    await dialog.getByLabel('子项目名称').fill('油茶林');
    await pick('请选择子项目类型', '种植', dialog);
    await dialog.getByRole('button', { name: '下一步' }).click();
    const trees = dialog.getByPlaceholder('输入树种后回车');
    await trees.fill('油茶');
    await trees.press('Enter');
    await trees.fill('杉木');
    await trees.press('Enter');
    await pick('请选择建设类型', '集约林栽培', dialog);
    await pick('请选择培育目标', '珍贵树种用材林', dialog);
    await dialog.getByRole('button', { name: '保存', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    await projectRow().getByText('详情').click();
    await page.waitForURL(/\/manage\/detail\?id=\d+/);
    await page.getByRole('tab', { name: '子项目' }).click();
    for (const [type, name] of [
      [0, '油茶林'],
      [1, '一号苗圃'],
      [2, '加工厂房'],
      [3, '道路与管护'],
    ] as const) {
      await expect(page.getByTestId(`sub-group-${type}`).innerText()).resolves.toContain(name);
    }
    expect(await page.getByTestId('sub-group-0').innerText()).toContain('油茶,杉木');
    await screenshot(page, 'projects-sub-projects');
  });

  it('creates a version copied from the first', async () => {
    await page.getByRole('tab', { name: '项目版本' }).click();
    await page.getByRole('button', { name: '创建版本' }).click();
    const dialog = page.getByRole('dialog', { name: '创建版本' });
    await dialog.getByLabel('版本号').fill('副本');
    await pick('不复制（空白版本）', '初版', dialog);
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.locator('[data-testid^="version-row-"]').count()).toBe(2);
  });

  it('shows both versions in /report with their status, and deletes one', async () => {
    await page.goto('/report');
    await page.getByLabel('项目名称').fill(NAME);
    await page.getByRole('button', { name: '搜索' }).click();
    const rows = page.locator('[data-testid^="report-row-"]');
    await expect.poll(() => rows.count()).toBe(2);
    const texts = await rows.allInnerTexts();
    expect(texts.some((t) => t.includes('副本') && t.includes('未生成'))).toBe(true);
    expect(texts.some((t) => t.includes('初版') && t.includes('未生成'))).toBe(true);
    await rows.first().getByText('详情').click();
    await page.getByText('完成计算后才可以查看详情').waitFor();
    await screenshot(page, 'projects-report');

    await page.goto('/manage');
    await projectRow().getByText('详情').click();
    await page.waitForURL(/\/manage\/detail/);
    const copy = page.locator('[data-testid^="version-row-"]', { hasText: '副本' });
    await copy.getByText('删除').click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.locator('[data-testid^="version-row-"]').count()).toBe(1);

    await page.goto('/report');
    await page.getByLabel('项目名称').fill(NAME);
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => page.locator('[data-testid^="report-row-"]').count()).toBe(1);
    expect(errors).toEqual([]);
  });
  it('shows the dashboard greeting, lunar date and counters, and links the ungenerated count to /report', async () => {
    await page.goto('/dashboard');
    await page.getByTestId('today').waitFor();
    expect(await page.getByTestId('today').innerText()).toMatch(
      /今天是 \d{4}年\d{1,2}月\d{1,2}日 星期.，农历.+月.+/,
    );
    expect(
      await page
        .getByText(/超级管理员/)
        .first()
        .isVisible(),
    ).toBe(true);
    // the counters land on the server's values after their 2.2–3.2 s animation
    await expect
      .poll(async () => Number(await page.getByTestId('count_project').locator('[data-value]').innerText()), {
        timeout: 8000,
      })
      .toBeGreaterThanOrEqual(1);
    const counter = page.getByTestId('count_version').locator('[data-value]');
    const target = await counter.getAttribute('data-value');
    expect(Number(target)).toBeGreaterThanOrEqual(2);
    await expect.poll(() => counter.innerText(), { timeout: 8000 }).toBe(target);
    await screenshot(page, 'projects-dashboard');
    await page.getByTestId('ungenerated').click();
    await page.waitForURL(/\/report$/);
    expect(errors).toEqual([]);
  });
});
