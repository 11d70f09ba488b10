// Nobody joins a team without consenting (issue 13 item 2): team/create and team/add_user invite; the invitee
// accepts or declines; the super-administrator's /system actions still add directly and are logged.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createTeam, createUser, tokenFor, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';
import { serveHttp, statusCounts } from '../helpers/http';
import { loginTokens } from '../auth/helpers';
import { createProject } from '../projects/fixtures';

describe.each(dbTargets())('team invitations on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => t.close());

  const membership = (teamId: number, userId: number) =>
    t.deps.db
      .selectFrom('team_members')
      .select('role')
      .where('team_id', '=', teamId)
      .where('user_id', '=', userId)
      .executeTakeFirst();

  it('an attacker naming a victim in team/create or team/add_user gains nothing until the victim accepts', async () => {
    const attacker = await createUser(t);
    const victim = await createUser(t);
    const attackerToken = await tokenFor(t, attacker.id);
    const created = await t.call({
      method: 'POST',
      url: '/v1/team/create',
      token: attackerToken,
      payload: { is_admin: false, phone_number: victim.phone_number, team_name: '陷阱团队' },
    });
    expect(created.statusCode).toBe(200);
    const teamId = created.body_.data.id as number;
    const again = await t.call({
      method: 'POST',
      url: '/v1/team/add_user',
      token: await tokenFor(t, attacker.id, { id: teamId, role: 'Admin' }),
      payload: { phone_number: victim.phone_number, team_id: teamId },
    });
    expect(again.statusCode).toBe(409);
    expect(await membership(teamId, victim.id)).toBeUndefined();

    // the victim's next login does not land in the attacker's team, and their new project stays theirs
    const session = await loginTokens(t, victim.phone_number, victim.password);
    const info = await t.call({ method: 'GET', url: '/v1/auth/info', token: session.access_token });
    expect(info.body_.data.team?.id ?? null).not.toBe(teamId);
    const { projectId } = await createProject(t, session.access_token, { name: '受害者的项目' });
    const peek = await t.call({
      method: 'GET',
      url: `/v1/forestry_project/detail/${projectId}`,
      token: await tokenFor(t, attacker.id, { id: teamId, role: 'Admin' }),
    });
    expect(peek.statusCode).toBe(404);

    // the invitation waits in the victim's account centre, and declining it leaves them out
    const pending = await t.call({
      method: 'GET',
      url: '/v1/account/invitations',
      token: session.access_token,
    });
    expect(pending.body_.data).toEqual([
      expect.objectContaining({
        team_id: teamId,
        team_name: '陷阱团队',
        role: 'Admin',
        inviter_name: attacker.username,
      }),
    ]);
    const decline = await t.call({
      method: 'POST',
      url: `/v1/account/invitations/${pending.body_.data[0].id}/decline`,
      token: session.access_token,
    });
    expect(decline.statusCode).toBe(200);
    expect(await membership(teamId, victim.id)).toBeUndefined();
    const none = await t.call({ method: 'GET', url: '/v1/account/invitations', token: session.access_token });
    expect(none.body_.data).toEqual([]);
  });

  it('accepting joins the team without switching the current one; others cannot answer for the invitee', async () => {
    const admin = await createUser(t);
    const invitee = await createUser(t);
    const stranger = await createUser(t);
    const team = await createTeam(t, admin.id, '造林队');
    const home = await createTeam(t, invitee.id, '自己的团队');
    const invited = await t.call({
      method: 'POST',
      url: '/v1/team/add_user',
      token: await tokenFor(t, admin.id, { id: team.id, role: 'Admin' }),
      payload: { phone_number: invitee.phone_number, team_id: team.id },
    });
    expect(invited.body_.data).toEqual({ user_id: invitee.id, pending: true });
    const inviteeToken = await tokenFor(t, invitee.id, { id: home.id, role: 'Admin' });
    const [invitation] = (
      await t.call({ method: 'GET', url: '/v1/account/invitations', token: inviteeToken })
    ).body_.data;
    expect(invitation).toMatchObject({ team_id: team.id, role: 'Member' });
    const roster = await t.call({
      method: 'GET',
      url: `/v1/team/members/${team.id}`,
      token: await tokenFor(t, admin.id),
    });
    expect(roster.body_.data.invitations).toEqual([
      expect.objectContaining({ id: invitation.id, phone_number: invitee.phone_number }),
    ]);
    const hijack = await t.call({
      method: 'POST',
      url: `/v1/account/invitations/${invitation.id}/accept`,
      token: await tokenFor(t, stranger.id),
    });
    expect(hijack.statusCode).toBe(404);
    expect(hijack.body_.message).toBe('邀请不存在或已处理');
    expect(await membership(team.id, stranger.id)).toBeUndefined();

    const http = await serveHttp(t);
    const answers = await http.parallel(
      4,
      'POST',
      `/v1/account/invitations/${invitation.id}/accept`,
      inviteeToken,
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 404: 3 });
    expect(await membership(team.id, invitee.id)).toEqual({ role: 'Member' });
    const info = await http.request('GET', '/v1/auth/info', inviteeToken);
    expect(info.body.data.team.id).toBe(home.id);
  });

  it("the super-administrator's /system actions add directly and are logged", async () => {
    const admin = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('is_super_admin', '=', 1)
      .executeTakeFirstOrThrow();
    const superToken = await tokenFor(t, admin.id, null, true);
    const boss = await createUser(t);
    const worker = await createUser(t);
    const created = await t.call({
      method: 'POST',
      url: '/v1/team/create',
      token: superToken,
      payload: { is_admin: false, phone_number: boss.phone_number, team_name: '直属团队' },
    });
    const teamId = created.body_.data.id as number;
    expect(await membership(teamId, boss.id)).toEqual({ role: 'Admin' });
    expect(await membership(teamId, admin.id)).toBeUndefined();
    const added = await t.call({
      method: 'POST',
      url: '/v1/management/add_user_to_team',
      token: superToken,
      payload: { phone_number: worker.phone_number, team_id: teamId },
    });
    expect(added.statusCode).toBe(200);
    expect(await membership(teamId, worker.id)).toEqual({ role: 'Member' });
    const events = await t.deps.db
      .selectFrom('events')
      .select(['user_id', 'detail'])
      .where('kind', '=', 'team.action')
      .where('subject', '=', `team:${teamId}`)
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.user_id, JSON.parse(e.detail!)])).toEqual([
      [admin.id, { action: 'create', admin_user_id: boss.id, direct: true }],
      [admin.id, { action: 'add_user', user_id: worker.id, direct: true }],
    ]);
  });
});
