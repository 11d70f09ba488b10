// Projects API: create with a first version, list/search/paging, edit, detail, delete with cascade, validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, tokenFor, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';
import { createCast, createProject, LOCATION, setStatus, statusOf, type Cast } from './fixtures';

describe.each(dbTargets())('projects API on %s', (dialect) => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cast = await createCast(t);
  });
  afterAll(async () => t.close());

  it('creates a project of the active team with its first version UNGENERATED and server-kept metadata', async () => {
    const at = t.clock.now().toISOString();
    const res = await t.call({
      method: 'POST',
      url: '/v1/forestry_project/create',
      token: cast.owner.token,
      payload: { name: '  楠木林  ', ...LOCATION, building_period: 3, operating_period: 20, version: '初版' },
    });
    expect(res.statusCode).toBe(200);
    const { project, version } = res.body_.data;
    expect(project).toMatchObject({
      name: '楠木林',
      type: 'forestry',
      location: '浙江省/杭州市/淳安县',
      building_period: 3,
      operating_period: 20,
      version_count: 1,
      team_id: cast.teamId,
      created_at: at,
      updated_at: at,
      computed: false,
    });
    const owner = await t.deps.db
      .selectFrom('users')
      .select('username')
      .where('id', '=', cast.owner.id)
      .executeTakeFirstOrThrow();
    expect(project.creator_name).toBe(owner.username);
    expect(version).toMatchObject({
      name: '初版',
      status: 'VersionStatus.UNGENERATED',
      project_id: project.id,
    });
  });

  it('lists the team’s projects newest first with paging and a literal, case-insensitive search', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user.id);
    for (const name of ['Alpha 林场', 'beta 苗圃', '100%_纯林']) await createProject(t, token, { name });
    const all = await t.call({ method: 'GET', url: '/v1/forestry_project/view_list?page=1&limit=2', token });
    expect(all.body_.data.total).toBe(3);
    expect(all.body_.data.projects.map((p: { name: string }) => p.name)).toEqual(['100%_纯林', 'beta 苗圃']);
    const page2 = await t.call({
      method: 'GET',
      url: '/v1/forestry_project/view_list?page=2&limit=2',
      token,
    });
    expect(page2.body_.data.projects.map((p: { name: string }) => p.name)).toEqual(['Alpha 林场']);
    const alpha = await t.call({
      method: 'GET',
      url: `/v1/forestry_project/view_list?search=${encodeURIComponent('ALPHA')}`,
      token,
    });
    expect(alpha.body_.data.projects.map((p: { name: string }) => p.name)).toEqual(['Alpha 林场']);
    // % and _ match themselves, not "anything"
    const pct = await t.call({
      method: 'GET',
      url: `/v1/forestry_project/view_list?search=${encodeURIComponent('%_')}`,
      token,
    });
    expect(pct.body_.data.total).toBe(1);
    const quote = await t.call({
      method: 'GET',
      url: `/v1/forestry_project/view_list?search=${encodeURIComponent("' or 1=1 --")}`,
      token,
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.body_.data.total).toBe(0);
    const list = await t.call({ method: 'GET', url: '/v1/account/project_list', token });
    expect(list.body_.data.projects).toHaveLength(3);
  });

  it('refuses bad paging with 400 and a Chinese message', async () => {
    for (const q of ['page=0', 'limit=0', 'limit=101', 'page=abc']) {
      const res = await t.call({
        method: 'GET',
        url: `/v1/forestry_project/view_list?${q}`,
        token: cast.owner.token,
      });
      expect(res.statusCode, q).toBe(400);
      expect(res.body_.message).toMatch(/页码|每页条数/);
    }
  });

  it('refuses bad project input with the §5 message, never 500', async () => {
    const base = { name: '项目', ...LOCATION, building_period: 2, operating_period: 10, version: 'v1' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, '请输入项目名称'],
      [{ name: undefined }, '请输入项目名称'],
      [{ version: '' }, '请输入项目版本号'],
      [{ province: '' }, '请选择项目地点'],
      [{ building_period: -1 }, '建设期须为1至10年的整数'],
      [{ building_period: 0 }, '建设期须为1至10年的整数'],
      [{ building_period: 11 }, '建设期须为1至10年的整数'],
      [{ operating_period: -5 }, '运营期须为1至60年的整数'],
      [{ operating_period: 1.5 }, '运营期须为1至60年的整数'],
      [{ building_period: 10, operating_period: 51 }, '建设期与运营期之和不得超过60年'],
    ];
    for (const [over, message] of cases) {
      const res = await t.call({
        method: 'POST',
        url: '/v1/forestry_project/create',
        token: cast.owner.token,
        payload: { ...base, ...over },
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.body_.message).toBe(message);
    }
    const wrongPlace = await t.call({
      method: 'POST',
      url: '/v1/forestry_project/create',
      token: cast.owner.token,
      payload: { ...base, city: '广州市' },
    });
    expect(wrongPlace.statusCode).toBe(400);
    expect(wrongPlace.body_.message).toContain('请选择项目地点');
  });

  it('edits a project; a period change marks generated, non-completed versions CHANGED', async () => {
    const { projectId, versionId } = await createProject(t, cast.owner.token);
    const v2 = await t.call({
      method: 'POST',
      url: `/v1/forestry_project/create_version/${projectId}`,
      token: cast.owner.token,
      payload: { version: 'v2' },
    });
    const v3 = await t.call({
      method: 'POST',
      url: `/v1/forestry_project/create_version/${projectId}`,
      token: cast.owner.token,
      payload: { version: 'v3' },
    });
    await setStatus(t, versionId, 'VersionStatus.UNSUBMITTED');
    await setStatus(t, v3.body_.data.id, 'VersionStatus.COMPLETED');
    const body = { name: '改名', ...LOCATION, building_period: 2, operating_period: 10 };
    t.clock.advance(60_000);
    const rename = await t.call({
      method: 'PUT',
      url: `/v1/forestry_project/update/${projectId}`,
      token: cast.owner.token,
      payload: body,
    });
    expect(rename.statusCode).toBe(200);
    expect(rename.body_.data).toMatchObject({ name: '改名', changed_versions: 0 });
    expect(rename.body_.data.updated_at).not.toBe(rename.body_.data.created_at);
    expect(await statusOf(t, versionId)).toBe('VersionStatus.UNSUBMITTED');
    const periods = await t.call({
      method: 'PUT',
      url: `/v1/forestry_project/update/${projectId}`,
      token: cast.owner.token,
      payload: { ...body, operating_period: 12 },
    });
    expect(periods.body_.data.changed_versions).toBe(1);
    expect(await statusOf(t, versionId)).toBe('VersionStatus.CHANGED');
    expect(await statusOf(t, v2.body_.data.id)).toBe('VersionStatus.UNGENERATED');
    expect(await statusOf(t, v3.body_.data.id)).toBe('VersionStatus.COMPLETED');
  });

  it('answers the detail with versions and sub-projects', async () => {
    const { projectId, versionId } = await createProject(t, cast.owner.token, { name: '详情项目' });
    await t.call({
      method: 'POST',
      url: `/v1/forestry_project/create_subproject/${projectId}`,
      token: cast.owner.token,
      payload: { name: '苗圃一', type: 1 },
    });
    const res = await t.call({
      method: 'GET',
      url: `/v1/forestry_project/detail/${projectId}`,
      token: cast.member.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body_.data).toMatchObject({
      id: projectId,
      name: '详情项目',
      location: '浙江省/杭州市/淳安县',
      version_count: 1,
    });
    expect(res.body_.data.versions.map((v: { id: number }) => v.id)).toEqual([versionId]);
    expect(res.body_.data.sub_projects.map((s: { name: string; type: number }) => [s.name, s.type])).toEqual([
      ['苗圃一', 1],
    ]);
  });

  it('deletes a project with everything under it, leaving no orphan rows', async () => {
    const { projectId, versionId } = await createProject(t, cast.owner.token, { name: '待删除' });
    const sub = await t.call({
      method: 'POST',
      url: `/v1/forestry_project/create_subproject/${projectId}`,
      token: cast.owner.token,
      payload: { name: '种植区', type: 0, trees: ['杉木'] },
    });
    const at = t.clock.now().toISOString();
    await t.deps.db
      .insertInto('version_inputs')
      .values({
        version_id: versionId,
        template_key: '0',
        sub_project_id: sub.body_.data.id,
        scope: String(sub.body_.data.id),
        table_id: 't',
        cells: '{}',
        rows: null,
        revision: 1,
        updated_by: cast.owner.id,
        updated_at: at,
      })
      .execute();
    await t.deps.db
      .insertInto('version_results')
      .values({
        version_id: versionId,
        model_input: '{}',
        indicators: '{}',
        messages: '[]',
        engine_version: '1',
        template_version: '1',
        computed_at: at,
      })
      .execute();
    await t.deps.db
      .insertInto('computed_tables')
      .values({ version_id: versionId, table_id: 'summary', position: 0, name: '汇总', data: '{}' })
      .execute();
    await t.call({
      method: 'POST',
      url: '/v1/forestry_project/add_user',
      token: cast.owner.token,
      payload: { phone_number: cast.outsider.phone, project_id: projectId },
    });

    const res = await t.call({
      method: 'DELETE',
      url: `/v1/forestry_project/delete/${projectId}`,
      token: cast.owner.token,
    });
    expect(res.statusCode).toBe(200);
    const db = t.deps.db;
    const count = async (q: Promise<{ n: number | string | bigint }>) => Number((await q).n);
    expect(
      await count(
        db
          .selectFrom('projects')
          .select((e) => e.fn.countAll<number>().as('n'))
          .where('id', '=', projectId)
          .executeTakeFirstOrThrow(),
      ),
    ).toBe(0);
    expect(
      await count(
        db
          .selectFrom('versions')
          .select((e) => e.fn.countAll<number>().as('n'))
          .where('project_id', '=', projectId)
          .executeTakeFirstOrThrow(),
      ),
    ).toBe(0);
    expect(
      await count(
        db
          .selectFrom('sub_projects')
          .select((e) => e.fn.countAll<number>().as('n'))
          .where('project_id', '=', projectId)
          .executeTakeFirstOrThrow(),
      ),
    ).toBe(0);
    expect(
      await count(
        db
          .selectFrom('version_inputs')
          .select((e) => e.fn.countAll<number>().as('n'))
          .where('version_id', '=', versionId)
          .executeTakeFirstOrThrow(),
      ),
    ).toBe(0);
    expect(
      await count(
        db
          .selectFrom('version_results')
          .select((e) => e.fn.countAll<number>().as('n'))
          .where('version_id', '=', versionId)
          .executeTakeFirstOrThrow(),
      ),
    ).toBe(0);
    expect(
      await count(
        db
          .selectFrom('computed_tables')
          .select((e) => e.fn.countAll<number>().as('n'))
          .where('version_id', '=', versionId)
          .executeTakeFirstOrThrow(),
      ),
    ).toBe(0);
    expect(
      await count(
        db
          .selectFrom('project_collaborators')
          .select((e) => e.fn.countAll<number>().as('n'))
          .where('project_id', '=', projectId)
          .executeTakeFirstOrThrow(),
      ),
    ).toBe(0);
    const again = await t.call({
      method: 'GET',
      url: `/v1/forestry_project/detail/${projectId}`,
      token: cast.owner.token,
    });
    expect(again.statusCode).toBe(404);
  });

  it('keeps a team-less user’s project private to its creator', async () => {
    const loner = await createUser(t);
    const token = await tokenFor(t, loner.id);
    const { projectId } = await createProject(t, token, { name: '个人项目' });
    const row = await t.deps.db
      .selectFrom('projects')
      .select('team_id')
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(row.team_id).toBeNull();
    expect(
      (await t.call({ method: 'GET', url: `/v1/forestry_project/detail/${projectId}`, token })).statusCode,
    ).toBe(200);
    expect(
      (
        await t.call({
          method: 'GET',
          url: `/v1/forestry_project/detail/${projectId}`,
          token: cast.owner.token,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('requires a signed-in user', async () => {
    const res = await t.call({ method: 'GET', url: '/v1/forestry_project/view_list' });
    expect(res.statusCode).toBe(401);
  });
});
