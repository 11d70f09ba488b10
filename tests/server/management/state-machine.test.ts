// The §4.1 account state machine over every (status, action) pair: allowed actions move the status, others are 409.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ACTION_PATHS, type AccountAction } from '../../../src/core/contracts/management';
import { createTestApp, createUser, tokenFor, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';
import { login } from '../auth/helpers';

/** Written out by hand from product.md §4.1 (not derived from the implementation's table). */
const EXPECTED: Record<number, Record<AccountAction, number | 'refused'>> = {
  2: { activate: 0, reject: 1, stop: 'refused', cancel: 'refused', reset_password: 'refused' },
  0: { activate: 'refused', reject: 'refused', stop: 3, cancel: 4, reset_password: 0 },
  3: { activate: 0, reject: 'refused', stop: 'refused', cancel: 4, reset_password: 'refused' },
  1: { activate: 'refused', reject: 'refused', stop: 'refused', cancel: 4, reset_password: 'refused' },
  4: {
    activate: 'refused',
    reject: 'refused',
    stop: 'refused',
    cancel: 'refused',
    reset_password: 'refused',
  },
};

const CASES = Object.entries(EXPECTED).flatMap(([status, actions]) =>
  Object.entries(actions).map(
    ([action, result]) => [Number(status), action as AccountAction, result] as const,
  ),
);

describe.each(dbTargets())('account state machine on %s', (dialect) => {
  let t: TestApp;
  let superToken: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const admin = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('phone_number', '=', t.config.adminPhone)
      .executeTakeFirstOrThrow();
    superToken = await tokenFor(t, admin.id, null, true);
  });
  afterAll(async () => t.close());

  it('covers all 25 pairs', () => expect(CASES).toHaveLength(25));

  it.each(CASES)('status %i, action %s → %s', async (status, action, result) => {
    const u = await createUser(t, { status, password: 'original1' });
    const res = await t.call({
      method: 'POST',
      url: `/v1/management/${ACCOUNT_ACTION_PATHS[action]}/${u.id}`,
      token: superToken,
    });
    const after = await t.deps.db
      .selectFrom('users')
      .select(['status', 'password_hash'])
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    if (result === 'refused') {
      expect(res.statusCode).toBe(409);
      expect(res.body_.message).toMatch(/^账号当前状态为“.+”，不能执行“.+”操作$/);
      expect(after.status).toBe(status);
      return;
    }
    expect(res.statusCode).toBe(200);
    expect(res.body_.message).toBe('success');
    expect(res.body_.data.status).toBe(result);
    expect(after.status).toBe(result);
    if (action === 'reset_password') {
      const password = res.body_.data.password as string;
      expect(password).toHaveLength(12);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[!@#$%^&*]/);
      expect((await login(t, u.phone_number, 'original1')).statusCode).toBe(401);
      expect((await login(t, u.phone_number, password)).statusCode).toBe(200);
    } else {
      expect(res.body_.data.password).toBeUndefined();
    }
  });

  it('gives a different password on every reset', async () => {
    const u = await createUser(t);
    const url = `/v1/management/reset_user_password/${u.id}`;
    const a = (await t.call({ method: 'POST', url, token: superToken })).body_.data.password;
    const b = (await t.call({ method: 'POST', url, token: superToken })).body_.data.password;
    expect(a).not.toBe(b);
  });

  it('approval lets a pending account log in; disabling ends its session at once', async () => {
    const u = await createUser(t, { status: 2, password: 'goodpass1' });
    await t.call({ method: 'POST', url: `/v1/management/activate_user/${u.id}`, token: superToken });
    const res = await login(t, u.phone_number, 'goodpass1');
    expect(res.statusCode).toBe(200);
    await t.call({ method: 'POST', url: `/v1/management/stop_user/${u.id}`, token: superToken });
    const info = await t.call({ method: 'GET', url: '/v1/auth/info', token: res.body_.data.access_token });
    expect(info.statusCode).toBe(401);
    const refresh = await t.call({
      method: 'POST',
      url: '/nl/v1/auth/refresh',
      token: res.body_.data.refresh_token,
    });
    expect(refresh.body_.message).toBe('REFRESH_TOKEN_EXPIRED');
  });

  it('refuses actions on a super-administrator (403), unknown users (404) and bad ids (400)', async () => {
    const other = await createUser(t, { superAdmin: true });
    expect(
      (await t.call({ method: 'POST', url: `/v1/management/stop_user/${other.id}`, token: superToken }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.call({ method: 'POST', url: '/v1/management/stop_user/999999', token: superToken }))
        .statusCode,
    ).toBe(404);
    const bad = await t.call({ method: 'POST', url: '/v1/management/stop_user/x1', token: superToken });
    expect(bad.statusCode).toBe(400);
    expect(bad.body_.message).toBe('用户编号无效');
  });
});
