// The access rule: another team's user gets 404 on every call of a project that is not theirs; an invited collaborator gets in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, tokenFor, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';
import { createCast, createProject, LOCATION, type Cast } from './fixtures';

describe.each(dbTargets())('project access on %s', (dialect) => {
  let t: TestApp;
  let cast: Cast;
  let projectId: number;
  let versionId: number;
  let subId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cast = await createCast(t);
    ({ projectId, versionId } = await createProject(t, cast.owner.token, { name: '甲团队项目' }));
    const sub = await t.call({
      method: 'POST',
      url: `/v1/forestry_project/create_subproject/${projectId}`,
      token: cast.owner.token,
      payload: { name: '苗圃', type: 1 },
    });
    subId = sub.body_.data.id;
  });
  afterAll(async () => t.close());

  const calls = () =>
    [
      { method: 'GET', url: `/v1/forestry_project/detail/${projectId}` },
      {
        method: 'PUT',
        url: `/v1/forestry_project/update/${projectId}`,
        payload: { name: 'x', ...LOCATION, building_period: 1, operating_period: 1 },
      },
      { method: 'DELETE', url: `/v1/forestry_project/delete/${projectId}` },
      {
        method: 'POST',
        url: `/v1/forestry_project/create_subproject/${projectId}`,
        payload: { name: '新子项', type: 2 },
      },
      { method: 'PUT', url: `/v1/forestry_project/edit_subproject/${subId}`, payload: { name: '改名' } },
      { method: 'DELETE', url: `/v1/forestry_project/delete_subproject/${subId}` },
      { method: 'GET', url: `/v1/forestry_project/subproject_types/${projectId}` },
      { method: 'GET', url: `/v1/forestry_project/version_list/${projectId}` },
      { method: 'POST', url: `/v1/forestry_project/create_version/${projectId}`, payload: { version: 'v9' } },
      { method: 'PUT', url: `/v1/forestry_project/edit_version/${versionId}`, payload: { version: 'v9' } },
      { method: 'DELETE', url: `/v1/forestry_project/delete_version/${versionId}` },
      { method: 'GET', url: `/v1/forestry_project/header/${versionId}` },
      {
        method: 'POST',
        url: '/v1/forestry_project/add_user',
        payload: { phone_number: cast.outsider.phone, project_id: projectId },
      },
    ] as const;

  it('answers 404 to a user of another team on every call, and changes nothing', async () => {
    for (const c of calls()) {
      const res = await t.call({ ...c, token: cast.outsider.token });
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(404);
      expect(res.body_.message).toMatch(/不存在/);
    }
    const detail = await t.call({
      method: 'GET',
      url: `/v1/forestry_project/detail/${projectId}`,
      token: cast.owner.token,
    });
    expect(detail.body_.data).toMatchObject({ name: '甲团队项目', version_count: 1 });
    expect(detail.body_.data.sub_projects).toHaveLength(1);
  });

  it('answers the same 404 for a project id that does not exist', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/v1/forestry_project/detail/999999',
      token: cast.outsider.token,
    });
    const theirs = await t.call({
      method: 'GET',
      url: `/v1/forestry_project/detail/${projectId}`,
      token: cast.outsider.token,
    });
    expect(res.statusCode).toBe(404);
    expect(theirs.body_.message).toBe(res.body_.message);
  });

  it('hides the project from other teams’ lists and reports', async () => {
    const list = await t.call({
      method: 'GET',
      url: '/v1/forestry_project/view_list',
      token: cast.outsider.token,
    });
    expect(list.body_.data.total).toBe(0);
    const reports = await t.call({
      method: 'GET',
      url: '/v1/project_compute/reports/list',
      token: cast.outsider.token,
    });
    expect(reports.body_.data.total).toBe(0);
    const mine = await t.call({
      method: 'GET',
      url: '/v1/forestry_project/view_list',
      token: cast.member.token,
    });
    expect(mine.body_.data.projects.map((p: { id: number }) => p.id)).toContain(projectId);
  });

  it('lets an invited collaborator see and edit the project', async () => {
    const invite = await t.call({
      method: 'POST',
      url: '/v1/forestry_project/add_user',
      token: cast.owner.token,
      payload: { phone_number: cast.outsider.phone, project_id: projectId },
    });
    expect(invite.statusCode).toBe(200);
    expect(invite.body_.data.user_id).toBe(cast.outsider.id);
    const detail = await t.call({
      method: 'GET',
      url: `/v1/forestry_project/detail/${projectId}`,
      token: cast.outsider.token,
    });
    expect(detail.statusCode).toBe(200);
    const edit = await t.call({
      method: 'PUT',
      url: `/v1/forestry_project/edit_version/${versionId}`,
      token: cast.outsider.token,
      payload: { version: '协作者改名' },
    });
    expect(edit.body_.data.name).toBe('协作者改名');
    const list = await t.call({
      method: 'GET',
      url: '/v1/forestry_project/view_list',
      token: cast.outsider.token,
    });
    expect(list.body_.data.projects.map((p: { id: number }) => p.id)).toEqual([projectId]);
    const twice = await t.call({
      method: 'POST',
      url: '/v1/forestry_project/add_user',
      token: cast.owner.token,
      payload: { phone_number: cast.outsider.phone, project_id: projectId },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses invitations of unknown phones, members and oneself', async () => {
    const unknown = await t.call({
      method: 'POST',
      url: '/v1/forestry_project/add_user',
      token: cast.owner.token,
      payload: { phone_number: '13000000000', project_id: projectId },
    });
    expect(unknown.statusCode).toBe(404);
    const member = await t.call({
      method: 'POST',
      url: '/v1/forestry_project/add_user',
      token: cast.owner.token,
      payload: { phone_number: cast.member.phone, project_id: projectId },
    });
    expect(member.statusCode).toBe(409);
    const self = await t.call({
      method: 'POST',
      url: '/v1/forestry_project/add_user',
      token: cast.owner.token,
      payload: { phone_number: cast.owner.phone, project_id: projectId },
    });
    expect(self.statusCode).toBe(400);
    const bad = await t.call({
      method: 'POST',
      url: '/v1/forestry_project/add_user',
      token: cast.owner.token,
      payload: { phone_number: '123', project_id: projectId },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body_.message).toBe('请输入正确格式的手机号');
  });

  it('loses access when the user leaves the team', async () => {
    const leaver = await createUser(t);
    await t.deps.db
      .insertInto('team_members')
      .values({
        team_id: cast.teamId,
        user_id: leaver.id,
        role: 'Member',
        joined_at: t.clock.now().toISOString(),
      })
      .execute();
    const token = await tokenFor(t, leaver.id, { id: cast.teamId, role: 'Member' });
    expect(
      (await t.call({ method: 'GET', url: `/v1/forestry_project/detail/${projectId}`, token })).statusCode,
    ).toBe(200);
    await t.deps.db.deleteFrom('team_members').where('user_id', '=', leaver.id).execute();
    expect(
      (await t.call({ method: 'GET', url: `/v1/forestry_project/detail/${projectId}`, token })).statusCode,
    ).toBe(404);
  });
});
