// @vitest-environment jsdom
// Logging in through the real login page inside the real route table lands on the asked page and stays there
// (issue 16 item 1: the guard's stale redirect used to send the browser on to / and /dashboard).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../src/app/providers';
import { createAppRoutes } from '../../../src/app/router';
import { clearBrowserState } from './render-app';

const auth = vi.hoisted(() => ({ getUserInfo: vi.fn(), getMyTeams: vi.fn() }));
const account = vi.hoisted(() => ({
  login: vi.fn(),
  register: vi.fn(),
  measureFields: vi.fn(),
  forgetPassword: vi.fn(),
}));
const captcha = vi.hoisted(() => ({
  initCaptcha: vi.fn(async () => 'cap-1'),
  captchaImageUrl: (id: string) => `/v1/captcha/${id}`,
}));
vi.mock('../../../src/api/auth', () => auth);
vi.mock('../../../src/api/account', () => account);
vi.mock('../../../src/api/captcha', () => captcha);
vi.mock('../../../src/features/projects/ProjectDetailPage', () => ({
  default: () => <div data-testid="page">项目详情页</div>,
}));
vi.mock('../../../src/features/dashboard/DashboardPage', () => ({
  default: () => <div data-testid="page">首页</div>,
}));

vi.setConfig({ testTimeout: 60_000 });
const slow = { timeout: 15000 };

beforeEach(() => {
  clearBrowserState();
  auth.getUserInfo.mockResolvedValue({
    user: { id: 1, username: '超级管理员', avatar: null, phone_number: '13800000000', is_super_admin: true },
    team: null,
  });
  auth.getMyTeams.mockResolvedValue({ total: 0, teams: [] });
  account.login.mockResolvedValue({ access_token: 'a1', refresh_token: 'r1' });
});
afterEach(cleanup);

describe('login with a redirect', () => {
  it('lands on the asked page and never passes through / or /dashboard', async () => {
    const target = '/manage/detail?id=5&tab=versions';
    const router = createMemoryRouter(createAppRoutes(), { initialEntries: [target] });
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname + state.location.search));
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), slow);
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(target)}`);
    await userEvent.type(await screen.findByLabelText('手机号', {}, slow), '13800000000');
    await userEvent.type(screen.getByLabelText('密码'), 'Demo@2026');
    await userEvent.type(screen.getByLabelText('验证码'), 'ab12');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('项目详情页', {}, slow)).toBeInTheDocument();
    // give any late redirect its chance
    await new Promise((r) => setTimeout(r, 500));
    expect(router.state.location.pathname + router.state.location.search).toBe(target);
    expect(visited.filter((p) => p === '/' || p.startsWith('/dashboard'))).toEqual([]);
  });
});
