// Forgot password (SMS type 2) and change password (old / new / confirm).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, tokenFor, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';
import { login, loginTokens, smsCode } from './helpers';

describe.each(dbTargets())('passwords on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('resets a forgotten password with the SMS code and ends old sessions', async () => {
    const u = await createUser(t, { password: 'oldpass1' });
    const pair = await loginTokens(t, u.phone_number, 'oldpass1');
    const code = await smsCode(t, u.phone_number, 2);
    const res = await t.call({
      method: 'POST',
      url: '/v1/auth/forget_password',
      payload: { phone_number: u.phone_number, verification_code: code, password: 'newpass1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body_.message).toBe('success');
    expect((await login(t, u.phone_number, 'oldpass1')).statusCode).toBe(401);
    expect((await login(t, u.phone_number, 'newpass1')).statusCode).toBe(200);
    const old = await t.call({ method: 'POST', url: '/nl/v1/auth/refresh', token: pair.refresh_token });
    expect(old.body_.message).toBe('REFRESH_TOKEN_EXPIRED');
  });

  it('refuses a wrong code, a register code, a short password and an unknown phone', async () => {
    const u = await createUser(t, { password: 'oldpass1' });
    await smsCode(t, u.phone_number, 2);
    const wrong = await t.call({
      method: 'POST',
      url: '/v1/auth/forget_password',
      payload: { phone_number: u.phone_number, verification_code: '000000x', password: 'newpass1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body_.message).toBe('验证码错误');
    const short = await t.call({
      method: 'POST',
      url: '/v1/auth/forget_password',
      payload: { phone_number: u.phone_number, verification_code: '123456', password: '12345' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.body_.message).toBe('密码不得少于6位');
    const unknown = await t.call({
      method: 'POST',
      url: '/v1/auth/forget_password',
      payload: { phone_number: '13111111111', verification_code: '123456', password: 'newpass1' },
    });
    expect(unknown.statusCode).toBe(404);
    const missing = await t.call({
      method: 'POST',
      url: '/v1/auth/forget_password',
      payload: { phone_number: u.phone_number, password: 'newpass1' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body_.message).toBe('请输入验证码');
  });

  it('changes the password when the old one is right', async () => {
    const u = await createUser(t, { password: 'oldpass1' });
    const token = await tokenFor(t, u.id);
    const res = await t.call({
      method: 'POST',
      url: '/v1/auth/change_password',
      token,
      payload: { old_password: 'oldpass1', new_password: 'newpass2', re_new_password: 'newpass2' },
    });
    expect(res.statusCode).toBe(200);
    expect((await login(t, u.phone_number, 'newpass2')).statusCode).toBe(200);
  });

  it.each([
    [{ old_password: 'wrongold', new_password: 'newpass2', re_new_password: 'newpass2' }, 400, '原密码错误'],
    [
      { old_password: 'oldpass1', new_password: 'newpass2', re_new_password: 'newpass3' },
      400,
      '两次输入密码不一致!',
    ],
    [{ old_password: '', new_password: 'newpass2', re_new_password: 'newpass2' }, 400, '请输入内容'],
    [{ old_password: 'oldpass1', new_password: 'newpass2', re_new_password: '' }, 400, '请再次输入新密码'],
    [{ old_password: 'oldpass1', new_password: 'abc', re_new_password: 'abc' }, 400, '密码不得少于6位'],
  ])('refuses %j', async (payload, status, message) => {
    const u = await createUser(t, { password: 'oldpass1' });
    const token = await tokenFor(t, u.id);
    const res = await t.call({ method: 'POST', url: '/v1/auth/change_password', token, payload });
    expect(res.statusCode).toBe(status);
    expect(res.body_.message).toBe(message);
  });
});
