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
  projectCollaborators: vi.fn(),
  removeCollaborator: vi.fn(),
}));
const team = vi.hoisted(() => ({
  createTeam: vi.fn(),
  exitTeam: vi.fn(),
  dismissTeam: vi.fn(),
  inviteToTeam: vi.fn(),
  myInvitations: vi.fn(),
  acceptInvitation: vi.fn(),
  declineInvitation: vi.fn(),
  teamRoster: vi.fn(),
  removeTeamMember: vi.fn(),
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
      permissions: ['view', 'edit', 'update', 'delete', 'manageCollaborators'],
    },
    {
      id: 8,
      name: '协作的项目',
      version_count: 1,
      building_period: 2,
      operating_period: 10,
      creator_name: '李四',
      permissions: ['view', 'edit'],
    },
  ]);
  team.myInvitations.mockResolvedValue([]);
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

  it('offers 邀请协作 only on projects the user manages', async () => {
    renderPage();
    const managed = (await screen.findByText('茶园项目', {}, slow)).closest('tr');
    const shared = screen.getByText('协作的项目').closest('tr');
    if (!managed || !shared) throw new Error('rows');
    expect(within(managed).getByRole('button', { name: '邀请协作' })).toBeInTheDocument();
    expect(within(shared).queryByRole('button', { name: '邀请协作' })).toBeNull();
  });

  it('lists collaborators: a collaborator may only leave, not remove others', async () => {
    localStorage.setItem('phone_number', '13700001111');
    account.projectCollaborators.mockResolvedValue([
      {
        user_id: 3,
        username: '我自己',
        phone_number: '13700001111',
        invited_by_name: '李四',
        created_at: '2026-11-20T08:00:00Z',
      },
      {
        user_id: 4,
        username: '别人',
        phone_number: '13700002222',
        invited_by_name: '李四',
        created_at: '2026-11-20T08:00:00Z',
      },
    ]);
    account.removeCollaborator.mockResolvedValue(null);
    renderPage();
    const shared = (await screen.findByText('协作的项目', {}, slow)).closest('tr');
    if (!shared) throw new Error('row');
    await userEvent.click(within(shared).getByRole('button', { name: '协作者' }));
    const table = await screen.findByTestId('collaborators');
    const mine = (await within(table).findByText('我自己')).closest('tr');
    const other = within(table).getByText('别人').closest('tr');
    if (!mine || !other) throw new Error('rows');
    expect(within(other).queryByRole('button')).toBeNull();
    await userEvent.click(within(mine).getByRole('button', { name: '退出协作' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '退出协作' })).getByRole('button', { name: '确定' }),
    );
    await waitFor(() => expect(account.removeCollaborator).toHaveBeenCalledWith(8, 3));
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

describe('invitations', () => {
  it('lists pending invitations above both views; 接受 joins and the row goes, 拒绝 declines', async () => {
    team.myInvitations.mockResolvedValue([
      {
        id: 11,
        team_id: 4,
        team_name: '造林一队',
        role: 'Member',
        inviter_name: '张三',
        created_at: '2026-11-20T08:00:00Z',
      },
      {
        id: 12,
        team_id: 5,
        team_name: '苗圃队',
        role: 'Admin',
        inviter_name: '李四',
        created_at: '2026-11-21T08:00:00Z',
      },
    ]);
    team.acceptInvitation.mockResolvedValue({ team_id: 4, role: 'Member' });
    team.declineInvitation.mockResolvedValue(null);
    renderPage();
    const card = await screen.findByTestId('invitations-card', {}, slow);
    const first = within(card).getByText('造林一队').closest('tr');
    const second = within(card).getByText('苗圃队').closest('tr');
    if (!first || !second) throw new Error('rows');
    expect(within(second).getByText('管理员（接手团队）')).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: '接受' }));
    await waitFor(() => expect(team.acceptInvitation).toHaveBeenCalledWith(11));
    await waitFor(() => expect(within(card).queryByText('造林一队')).toBeNull());
    await userEvent.click(within(second).getByRole('button', { name: '拒绝' }));
    await waitFor(() => expect(team.declineInvitation).toHaveBeenCalledWith(12));
    await waitFor(() => expect(screen.queryByTestId('invitations-card')).toBeNull());
  });

  it('shows no invitation card when there is none', async () => {
    renderPage();
    await screen.findByTestId('account-name', {}, slow);
    await waitFor(() => expect(team.myInvitations).toHaveBeenCalled());
    expect(screen.queryByTestId('invitations-card')).toBeNull();
  });
});

/** Roster rows: the signed-in user with `role`, and a plain member. */
const me = (role: string) => ({
  user_id: 1,
  username: '王小林',
  phone_number: '13912345678',
  role,
  joined_at: '2026-11-01T00:00:00Z',
});
const zhao = {
  user_id: 2,
  username: '赵六',
  phone_number: '13900000002',
  role: 'Member',
  joined_at: '2026-11-02T00:00:00Z',
};

describe('team view', () => {
  async function openTeams() {
    renderPage();
    await userEvent.click(await screen.findByText('团队管理', {}, slow));
    return screen.findByText('我管的队');
  }

  it('lists my teams 20 per page with my role; dissolve and invite are hidden from a Member', async () => {
    await openTeams();
    expect(account.myTeams).toHaveBeenCalledWith(1, 20);
    const memberRow = screen.getByText('我在的队').closest('tr');
    const adminRow = screen.getByText('我管的队').closest('tr');
    if (!memberRow || !adminRow) throw new Error('rows');
    expect(within(memberRow).getAllByText('成员')).toHaveLength(2); // the role cell and the 成员 (roster) button
    expect(within(adminRow).getByText('管理员')).toBeInTheDocument();
    expect(within(memberRow).queryByRole('button', { name: '解散团队' })).toBeNull();
    expect(within(memberRow).queryByRole('button', { name: '邀请成员' })).toBeNull();
    expect(within(adminRow).getByRole('button', { name: '解散团队' })).toBeEnabled();
    expect(within(adminRow).getByRole('button', { name: '邀请成员' })).toBeEnabled();
  });

  it('shows the roster; only the admin gets 移除, and only on members', async () => {
    team.teamRoster.mockResolvedValue({
      members: [me('Admin'), zhao],
      invitations: [
        {
          id: 5,
          username: '钱七',
          phone_number: '13900000003',
          role: 'Member',
          created_at: '2026-11-03T00:00:00Z',
        },
      ],
    });
    team.removeTeamMember.mockResolvedValue(null);
    await openTeams();
    const adminRow = screen.getByText('我管的队').closest('tr');
    if (!adminRow) throw new Error('row');
    await userEvent.click(within(adminRow).getByRole('button', { name: '成员' }));
    const members = await screen.findByTestId('team-members');
    expect(await within(members).findByText('赵六')).toBeInTheDocument();
    expect(within(screen.getByTestId('team-invitations')).getByText('钱七')).toBeInTheDocument();
    const removes = within(members).getAllByRole('button', { name: '移除' });
    expect(removes).toHaveLength(1);
    await userEvent.click(removes[0]!);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '移除成员' })).getByRole('button', { name: '确定' }),
    );
    await waitFor(() => expect(team.removeTeamMember).toHaveBeenCalledWith(1, 2));
  });

  it('a Member sees the roster without 移除', async () => {
    team.teamRoster.mockResolvedValue({
      members: [me('Member'), zhao],
      invitations: [],
    });
    await openTeams();
    const memberRow = screen.getByText('我在的队').closest('tr');
    if (!memberRow) throw new Error('row');
    await userEvent.click(within(memberRow).getByRole('button', { name: '成员' }));
    const members = await screen.findByTestId('team-members');
    expect(await within(members).findByText('赵六')).toBeInTheDocument();
    expect(within(members).queryByRole('button', { name: '移除' })).toBeNull();
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
