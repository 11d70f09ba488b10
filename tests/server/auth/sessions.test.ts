// Credential changes end sessions at once (issue 13 item 5): refresh tokens revoked and access tokens refused on
// the next request, not 30 minutes later. Two devices of one user; the clock never moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, tokenFor, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';
import { loginTokens, smsCode } from './helpers';

describe.each(dbTargets())('sessions end with credential changes on %s', (dialect) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const admin = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('is_super_admin', '=', 1)
      .executeTakeFirstOrThrow();
    adminToken = await tokenFor(t, admin.id, null, true);
  });
  afterAll(async () => t.close());

  const info = (token: string) => t.call({ method: 'GET', url: '/v1/auth/info', token });
  const refresh = (token: string) => t.call({ method: 'POST', url: '/nl/v1/auth/refresh', token });

  /** Two signed-in devices; both work before the change. */
  async function twoDevices(password = 'oldpass1') {
    const u = await createUser(t, { password });
    const a = await loginTokens(t, u.phone_number, password);
    const b = await loginTokens(t, u.phone_number, password);
    expect((await info(a.access_token)).statusCode).toBe(200);
    expect((await info(b.access_token)).statusCode).toBe(200);
    return { u, a, b };
  }

  /** Every request of the token is refused at once (10 in parallel) and its refresh token is dead. */
  async function expectEnded(pair: { access_token: string; refresh_token: string }) {
    const answers = await Promise.all(Array.from({ length: 10 }, () => info(pair.access_token)));
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.body_.message).toBe('ACCESS_TOKEN_EXPIRED');
    }
    const r = await refresh(pair.refresh_token);
    expect(r.statusCode).toBe(401);
    expect(r.body_.message).toBe('REFRESH_TOKEN_EXPIRED');
  }

  it('change_password ends every session and hands the changing device a new pair', async () => {
    const { a, b } = await twoDevices();
    const res = await t.call({
      method: 'POST',
      url: '/v1/auth/change_password',
      token: a.access_token,
      payload: { old_password: 'oldpass1', new_password: 'newpass1', re_new_password: 'newpass1' },
    });
    expect(res.statusCode).toBe(200);
    await expectEnded(b);
    await expectEnded(a);
    const fresh = res.body_.data as { access_token: string; refresh_token: string };
    expect((await info(fresh.access_token)).statusCode).toBe(200);
    expect((await refresh(fresh.refresh_token)).statusCode).toBe(200);
  });

  it('forget_password ends every session', async () => {
    const { u, a, b } = await twoDevices();
    const code = await smsCode(t, u.phone_number, 2);
    const res = await t.call({
      method: 'POST',
      url: '/v1/auth/forget_password',
      payload: { phone_number: u.phone_number, verification_code: code, password: 'newpass1' },
    });
    expect(res.statusCode).toBe(200);
    await expectEnded(a);
    await expectEnded(b);
  });

  it('an administrator’s password reset ends every session', async () => {
    const { u, a, b } = await twoDevices();
    const res = await t.call({
      method: 'POST',
      url: `/v1/management/reset_user_password/${u.id}`,
      token: adminToken,
    });
    expect(res.statusCode).toBe(200);
    await expectEnded(a);
    await expectEnded(b);
  });

  it('disabling the account ends every session', async () => {
    const { u, a, b } = await twoDevices();
    const res = await t.call({ method: 'POST', url: `/v1/management/stop_user/${u.id}`, token: adminToken });
    expect(res.statusCode).toBe(200);
    for (const pair of [a, b]) {
      expect((await info(pair.access_token)).statusCode).toBe(401);
      expect((await refresh(pair.refresh_token)).body_.message).toBe('REFRESH_TOKEN_EXPIRED');
    }
  });

  it('logout stops its access token at once', async () => {
    const { a } = await twoDevices();
    const out = await t.call({
      method: 'POST',
      url: '/v1/auth/logout',
      token: a.access_token,
      payload: { refresh_token: a.refresh_token },
    });
    expect(out.statusCode).toBe(200);
    await expectEnded(a);
  });

  it('logout without a body ends every session of the user', async () => {
    const { a, b } = await twoDevices();
    expect((await t.call({ method: 'POST', url: '/v1/auth/logout', token: a.access_token })).statusCode).toBe(
      200,
    );
    await expectEnded(a);
    await expectEnded(b);
  });

  it('refuses an access token without a session (issued before sessions were carried)', async () => {
    const u = await createUser(t);
    const legacy = await t.deps.tokens.sign({
      userId: u.id,
      teamId: null,
      teamRole: null,
      isSuperAdmin: false,
      sessionId: 'no-such-session',
    });
    const res = await info(legacy);
    expect(res.statusCode).toBe(401);
  });
});
