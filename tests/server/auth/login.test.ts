// Login: captcha, credentials, refusals by account status, rate limits and malformed bodies (on SQLite and PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';
import { login, newCaptcha, nextIp } from './helpers';

describe.each(dbTargets())('login on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('logs a normal account in and answers a token pair', async () => {
    const u = await createUser(t, { password: 'goodpass1' });
    const res = await login(t, u.phone_number, 'goodpass1');
    expect(res.statusCode).toBe(200);
    expect(res.body_.message).toBe('success');
    expect(typeof res.body_.data.access_token).toBe('string');
    expect(typeof res.body_.data.refresh_token).toBe('string');
    const info = await t.call({ method: 'GET', url: '/v1/auth/info', token: res.body_.data.access_token });
    expect(info.body_.data.user).toMatchObject({
      id: u.id,
      phone_number: u.phone_number,
      is_super_admin: false,
    });
    expect(info.body_.data.team).toBeNull();
  });

  it('accepts the older field spellings username / passwordlogin / code', async () => {
    const u = await createUser(t, { password: 'goodpass1' });
    const id = await newCaptcha(t);
    const res = await t.call({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { username: u.phone_number, passwordlogin: 'goodpass1', captcha_id: id, code: 'test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body_.message).toBe('success');
  });

  it('logs the seeded super-administrator in', async () => {
    const res = await login(t, t.config.adminPhone, t.config.adminPassword);
    expect(res.statusCode).toBe(200);
    const info = await t.call({ method: 'GET', url: '/v1/auth/info', token: res.body_.data.access_token });
    expect(info.body_.data.user.is_super_admin).toBe(true);
  });

  it('answers 手机号或密码错误 for a wrong password and for an unknown phone alike', async () => {
    const u = await createUser(t, { password: 'goodpass1' });
    const wrong = await login(t, u.phone_number, 'badpass11');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body_.message).toBe('手机号或密码错误');
    const unknown = await login(t, '13012345678', 'whatever1');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body_.message).toBe('手机号或密码错误');
  });

  it.each([
    [1, '账号审核未通过'],
    [2, '账号正在审核中，请耐心等待'],
    [3, '账号已被停用'],
    [4, '账号已注销'],
  ])('refuses status %i with “%s”', async (status, message) => {
    const u = await createUser(t, { status, password: 'goodpass1' });
    const res = await login(t, u.phone_number, 'goodpass1');
    expect(res.statusCode).toBe(403);
    expect(res.body_.message).toBe(message);
    expect(res.body_.data).toBeNull();
  });

  it('refuses a wrong captcha and burns it: the right answer afterwards fails too', async () => {
    const u = await createUser(t, { password: 'goodpass1' });
    const ip = nextIp();
    const id = await newCaptcha(t, ip);
    const payload = { phone_number: u.phone_number, password: 'goodpass1', captcha_id: id };
    const wrong = await t.call({
      method: 'POST',
      url: '/v1/auth/login',
      remoteAddress: ip,
      payload: { ...payload, captcha: 'nope' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body_.error).toBe('CAPTCHA_INVALID');
    const again = await t.call({
      method: 'POST',
      url: '/v1/auth/login',
      remoteAddress: ip,
      payload: { ...payload, captcha: 'test' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.body_.error).toBe('CAPTCHA_INVALID');
  });

  it('compares the captcha case-insensitively and uses it once', async () => {
    const u = await createUser(t, { password: 'goodpass1' });
    const id = await newCaptcha(t);
    const payload = { phone_number: u.phone_number, password: 'goodpass1', captcha_id: id, captcha: 'TEST' };
    const first = await t.call({ method: 'POST', url: '/v1/auth/login', payload });
    expect(first.statusCode).toBe(200);
    const second = await t.call({ method: 'POST', url: '/v1/auth/login', payload });
    expect(second.statusCode).toBe(400);
  });

  it('refuses a captcha older than 5 minutes', async () => {
    const u = await createUser(t, { password: 'goodpass1' });
    const id = await newCaptcha(t);
    t.clock.advance(5 * 60 * 1000 + 1000);
    const res = await t.call({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { phone_number: u.phone_number, password: 'goodpass1', captcha_id: id, captcha: 'test' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body_.error).toBe('CAPTCHA_INVALID');
  });

  it('accepts the CAPTCHA_FIXED answer right after init (automated tests need no image)', async () => {
    const u = await createUser(t, { password: 'goodpass1' });
    const init = await t.call({ method: 'GET', url: '/v1/captcha/init' });
    const res = await t.call({
      method: 'POST',
      url: '/v1/auth/login',
      payload: {
        phone_number: u.phone_number,
        password: 'goodpass1',
        captcha_id: init.body_.data,
        captcha: 'test',
      },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 429 after 5 failures for one phone within 15 minutes, and lets it in again later', async () => {
    const u = await createUser(t, { password: 'goodpass1' });
    for (let i = 0; i < 5; i += 1) expect((await login(t, u.phone_number, 'badpass11')).statusCode).toBe(401);
    const limited = await login(t, u.phone_number, 'goodpass1');
    expect(limited.statusCode).toBe(429);
    expect(limited.body_.code).toBe(429);
    expect(limited.body_.message).toContain('登录失败次数过多');
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await login(t, u.phone_number, 'goodpass1')).statusCode).toBe(200);
  });

  it('answers 429 after 20 failures from one address, whatever the phone', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i += 1) {
      const res = await login(t, `1301234${String(i).padStart(4, '0')}`, 'badpass11', { ip });
      expect(res.statusCode).toBe(401);
    }
    const u = await createUser(t, { password: 'goodpass1' });
    expect((await login(t, u.phone_number, 'goodpass1', { ip })).statusCode).toBe(429);
    expect((await login(t, u.phone_number, 'goodpass1')).statusCode).toBe(200);
  });

  it.each([
    [{}, '请输入手机号'],
    [{ phone_number: '', password: 'abcdef', captcha_id: 'x', captcha: 'a' }, '请输入手机号'],
    [
      { phone_number: '23800000000', password: 'abcdef', captcha_id: 'x', captcha: 'a' },
      '请输入正确格式的手机号',
    ],
    [{ phone_number: '13800000000', password: 'abc', captcha_id: 'x', captcha: 'a' }, '密码不得少于6位'],
    [{ phone_number: '13800000000', password: 'abcdef', captcha_id: 'x', captcha: '' }, '请输入验证码'],
    [
      { phone_number: '13800000000', password: 'abcdef', captcha_id: 'x', captcha: '1234567' },
      '验证码最多6位',
    ],
    [{ phone_number: 13800000000, password: 'abcdef', captcha_id: 'x', captcha: 'a' }, '请输入手机号'],
  ])('answers 400 with the field named for %j', async (payload, message) => {
    const res = await t.call({ method: 'POST', url: '/v1/auth/login', payload });
    expect(res.statusCode).toBe(400);
    expect(res.body_.message).toBe(message);
    expect(res.body_.details).toBeDefined();
  });

  it('answers 400, not 500, for a non-JSON body', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: 'nope',
    });
    expect(res.statusCode).toBe(400);
  });
});
