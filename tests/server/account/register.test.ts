// Registration (pending approval), measurement fields and the account centre's team list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeam, createTestApp, createUser, tokenFor, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';
import { freshPhone, login, smsCode } from '../auth/helpers';

describe.each(dbTargets())('account on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const payload = (phone: string, code: string, extra: Record<string, unknown> = {}) => ({
    measure_fields: [1],
    phone_number: phone,
    username: '新同事',
    verification_code: code,
    password: 'secret1',
    ...extra,
  });

  it('lists the measurement fields without login', async () => {
    const res = await t.call({ method: 'GET', url: '/v1/common/fields/list' });
    expect(res.statusCode).toBe(200);
    expect(res.body_.data.map((f: { name: string }) => f.name)).toEqual(['林业', '农业', '生态修复']);
    expect(typeof res.body_.data[0].id).toBe('number');
  });

  it('registers an account as pending (2) with its field; login then says it is under review', async () => {
    const phone = freshPhone();
    const fields = (await t.call({ method: 'GET', url: '/v1/common/fields/list' })).body_.data as {
      id: number;
      name: string;
    }[];
    const eco = fields.find((f) => f.name === '生态修复')?.id ?? 0;
    const code = await smsCode(t, phone, 1);
    const res = await t.call({
      method: 'POST',
      url: '/v1/account/register',
      payload: payload(phone, code, { measure_fields: [eco] }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body_.message).toBe('success');
    const user = await t.deps.db
      .selectFrom('users')
      .selectAll()
      .where('phone_number', '=', phone)
      .executeTakeFirstOrThrow();
    expect(user.status).toBe(2);
    expect(user.username).toBe('新同事');
    expect(user.password_hash.startsWith('$argon2id$')).toBe(true);
    const link = await t.deps.db
      .selectFrom('user_measure_fields')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(link.map((l) => l.field_id)).toEqual([eco]);
    const attempt = await login(t, phone, 'secret1');
    expect(attempt.statusCode).toBe(403);
    expect(attempt.body_.message).toBe('账号正在审核中，请耐心等待');
  });

  it('refuses a phone that is already registered (409)', async () => {
    const u = await createUser(t);
    const res = await t.call({
      method: 'POST',
      url: '/v1/account/register',
      payload: payload(u.phone_number, '123456'),
    });
    expect(res.statusCode).toBe(409);
    expect(res.body_.message).toBe('该手机号已注册');
  });

  it('refuses an unknown measurement field', async () => {
    const phone = freshPhone();
    const code = await smsCode(t, phone, 1);
    const res = await t.call({
      method: 'POST',
      url: '/v1/account/register',
      payload: payload(phone, code, { measure_fields: [999] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body_.message).toBe('请选择测算领域');
  });

  it.each([
    [{ phone_number: '1380000' }, '请输入正确格式的手机号'],
    [{ phone_number: '' }, '请输入手机号'],
    [{ username: '' }, '请输入用户名'],
    [{ password: '12345' }, '密码不得少于6位'],
    [{ verification_code: '' }, '请输入验证码'],
    [{ measure_fields: [] }, '请选择测算领域'],
    [{ measure_fields: 'x' }, '请选择测算领域'],
  ])('answers 400 for %j', async (extra, message) => {
    const res = await t.call({
      method: 'POST',
      url: '/v1/account/register',
      payload: payload('13912345678', '123456', extra),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body_.message).toBe(message);
  });

  it('answers the profile with the chosen measurement fields (401 without a token)', async () => {
    const admin = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('phone_number', '=', t.config.adminPhone)
      .executeTakeFirstOrThrow();
    const res = await t.call({
      method: 'GET',
      url: '/v1/account/profile',
      token: await tokenFor(t, admin.id, null, true),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body_.data).toMatchObject({
      id: admin.id,
      phone_number: t.config.adminPhone,
      is_super_admin: true,
      status: 0,
    });
    expect(res.body_.data.measure_fields.map((f: { name: string }) => f.name)).toEqual(['林业']);
    expect(res.body_.data.password_hash).toBeUndefined();
    expect((await t.call({ method: 'GET', url: '/v1/account/profile' })).statusCode).toBe(401);
  });

  it('pages my teams (total, id, name, members_number, role)', async () => {
    const u = await createUser(t);
    const other = await createUser(t);
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1)
      ids.push((await createTeam(t, i === 1 ? other.id : u.id, `团队${i}`, i === 1 ? [u.id] : [])).id);
    const token = await tokenFor(t, u.id);
    const page1 = await t.call({ method: 'GET', url: '/v1/account/myteams?page=1&per_page=2', token });
    expect(page1.statusCode).toBe(200);
    expect(page1.body_.data.total).toBe(3);
    expect(page1.body_.data.teams).toEqual([
      { id: ids[0], name: '团队0', members_number: 1, role: 'Admin' },
      { id: ids[1], name: '团队1', members_number: 2, role: 'Member' },
    ]);
    const page2 = await t.call({ method: 'GET', url: '/v1/account/myteams?page=2&per_page=2', token });
    expect(page2.body_.data.teams.map((x: { id: number }) => x.id)).toEqual([ids[2]]);
    const bad = await t.call({ method: 'GET', url: '/v1/account/myteams?page=0', token });
    expect(bad.statusCode).toBe(400);
    expect(bad.body_.message).toBe('页码无效');
  });
});
