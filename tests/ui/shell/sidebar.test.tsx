// @vitest-environment jsdom
// Sidebar state: the sidebarStatus cookie (1 open, 0 closed) is read on load and written by the hamburger; below 992 px it closes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { getCookie } from '../../../src/state/cookies';
import { readSession, sessionAtom } from '../../../src/state/session';
import { buildMenu } from '../../../src/components/layout/sidebar-menu';
import type { RouteGroup } from '../../../src/components/layout/route-types';
import { clearBrowserState, renderLayout } from './render-app';

const slow = { timeout: 8000 };

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

beforeEach(() => {
  clearBrowserState();
  setWidth(1280);
});
afterEach(cleanup);

const layout = () => screen.getByTestId('app-layout');

describe('sidebar state', () => {
  it('is open by default and the hamburger writes 0 then 1 to the sidebarStatus cookie', async () => {
    renderLayout('/dashboard');
    await screen.findByTestId('app-layout', {}, slow);
    expect(layout()).toHaveAttribute('data-sidebar', 'opened');
    fireEvent.click(screen.getByTestId('hamburger'));
    expect(layout()).toHaveAttribute('data-sidebar', 'closed');
    expect(getCookie('sidebarStatus')).toBe('0');
    fireEvent.click(screen.getByTestId('hamburger'));
    expect(layout()).toHaveAttribute('data-sidebar', 'opened');
    expect(getCookie('sidebarStatus')).toBe('1');
  });

  it('starts closed when the cookie says 0 (a reload keeps the state)', async () => {
    document.cookie = 'sidebarStatus=0; path=/';
    renderLayout('/dashboard');
    await screen.findByTestId('app-layout', {}, slow);
    expect(layout()).toHaveAttribute('data-sidebar', 'closed');
    expect(layout()).toHaveAttribute('data-device', 'desktop');
  });

  it('closes automatically and counts as mobile below 992 px', async () => {
    renderLayout('/dashboard');
    await screen.findByTestId('app-layout', {}, slow);
    expect(layout()).toHaveAttribute('data-sidebar', 'opened');
    act(() => {
      setWidth(991);
      window.dispatchEvent(new Event('resize'));
    });
    expect(layout()).toHaveAttribute('data-device', 'mobile');
    expect(layout()).toHaveAttribute('data-sidebar', 'closed');
    expect(getCookie('sidebarStatus')).toBe('0');
    // On a phone the opened sidebar is an overlay that a tap beside it closes.
    fireEvent.click(screen.getByTestId('hamburger'));
    expect(layout()).toHaveAttribute('data-sidebar', 'opened');
    fireEvent.click(screen.getByTestId('sidebar-backdrop'));
    expect(layout()).toHaveAttribute('data-sidebar', 'closed');
  });

  it('at exactly 992 px stays a desktop with the sidebar open', async () => {
    setWidth(992);
    renderLayout('/dashboard');
    await screen.findByTestId('app-layout', {}, slow);
    expect(layout()).toHaveAttribute('data-device', 'desktop');
    expect(layout()).toHaveAttribute('data-sidebar', 'opened');
  });

  it('lists the six entries, hides 系统管理 without showMan and highlights the parent of a hidden page', async () => {
    renderLayout('/manage/detail?id=1');
    const sidebar = await screen.findByTestId('sidebar', {}, slow);
    const links = within(sidebar)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['首页', '/dashboard'],
      ['项目管理', '/manage'],
      ['录入与测算', '/caluate'],
      ['报告', '/report'],
      ['账号中心', '/user'],
    ]);
    expect(within(sidebar).getByText('项目管理').closest('a')).toHaveAttribute('data-active', 'true');
    expect(screen.getByTestId('breadcrumb')).toHaveTextContent('首页/项目管理/项目详情');
  });

  it('shows 系统管理 when session storage showMan is the text true', async () => {
    sessionStorage.setItem('showMan', 'true');
    const store = createStore();
    store.set(sessionAtom, readSession());
    renderLayout('/dashboard', store);
    const sidebar = await screen.findByTestId('sidebar', {}, slow);
    expect(within(sidebar).getByText('系统管理').closest('a')).toHaveAttribute('href', '/system');
  });
});

describe('menu building', () => {
  const Page = (() => null) as never;
  const groups: RouteGroup[] = [
    {
      path: '/a',
      children: [
        { path: '/a', title: 'A', component: Page },
        { path: '/a/x', title: 'AX', hidden: true, component: Page },
      ],
    },
    {
      path: '/b',
      title: 'B 组',
      children: [
        { path: '/b/1', title: 'B1', component: Page },
        { path: '/b/2', title: 'B2', component: Page },
      ],
    },
    { path: '/doc', children: [{ path: 'https://example.com/doc', title: '帮助' }] },
    { path: '/s', requiresShowMan: true, children: [{ path: '/s', title: 'S', component: Page }] },
    { path: '/h', hidden: true, children: [{ path: '/h', title: 'H', component: Page }] },
  ];

  it('collapses one visible child into one link, keeps groups of several, marks external links, filters by showMan', () => {
    expect(buildMenu(groups, { showMan: false })).toEqual([
      { kind: 'link', path: '/a', title: 'A', external: false },
      {
        kind: 'submenu',
        key: '/b',
        title: 'B 组',
        children: [
          { kind: 'link', path: '/b/1', title: 'B1', external: false },
          { kind: 'link', path: '/b/2', title: 'B2', external: false },
        ],
      },
      { kind: 'link', path: 'https://example.com/doc', title: '帮助', external: true },
    ]);
    expect(buildMenu(groups, { showMan: true }).map((i) => i.kind === 'link' && i.path)).toContain('/s');
  });
});
