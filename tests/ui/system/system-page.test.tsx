// @vitest-environment jsdom
// 系统管理: actions by status with confirmation, failure texts, reset-password result with copy, search, add account, teams.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../../src/app/providers';
import SystemPage from '../../../src/features/system/SystemPage';
import { actionsFor } from '../../../src/features/system/account-actions';
import { ApiError } from '../../../src/api/client';

const management = vi.hoisted(() => ({
  allUsers: vi.fn(),
  addAccount: vi.fn(),
  accountAction: vi.fn(),
  allTeams: vi.fn(),
  teamMembers: vi.fn(),
  changeTeamAdmin: vi.fn(),
  addUserToTeam: vi.fn(),
  dismissTeamAsAdmin: vi.fn(),
}));
vi.mock('../../../src/api/management', () => management);
vi.mock('../../../src/api/team', () => ({
  createTeam: vi.fn(),
  exitTeam: vi.fn(),
  dismissTeam: vi.fn(),
  inviteToTeam: vi.fn(),
}));

const USERS = [
  {
    id: 1,
    username: '超级管理员',
    phone_number: '13800000000',
    status: 0,
    is_super_admin: true,
    created_at: '',
  },
  { id: 2, username: '待审', phone_number: '13900000002', status: 2, is_super_admin: false, created_at: '' },
  { id: 3, username: '正常', phone_number: '13900000003', status: 0, is_super_admin: false, created_at: '' },
  { id: 4, username: '停用', phone_number: '13900000004', status: 3, is_super_admin: false, created_at: '' },
  { id: 5, username: '驳回', phone_number: '13900000005', status: 1, is_super_admin: false, created_at: '' },
  { id: 6, username: '注销', phone_number: '13900000006', status: 4, is_super_admin: false, created_at: '' },
];

const slow = { timeout: 15000 };
// The shared 2-core machine runs many suites at once: Mantine dialogs and selects can take tens of seconds here.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 5000 });

function renderPage() {
  render(
    <AppProviders>
      <SystemPage />
    </AppProviders>,
  );
}

const row = (phone: string) => screen.findByTestId(`user-row-${phone}`, {}, slow);

async function confirm() {
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
}

beforeEach(() => {
  // jsdom has no scrollIntoView; Mantine's combobox calls it on the selected option.
  Element.prototype.scrollIntoView ??= vi.fn();
  for (const fn of Object.values(management)) fn.mockReset();
  management.allUsers.mockResolvedValue({ total: USERS.length, users: USERS });
  management.allTeams.mockResolvedValue({ total: 0, teams: [] });
});
afterEach(cleanup);

describe('actions by status (§4.1)', () => {
  it('offers exactly the allowed actions', () => {
    expect(actionsFor(2).map((a) => a.label)).toEqual(['通过', '驳回']);
    expect(actionsFor(0).map((a) => a.label)).toEqual(['重置密码', '停用', '注销']);
    expect(actionsFor(3).map((a) => a.label)).toEqual(['启用', '注销']);
    expect(actionsFor(1).map((a) => a.label)).toEqual(['注销']);
    expect(actionsFor(4)).toEqual([]);
  });
});

describe('people management', () => {
  it('lists users 8 per page with status labels and per-status buttons', async () => {
    renderPage();
    const pending = await row('13900000002');
    expect(within(pending).getByText('待审核')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: '通过' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: '驳回' })).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: '停用' })).toBeNull();
    expect(within(await row('13900000006')).queryAllByRole('button')).toHaveLength(0);
    expect(within(await row('13800000000')).getByText('超级管理员', { selector: 'p' })).toBeInTheDocument();
    expect(management.allUsers).toHaveBeenCalledWith(1, 8, '');
  });

  it('sits in a bordered card like the other list screens, with no extra page padding', async () => {
    renderPage();
    await row('13900000002');
    const card = screen.getByTestId('system-page');
    expect(card.className).toContain('mantine-Card-root');
    expect(card).toHaveAttribute('data-with-border', 'true');
    expect(within(card).getByText('人员管理')).toBeInTheDocument();
  });

  it('asks for confirmation; cancelling does nothing, confirming calls the action and reloads', async () => {
    management.accountAction.mockResolvedValue({ status: 3 });
    renderPage();
    await userEvent.click(within(await row('13900000003')).getByRole('button', { name: '停用' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/确定停用该账号吗/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(management.accountAction).not.toHaveBeenCalled();
    await userEvent.click(within(await row('13900000003')).getByRole('button', { name: '停用' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(management.accountAction).toHaveBeenCalledWith('stop', 3, false));
    expect(await screen.findByText('已停用该账号')).toBeInTheDocument();
    expect(management.allUsers).toHaveBeenCalledTimes(2);
  });

  it('shows 发生错失请重试 when approval fails and 停用失败请重试 when disabling fails', async () => {
    management.accountAction.mockRejectedValue(new ApiError('whatever', 409));
    renderPage();
    await userEvent.click(within(await row('13900000002')).getByRole('button', { name: '通过' }));
    await confirm();
    expect(await screen.findByText('发生错失请重试')).toBeInTheDocument();
    await userEvent.click(within(await row('13900000003')).getByRole('button', { name: '停用' }));
    await confirm();
    expect(await screen.findByText('停用失败请重试')).toBeInTheDocument();
  });

  it('shows the new password once and copies it (复制成功 / 复制失败)', async () => {
    management.accountAction.mockResolvedValue({ status: 0, password: 'Ab3$xyzXYZ89' });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage();
    await userEvent.click(within(await row('13900000003')).getByRole('button', { name: '重置密码' }));
    await confirm();
    expect(await screen.findByTestId('new-password')).toHaveTextContent('Ab3$xyzXYZ89');
    await userEvent.click(screen.getByRole('button', { name: '复制' }));
    expect(writeText).toHaveBeenCalledWith('Ab3$xyzXYZ89');
    expect(await screen.findByText('复制成功')).toBeInTheDocument();
    writeText.mockRejectedValue(new Error('denied'));
    await userEvent.click(screen.getByRole('button', { name: '复制' }));
    expect(await screen.findByText('复制失败')).toBeInTheDocument();
  });

  it('searches by keyword and resets', async () => {
    renderPage();
    await row('13900000002');
    await userEvent.type(screen.getByPlaceholderText('请输入姓名或手机号'), '1390');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(management.allUsers).toHaveBeenLastCalledWith(1, 8, '1390'));
    await userEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(management.allUsers).toHaveBeenLastCalledWith(1, 8, ''));
    expect(screen.getByPlaceholderText('请输入姓名或手机号')).toHaveValue('');
  });

  it('validates the add-account dialog with the §5 messages and defaults the name to the phone', async () => {
    management.addAccount.mockResolvedValue({ id: 9 });
    renderPage();
    await row('13900000002');
    await userEvent.click(screen.getByRole('button', { name: '新增账号' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('手机号'), '12900000000');
    await userEvent.type(within(dialog).getByLabelText('密码'), 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('输入的手机号码有误!')).toBeInTheDocument();
    expect(within(dialog).getByText('密码长度要大于8!')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('手机号'));
    await userEvent.type(within(dialog).getByLabelText('手机号'), '13512345678');
    // the fixed field's message is gone at once; the other one stays until its own field changes
    expect(within(dialog).queryByText('输入的手机号码有误!')).not.toBeInTheDocument();
    expect(within(dialog).getByText('密码长度要大于8!')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('密码'), 'longer1');
    expect(within(dialog).queryByText('密码长度要大于8!')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(management.addAccount).toHaveBeenCalledWith({
        user_name: '13512345678',
        phone_number: '13512345678',
        password: 'shortlonger1',
      }),
    );
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
  });
});

describe('team management', () => {
  const TEAM = {
    id: 11,
    name: '规划一组',
    total_members: 2,
    members_number: 2,
    creator: '张三',
    creator_phone_number: '13900000003',
    created_at: '',
  };

  it('lists teams 20 per page and changes the admin among the members after confirmation', async () => {
    management.allTeams.mockResolvedValue({ total: 1, teams: [TEAM] });
    management.teamMembers.mockResolvedValue([
      { id: 3, username: '张三', phone_number: '13900000003', role: 'Admin' },
      { id: 4, username: '李四', phone_number: '13900000004', role: 'Member' },
    ]);
    management.changeTeamAdmin.mockResolvedValue(null);
    renderPage();
    await userEvent.click(await screen.findByLabelText('团队管理', {}, slow));
    expect(await screen.findByText('规划一组')).toBeInTheDocument();
    expect(screen.getByText('13900000003')).toBeInTheDocument();
    expect(management.allTeams).toHaveBeenCalledWith(1, 20);
    await userEvent.click(screen.getByRole('button', { name: '更换管理员' }));
    await waitFor(() => expect(management.teamMembers).toHaveBeenCalledWith(11));
    const select = await screen.findByPlaceholderText('请选择团队成员');
    // nothing preselected: 确定 asks for a choice, and the message goes as soon as one is made
    expect(select).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请选择管理员')).toBeInTheDocument();
    await userEvent.click(select);
    // the current admin is listed but cannot be chosen
    const current = await screen.findByRole('option', {
      name: '张三（13900000003） · 当前管理员',
      hidden: true,
    });
    expect(current).toHaveAttribute('data-combobox-disabled', 'true');
    await userEvent.click(await screen.findByRole('option', { name: '李四（13900000004）', hidden: true }));
    expect(screen.queryByText('请选择管理员')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    const prompt = await screen.findByText(/确定将“李四”设为团队“规划一组”的管理员吗/);
    const confirmDialog = prompt.closest<HTMLElement>('[role="dialog"]');
    if (!confirmDialog) throw new Error('no dialog');
    await userEvent.click(within(confirmDialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(management.changeTeamAdmin).toHaveBeenCalledWith(11, 4));
  });

  it('dissolves after confirmation and says 已解散{team}', async () => {
    management.allTeams.mockResolvedValue({ total: 1, teams: [TEAM] });
    management.dismissTeamAsAdmin.mockResolvedValue({ name: '规划一组' });
    renderPage();
    await userEvent.click(await screen.findByLabelText('团队管理', {}, slow));
    await userEvent.click(await screen.findByRole('button', { name: '解散团队' }));
    await confirm();
    await waitFor(() => expect(management.dismissTeamAsAdmin).toHaveBeenCalledWith(11));
    expect(await screen.findByText('已解散规划一组')).toBeInTheDocument();
  });
});
