// Dashboard API: counters come from the event log of the user; recent versions are the user's 10 latest edits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, tokenFor, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';
import { recordEvent } from '../../../server/services/events';
import { claimForEdit } from '../../../server/services/versions/status';
import { createCast, createProject, setStatus, type Cast } from '../projects/fixtures';

describe.each(dbTargets())('dashboard API on %s', (dialect) => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cast = await createCast(t);
  });
  afterAll(async () => t.close());

  it('counts created projects and versions, computations and downloads of this user only', async () => {
    const a = await createProject(t, cast.owner.token);
    const b = await createProject(t, cast.owner.token);
    await t.call({
      method: 'POST',
      url: `/v1/forestry_project/create_version/${a.projectId}`,
      token: cast.owner.token,
      payload: { version: 'v2' },
    });
    await t.call({
      method: 'POST',
      url: `/v1/forestry_project/create_version/${a.projectId}`,
      token: cast.member.token,
      payload: { version: 'v3' },
    });
    await setStatus(t, b.versionId, 'VersionStatus.COMPLETED');
    for (const kind of ['compute', 'compute', 'download'] as const) {
      await recordEvent(t.deps.db, t.clock.now(), { userId: cast.owner.id, kind, versionId: b.versionId });
    }
    await recordEvent(t.deps.db, t.clock.now(), {
      userId: cast.member.id,
      kind: 'download',
      versionId: b.versionId,
    });

    const owner = await t.call({ method: 'GET', url: '/v1/profile/preview', token: cast.owner.token });
    expect(owner.statusCode).toBe(200);
    // 4 versions in the team's projects: a(v1, v2, v3) UNGENERATED, b(v1) COMPLETED
    expect(owner.body_.data).toEqual({
      ungenerated_versions: 3,
      count_project: 2,
      count_version: 3,
      count_compute: 2,
      count_download: 1,
    });
    const member = await t.call({ method: 'GET', url: '/v1/profile/preview', token: cast.member.token });
    expect(member.body_.data).toEqual({
      ungenerated_versions: 3,
      count_project: 0,
      count_version: 1,
      count_compute: 0,
      count_download: 1,
    });
    const outsider = await t.call({ method: 'GET', url: '/v1/profile/preview', token: cast.outsider.token });
    expect(outsider.body_.data).toEqual({
      ungenerated_versions: 0,
      count_project: 0,
      count_version: 0,
      count_compute: 0,
      count_download: 0,
    });
  });

  it('keeps counting after a project is deleted (the log is history)', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user.id);
    const p = await createProject(t, token);
    await t.call({ method: 'DELETE', url: `/v1/forestry_project/delete/${p.projectId}`, token });
    const res = await t.call({ method: 'GET', url: '/v1/profile/preview', token });
    expect(res.body_.data).toMatchObject({ count_project: 1, count_version: 1, ungenerated_versions: 0 });
  });

  it('lists the user’s 10 most recently edited versions, newest first, only ones still accessible', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user.id);
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      t.clock.advance(1000);
      const p = await createProject(t, token, { name: `项目${i}` });
      ids.push(p.versionId);
    }
    t.clock.advance(1000);
    await claimForEdit(t.deps.db, ids[0]!, user.id, t.clock.now());
    const res = await t.call({ method: 'GET', url: '/v1/profile/recent_updated_versions', token });
    expect(res.body_.data).toHaveLength(10);
    expect(res.body_.data[0]).toMatchObject({
      id: ids[0],
      project_name: '项目0',
      version_name: '2026-11-22',
    });
    expect(res.body_.data.slice(1).map((v: { id: number }) => v.id)).toEqual(ids.slice(3).reverse());
    expect(res.body_.data[0].project_id).toBeGreaterThan(0);
    const other = await t.call({
      method: 'GET',
      url: '/v1/profile/recent_updated_versions',
      token: cast.outsider.token,
    });
    expect(other.body_.data).toEqual([]);
  });
});
