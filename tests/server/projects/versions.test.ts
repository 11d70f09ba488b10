// Versions API and the status module: copy_from copies inputs and settings, last version kept, transitions enforced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';
import {
  markCalculating,
  markCompleted,
  markTemplatesGenerated,
  claimForEdit,
} from '../../../server/services/versions/status';
import { createCast, createProject, setStatus, statusOf, type Cast } from './fixtures';

describe.each(dbTargets())('versions API on %s', (dialect) => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cast = await createCast(t);
  });
  afterAll(async () => t.close());

  const createVersion = (projectId: number, payload: Record<string, unknown>, token = cast.owner.token) =>
    t.call({ method: 'POST', url: `/v1/forestry_project/create_version/${projectId}`, token, payload });

  async function addInput(versionId: number, tableId: string, cells: Record<string, string>) {
    await t.deps.db
      .insertInto('version_inputs')
      .values({
        version_id: versionId,
        template_key: '1',
        sub_project_id: null,
        scope: '',
        table_id: tableId,
        cells: JSON.stringify(cells),
        rows: null,
        revision: 3,
        updated_by: cast.owner.id,
        updated_at: t.clock.now().toISOString(),
      })
      .execute();
  }

  it('starts a plain new version UNGENERATED with no inputs', async () => {
    const { projectId } = await createProject(t, cast.owner.token);
    const res = await createVersion(projectId, { version: '2026-12' });
    expect(res.statusCode).toBe(200);
    expect(res.body_.data).toMatchObject({
      name: '2026-12',
      version: '2026-12',
      status: 'VersionStatus.UNGENERATED',
      project_id: projectId,
    });
    const list = await t.call({
      method: 'GET',
      url: `/v1/forestry_project/version_list/${projectId}`,
      token: cast.member.token,
    });
    expect(list.body_.data.map((v: { name: string }) => v.name)).toEqual(['2026-11-22', '2026-12']);
  });

  it('copies every entered input and the settings of copy_from; status UNSUBMITTED when the source had templates', async () => {
    const { projectId, versionId } = await createProject(t, cast.owner.token);
    await setStatus(t, versionId, 'VersionStatus.COMPLETED');
    await t.deps.db
      .updateTable('versions')
      .set({ settings: '{"area_unit":"ha"}' })
      .where('id', '=', versionId)
      .execute();
    await addInput(versionId, 'rates', { 'r1:v': '0.045' });
    await addInput(versionId, 'land', { 'r1:y1': '1200.50', 'r2:y1': '7' });
    const res = await createVersion(projectId, { version: '副本', copy_from: versionId, id: projectId });
    expect(res.statusCode).toBe(200);
    const copy = res.body_.data.id;
    expect(res.body_.data.status).toBe('VersionStatus.UNSUBMITTED');
    const rows = await t.deps.db
      .selectFrom('version_inputs')
      .select(['table_id', 'cells'])
      .where('version_id', '=', copy)
      .orderBy('table_id')
      .execute();
    expect(rows).toEqual([
      { table_id: 'land', cells: JSON.stringify({ 'r1:y1': '1200.50', 'r2:y1': '7' }) },
      { table_id: 'rates', cells: JSON.stringify({ 'r1:v': '0.045' }) },
    ]);
    const settings = await t.deps.db
      .selectFrom('versions')
      .select('settings')
      .where('id', '=', copy)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(settings.settings)).toEqual({ area_unit: 'ha' });
    // the source stays untouched
    expect(await statusOf(t, versionId)).toBe('VersionStatus.COMPLETED');
  });

  it('copies an UNGENERATED source as UNGENERATED', async () => {
    const { projectId, versionId } = await createProject(t, cast.owner.token);
    const res = await createVersion(projectId, { version: '副本', copy_from: versionId });
    expect(res.body_.data.status).toBe('VersionStatus.UNGENERATED');
  });

  it('refuses copy_from of another project’s version with 404, and bad input with 400', async () => {
    const a = await createProject(t, cast.owner.token, { name: 'A' });
    const b = await createProject(t, cast.owner.token, { name: 'B' });
    const cross = await createVersion(a.projectId, { version: 'x', copy_from: b.versionId });
    expect(cross.statusCode).toBe(404);
    expect(cross.body_.message).toBe('复制来源版本不存在');
    const foreign = await createProject(t, cast.outsider.token, { name: 'C' });
    expect(
      (await createVersion(a.projectId, { version: 'x', copy_from: foreign.versionId })).statusCode,
    ).toBe(404);
    const noName = await createVersion(a.projectId, { version: ' ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.body_.message).toBe('请输入项目版本号');
    expect((await createVersion(a.projectId, { version: 'x', copy_from: 'abc' })).statusCode).toBe(400);
  });

  it('renames a version and refuses to delete the last one', async () => {
    const { projectId, versionId } = await createProject(t, cast.owner.token);
    const renamed = await t.call({
      method: 'PUT',
      url: `/v1/forestry_project/edit_version/${versionId}`,
      token: cast.member.token,
      payload: { version: '新备注' },
    });
    expect(renamed.body_.data.name).toBe('新备注');
    const last = await t.call({
      method: 'DELETE',
      url: `/v1/forestry_project/delete_version/${versionId}`,
      token: cast.owner.token,
    });
    expect(last.statusCode).toBe(400);
    expect(last.body_.message).toBe('项目至少需要保留一个版本，不能删除最后一个版本');
    const second = await createVersion(projectId, { version: '第二版' });
    await addInput(second.body_.data.id, 't', { 'a:b': '1' });
    const del = await t.call({
      method: 'DELETE',
      url: `/v1/forestry_project/delete_version/${second.body_.data.id}`,
      token: cast.owner.token,
    });
    expect(del.statusCode).toBe(200);
    expect(del.body_.data.name).toBe('第二版');
    const left = await t.deps.db
      .selectFrom('version_inputs')
      .select('id')
      .where('version_id', '=', second.body_.data.id)
      .execute();
    expect(left).toHaveLength(0);
  });

  it('answers the data-entry header', async () => {
    const { projectId, versionId } = await createProject(t, cast.owner.token, {
      name: '表头项目',
      building_period: 4,
      operating_period: 30,
    });
    const res = await t.call({
      method: 'GET',
      url: `/v1/forestry_project/header/${versionId}`,
      token: cast.member.token,
    });
    expect(res.body_.data).toEqual({
      project_id: projectId,
      project_name: '表头项目',
      province: '浙江省',
      city: '杭州市',
      county: '淳安县',
      location: '浙江省/杭州市/淳安县',
      type: 'forestry',
      type_name: '林业项目',
      version_id: versionId,
      version: '2026-11-22',
      building_period: 4,
      operating_period: 30,
      status: 'VersionStatus.UNGENERATED',
      computed: false,
    });
  });

  it('walks the lifecycle through the status module; COMPLETED is final and sets the computed flag', async () => {
    const { projectId, versionId } = await createProject(t, cast.owner.token);
    const db = t.deps.db;
    const now = t.clock.now();
    await expect(markCalculating(db, versionId, now)).rejects.toMatchObject({ status: 409 });
    await markTemplatesGenerated(db, versionId, now);
    expect(await statusOf(t, versionId)).toBe('VersionStatus.UNSUBMITTED');
    await markCalculating(db, versionId, now);
    await markCompleted(db, versionId, now);
    expect(await statusOf(t, versionId)).toBe('VersionStatus.COMPLETED');
    const project = await db
      .selectFrom('projects')
      .select('computed')
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(project.computed).toBe(1);
    await expect(markTemplatesGenerated(db, versionId, now)).rejects.toMatchObject({
      status: 409,
      error: 'VERSION_READ_ONLY',
    });
    const detail = await t.call({
      method: 'GET',
      url: `/v1/forestry_project/detail/${projectId}`,
      token: cast.owner.token,
    });
    expect(detail.body_.data.computed).toBe(true);
  });

  it('claimForEdit records the editor for the recent list', async () => {
    const { versionId } = await createProject(t, cast.owner.token);
    t.clock.advance(1000);
    await claimForEdit(t.deps.db, versionId, cast.member.id, t.clock.now());
    const row = await t.deps.db
      .selectFrom('versions')
      .select(['last_editor_id', 'updated_at'])
      .where('id', '=', versionId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ last_editor_id: cast.member.id, updated_at: t.clock.now().toISOString() });
  });
});
