// @vitest-environment jsdom
// Top bar: the avatar menu switches team (tokens stored, page replaced with ?key=<team id>) and logs out; full screen warns when unsupported.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from '../../../src/state/store';
import { teamsAtom } from '../../../src/state/teams';
import {
  getAccessToken,
  getRefreshToken,
  readSession,
  sessionAtom,
  setTokens,
} from '../../../src/state/session';
import type * as Navigation from '../../../src/state/navigation';
import type * as MantineNotifications from '@mantine/notifications';
import { clearBrowserState, renderLayout } from './render-app';

const mocks = vi.hoisted(() => ({
  switchTeam: vi.fn(),
  logout: vi.fn(),
  replacePage: vi.fn(),
  notify: vi.fn(),
}));
vi.mock('../../../src/api/auth', () => ({ switchTeam: mocks.switchTeam, logout: mocks.logout }));
vi.mock('../../../src/state/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  replacePage: mocks.replacePage,
}));
vi.mock('@mantine/notifications', async (importOriginal) => {
  const actual = await importOriginal<typeof MantineNotifications>();
  return { ...actual, notifications: { ...actual.notifications, show: mocks.notify } };
});

const slow = { timeout: 8000 };

beforeEach(() => {
  clearBrowserState();
  Object.values(mocks).forEach((m) => m.mockReset());
  setTokens({ access_token: 'A1', refresh_token: 'R1' });
  localStorage.setItem('username', '王五');
  localStorage.setItem('team_id', '2');
  sessionStorage.setItem('team_id', '2');
  appStore.set(sessionAtom, readSession());
  appStore.set(teamsAtom, [
    { id: 2, name: '林业规划一组', members_number: 3, role: 'Admin' },
    { id: 5, name: '经济测算组', members_number: 8, role: 'Member' },
  ]);
});
afterEach(cleanup);

describe('avatar menu', () => {
  it('shows the user name and switches to another team', async () => {
    mocks.switchTeam.mockResolvedValue({ access_token: 'A5', refresh_token: 'R5' });
    const user = userEvent.setup();
    renderLayout('/manage', appStore);
    expect(await screen.findByTestId('user-name', {}, slow)).toHaveTextContent('王五');
    await user.click(screen.getByTestId('avatar-menu'));
    expect((await screen.findByText('林业规划一组', {}, slow)).closest('button')).toBeDisabled(); // the current team
    await user.click(screen.getByText('经济测算组'));
    await waitFor(() => expect(mocks.replacePage).toHaveBeenCalledWith(`${window.location.pathname}?key=5`));
    expect(mocks.switchTeam).toHaveBeenCalledWith(5);
    expect(getAccessToken()).toBe('A5');
    expect(getRefreshToken()).toBe('R5');
    expect(localStorage.getItem('team_id')).toBe('5');
  });

  it('logs out: tells the server, forgets the session and opens login with the redirect', async () => {
    mocks.logout.mockRejectedValue(new Error('offline')); // the local session ends anyway
    const user = userEvent.setup();
    const { router } = renderLayout('/report/page?id=3', appStore);
    await screen.findByTestId('app-layout', {}, slow);
    await user.click(screen.getByTestId('avatar-menu'));
    await user.click(await screen.findByText('退出登录', {}, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/report/page?id=3')}`);
    expect(mocks.logout).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeUndefined();
    expect(localStorage.getItem('username')).toBeNull();
  });
});

describe('full screen toggle', () => {
  it('warns when the browser does not support full screen', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: false });
    const user = userEvent.setup();
    renderLayout('/dashboard', appStore);
    await user.click(await screen.findByTestId('fullscreen-toggle', {}, slow));
    expect(mocks.notify).toHaveBeenCalledWith(expect.objectContaining({ message: '您的浏览器不支持全屏' }));
  });
});
