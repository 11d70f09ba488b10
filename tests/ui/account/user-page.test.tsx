// @vitest-environment jsdom
// 账号中心: account view (storage name/phone, password form §5, projects + invite tolerant of absence) and team view.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../src/app/providers';
import UserPage from '../../../src/features/account/UserPage';
import { getAccessToken, getRefreshToken } from '../../../src/state/session';

const account = vi.hoisted(() => ({
  accountProjects: vi.fn(),
  inviteToProject: vi.fn(),
  changePassword: vi.fn(),
  myTeams: vi.fn(),
}));
const team = vi.hoisted(() => ({
  createTeam: vi.fn(),
  exitTeam: vi.fn(),
  dismissTeam: vi.fn(),
  inviteToTeam: vi.fn(),
}));
const auth = vi.hoisted(() => ({ getMyTeams: vi.fn() }));
vi.mock('../../../src/api/account', () => account);
vi.mock('../../../src/api/team', () => team);
vi.mock('../../../src/api/auth', () => auth);

const slow = { timeout: 15000 };
// The shared 2-core machine runs many suites at once: Mantine dialogs and selects can take tens of seconds here.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 5000 });

function renderPage() {
  render(
    <AppProviders>
      <UserPage />
    </AppProviders>,
  );
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('username', '王小林');
  localStorage.setItem('phone_number', '13912345678');
  for (const fn of [...Object.values(account), ...Object.values(team), ...Object.values(auth)])
    fn.mockReset();
  account.accountProjects.mockResolvedValue([
    {
      id: 7,
      name: '茶园项目',
      version_count: 2,
      building_period: 2,
      operating_period: 10,
      creator_name: '王小林',
    },
  ]);
  account.myTeams.mockResolvedValue({
    total: 2,
    teams: [
      { id: 1, name: '我管的队', members_number: 3, role: 'Admin' },
      { id: 2, name: '我在的队', members_number: 5, role: 'Member' },
    ],
  });
  auth.getMyTeams.mockResolvedValue({ total: 0, teams: [] });
});
afterEach(cleanup);

describe('account view', () => {
  it('shows name and phone from local storage, a masked password and the project table', async () => {
    renderPage();
    expect(await screen.findByTestId('account-name', {}, slow)).toHaveTextContent('王小林');
    expect(screen.getByTestId('account-phone')).toHaveTextContent('13912345678');
    expect(screen.getByText('********')).toBeInTheDocument();
    expect(await screen.findByText('茶园项目')).toBeInTheDocument();
  });

  it('shows 暂无数据 when the project list is absent', async () => {
    account.accountProjects.mockResolvedValue([]);
    renderPage();
    expect(await screen.findByText('暂无数据', {}, slow)).toBeInTheDocument();
  });

  it('validates the password form (请输入内容 / 请再次输入新密码 / 两次输入密码不一致!), submits and keeps the new session', async () => {
    account.changePassword.mockResolvedValue({
      access_token: 'access-after-change',
      refresh_token: 'refresh-after-change',
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '修改密码' }, slow));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getAllByText('请输入内容')).toHaveLength(2);
    expect(within(dialog).getByText('请再次输入新密码')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('原密码'), 'oldpass1');
    await userEvent.type(within(dialog).getByLabelText('新密码'), 'newpass1');
    await userEvent.type(within(dialog).getByLabelText('确认新密码'), 'newpass2');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('两次输入密码不一致!')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('确认新密码'));
    await userEvent.type(within(dialog).getByLabelText('确认新密码'), 'newpass1');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(account.changePassword).toHaveBeenCalledWith({
        old_password: 'oldpass1',
        new_password: 'newpass1',
        re_new_password: 'newpass1',
      }),
    );
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    // the change ended every session; the device carries on with the pair the answer brought
    expect(getAccessToken()).toBe('access-after-change');
    expect(getRefreshToken()).toBe('refresh-after-change');
  });

  it('invites a collaborator to a project by phone (邀请成功!)', async () => {
    account.inviteToProject.mockResolvedValue(null);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '邀请协作' }, slow));
    const dialog = await screen.findByRole('dialog');
    const phone = within(dialog).getByLabelText('手机号');
    expect(phone).toHaveAttribute('maxlength', '11');
    await userEvent.type(phone, '13700001111');
    await userEvent.click(within(dialog).getByRole('button', { name: '邀请' }));
    await waitFor(() => expect(account.inviteToProject).toHaveBeenCalledWith(7, '13700001111'));
    expect(await screen.findByText('邀请成功!')).toBeInTheDocument();
  });
});

describe('team view', () => {
  async function openTeams() {
    renderPage();
    await userEvent.click(await screen.findByText('团队管理', {}, slow));
    return screen.findByText('我管的队');
  }

  it('lists my teams 20 per page with my role; dissolve is disabled for a Member', async () => {
    await openTeams();
    expect(account.myTeams).toHaveBeenCalledWith(1, 20);
    const memberRow = screen.getByText('我在的队').closest('tr');
    const adminRow = screen.getByText('我管的队').closest('tr');
    if (!memberRow || !adminRow) throw new Error('rows');
    expect(within(memberRow).getByText('成员')).toBeInTheDocument();
    expect(within(adminRow).getByText('管理员')).toBeInTheDocument();
    expect(within(memberRow).getByRole('button', { name: '解散团队' })).toBeDisabled();
    expect(within(adminRow).getByRole('button', { name: '解散团队' })).toBeEnabled();
  });

  it('shows the team view in a bordered card and adds no padding of its own to the page', async () => {
    await openTeams();
    const card = screen.getByTestId('team-view');
    expect(card.className).toContain('mantine-Card-root');
    expect(within(card).getByText('我管的队')).toBeInTheDocument();
    // The layout pads the page; an extra p="md" pushed /user 16 px right of /manage and /report.
    expect(screen.getByTestId('user-page').getAttribute('style') ?? '').not.toContain('padding');
  });

  it('quits a team after confirmation', async () => {
    team.exitTeam.mockResolvedValue(null);
    await openTeams();
    const row = screen.getByText('我在的队').closest('tr');
    if (!row) throw new Error('row');
    await userEvent.click(within(row).getByRole('button', { name: '退出团队' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定退出团队“我在的队”吗？')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(team.exitTeam).toHaveBeenCalledWith(2));
    await waitFor(() => expect(auth.getMyTeams).toHaveBeenCalled());
  });

  it('creates a team naming another admin by phone (only then is the phone asked)', async () => {
    team.createTeam.mockResolvedValue({ id: 3, name: '新队' });
    await openTeams();
    await userEvent.click(screen.getByRole('button', { name: '创建团队' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('管理员手机号')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(await within(dialog).findByText('请输入团队名称')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('团队名称'), '新队');
    await userEvent.click(within(dialog).getByLabelText('指定其他账号'));
    const phone = await within(dialog).findByLabelText('管理员手机号');
    expect(phone).toHaveAttribute('maxlength', '11');
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(await within(dialog).findByText('请输入手机号')).toBeInTheDocument();
    await userEvent.type(phone, '13600002222');
    await userEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    await waitFor(() =>
      expect(team.createTeam).toHaveBeenCalledWith({
        team_name: '新队',
        is_admin: false,
        phone_number: '13600002222',
      }),
    );
    expect(await screen.findByText('创建成功')).toBeInTheDocument();
  });
});
