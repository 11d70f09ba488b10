// @vitest-environment jsdom
// Dashboard: greeting with the user's name, today with the lunar date, counters, ungenerated link, recent versions, quick create.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as MantineNotifications from '@mantine/notifications';
import DashboardPage from '../../../src/features/dashboard/DashboardPage';
import { appStore } from '../../../src/state/store';
import { readSession, sessionAtom } from '../../../src/state/session';
import { lunarDate } from '../../../src/i18n/lunar';
import { renderScreen } from '../projects/render';

const mocks = vi.hoisted(() => ({ dashboardSummary: vi.fn(), recentVersions: vi.fn(), notify: vi.fn() }));
vi.mock('../../../src/api/dashboard', () => ({
  dashboardSummary: mocks.dashboardSummary,
  recentVersions: mocks.recentVersions,
}));
vi.mock('../../../src/api/projects', () => ({ createProject: vi.fn(), updateProject: vi.fn() }));
vi.mock('@mantine/notifications', async (importOriginal) => {
  const actual = await importOriginal<typeof MantineNotifications>();
  return { ...actual, notifications: { ...actual.notifications, show: mocks.notify } };
});

beforeEach(() => {
  Object.values(mocks).forEach((m) => m.mockReset());
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('username', '王五');
  appStore.set(sessionAtom, readSession());
  mocks.dashboardSummary.mockResolvedValue({
    ungenerated_versions: 4,
    count_project: 12,
    count_version: 30,
    count_compute: 7,
    count_download: 2,
  });
  mocks.recentVersions.mockResolvedValue([
    {
      id: 21,
      project_id: 3,
      project_name: '油茶基地',
      version_name: '2026-11',
      updated_at: '2026-11-21T08:00:00.000Z',
    },
  ]);
});
afterEach(cleanup);

describe('DashboardPage', () => {
  it('greets the user with today’s lunar date and the counters from the server', async () => {
    renderScreen(<DashboardPage />, '/dashboard');
    expect(await screen.findByText(/王五/)).toBeInTheDocument();
    expect(screen.getByTestId('today')).toHaveTextContent(lunarDate(new Date()));
    await waitFor(() =>
      expect(screen.getByTestId('count_project').querySelector('[data-value]')).toHaveAttribute(
        'data-value',
        '12',
      ),
    );
    expect(screen.getByTestId('count_download').querySelector('[data-value]')).toHaveAttribute(
      'data-value',
      '2',
    );
    const link = screen.getByTestId('ungenerated');
    expect(link).toHaveTextContent('4');
    expect(link).toHaveAttribute('href', '/report');
  });

  it('opens a recent version in calpage', async () => {
    const user = userEvent.setup();
    renderScreen(<DashboardPage />, '/dashboard');
    await user.click(await screen.findByText('立即打开'));
    expect(screen.getByTestId('location')).toHaveTextContent('/caluate/page?id=21&projectid=3&name=2026-11');
  });

  it('opens the create dialog for 林业 and says 暂未开放，敬请期待 for the others', async () => {
    const user = userEvent.setup();
    renderScreen(<DashboardPage />, '/dashboard');
    await user.click(await screen.findByRole('button', { name: '农业' }));
    expect(mocks.notify).toHaveBeenCalledWith(expect.objectContaining({ message: '暂未开放，敬请期待' }));
    await user.click(screen.getByRole('button', { name: '林业' }));
    expect(await screen.findByRole('dialog', { name: '创建项目' })).toBeInTheDocument();
  });
});
