// Authorization matrix: anonymous, normal user, team member, team admin and super-administrator against every management and team call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, createTestApp, createUser, tokenFor, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';

type Actor = 'anonymous' | 'normal' | 'member' | 'teamAdmin' | 'superAdmin';
const ACTORS: Actor[] = ['anonymous', 'normal', 'member', 'teamAdmin', 'superAdmin'];

describe.each(dbTargets())('authorization on %s', (dialect) => {
  let t: TestApp;
  let tokens: Record<Actor, string | undefined>;
  let ids: { normal: number; member: number; teamAdmin: number };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const normal = await createUser(t);
    const member = await createUser(t);
    const teamAdmin = await createUser(t);
    ids = { normal: normal.id, member: member.id, teamAdmin: teamAdmin.id };
    const superId = (
      await t.deps.db
        .selectFrom('users')
        .select('id')
        .where('phone_number', '=', t.config.adminPhone)
        .executeTakeFirstOrThrow()
    ).id;
    tokens = {
      anonymous: undefined,
      normal: await tokenFor(t, normal.id),
      member: await tokenFor(t, member.id),
      teamAdmin: await tokenFor(t, teamAdmin.id),
      superAdmin: await tokenFor(t, superId, null, true),
    };
  });
  afterAll(async () => t.close());

  /** A fresh team per call so that destructive calls do not affect each other. */
  async function freshTeam() {
    const team = await createTeam(t, ids.teamAdmin, `权限团队${Math.random().toString(36).slice(2, 6)}`, [
      ids.member,
    ]);
    const target = await createUser(t, { status: 0 });
    return { team, target };
  }

  type Call = (ctx: Awaited<ReturnType<typeof freshTeam>>) => {
    method: 'GET' | 'POST';
    url: string;
    payload?: object;
  };
  const management: Record<string, Call> = {
    all_users: () => ({ method: 'GET', url: '/v1/management/all_users' }),
    all_teams: () => ({ method: 'GET', url: '/v1/management/all_teams' }),
    get_team_members: ({ team }) => ({ method: 'GET', url: `/v1/management/get_team_members/${team.id}` }),
    add_team_admin: ({ team }) => ({
      method: 'POST',
      url: '/v1/management/add_team_admin',
      payload: { team_id: team.id, user_id: ids.member },
    }),
    add_user_to_team: ({ team, target }) => ({
      method: 'POST',
      url: '/v1/management/add_user_to_team',
      payload: { team_id: team.id, phone_number: target.phone_number },
    }),
    add_account: () => ({
      method: 'POST',
      url: '/v1/management/add_account',
      payload: {
        phone_number: `135${Math.floor(Math.random() * 1e8)
          .toString()
          .padStart(8, '0')}`,
        password: 'longpass1',
      },
    }),
    activate_user: ({ target }) => ({ method: 'POST', url: `/v1/management/activate_user/${target.id}` }),
    reject_user: ({ target }) => ({ method: 'POST', url: `/v1/management/reject_user/${target.id}` }),
    stop_user: ({ target }) => ({ method: 'POST', url: `/v1/management/stop_user/${target.id}` }),
    cancel_user: ({ target }) => ({ method: 'POST', url: `/v1/management/cancel_user/${target.id}` }),
    reset_user_password: ({ target }) => ({
      method: 'POST',
      url: `/v1/management/reset_user_password/${target.id}`,
    }),
    dismiss: ({ team }) => ({ method: 'POST', url: `/v1/management/dismiss/${team.id}` }),
  };

  const MANAGEMENT_CASES = Object.keys(management).flatMap((name) =>
    ACTORS.map((actor) => [name, actor] as const),
  );

  it.each(MANAGEMENT_CASES)('management %s as %s', async (name, actor) => {
    const ctx = await freshTeam();
    const call = management[name]?.(ctx);
    if (!call) throw new Error(name);
    const res = await t.call({ ...call, token: tokens[actor] });
    if (actor === 'anonymous') expect(res.statusCode).toBe(401);
    else if (actor !== 'superAdmin') {
      expect(res.statusCode).toBe(403);
      expect(res.body_.message).toBe('仅超级管理员可以执行此操作');
    } else {
      // activate and reject are not allowed from status 0: the state machine, not authorization, refuses them
      expect(res.statusCode).toBe(['activate_user', 'reject_user'].includes(name) ? 409 : 200);
    }
  });

  /**
   * Expected status per actor for the team calls on a team where member is Member and teamAdmin is Admin.
   * Someone outside the team gets 404, as for a team that does not exist (the super-administrator sees all).
   */
  const team: Record<string, { call: Call; expect: Record<Actor, number> }> = {
    create: {
      call: () => ({
        method: 'POST',
        url: '/v1/team/create',
        payload: { is_admin: true, team_name: '新团队' },
      }),
      expect: { anonymous: 401, normal: 200, member: 200, teamAdmin: 200, superAdmin: 200 },
    },
    exit: {
      call: ({ team: x }) => ({ method: 'POST', url: `/v1/team/exit/${x.id}` }),
      expect: { anonymous: 401, normal: 404, member: 200, teamAdmin: 409, superAdmin: 403 },
    },
    dismiss: {
      call: ({ team: x }) => ({ method: 'POST', url: `/v1/team/dismiss/${x.id}` }),
      expect: { anonymous: 401, normal: 404, member: 403, teamAdmin: 200, superAdmin: 403 },
    },
    add_user: {
      call: ({ team: x, target }) => ({
        method: 'POST',
        url: '/v1/team/add_user',
        payload: { team_id: x.id, phone_number: target.phone_number },
      }),
      // someone outside the team does not learn it exists (404); the super-administrator adds directly
      expect: { anonymous: 401, normal: 404, member: 403, teamAdmin: 200, superAdmin: 200 },
    },
    myteams: {
      call: () => ({ method: 'GET', url: '/v1/account/myteams' }),
      expect: { anonymous: 401, normal: 200, member: 200, teamAdmin: 200, superAdmin: 200 },
    },
    switch_team: {
      call: ({ team: x }) => ({ method: 'POST', url: '/v1/auth/switch_team', payload: { team_id: x.id } }),
      expect: { anonymous: 401, normal: 404, member: 200, teamAdmin: 200, superAdmin: 404 },
    },
  };

  const TEAM_CASES = Object.keys(team).flatMap((name) => ACTORS.map((actor) => [name, actor] as const));

  it.each(TEAM_CASES)('team %s as %s', async (name, actor) => {
    const entry = team[name];
    if (!entry) throw new Error(name);
    const res = await t.call({ ...entry.call(await freshTeam()), token: tokens[actor] });
    expect(res.statusCode).toBe(entry.expect[actor]);
  });

  it('never answers 500 to malformed bodies on management and team calls', async () => {
    const { team: x } = await freshTeam();
    for (const [url, payload] of [
      ['/v1/management/add_account', { phone_number: ['x'], password: 1 }],
      ['/v1/management/add_team_admin', { team_id: 'a', user_id: null }],
      ['/v1/management/add_user_to_team', { team_id: x.id }],
      ['/v1/team/create', { is_admin: 'maybe', team_name: 5 }],
      ['/v1/team/add_user', 'not json'],
    ] as const) {
      const res = await t.call({
        method: 'POST',
        url,
        token: tokens.superAdmin,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.body_.details ?? res.body_.error, url).toBeDefined();
    }
  });
});
