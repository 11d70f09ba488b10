// @vitest-environment jsdom
// /manage: the §2.5 columns, search, the computed-project warning before creating a sub-project, delete confirmation.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ManagePage from '../../../src/features/projects/ManagePage';
import { renderScreen } from './render';

const mocks = vi.hoisted(() => ({ listProjects: vi.fn(), deleteProject: vi.fn(), versionList: vi.fn() }));
vi.mock('../../../src/api/projects', () => ({
  listProjects: mocks.listProjects,
  deleteProject: mocks.deleteProject,
  versionList: mocks.versionList,
  createProject: vi.fn(),
  updateProject: vi.fn(),
  createSubProject: vi.fn(),
  editSubProject: vi.fn(),
  createVersion: vi.fn(),
  editVersion: vi.fn(),
}));

const project = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  name: `项目${id}`,
  type: 'forestry',
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
  version_count: 3,
  team_id: 1,
  permissions: ['view', 'edit', 'update', 'delete', 'manageCollaborators'],
  ...over,
});

beforeEach(() => {
  Object.values(mocks).forEach((m) => m.mockReset());
  mocks.versionList.mockResolvedValue([]);
});
afterEach(cleanup);

describe('ManagePage', () => {
  it('lists projects with the §2.5 columns and searches by name', async () => {
    mocks.listProjects.mockResolvedValue({ total: 1, projects: [project(5)] });
    const user = userEvent.setup();
    renderScreen(<ManagePage />, '/manage');
    const row = await screen.findByTestId('project-row-5');
    for (const text of ['项目5', '林业项目', '3', '2', '10', '浙江省/杭州市/淳安县', '李四']) {
      expect(within(row).getAllByText(text).length).toBeGreaterThan(0);
    }
    await user.type(screen.getByLabelText('项目名称'), '油茶');
    await user.click(screen.getByText('搜索'));
    await waitFor(() =>
      expect(mocks.listProjects).toHaveBeenLastCalledWith({ page: 1, limit: 10, search: '油茶' }),
    );
  });

  it('pins the 操作 column to the right so the actions stay reachable when the table scrolls sideways', async () => {
    mocks.listProjects.mockResolvedValue({ total: 1, projects: [project(5)] });
    renderScreen(<ManagePage />, '/manage');
    const actions = within(await screen.findByTestId('project-row-5')).getByTestId('row-actions');
    expect(actions.style.position).toBe('sticky');
    expect(actions.style.right).toBe('0px');
    // its opaque background comes from the class, so it follows the row's stripe instead of staying white
    expect(actions.classList.contains('sticky-actions')).toBe(true);
    expect(actions.style.background).toBe('');
    expect(within(actions).getByText('删除')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '操作' }).style.position).toBe('sticky');
    expect(screen.getByRole('columnheader', { name: '建设期（年）' }).style.whiteSpace).toBe('nowrap');
  });

  it('warns before creating a sub-project of a computed project', async () => {
    mocks.listProjects.mockResolvedValue({
      total: 2,
      projects: [project(1, { computed: true }), project(2)],
    });
    const user = userEvent.setup();
    renderScreen(<ManagePage />, '/manage');
    await user.click(within(await screen.findByTestId('project-row-1')).getByText('创建子项'));
    expect(await screen.findByText('创建子项后计算需要重新提交，生成报告和报表')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('创建子项目')).toBeInTheDocument();
  });

  it('opens the sub-project dialog directly for a project never computed', async () => {
    mocks.listProjects.mockResolvedValue({ total: 1, projects: [project(2)] });
    const user = userEvent.setup();
    renderScreen(<ManagePage />, '/manage');
    await user.click(within(await screen.findByTestId('project-row-2')).getByText('创建子项'));
    expect(await screen.findByText('创建子项目')).toBeInTheDocument();
    expect(screen.queryByText('创建子项后计算需要重新提交，生成报告和报表')).toBeNull();
  });

  it('deletes a project only after confirmation', async () => {
    mocks.listProjects.mockResolvedValue({ total: 1, projects: [project(9)] });
    mocks.deleteProject.mockResolvedValue(null);
    const user = userEvent.setup();
    renderScreen(<ManagePage />, '/manage');
    await user.click(within(await screen.findByTestId('project-row-9')).getByText('删除'));
    await user.click(await screen.findByRole('button', { name: '取消' }));
    expect(mocks.deleteProject).not.toHaveBeenCalled();
    await user.click(within(screen.getByTestId('project-row-9')).getByText('删除'));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(mocks.deleteProject).toHaveBeenCalledWith(9));
  });

  it('hides 编辑 and 删除 from a role that may only edit data (member, collaborator)', async () => {
    mocks.listProjects.mockResolvedValue({
      total: 2,
      projects: [project(3, { permissions: ['view', 'edit'] }), project(4)],
    });
    renderScreen(<ManagePage />, '/manage');
    const memberRow = await screen.findByTestId('project-row-3');
    expect(within(memberRow).getByText('创建版本')).toBeInTheDocument();
    expect(within(memberRow).queryByText('编辑')).toBeNull();
    expect(within(memberRow).queryByText('删除')).toBeNull();
    const managerRow = screen.getByTestId('project-row-4');
    expect(within(managerRow).getByText('编辑')).toBeInTheDocument();
    expect(within(managerRow).getByText('删除')).toBeInTheDocument();
  });
});
