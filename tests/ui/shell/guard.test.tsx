// @vitest-environment jsdom
// The navigation guard of product.md §2.1: no token → login with redirect; token on /login → its redirect; otherwise wait for roles.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../src/app/providers';
import { createAppRoutes } from '../../../src/app/router';
import { setTokens, getAccessToken } from '../../../src/state/session';
import type { UserInfo } from '../../../src/state/session';
import { clearBrowserState } from './render-app';

const auth = vi.hoisted(() => ({
  getUserInfo: vi.fn(),
  getMyTeams: vi.fn(),
}));
vi.mock('../../../src/api/auth', () => auth);

// The screens themselves belong to other tests: stand-ins keep these about the guard only.
vi.mock('../../../src/features/auth/LoginPage', () => ({
  default: () => <div data-testid="page">登录页</div>,
}));
vi.mock('../../../src/features/dashboard/DashboardPage', () => ({
  default: () => <div data-testid="page">首页</div>,
}));
vi.mock('../../../src/features/projects/ManagePage', () => ({
  default: () => <div data-testid="page">项目管理</div>,
}));
vi.mock('../../../src/features/reports/ReportPage', () => ({
  default: () => <div data-testid="page">报告</div>,
}));
vi.mock('../../../src/features/results/ReportDetailPage', () => ({
  default: () => <div data-testid="page">报告详情</div>,
}));
vi.mock('../../../src/features/system/SystemPage', () => ({
  default: () => <div data-testid="page">系统管理</div>,
}));

function info(isSuperAdmin: boolean): UserInfo {
  return {
    user: {
      id: 7,
      username: '李四',
      avatar: null,
      phone_number: '13900000000',
      is_super_admin: isSuperAdmin,
    },
    team: { id: 3, role: 'Admin', name: '规划组' },
  };
}

function renderApp(path: string) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** The machine is shared: lazy chunks and Mantine's first render can take seconds. */
const slow = { timeout: 8000 };

const where = (router: ReturnType<typeof renderApp>) =>
  router.state.location.pathname + router.state.location.search;

beforeEach(() => {
  clearBrowserState();
  auth.getUserInfo.mockReset();
  auth.getMyTeams.mockReset();
  auth.getMyTeams.mockResolvedValue({
    total: 1,
    teams: [{ id: 3, name: '规划组', members_number: 2, role: 'Admin' }],
  });
});
afterEach(cleanup);

describe('navigation guard', () => {
  it('sends an anonymous visit to / to /login?redirect=%2Fdashboard', async () => {
    const router = renderApp('/');
    await waitFor(() => expect(where(router)).toBe('/login?redirect=%2Fdashboard'), slow);
    expect(await screen.findByText('登录页', {}, slow)).toBeInTheDocument();
    expect(screen.queryByTestId('app-layout')).not.toBeInTheDocument();
    expect(auth.getUserInfo).not.toHaveBeenCalled();
  });

  it('keeps the original path and query of any other page in the redirect', async () => {
    const router = renderApp('/manage/detail?id=5');
    await waitFor(
      () => expect(where(router)).toBe(`/login?redirect=${encodeURIComponent('/manage/detail?id=5')}`),
      slow,
    );
  });

  it('lets anonymous users reach /login and /auth-redirect', async () => {
    const router = renderApp('/login');
    await screen.findByText('登录页', {}, slow);
    expect(where(router)).toBe('/login');
  });

  it('/auth-redirect stores its query string for the opener and closes the window', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const router = renderApp('/auth-redirect?code=abc&state=1');
    await waitFor(() => expect(localStorage.getItem('x-admin-oauth-code')).toBe('code=abc&state=1'), slow);
    expect(close).toHaveBeenCalled();
    expect(where(router)).toBe('/auth-redirect?code=abc&state=1');
    close.mockRestore();
  });

  it('with a token, /login goes to the dashboard', async () => {
    setTokens({ access_token: 'a', refresh_token: 'r' });
    auth.getUserInfo.mockResolvedValue(info(false));
    const router = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), slow);
    expect(await screen.findByTestId('app-layout', {}, slow)).toBeInTheDocument();
  });

  it('with a token, /login?redirect=… goes to that page; a foreign or looping redirect goes home', async () => {
    setTokens({ access_token: 'a', refresh_token: 'r' });
    auth.getUserInfo.mockResolvedValue(info(false));
    const router = renderApp(`/login?redirect=${encodeURIComponent('/report/page?id=9')}`);
    await waitFor(() => expect(where(router)).toBe('/report/page?id=9'), slow);
    cleanup();
    for (const bad of ['https://evil.example/', '//evil.example/x', '/login?redirect=%2Fmanage']) {
      const other = renderApp(`/login?redirect=${encodeURIComponent(bad)}`);
      await waitFor(() => expect(where(other)).toBe('/dashboard'), slow);
      cleanup();
    }
  });

  it('with a token, holds the page until the roles are loaded, then renders it in the layout', async () => {
    setTokens({ access_token: 'a', refresh_token: 'r' });
    let answer: (value: UserInfo) => void = () => undefined;
    auth.getUserInfo.mockReturnValue(new Promise<UserInfo>((resolve) => (answer = resolve)));
    const router = renderApp('/manage');
    expect(await screen.findByTestId('guard-loading', {}, slow)).toBeInTheDocument();
    expect(screen.queryByTestId('app-layout')).not.toBeInTheDocument();
    answer(info(true));
    expect(await screen.findByTestId('app-layout', {}, slow)).toBeInTheDocument();
    expect(where(router)).toBe('/manage');
    expect(auth.getMyTeams).toHaveBeenCalledWith(1, 100);
    // The session is stored as §3 says, and showMan follows is_super_admin.
    expect(sessionStorage.getItem('showMan')).toBe('true');
    expect(localStorage.getItem('username')).toBe('李四');
    expect(localStorage.getItem('team_name')).toBe('规划组');
    expect(within(screen.getByTestId('sidebar')).getByText('系统管理')).toBeInTheDocument();
    expect(screen.getByTestId('user-name')).toHaveTextContent('李四');
  });

  it('hides 系统管理 for a user who is not a super-administrator and answers its URL with 401', async () => {
    setTokens({ access_token: 'a', refresh_token: 'r' });
    auth.getUserInfo.mockResolvedValue(info(false));
    const router = renderApp('/system');
    await waitFor(() => expect(router.state.location.pathname).toBe('/401'), slow);
    expect(sessionStorage.getItem('showMan')).toBe('false');
    expect(within(screen.getByTestId('sidebar')).queryByText('系统管理')).not.toBeInTheDocument();
    expect(await screen.findByText('抱歉，您没有访问该页面的权限', {}, slow)).toBeInTheDocument();
  });

  it('sends unknown paths to /404 once signed in', async () => {
    setTokens({ access_token: 'a', refresh_token: 'r' });
    auth.getUserInfo.mockResolvedValue(info(false));
    const router = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'), slow);
    expect(await screen.findByText('抱歉，您访问的页面不存在', {}, slow)).toBeInTheDocument();
  });

  it('when the user info cannot be loaded, forgets the token and goes to login with the redirect', async () => {
    setTokens({ access_token: 'a', refresh_token: 'r' });
    auth.getUserInfo.mockRejectedValue(new Error('boom'));
    const router = renderApp('/report');
    await waitFor(() => expect(where(router)).toBe('/login?redirect=%2Freport'), slow);
    expect(getAccessToken()).toBeUndefined();
  });

  it('/redirect/<path> replaces the route with the path and keeps the query', async () => {
    setTokens({ access_token: 'a', refresh_token: 'r' });
    auth.getUserInfo.mockResolvedValue(info(false));
    const router = renderApp('/redirect/report/page?id=9&name=v1');
    await waitFor(() => expect(where(router)).toBe('/report/page?id=9&name=v1'), slow);
  });
});
