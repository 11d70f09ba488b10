// Invitations and roles in Chromium at 1366×768: the login after an invitation offers it, 账号中心 lists it with
// 接受 / 拒绝, and each role sees only the actions it may take (README “Roles”).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { api, apiLogin, launchContext, screenshot, signIn, watchErrors } from './harness';
import { E2E_CAPTCHA } from './constants';

let ctx: BrowserContext;
let page: Page;
let errors: string[];

const stamp = Date.now().toString().slice(-7);
const person = (digit: string, name: string) => ({
  phone: `136${digit}${stamp}`,
  password: 'secret123',
  name: `${name}${stamp.slice(-3)}`,
});
const admin = person('1', '管理员');
const member = person('2', '成员');
const invitee = person('3', '受邀人');
const undecided = person('4', '未答复');
const teamName = `权限测试队${stamp.slice(-4)}`;
const projectName = `权限测试项目${stamp.slice(-4)}`;
let projectId = 0;

async function post<T = unknown>(path: string, token: string, body: unknown) {
  const res = await api<T>(path, token, { method: 'POST', body: JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.body.message}`);
  return res.body.data;
}

beforeAll(async () => {
  ctx = await launchContext({ width: 1366, height: 768 });
  page = ctx.pages()[0] ?? (await ctx.newPage());
  errors = watchErrors(page);
  const root = (await apiLogin()).access_token;
  for (const p of [admin, member, invitee, undecided])
    await post('/v1/management/add_account', root, {
      user_name: p.name,
      phone_number: p.phone,
      password: p.password,
    });
  const adminLogin = (await apiLogin(admin)).access_token;
  const team = await post<{ id: number }>('/v1/team/create', adminLogin, {
    is_admin: true,
    team_name: teamName,
  });
  const adminToken = (
    await post<{ access_token: string }>('/v1/auth/switch_team', adminLogin, { team_id: team.id })
  ).access_token;
  projectId = (
    await post<{ project: { id: number } }>('/v1/forestry_project/create', adminToken, {
      name: projectName,
      province: '浙江省',
      city: '杭州市',
      county: '淳安县',
      building_period: 2,
      operating_period: 10,
      version: '初版',
    })
  ).project.id;
  for (const p of [member, invitee, undecided])
    await post('/v1/team/add_user', adminToken, { team_id: team.id, phone_number: p.phone });
  const memberToken = (await apiLogin(member)).access_token;
  const [invitation] = (await api<Array<{ id: number }>>('/v1/account/invitations', memberToken)).body.data;
  await post(`/v1/account/invitations/${invitation!.id}/accept`, memberToken, {});
});
afterAll(async () => ctx.close());

async function signOut(): Promise<void> {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await ctx.clearCookies();
}

/** Signs in as `who` with a fresh token whose current team is the new team (the member's only team). */
async function openAs(who: typeof admin, path: string) {
  await signOut();
  await signIn(page, path, who);
  await page.getByTestId('app-layout').waitFor();
}

describe('invitations and roles', () => {
  it('the login after an invitation offers it; 账号中心 lists it with 接受 / 拒绝; accepting joins as 成员', async () => {
    await page.goto('/login');
    await page.getByAltText('图形验证码').waitFor();
    await page.getByLabel('手机号').fill(invitee.phone);
    await page.getByLabel('密码').fill(invitee.password);
    await page.getByLabel('验证码', { exact: true }).fill(E2E_CAPTCHA);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(/\/dashboard/);
    const dialog = page.getByRole('dialog', { name: '团队邀请' });
    await dialog.getByText(teamName).waitFor();
    expect(await dialog.getByRole('button', { name: '接受' }).count()).toBe(1);
    await screenshot(page, 'access-invitation-after-login');
    await dialog.getByRole('button', { name: '稍后处理' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.goto('/user');
    const card = page.getByTestId('invitations-card');
    await card.getByText(teamName).waitFor();
    await card.getByText(admin.name).waitFor();
    await screenshot(page, 'access-account-invitations');
    // a reload in the same session does not offer the dialog again
    expect(await page.getByRole('dialog', { name: '团队邀请' }).count()).toBe(0);
    await card.getByRole('button', { name: '接受' }).click();
    await card.waitFor({ state: 'detached' });
    await page.getByText('团队管理', { exact: true }).click();
    const row = page.getByTestId('team-view').getByRole('row', { name: new RegExp(teamName) });
    await row.getByText('成员', { exact: true }).first().waitFor();
    expect(await row.getByRole('button', { name: '解散团队' }).count()).toBe(0);
    expect(await row.getByRole('button', { name: '邀请成员' }).count()).toBe(0);
    expect(await row.getByRole('button', { name: '退出团队' }).count()).toBe(1);
    await screenshot(page, 'access-team-view-member');
  });

  it('a member sees no 编辑 / 删除 of the project; the team admin does', async () => {
    await openAs(member, '/manage');
    const memberRow = page.getByTestId(`project-row-${projectId}`);
    await memberRow.getByText('创建版本').waitFor();
    expect(await memberRow.getByText('编辑', { exact: true }).count()).toBe(0);
    expect(await memberRow.getByText('删除', { exact: true }).count()).toBe(0);
    await screenshot(page, 'access-manage-as-member');

    await openAs(admin, '/manage');
    const adminRow = page.getByTestId(`project-row-${projectId}`);
    await adminRow.getByText('编辑', { exact: true }).waitFor();
    await adminRow.getByText('删除', { exact: true }).waitFor();
    await screenshot(page, 'access-manage-as-admin');
  });

  it('the team admin lists the members, each with 移除, and the invitation still pending', async () => {
    await openAs(admin, '/user');
    await page.getByText('团队管理', { exact: true }).click();
    const row = page.getByTestId('team-view').getByRole('row', { name: new RegExp(teamName) });
    await row.getByRole('button', { name: '成员', exact: true }).click();
    const members = page.getByTestId('team-members');
    await members.getByText(member.name).waitFor();
    await members.getByText(invitee.name).waitFor();
    // the admin's own row has no 移除; each member's has
    expect(await members.getByRole('button', { name: '移除' }).count()).toBe(2);
    await page.getByTestId('team-invitations').getByText(undecided.name).waitFor();
    await page.waitForTimeout(400); // the modal's fade-in
    await screenshot(page, 'access-team-members-as-admin');
    expect(errors).toEqual([]);
  });
});
