// Sub-projects API: four types, planting fields only for type 0, tags normalised, unique names, type locked, status rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';
import { createCast, createProject, setStatus, statusOf, type Cast } from './fixtures';

describe.each(dbTargets())('sub-projects API on %s', (dialect) => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    cast = await createCast(t);
  });
  afterAll(async () => t.close());

  const create = (projectId: number, payload: Record<string, unknown>) =>
    t.call({
      method: 'POST',
      url: `/v1/forestry_project/create_subproject/${projectId}`,
      token: cast.owner.token,
      payload,
    });

  it('stores planting fields for type 0, joins tag lists and ignores empty entries', async () => {
    const { projectId } = await createProject(t, cast.owner.token);
    const res = await create(projectId, {
      name: '油茶林',
      type: 0,
      trees: ['油茶', '', '  ', '杉木', '油茶'],
      construction: '集约林栽培',
      forestation_method: '株间混交',
      breed_target: '珍贵树种用材林',
      product_categories: ['茶油', ''],
    });
    expect(res.statusCode).toBe(200);
    expect(res.body_.data).toMatchObject({
      name: '油茶林',
      type: 0,
      trees: '油茶,杉木',
      construction: '集约林栽培',
      forestation_method: '株间混交',
      forestation: '株间混交',
      breed_target: '珍贵树种用材林',
      product_categories: '茶油',
    });
  });

  it('keeps non-planting types free of planting fields', async () => {
    const { projectId } = await createProject(t, cast.owner.token);
    for (const type of [1, 2, 3]) {
      const res = await create(projectId, {
        name: `子项${type}`,
        type,
        trees: ['杉木'],
        construction: '林下经济',
      });
      expect(res.statusCode).toBe(200);
      expect(res.body_.data).toMatchObject({ type, trees: '', construction: '' });
    }
    const types = await t.call({
      method: 'GET',
      url: `/v1/forestry_project/subproject_types/${projectId}`,
      token: cast.owner.token,
    });
    expect(types.body_.data).toEqual([
      { key: 0, value: '种植', count: 0 },
      { key: 1, value: '苗圃', count: 1 },
      { key: 2, value: '厂房', count: 1 },
      { key: 3, value: '支撑体系建设', count: 1 },
    ]);
  });

  it('refuses duplicate names, unknown types and choices outside §9', async () => {
    const { projectId } = await createProject(t, cast.owner.token);
    expect((await create(projectId, { name: '甲', type: 1 })).statusCode).toBe(200);
    const dup = await create(projectId, { name: '甲', type: 2 });
    expect(dup.statusCode).toBe(409);
    expect(dup.body_.message).toBe('同一项目下子项目名称不能重复');
    const badType = await create(projectId, { name: '乙', type: 4 });
    expect(badType.statusCode).toBe(400);
    expect(badType.body_.message).toBe('请选择子项目类型');
    const noName = await create(projectId, { name: '', type: 1 });
    expect(noName.body_.message).toBe('请输入子项目名称');
    const misprint = await create(projectId, { name: '丙', type: 0, breed_target: '珍贵书中用材林' });
    expect(misprint.statusCode).toBe(400);
    expect(misprint.body_.message).toBe('培育目标不在可选范围内');
  });

  it('never changes the type on edit and keeps omitted fields', async () => {
    const { projectId } = await createProject(t, cast.owner.token);
    const sub = await create(projectId, {
      name: '种植一',
      type: 0,
      trees: ['杉木'],
      product_categories: ['木材'],
      construction: '林下经济',
    });
    const id = sub.body_.data.id;
    const typeChange = await t.call({
      method: 'PUT',
      url: `/v1/forestry_project/edit_subproject/${id}`,
      token: cast.owner.token,
      payload: { name: '种植一', type: 1 },
    });
    expect(typeChange.statusCode).toBe(400);
    expect(typeChange.body_.message).toBe('子项目类型不可修改');
    const rename = await t.call({
      method: 'PUT',
      url: `/v1/forestry_project/edit_subproject/${id}`,
      token: cast.owner.token,
      payload: { name: '种植二', type: 0 },
    });
    expect(rename.body_.data).toMatchObject({
      name: '种植二',
      type: 0,
      trees: '杉木',
      product_categories: '木材',
      construction: '林下经济',
    });
  });

  it('marks generated, non-completed versions CHANGED on create, tree/category edit and delete — not on a rename', async () => {
    const { projectId, versionId } = await createProject(t, cast.owner.token);
    const done = await t.call({
      method: 'POST',
      url: `/v1/forestry_project/create_version/${projectId}`,
      token: cast.owner.token,
      payload: { version: '完成版' },
    });
    const fresh = await t.call({
      method: 'POST',
      url: `/v1/forestry_project/create_version/${projectId}`,
      token: cast.owner.token,
      payload: { version: '新版' },
    });
    await setStatus(t, done.body_.data.id, 'VersionStatus.COMPLETED');

    await setStatus(t, versionId, 'VersionStatus.UNSUBMITTED');
    const sub = await create(projectId, { name: '种植', type: 0, trees: ['杉木'] });
    expect(sub.body_.data.changed_versions).toBe(1);
    expect(await statusOf(t, versionId)).toBe('VersionStatus.CHANGED');

    await setStatus(t, versionId, 'VersionStatus.UNSUBMITTED');
    const id = sub.body_.data.id;
    await t.call({
      method: 'PUT',
      url: `/v1/forestry_project/edit_subproject/${id}`,
      token: cast.owner.token,
      payload: { name: '种植改名', trees: ['杉木'] },
    });
    expect(await statusOf(t, versionId)).toBe('VersionStatus.UNSUBMITTED');
    await t.call({
      method: 'PUT',
      url: `/v1/forestry_project/edit_subproject/${id}`,
      token: cast.owner.token,
      payload: { name: '种植改名', trees: ['杉木', '马尾松'] },
    });
    expect(await statusOf(t, versionId)).toBe('VersionStatus.CHANGED');

    await setStatus(t, versionId, 'VersionStatus.CALCULATING');
    const del = await t.call({
      method: 'DELETE',
      url: `/v1/forestry_project/delete_subproject/${id}`,
      token: cast.owner.token,
    });
    // a submitted (CALCULATING) version keeps the snapshot it computes from: not marked
    expect(del.body_.data).toEqual({ name: '种植改名', changed_versions: 0 });
    expect(await statusOf(t, versionId)).toBe('VersionStatus.CALCULATING');
    expect(await statusOf(t, done.body_.data.id)).toBe('VersionStatus.COMPLETED');
    expect(await statusOf(t, fresh.body_.data.id)).toBe('VersionStatus.UNGENERATED');
  });
});
