// @vitest-environment jsdom
// Tags view: affixed tags (首页, 项目管理, 录入与测算, 报告) always present; visiting adds a tag; close, close others, close all.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addView, closeAllViews, closeOtherViews, closeView } from '../../../src/state/tags-view';
import type { VisitedView } from '../../../src/state/tags-view';
import { clearBrowserState, renderLayout } from './render-app';

const slow = { timeout: 8000 };
const tagTexts = () =>
  within(screen.getByTestId('tags-view'))
    .getAllByRole('tab')
    .map((t) => t.textContent);

beforeEach(() => {
  clearBrowserState();
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1280 });
});
afterEach(cleanup);

describe('tag list operations', () => {
  const home: VisitedView = { path: '/dashboard', fullPath: '/dashboard', title: '首页', affix: true };
  const a: VisitedView = {
    path: '/manage/detail',
    fullPath: '/manage/detail?id=1',
    title: '项目详情',
    affix: false,
  };
  const b: VisitedView = { path: '/user', fullPath: '/user', title: '账号中心', affix: false };

  it('keeps one tag per pathname and updates its query', () => {
    const views = addView(addView([home], a), { ...a, fullPath: '/manage/detail?id=2' });
    expect(views).toEqual([home, { ...a, fullPath: '/manage/detail?id=2' }]);
  });

  it('never closes affixed tags', () => {
    const views = [home, a, b];
    expect(closeView(views, '/dashboard')).toEqual(views);
    expect(closeView(views, '/user')).toEqual([home, a]);
    expect(closeOtherViews(views, '/user')).toEqual([home, b]);
    expect(closeAllViews(views)).toEqual([home]);
  });
});

describe('tags view', () => {
  it('shows the affixed tags and adds the visited page', async () => {
    const { router } = renderLayout('/manage/detail?id=4');
    await screen.findByTestId('tags-view', {}, slow);
    await waitFor(
      () => expect(tagTexts()).toEqual(['首页', '项目管理', '录入与测算', '报告', '项目详情']),
      slow,
    );
    // Affixed tags have no close button; the visited one has.
    expect(screen.queryByRole('button', { name: '关闭首页' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /项目详情/ })).toHaveAttribute('aria-selected', 'true');
    await act(() => router.navigate('/user'));
    await waitFor(() => expect(tagTexts()).toContain('账号中心'));
    // A click on a tag opens it with its query.
    fireEvent.click(screen.getByRole('tab', { name: /项目详情/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=4'));
  });

  it('closing the active tag goes to the last remaining tag', async () => {
    const { router } = renderLayout('/user');
    await screen.findByTestId('tags-view', {}, slow);
    await waitFor(() => expect(tagTexts()).toContain('账号中心'), slow);
    fireEvent.click(screen.getByRole('button', { name: '关闭账号中心' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/report'));
    expect(tagTexts()).toEqual(['首页', '项目管理', '录入与测算', '报告']);
  });

  it('the right-click menu closes the others and all, keeping affixed tags', async () => {
    const { router } = renderLayout('/user');
    await screen.findByTestId('tags-view', {}, slow);
    await act(() => router.navigate('/manage/detail?id=1'));
    await waitFor(() => expect(tagTexts()).toHaveLength(6), slow);
    fireEvent.contextMenu(screen.getByRole('tab', { name: /项目详情/ }));
    fireEvent.click(within(screen.getByTestId('tags-context-menu')).getByText('关闭其他'));
    await waitFor(() => expect(tagTexts()).toEqual(['首页', '项目管理', '录入与测算', '报告', '项目详情']));
    fireEvent.contextMenu(screen.getByRole('tab', { name: /项目详情/ }));
    fireEvent.click(within(screen.getByTestId('tags-context-menu')).getByText('关闭所有'));
    await waitFor(() => expect(tagTexts()).toEqual(['首页', '项目管理', '录入与测算', '报告']));
    await waitFor(() => expect(router.state.location.pathname).toBe('/report'));
  });
});
