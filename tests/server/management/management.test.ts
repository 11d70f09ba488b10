// 系统管理: user list with search and paging 8, add account, team list with paging 20, members, change admin, add, dismiss.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, createTestApp, createUser, tokenFor, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';
import { login } from '../auth/helpers';

describe.each(dbTargets())('system management on %s', (dialect) => {
  let t: TestApp;
  let superToken: string;
  let adminId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    adminId = (
      await t.deps.db
        .selectFrom('users')
        .select('id')
        .where('phone_number', '=', t.config.adminPhone)
        .executeTakeFirstOrThrow()
    ).id;
    superToken = await tokenFor(t, adminId, null, true);
  });
  afterAll(async () => t.close());

  it('lists users 8 per page by default, with total', async () => {
    for (let i = 0; i < 9; i += 1) await createUser(t, { username: `列表用户${i}` });
    const res = await t.call({ method: 'GET', url: '/v1/management/all_users', token: superToken });
    expect(res.statusCode).toBe(200);
    expect(res.body_.data.users).toHaveLength(8);
    expect(res.body_.data.total).toBeGreaterThanOrEqual(10);
    expect(res.body_.data.users[0]).toMatchObject({
      id: adminId,
      phone_number: t.config.adminPhone,
      status: 0,
      is_super_admin: true,
    });
    const page2 = await t.call({
      method: 'GET',
      url: '/v1/management/all_users?page=2&per_page=8',
      token: superToken,
    });
    expect(page2.body_.data.users[0].id).not.toBe(res.body_.data.users[0].id);
  });

  it('searches by name or phone, case-insensitively, with wildcards taken literally', async () => {
    const u = await createUser(t, { username: 'ZhangSan_林' });
    await createUser(t, { username: 'Zhangxsan' });
    const byName = await t.call({
      method: 'GET',
      url: `/v1/management/all_users?search=${encodeURIComponent('zhangsan_')}`,
      token: superToken,
    });
    expect(byName.body_.data.users.map((x: { id: number }) => x.id)).toEqual([u.id]);
    expect(byName.body_.data.total).toBe(1);
    const byPhone = await t.call({
      method: 'GET',
      url: `/v1/management/all_users?search=${u.phone_number.slice(3)}`,
      token: superToken,
    });
    expect(byPhone.body_.data.users.map((x: { id: number }) => x.id)).toEqual([u.id]);
    const percent = await t.call({
      method: 'GET',
      url: '/v1/management/all_users?search=%25',
      token: superToken,
    });
    expect(percent.body_.data.total).toBe(0);
  });

  it('adds a normal account; the name defaults to the phone', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/v1/management/add_account',
      token: superToken,
      payload: { user_name: '', phone_number: '13512340000', password: 'longpass1' },
    });
    expect(res.statusCode).toBe(200);
    const row = await t.deps.db
      .selectFrom('users')
      .selectAll()
      .where('phone_number', '=', '13512340000')
      .executeTakeFirstOrThrow();
    expect(row.username).toBe('13512340000');
    expect(row.status).toBe(0);
    expect((await login(t, '13512340000', 'longpass1')).statusCode).toBe(200);
    const dup = await t.call({
      method: 'POST',
      url: '/v1/management/add_account',
      token: superToken,
      payload: { user_name: 'x', phone_number: '13512340000', password: 'longpass1' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.body_.message).toBe('该手机号已注册');
  });

  it.each([
    [{ phone_number: '12512340000', password: 'longpass1' }, '输入的手机号码有误!'],
    [{ phone_number: '1351234000', password: 'longpass1' }, '输入的手机号码有误!'],
    [{ password: 'longpass1' }, '输入的手机号码有误!'],
    [{ phone_number: '13512340001', password: 'short7_' }, '密码长度要大于8!'],
  ])('refuses add_account %j with the §5 message', async (payload, message) => {
    const res = await t.call({
      method: 'POST',
      url: '/v1/management/add_account',
      token: superToken,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body_.message).toBe(message);
  });

  it('lists teams 20 per page with creator and member count; lists members', async () => {
    const creator = await createUser(t, { username: '创建者' });
    const m = await createUser(t);
    const team = await createTeam(t, creator.id, '管理端团队', [m.id]);
    for (let i = 0; i < 20; i += 1) await createTeam(t, creator.id, `批量${i}`);
    const res = await t.call({ method: 'GET', url: '/v1/management/all_teams', token: superToken });
    expect(res.body_.data.teams).toHaveLength(20);
    expect(res.body_.data.total).toBeGreaterThanOrEqual(21);
    const row = res.body_.data.teams.find((x: { id: number }) => x.id === team.id);
    expect(row).toMatchObject({
      name: '管理端团队',
      total_members: 2,
      members_number: 2,
      creator: '创建者',
      creator_phone_number: creator.phone_number,
    });
    const members = await t.call({
      method: 'GET',
      url: `/v1/management/get_team_members/${team.id}`,
      token: superToken,
    });
    expect(members.body_.data).toEqual([
      { id: creator.id, username: '创建者', phone_number: creator.phone_number, role: 'Admin' },
      { id: m.id, username: m.username, phone_number: m.phone_number, role: 'Member' },
    ]);
    expect(
      (await t.call({ method: 'GET', url: '/v1/management/get_team_members/999999', token: superToken }))
        .statusCode,
    ).toBe(404);
  });

  it('changes the admin to a member (the former admin becomes Member); refuses non-members', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const outsider = await createUser(t);
    const team = await createTeam(t, a.id, '换管理员', [b.id]);
    const res = await t.call({
      method: 'POST',
      url: '/v1/management/add_team_admin',
      token: superToken,
      payload: { team_id: team.id, user_id: b.id },
    });
    expect(res.statusCode).toBe(200);
    const roles = await t.deps.db
      .selectFrom('team_members')
      .select(['user_id', 'role'])
      .where('team_id', '=', team.id)
      .execute();
    expect(Object.fromEntries(roles.map((r) => [r.user_id, r.role]))).toEqual({
      [a.id]: 'Member',
      [b.id]: 'Admin',
    });
    const no = await t.call({
      method: 'POST',
      url: '/v1/management/add_team_admin',
      token: superToken,
      payload: { team_id: team.id, user_id: outsider.id },
    });
    expect(no.statusCode).toBe(404);
    expect(no.body_.message).toBe('该用户不是团队成员');
    const same = await t.call({
      method: 'POST',
      url: '/v1/management/add_team_admin',
      token: superToken,
      payload: { team_id: team.id, user_id: b.id },
    });
    expect(same.statusCode).toBe(400);
    expect(same.body_.message).toBe('该成员已是团队管理员，请选择其他成员');
    const bad = await t.call({
      method: 'POST',
      url: '/v1/management/add_team_admin',
      token: superToken,
      payload: { team_id: team.id },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body_.message).toBe('请选择管理员');
  });

  it('adds a user to a team by phone and dissolves a team', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const team = await createTeam(t, a.id, '管理员解散');
    const add = await t.call({
      method: 'POST',
      url: '/v1/management/add_user_to_team',
      token: superToken,
      payload: { phone_number: b.phone_number, team_id: team.id },
    });
    expect(add.statusCode).toBe(200);
    const again = await t.call({
      method: 'POST',
      url: '/v1/management/add_user_to_team',
      token: superToken,
      payload: { phone_number: b.phone_number, team_id: team.id },
    });
    expect(again.statusCode).toBe(409);
    const dismiss = await t.call({
      method: 'POST',
      url: `/v1/management/dismiss/${team.id}`,
      token: superToken,
    });
    expect(dismiss.statusCode).toBe(200);
    expect(dismiss.body_.data.name).toBe('管理员解散');
    expect(
      (await t.call({ method: 'POST', url: `/v1/management/dismiss/${team.id}`, token: superToken }))
        .statusCode,
    ).toBe(404);
  });

  it('a super-administrator creating a team for another admin does not join it', async () => {
    const boss = await createUser(t);
    const res = await t.call({
      method: 'POST',
      url: '/v1/team/create',
      token: superToken,
      payload: { is_admin: false, phone_number: boss.phone_number, team_name: '代建团队' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.deps.db
      .selectFrom('team_members')
      .select('user_id')
      .where('team_id', '=', res.body_.data.id)
      .execute();
    expect(rows.map((r) => r.user_id)).toEqual([boss.id]);
  });
});
