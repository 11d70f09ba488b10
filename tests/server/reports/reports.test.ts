// Reports list API: the versions of the user's projects with status, filtered by project and version, paged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, tokenFor, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';
import { createProject, setStatus } from '../projects/fixtures';

describe.each(dbTargets())('reports list API on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  let ids: { a: number; a2: number; b: number };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const user = await createUser(t, { username: '测算员' });
    token = await tokenFor(t, user.id);
    const a = await createProject(t, token, { name: '油茶基地' });
    t.clock.advance(1000);
    const a2 = await t.call({
      method: 'POST',
      url: `/v1/forestry_project/create_version/${a.projectId}`,
      token,
      payload: { version: '第二版' },
    });
    t.clock.advance(1000);
    const b = await createProject(t, token, { name: '杉木林', version: 'V1' });
    await setStatus(t, a.versionId, 'VersionStatus.COMPLETED');
    ids = { a: a.versionId, a2: a2.body_.data.id, b: b.versionId };
  });
  afterAll(async () => t.close());

  it('lists every version newest first with project, location, creator and status', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/v1/project_compute/reports/list?page=1&limit=10',
      token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body_.data.total).toBe(3);
    expect(res.body_.data.reports.map((r: { id: number }) => r.id)).toEqual([ids.b, ids.a2, ids.a]);
    expect(res.body_.data.reports[2]).toMatchObject({
      id: ids.a,
      version: '2026-11-22',
      project_name: '油茶基地',
      type: 'forestry',
      location: '浙江省/杭州市/淳安县',
      creator_name: '测算员',
      status: 'VersionStatus.COMPLETED',
    });
  });

  it('filters by project name and version name, and pages', async () => {
    const byProject = await t.call({
      method: 'GET',
      url: `/v1/project_compute/reports/list?project=${encodeURIComponent('油茶')}`,
      token,
    });
    expect(byProject.body_.data.reports.map((r: { id: number }) => r.id)).toEqual([ids.a2, ids.a]);
    const byVersion = await t.call({
      method: 'GET',
      url: `/v1/project_compute/reports/list?version=v1`,
      token,
    });
    expect(byVersion.body_.data.reports.map((r: { id: number }) => r.id)).toEqual([ids.b]);
    const both = await t.call({
      method: 'GET',
      url: `/v1/project_compute/reports/list?project=${encodeURIComponent('油茶')}&version=${encodeURIComponent('第二')}`,
      token,
    });
    expect(both.body_.data.total).toBe(1);
    const page2 = await t.call({
      method: 'GET',
      url: '/v1/project_compute/reports/list?page=2&limit=2',
      token,
    });
    expect(page2.body_.data).toMatchObject({ total: 3 });
    expect(page2.body_.data.reports.map((r: { id: number }) => r.id)).toEqual([ids.a]);
  });

  it('refuses bad paging with 400', async () => {
    const res = await t.call({ method: 'GET', url: '/v1/project_compute/reports/list?limit=500', token });
    expect(res.statusCode).toBe(400);
    expect(res.body_.message).toBe('每页条数须为1至100的整数');
  });
});
