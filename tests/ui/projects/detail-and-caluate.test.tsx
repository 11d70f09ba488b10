// @vitest-environment jsdom
// Project detail (录入与测算 hidden for completed versions), /caluate (only non-completed versions), project edit warning.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as MantineNotifications from '@mantine/notifications';
import ProjectDetailPage from '../../../src/features/projects/ProjectDetailPage';
import CaluatePage from '../../../src/features/projects/CaluatePage';
import { ProjectFormModal } from '../../../src/features/projects/ProjectFormModal';
import { renderScreen } from './render';
import type { ProjectAction } from '../../../src/core/contracts/roles';

const mocks = vi.hoisted(() => ({
  projectDetail: vi.fn(),
  allProjects: vi.fn(),
  versionList: vi.fn(),
  generateTemplates: vi.fn(),
  updateProject: vi.fn(),
  notify: vi.fn(),
}));
vi.mock('../../../src/api/projects', () => ({
  projectDetail: mocks.projectDetail,
  allProjects: mocks.allProjects,
  versionList: mocks.versionList,
  generateTemplates: mocks.generateTemplates,
  updateProject: mocks.updateProject,
  createProject: vi.fn(),
  deleteVersion: vi.fn(),
  deleteSubProject: vi.fn(),
  createVersion: vi.fn(),
  editVersion: vi.fn(),
  createSubProject: vi.fn(),
  editSubProject: vi.fn(),
}));
vi.mock('@mantine/notifications', async (importOriginal) => {
  const actual = await importOriginal<typeof MantineNotifications>();
  return { ...actual, notifications: { ...actual.notifications, show: mocks.notify } };
});

const base = {
  type: 'forestry',
  permissions: ['view', 'edit', 'update', 'delete', 'manageCollaborators'] as ProjectAction[],
  province: '浙江省',
  city: '杭州市',
  county: '淳安县',
  location: '浙江省/杭州市/淳安县',
  building_period: 2,
  operating_period: 10,
  computed: false,
  creator_name: '李四',
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-21T08:00:00.000Z',
  version_count: 2,
  team_id: 1,
};
const version = (id: number, name: string, status: string) => ({
  id,
  name,
  version: name,
  version_name: name,
  status,
  project_id: 7,
  project_name: '油茶基地',
  location: base.location,
  creator_name: '李四',
  created_at: base.created_at,
  updated_at: base.updated_at,
});

beforeEach(() => {
  Object.values(mocks).forEach((m) => m.mockReset());
});
afterEach(cleanup);

describe('ProjectDetailPage', () => {
  it('shows the §2.6 fields and hides 录入与测算 for a completed version', async () => {
    mocks.projectDetail.mockResolvedValue({
      ...base,
      id: 7,
      name: '油茶基地',
      versions: [
        version(1, '终版', 'VersionStatus.COMPLETED'),
        version(2, '草稿', 'VersionStatus.UNSUBMITTED'),
      ],
      sub_projects: [],
    });
    renderScreen(<ProjectDetailPage />, '/manage/detail?id=7');
    const done = await screen.findByTestId('version-row-1');
    expect(mocks.projectDetail).toHaveBeenCalledWith(7, { notify: false });
    expect(screen.getAllByText('林业项目').length).toBeGreaterThan(0);
    expect(screen.getByText('浙江省/杭州市/淳安县')).toBeInTheDocument();
    expect(within(done).queryByText('录入与测算')).toBeNull();
    expect(within(done).getByText('计算完成')).toBeInTheDocument();
    expect(within(screen.getByTestId('version-row-2')).getByText('录入与测算')).toBeInTheDocument();
    // At 900 px 序号 and 计算完成 broke over two lines; short headers and status labels stay on one.
    expect(within(done).getByText('计算完成').style.whiteSpace).toBe('nowrap');
    expect(screen.getByRole('columnheader', { name: '序号' }).style.whiteSpace).toBe('nowrap');
  });
});

describe('CaluatePage', () => {
  it('offers only non-completed versions of the chosen project and opens calpage after generation', async () => {
    mocks.allProjects.mockResolvedValue([{ ...base, id: 7, name: '油茶基地' }]);
    mocks.versionList.mockResolvedValue([
      version(1, '终版', 'VersionStatus.COMPLETED'),
      version(2, '草稿', 'VersionStatus.CHANGED'),
    ]);
    mocks.generateTemplates.mockResolvedValue(true);
    const user = userEvent.setup();
    renderScreen(<CaluatePage />, '/caluate');
    expect(screen.getByDisplayValue('林业项目')).toBeDisabled();
    await user.click(screen.getByPlaceholderText('请选择项目'));
    await user.click(await screen.findByRole('option', { name: '油茶基地', hidden: true }));
    await waitFor(() => expect(mocks.versionList).toHaveBeenCalledWith(7));
    await user.click(screen.getByPlaceholderText('请选择版本'));
    expect(screen.queryByRole('option', { name: '终版', hidden: true })).toBeNull();
    await user.click(await screen.findByRole('option', { name: '草稿', hidden: true }));
    await user.click(screen.getByRole('button', { name: '录入与测算' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/caluate/page?id=2&projectid=7&name=%E8%8D%89%E7%A8%BF',
      ),
    );
    expect(mocks.generateTemplates).toHaveBeenCalledWith(2);
  }, 40_000);
});

describe('ProjectFormModal (edit)', () => {
  it('warns when a period changes; cancelling closes the dialog without saving', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderScreen(
      <ProjectFormModal
        opened
        project={{ ...base, id: 7, name: '油茶基地' }}
        onClose={onClose}
        onSaved={() => {}}
      />,
    );
    const operating = await screen.findByLabelText(/运营期/);
    await user.clear(operating);
    await user.type(operating, '12');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(
      await screen.findByText('修改建设期或运营期后，所有版本已录入的信息需要重新提交，是否继续？'),
    ).toBeInTheDocument();
    // Mantine links the dialog to its title a moment after the text shows: wait for the name, don't read it once
    const confirm = await screen.findByRole('dialog', { name: '提示' });
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mocks.updateProject).not.toHaveBeenCalled();
  }, 40_000);

  it('saves a rename without a warning', async () => {
    mocks.updateProject.mockResolvedValue({});
    const user = userEvent.setup();
    renderScreen(
      <ProjectFormModal
        opened
        project={{ ...base, id: 7, name: '油茶基地' }}
        onClose={() => {}}
        onSaved={() => {}}
      />,
    );
    const name = await screen.findByLabelText(/项目名称/);
    await user.clear(name);
    await user.type(name, '新名称');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(mocks.updateProject).toHaveBeenCalledWith(7, {
        name: '新名称',
        province: '浙江省',
        city: '杭州市',
        county: '淳安县',
        building_period: 2,
        operating_period: 10,
      }),
    );
  }, 40_000);
});
