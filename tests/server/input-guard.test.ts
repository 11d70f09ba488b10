// Rules every route shares (issue 13 items 4, 13, 14, 16), swept over the app's whole route table: ids beyond
// 32 bits, NUL characters, over-long path parameters, anonymous callers, other teams' ids. Never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, createTestApp, createUser, tokenFor, type TestApp } from './helpers/test-app';
import { dbTargets } from './helpers/test-db';
import { createProject } from './projects/fixtures';

interface Route {
  method: string;
  path: string;
}

/** The routes of printRoutes' tree (nested lines continue their parent's path), without HEAD. */
function routeTable(tree: string): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(m[2] ?? '');
    const path = stack.join('');
    for (const method of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD'))
      routes.push({ method, path });
  }
  return routes;
}

const PUBLIC = new Set([
  '/healthz',
  '/v1/account/register',
  '/v1/auth/login',
  '/v1/auth/forget_password',
  '/v1/captcha/init',
  '/v1/captcha/:id',
  '/v1/common/fields/list',
  '/v1/sms/:type',
  '/nl/v1/auth/refresh',
]);

const BIG = '2147483648';

describe.each(dbTargets())('input rules for every route on %s', (dialect) => {
  let t: TestApp;
  let routes: Route[];
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    routes = routeTable(t.app.printRoutes({ commonPrefix: false }));
    const admin = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('is_super_admin', '=', 1)
      .executeTakeFirstOrThrow();
    const team = await createTeam(t, admin.id, '管理员团队');
    token = await tokenFor(t, admin.id, { id: team.id, role: 'Admin' }, true);
  });
  afterAll(async () => t.close());

  const withParam = (path: string, value: string) => path.replace(/:(id|type)\b/, value);
  const paramRoutes = () => routes.filter((r) => /:(id|type)\b/.test(r.path));

  it('reads a route table with every area in it', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toContainEqual({ method: 'POST', path: '/v1/forestry_project/create_subproject/:id' });
    expect(paramRoutes().length).toBeGreaterThan(30);
  });

  it('answers 404 资源不存在 for an id above 2,147,483,647 on every id route', async () => {
    for (const r of paramRoutes()) {
      for (const value of [BIG, '99999999999999999999999']) {
        const res = await t.call({
          method: r.method as 'GET',
          url: withParam(r.path, value),
          token,
          payload: {},
        });
        expect({ route: r, status: res.statusCode, message: res.body_.message }).toEqual({
          route: r,
          status: 404,
          message: '资源不存在',
        });
      }
    }
  });

  it('answers 400 for a NUL in a path parameter on every route, anonymous ones too', async () => {
    for (const r of paramRoutes()) {
      for (const auth of [token, undefined]) {
        const res = await t.call({
          method: r.method as 'GET',
          url: withParam(r.path, 'a%00b'),
          token: auth,
          payload: {},
        });
        const expected = auth || PUBLIC.has(r.path) ? 400 : 401;
        expect({ route: r, status: res.statusCode, code: res.body_.code }).toEqual({
          route: r,
          status: expected,
          code: expected,
        });
        if (expected === 400) expect(res.body_.message).toBe('请求内容不能包含空字符（\\u0000）');
      }
    }
  });

  it('answers 400 for a NUL anywhere in a JSON body, on every route that takes one', async () => {
    const bodies = [{ name: 'a\u0000b' }, { nested: [{ deep: '\u0000' }] }, { 'key\u0000': 1 }];
    for (const r of routes.filter((x) => x.method === 'POST' || x.method === 'PUT')) {
      for (const payload of bodies) {
        const res = await t.call({ method: r.method as 'POST', url: withParam(r.path, '1'), token, payload });
        expect({ route: r, status: res.statusCode, message: res.body_.message }).toEqual({
          route: r,
          status: 400,
          message: '请求内容不能包含空字符（\\u0000）',
        });
      }
    }
  });

  it('answers 400 for a NUL in a query string and for integers beyond 32 bits in queries and bodies', async () => {
    const cases: [string, string, unknown][] = [
      ['GET', '/v1/forestry_project/view_list?name=a%00b', undefined],
      ['GET', '/v1/management/all_users?search=%00', undefined],
      ['GET', `/v1/project_compute/compare?versions=1,${BIG}`, undefined],
      ['GET', `/v1/forestry_project/view_list?page=${BIG}`, undefined],
      ['POST', '/v1/auth/switch_team', { team_id: Number(BIG) }],
      ['POST', '/v1/auth/switch_team', { team_id: BIG }],
      ['POST', '/v1/forestry_project/add_user', { phone_number: '13912345678', project_id: Number(BIG) }],
      ['POST', '/v1/management/add_team_admin', { team_id: Number(BIG), user_id: 1 }],
      ['POST', '/v1/team/add_user', { phone_number: '13912345678', team_id: Number(BIG) }],
      [
        'POST',
        '/v1/project_compute/update_table',
        { version_id: Number(BIG), template_id: 'tab1', tables: [] },
      ],
    ];
    for (const [method, url, payload] of cases) {
      const res = await t.call({ method: method as 'GET', url, token, ...(payload ? { payload } : {}) });
      expect({ url, status: res.statusCode, code: res.body_.code }).toEqual({ url, status: 400, code: 400 });
      expect(res.body_.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('answers an over-long path parameter inside the envelope, in Chinese', async () => {
    for (const path of ['/v1/captcha/:id', '/v1/forestry_project/detail/:id', '/v1/team/exit/:id']) {
      const res = await t.call({
        method: path.includes('exit') ? 'POST' : 'GET',
        url: withParam(path, 'x'.repeat(150)),
      });
      expect(res.statusCode).toBe(414);
      expect(res.body_).toEqual({
        code: 414,
        error: 'PARAM_TOO_LONG',
        message: '请求路径参数过长',
        data: null,
      });
    }
    const badUrl = await t.call({ method: 'GET', url: '/v1/captcha/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.body_.message).toBe('请求地址无效');
  });

  it('authenticates before validating: every guarded route answers an anonymous caller 401', async () => {
    for (const r of routes.filter((x) => !PUBLIC.has(x.path))) {
      const res = await t.call({
        method: r.method as 'POST',
        url: withParam(r.path, 'abc'),
        payload: { bogus: 1 },
      });
      expect({ route: r, status: res.statusCode, message: res.body_.message }).toEqual({
        route: r,
        status: 401,
        message: '请先登录',
      });
    }
  });

  it('answers 401 to an anonymous 3.7 MB save, and to one that is not even JSON (the body is not read)', async () => {
    const cells = Array.from({ length: 40000 }, (_, i) => ({ cell_id: `r${i}:c`, content: 'x'.repeat(70) }));
    const big = JSON.stringify({
      version_id: 1,
      template_id: 'tab1',
      tables: [{ table_id: 't', revision: 0, cells }],
    });
    expect(big.length).toBeGreaterThan(3_700_000);
    for (const payload of [big, '{not json']) {
      const res = await t.call({
        method: 'POST',
        url: '/v1/project_compute/update_table',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(401);
      expect(res.body_.message).toBe('请先登录');
    }
  });
});

describe.each(dbTargets())('other teams’ ids on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('answers a team the caller is not in exactly like a team that does not exist', async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const team = await createTeam(t, owner.id, '别人的团队');
    const strangerTeam = await createTeam(t, stranger.id, '自己的团队');
    const tok = await tokenFor(t, stranger.id, { id: strangerTeam.id, role: 'Admin' });
    const calls = (teamId: number) => [
      { method: 'POST', url: `/v1/team/exit/${teamId}` },
      { method: 'POST', url: `/v1/team/dismiss/${teamId}` },
      {
        method: 'POST',
        url: '/v1/team/add_user',
        payload: { phone_number: owner.phone_number, team_id: teamId },
      },
      { method: 'POST', url: '/v1/auth/switch_team', payload: { team_id: teamId } },
    ];
    const existing = calls(team.id);
    const missing = calls(team.id + 1000);
    for (let i = 0; i < existing.length; i += 1) {
      const a = await t.call({ ...(existing[i] as { method: 'POST'; url: string }), token: tok });
      const b = await t.call({ ...(missing[i] as { method: 'POST'; url: string }), token: tok });
      expect(a.statusCode).toBe(404);
      expect(a.body_).toEqual(b.body_);
    }
    // and another team's project: 404 as well, the same answer as for a missing project
    const ownerTok = await tokenFor(t, owner.id, { id: team.id, role: 'Admin' });
    const { projectId } = await createProject(t, ownerTok);
    const foreign = await t.call({
      method: 'GET',
      url: `/v1/forestry_project/detail/${projectId}`,
      token: tok,
    });
    const absent = await t.call({
      method: 'GET',
      url: `/v1/forestry_project/detail/${projectId + 1000}`,
      token: tok,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body_).toEqual(absent.body_);
  });
});
