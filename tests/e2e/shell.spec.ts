// The front-end shell in Chromium against the real server: the guard's login redirect and the signed-in layout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchContext, screenshot, signIn, watchErrors } from './harness';

let ctx: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ctx = await launchContext();
  page = ctx.pages()[0] ?? (await ctx.newPage());
  errors = watchErrors(page);
});
afterAll(async () => ctx.close());

const attr = (testId: string, name: string) => page.getByTestId(testId).getAttribute(name);

describe('shell', () => {
  it('sends an anonymous visit to / to /login?redirect=%2Fdashboard', async () => {
    await page.goto('/');
    await page.waitForURL(/\/login/);
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe('/login?redirect=%2Fdashboard');
    expect(await page.title()).toBe('农林经济智能测算系统');
  });

  it('renders the layout for a signed-in user: sidebar, tags view, breadcrumb', async () => {
    await signIn(page, '/manage/detail?id=1');
    await page.getByTestId('app-layout').waitFor();
    const sidebar = page.getByTestId('sidebar');
    for (const entry of ['首页', '项目管理', '录入与测算', '报告', '账号中心', '系统管理']) {
      await expect(sidebar.getByText(entry, { exact: true }).isVisible()).resolves.toBe(true);
    }
    expect(await sidebar.boundingBox()).toMatchObject({ width: 210 });
    expect(await page.getByTestId('app-title').textContent()).toBe('农林经济智能测算系统');
    expect(await page.getByTestId('breadcrumb').innerText()).toMatch(/首页\s*\/\s*项目管理\s*\/\s*项目详情/);
    expect(await page.getByTestId('user-name').textContent()).toBe('超级管理员');
    const tags = await page.getByTestId('tags-view').getByRole('tab').allInnerTexts();
    expect(tags.map((t) => t.trim())).toEqual(['首页', '项目管理', '录入与测算', '报告', '项目详情']);
    expect(await page.evaluate(() => sessionStorage.getItem('showMan'))).toBe('true');
    await screenshot(page, 'shell-detail');
  });

  it('closes other tags from the right-click menu, keeping the affixed ones', async () => {
    await page.getByTestId('sidebar').getByText('账号中心', { exact: true }).click();
    await page.waitForURL(/\/user$/);
    await page.getByTestId('tags-view').getByText('首页', { exact: true }).click({ button: 'right' });
    await page.getByTestId('tags-context-menu').getByText('关闭其他').click();
    await page.waitForURL(/\/dashboard$/);
    const tags = await page.getByTestId('tags-view').getByRole('tab').allInnerTexts();
    expect(tags.map((t) => t.trim())).toEqual(['首页', '项目管理', '录入与测算', '报告']);
  });

  it('opens the settings drawer and keeps a change after a reload', async () => {
    await page.getByTestId('settings-button').click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('系统布局配置', { exact: true }).waitFor();
    await drawer.getByRole('switch', { name: '固定顶栏' }).check();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await attr('app-layout', 'data-fixed-header')).toBe('true');
    await page.reload();
    await page.getByTestId('app-layout').waitFor();
    expect(await attr('app-layout', 'data-fixed-header')).toBe('true');
  });

  it('switches the component size and remembers it', async () => {
    await page.getByTestId('size-select').click();
    await page.getByRole('menuitem', { name: '小型' }).click();
    expect(await page.evaluate(() => localStorage.getItem('size'))).toBe('"small"');
    await page.getByTestId('size-select').click();
    await expect(page.getByRole('menuitem', { name: '小型' }).isDisabled()).resolves.toBe(true);
    await page.keyboard.press('Escape');
  });

  it('collapses the sidebar with the hamburger and keeps the state in the sidebarStatus cookie', async () => {
    await page.getByTestId('hamburger').click();
    expect(await attr('app-layout', 'data-sidebar')).toBe('closed');
    const cookie = (await ctx.cookies()).find((c) => c.name === 'sidebarStatus');
    expect(cookie?.value).toBe('0');
    await page.waitForTimeout(400);
    expect((await page.getByTestId('sidebar').boundingBox())?.width).toBe(54);
    await page.getByTestId('hamburger').click();
    expect((await ctx.cookies()).find((c) => c.name === 'sidebarStatus')?.value).toBe('1');
  });

  it('closes the sidebar below 992 px', async () => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.waitForTimeout(200);
    expect(await attr('app-layout', 'data-device')).toBe('mobile');
    expect(await attr('app-layout', 'data-sidebar')).toBe('closed');
    await screenshot(page, 'shell-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('logs out from the avatar menu to the login page with the redirect', async () => {
    await page.getByTestId('avatar-menu').click();
    await page.getByText('切换团队').waitFor();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForURL(/\/login\?redirect=/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  it('raised no uncaught errors', () => {
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });
});
