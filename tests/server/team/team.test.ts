// Teams: create (self or named admin), quit, dissolve (Admin only), invite — success and every refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, createTestApp, createUser, tokenFor, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';

describe.each(dbTargets())('teams on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const members = (teamId: number) =>
    t.deps.db
      .selectFrom('team_members')
      .select(['user_id', 'role'])
      .where('team_id', '=', teamId)
      .orderBy('user_id')
      .execute();

  it('creates a team with the creator as Admin', async () => {
    const u = await createUser(t);
    const token = await tokenFor(t, u.id);
    const res = await t.call({
      method: 'POST',
      url: '/v1/team/create',
      token,
      payload: { is_admin: true, team_name: '造林一队' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body_.data.name).toBe('造林一队');
    expect(await members(res.body_.data.id)).toEqual([{ user_id: u.id, role: 'Admin' }]);
  });

  it('creates a team naming another account as admin: it is only invited; accepting hands the team over', async () => {
    const u = await createUser(t);
    const boss = await createUser(t);
    const token = await tokenFor(t, u.id);
    const res = await t.call({
      method: 'POST',
      url: '/v1/team/create',
      token,
      payload: { is_admin: false, phone_number: boss.phone_number, team_name: '造林二队' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body_.data.invited_user_id).toBe(boss.id);
    // nobody joins a team without consenting: until boss accepts, the creator administers it alone
    expect(await members(res.body_.data.id)).toEqual([{ user_id: u.id, role: 'Admin' }]);
    const bossToken = await tokenFor(t, boss.id);
    const pending = await t.call({ method: 'GET', url: '/v1/account/invitations', token: bossToken });
    expect(pending.body_.data).toMatchObject([
      { team_id: res.body_.data.id, team_name: '造林二队', role: 'Admin' },
    ]);
    const accept = await t.call({
      method: 'POST',
      url: `/v1/account/invitations/${pending.body_.data[0].id}/accept`,
      token: bossToken,
    });
    expect(accept.statusCode).toBe(200);
    expect(await members(res.body_.data.id)).toEqual(
      [
        { user_id: u.id, role: 'Member' },
        { user_id: boss.id, role: 'Admin' },
      ].sort((a, b) => a.user_id - b.user_id),
    );
  });

  it('refuses a named admin who does not exist or is not normal, and malformed bodies', async () => {
    const u = await createUser(t);
    const pending = await createUser(t, { status: 2 });
    const token = await tokenFor(t, u.id);
    const none = await t.call({
      method: 'POST',
      url: '/v1/team/create',
      token,
      payload: { is_admin: false, phone_number: '13111112222', team_name: 'x' },
    });
    expect(none.statusCode).toBe(404);
    expect(none.body_.message).toBe('该手机号对应的账号不存在或未启用');
    const notNormal = await t.call({
      method: 'POST',
      url: '/v1/team/create',
      token,
      payload: { is_admin: false, phone_number: pending.phone_number, team_name: 'x' },
    });
    expect(notNormal.statusCode).toBe(404);
    const noPhone = await t.call({
      method: 'POST',
      url: '/v1/team/create',
      token,
      payload: { is_admin: false, team_name: 'x' },
    });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.body_.message).toBe('请输入管理员手机号');
    const noName = await t.call({
      method: 'POST',
      url: '/v1/team/create',
      token,
      payload: { is_admin: true, team_name: ' ' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.body_.message).toBe('请输入团队名称');
    const noFlag = await t.call({
      method: 'POST',
      url: '/v1/team/create',
      token,
      payload: { team_name: 'x' },
    });
    expect(noFlag.statusCode).toBe(400);
  });

  it('lets a Member quit; refuses the last Admin and non-members', async () => {
    const admin = await createUser(t);
    const m = await createUser(t);
    const outsider = await createUser(t);
    const team = await createTeam(t, admin.id, '退出测试', [m.id]);
    const quit = await t.call({
      method: 'POST',
      url: `/v1/team/exit/${team.id}`,
      token: await tokenFor(t, m.id),
    });
    expect(quit.statusCode).toBe(200);
    expect((await members(team.id)).map((x) => x.user_id)).toEqual([admin.id]);
    const last = await t.call({
      method: 'POST',
      url: `/v1/team/exit/${team.id}`,
      token: await tokenFor(t, admin.id),
    });
    expect(last.statusCode).toBe(409);
    expect(last.body_.message).toContain('团队管理员');
    const stranger = await t.call({
      method: 'POST',
      url: `/v1/team/exit/${team.id}`,
      token: await tokenFor(t, outsider.id),
    });
    // an outsider learns nothing: the same 404 as for a team that does not exist
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body_.message).toBe('团队不存在');
    const missing = await t.call({
      method: 'POST',
      url: '/v1/team/exit/999999',
      token: await tokenFor(t, admin.id),
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.call({
      method: 'POST',
      url: '/v1/team/exit/abc',
      token: await tokenFor(t, admin.id),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body_.message).toBe('团队编号无效');
  });

  it('dissolves only for the team Admin: Member 403, outsider 404; projects keep existing', async () => {
    const admin = await createUser(t);
    const m = await createUser(t);
    const outsider = await createUser(t);
    const team = await createTeam(t, admin.id, '解散测试', [m.id]);
    const at = t.clock.now().toISOString();
    const project = await t.deps.db
      .insertInto('projects')
      .values({
        team_id: team.id,
        name: 'p',
        type: 'forestry',
        province: 'a',
        city: 'b',
        county: 'c',
        building_period: 1,
        operating_period: 1,
        computed: 0,
        creator_id: admin.id,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      (await t.call({ method: 'POST', url: `/v1/team/dismiss/${team.id}`, token: await tokenFor(t, m.id) }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/v1/team/dismiss/${team.id}`,
          token: await tokenFor(t, outsider.id),
        })
      ).statusCode,
    ).toBe(404);
    const ok = await t.call({
      method: 'POST',
      url: `/v1/team/dismiss/${team.id}`,
      token: await tokenFor(t, admin.id),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body_.data.name).toBe('解散测试');
    expect(
      await t.deps.db.selectFrom('teams').select('id').where('id', '=', team.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await members(team.id)).toEqual([]);
    const p = await t.deps.db
      .selectFrom('projects')
      .select('team_id')
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(p.team_id).toBeNull();
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/v1/team/dismiss/${team.id}`,
          token: await tokenFor(t, admin.id),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('invites by phone (Admin only); refuses unknown phones, duplicates and Members', async () => {
    const admin = await createUser(t);
    const m = await createUser(t);
    const newcomer = await createUser(t);
    const disabled = await createUser(t, { status: 3 });
    const team = await createTeam(t, admin.id, '邀请测试', [m.id]);
    const adminToken = await tokenFor(t, admin.id);
    const ok = await t.call({
      method: 'POST',
      url: '/v1/team/add_user',
      token: adminToken,
      payload: { phone_number: newcomer.phone_number, team_id: team.id },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body_.data).toEqual({ user_id: newcomer.id, pending: true });
    expect((await members(team.id)).find((x) => x.user_id === newcomer.id)).toBeUndefined();
    const again = await t.call({
      method: 'POST',
      url: '/v1/team/add_user',
      token: adminToken,
      payload: { phone_number: newcomer.phone_number, team_id: team.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.body_.message).toBe('已邀请该用户，请等待对方确认');
    const dup = await t.call({
      method: 'POST',
      url: '/v1/team/add_user',
      token: adminToken,
      payload: { phone_number: m.phone_number, team_id: team.id },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.body_.message).toBe('该用户已是团队成员');
    const unknown = await t.call({
      method: 'POST',
      url: '/v1/team/add_user',
      token: adminToken,
      payload: { phone_number: '13199998888', team_id: team.id },
    });
    expect(unknown.statusCode).toBe(404);
    const off = await t.call({
      method: 'POST',
      url: '/v1/team/add_user',
      token: adminToken,
      payload: { phone_number: disabled.phone_number, team_id: team.id },
    });
    expect(off.statusCode).toBe(404);
    const byMember = await t.call({
      method: 'POST',
      url: '/v1/team/add_user',
      token: await tokenFor(t, m.id),
      payload: { phone_number: disabled.phone_number, team_id: team.id },
    });
    expect(byMember.statusCode).toBe(403);
    const bad = await t.call({
      method: 'POST',
      url: '/v1/team/add_user',
      token: adminToken,
      payload: { phone_number: '123', team_id: team.id },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body_.message).toBe('请输入正确格式的手机号');
  });
});
