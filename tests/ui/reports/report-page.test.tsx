// @vitest-environment jsdom
// /report: status labels, 详情 only for completed versions, 下载 vs 录入与测算 by status, generation failure message, paging.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as MantineNotifications from '@mantine/notifications';
import ReportPage from '../../../src/features/reports/ReportPage';
import { renderScreen } from '../projects/render';

const mocks = vi.hoisted(() => ({
  listReports: vi.fn(),
  downloadAllReports: vi.fn(),
  downloadEvaluationReport: vi.fn(),
  generateTemplates: vi.fn(),
  notify: vi.fn(),
}));
vi.mock('../../../src/api/reports', () => ({
  listReports: mocks.listReports,
}));
vi.mock('../../../src/features/results/download', () => ({
  downloadAllReports: mocks.downloadAllReports,
  downloadEvaluationReport: mocks.downloadEvaluationReport,
}));
vi.mock('../../../src/api/projects', () => ({ generateTemplates: mocks.generateTemplates }));
vi.mock('@mantine/notifications', async (importOriginal) => {
  const actual = await importOriginal<typeof MantineNotifications>();
  return { ...actual, notifications: { ...actual.notifications, show: mocks.notify } };
});

const row = (id: number, status: string, version = `v${id}`) => ({
  id,
  version,
  project_id: 7,
  project_name: '油茶基地',
  type: 'forestry',
  location: '浙江省/杭州市/淳安县',
  creator_name: '张三',
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-21T08:00:00.000Z',
  status,
});

beforeEach(() => {
  Object.values(mocks).forEach((m) => m.mockReset());
});
afterEach(cleanup);

describe('ReportPage', () => {
  it('shows the rows with their status labels and the actions each status allows', async () => {
    mocks.listReports.mockResolvedValue({
      total: 2,
      reports: [row(1, 'VersionStatus.COMPLETED'), row(2, 'VersionStatus.CHANGED')],
    });
    renderScreen(<ReportPage />, '/report');
    const done = await screen.findByTestId('report-row-1');
    expect(within(done).getByText('计算完成')).toBeInTheDocument();
    expect(within(done).getByText('下载')).toBeInTheDocument();
    expect(within(done).queryByText('录入与测算')).toBeNull();
    const changed = screen.getByTestId('report-row-2');
    expect(within(changed).getByText('已变更')).toBeInTheDocument();
    expect(within(changed).queryByText('下载')).toBeNull();
    expect(within(changed).getByText('录入与测算')).toBeInTheDocument();
    expect(within(changed).getByText('林业项目')).toBeInTheDocument();
    expect(mocks.listReports).toHaveBeenCalledWith({ page: 1, limit: 10, project: '', version: '' });
    expect(within(changed).queryByText('下载评价报告（Word）')).toBeNull();
    fireEvent.click(within(done).getByText('下载评价报告（Word）'));
    await waitFor(() => expect(mocks.downloadEvaluationReport).toHaveBeenCalledWith(1, '油茶基地', 'v1'));
    expect(mocks.downloadAllReports).not.toHaveBeenCalled();
    expect(screen.getByTestId('paging')).toHaveTextContent('共 2 条');
  });

  it('refuses details of an unfinished version and opens the detail of a completed one', async () => {
    mocks.listReports.mockResolvedValue({
      total: 2,
      reports: [row(1, 'VersionStatus.COMPLETED', '终版'), row(2, 'VersionStatus.UNSUBMITTED')],
    });
    const user = userEvent.setup();
    renderScreen(<ReportPage />, '/report');
    await user.click(within(await screen.findByTestId('report-row-2')).getByText('详情'));
    expect(mocks.notify).toHaveBeenCalledWith(
      expect.objectContaining({ message: '完成计算后才可以查看详情' }),
    );
    await user.click(within(screen.getByTestId('report-row-1')).getByText('详情'));
    const loc = new URL(`http://x${screen.getByTestId('location').textContent}`);
    expect(loc.pathname).toBe('/report/page');
    expect(Object.fromEntries(loc.searchParams)).toEqual({
      id: '1',
      projectid: '7',
      name: '终版',
      datastr: '2026-11-21',
    });
  });

  it('generates templates before entry and shows 生成失败请重新尝试 when that fails', async () => {
    mocks.listReports.mockResolvedValue({ total: 1, reports: [row(3, 'VersionStatus.UNGENERATED', '草稿')] });
    mocks.generateTemplates.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const user = userEvent.setup();
    renderScreen(<ReportPage />, '/report');
    const entry = within(await screen.findByTestId('report-row-3')).getByText('录入与测算');
    await user.click(entry);
    await waitFor(() =>
      expect(mocks.notify).toHaveBeenCalledWith(expect.objectContaining({ message: '生成失败请重新尝试' })),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/report');
    await user.click(entry);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/caluate/page?id=3&projectid=7&name=%E8%8D%89%E7%A8%BF',
      ),
    );
    expect(mocks.generateTemplates).toHaveBeenCalledWith(3);
  });

  it('filters by project and version, and hides paging when there is nothing', async () => {
    mocks.listReports.mockResolvedValue({ total: 0, reports: [] });
    const user = userEvent.setup();
    renderScreen(<ReportPage />, '/report');
    await screen.findByText('暂无数据');
    expect(screen.queryByTestId('paging')).toBeNull();
    await user.type(screen.getByLabelText('项目名称'), '油茶');
    await user.type(screen.getByLabelText('版本号'), 'v2');
    await user.click(screen.getByText('搜索'));
    await waitFor(() =>
      expect(mocks.listReports).toHaveBeenLastCalledWith({
        page: 1,
        limit: 10,
        project: '油茶',
        version: 'v2',
      }),
    );
    await user.click(screen.getByText('重置'));
    await waitFor(() =>
      expect(mocks.listReports).toHaveBeenLastCalledWith({ page: 1, limit: 10, project: '', version: '' }),
    );
  });
  it('keeps the status label whole and the actions pinned when the table is squeezed', async () => {
    mocks.listReports.mockResolvedValue({ total: 1, reports: [row(1, 'VersionStatus.COMPLETED')] });
    renderScreen(<ReportPage />, '/report');
    const done = await screen.findByTestId('report-row-1');
    const label = within(done).getByText('计算完成');
    // Mantine's default label style is overflow hidden + ellipsis, which showed 计算… in a 1440 px window.
    expect(getComputedStyle(label).textOverflow).toBe('clip');
    expect(within(done).getByTestId('row-actions').style.position).toBe('sticky');
    expect(screen.getByRole('columnheader', { name: '序号' }).style.whiteSpace).toBe('nowrap');
  });
});
