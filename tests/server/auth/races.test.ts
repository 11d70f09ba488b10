// Limits that must hold under concurrency (issue 13 items 1, 8, 10, 11): parallel requests over real HTTP,
// each from its own address (the app trusts 127.0.0.1 as its proxy so X-Forwarded-For names the client).
import { readFileSync, existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';
import { ConfigError, parseTrustProxy } from '../../../server/config';
import { http, listen, tally } from '../helpers/http';
import { freshPhone, login, newCaptcha, nextIp, smsCode } from './helpers';

const N_GUESSES = 60;

describe.each(dbTargets())('limits under parallel requests on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { TRUST_PROXY: '127.0.0.1' });
    base = await listen(t.app);
  });
  afterAll(async () => t.close());

  const smsLines = (phone: string) => {
    const file = t.config.smsFile;
    if (!file || !existsSync(file)) return 0;
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l.includes(`"${phone}"`)).length;
  };

  /** N distinct six-digit codes, none of them the real one. */
  const wrongCodes = (real: string, n: number) =>
    Array.from({ length: n + 1 }, (_, i) =>
      String((Number(real) + 1 + i * 7919) % 1_000_000).padStart(6, '0'),
    )
      .filter((c) => c !== real)
      .slice(0, n);

  it(`checks at most 5 of ${N_GUESSES} parallel forget_password guesses; the real code is burnt afterwards`, async () => {
    const u = await createUser(t, { password: 'oldpass1' });
    const real = await smsCode(t, u.phone_number, 2);
    const answers = await Promise.all(
      wrongCodes(real, N_GUESSES).map((code) =>
        http(base, '/v1/auth/forget_password', {
          forwardedFor: nextIp(),
          body: { phone_number: u.phone_number, verification_code: code, password: 'hacked99' },
        }),
      ),
    );
    expect(tally(answers)).toEqual({
      '400 验证码错误': 4,
      '400 验证码错误次数过多，请重新获取': 1,
      '400 验证码已失效，请重新获取': N_GUESSES - 5,
    });
    const row = await t.deps.db
      .selectFrom('sms_codes')
      .select(['attempts', 'consumed_at'])
      .where('phone_number', '=', u.phone_number)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect(row.consumed_at).not.toBeNull();
    const withReal = await http(base, '/v1/auth/forget_password', {
      forwardedFor: nextIp(),
      body: { phone_number: u.phone_number, verification_code: real, password: 'hacked99' },
    });
    expect(withReal.status).toBe(400);
    expect(withReal.body.message).toBe('验证码已失效，请重新获取');
    expect((await login(t, u.phone_number, 'oldpass1')).statusCode).toBe(200);
    expect((await login(t, u.phone_number, 'hacked99')).statusCode).toBe(401);
  });

  it('checks at most 5 parallel register guesses per code', async () => {
    const phone = freshPhone();
    const real = await smsCode(t, phone, 1);
    const answers = await Promise.all(
      wrongCodes(real, 30).map((code) =>
        http(base, '/v1/account/register', {
          forwardedFor: nextIp(),
          body: {
            measure_fields: [1],
            phone_number: phone,
            username: '猜码者',
            verification_code: code,
            password: 'secret1',
          },
        }),
      ),
    );
    expect(tally(answers)).toEqual({
      '400 验证码错误': 4,
      '400 验证码错误次数过多，请重新获取': 1,
      '400 验证码已失效，请重新获取': 25,
    });
    const late = await http(base, '/v1/account/register', {
      forwardedFor: nextIp(),
      body: {
        measure_fields: [1],
        phone_number: phone,
        username: 'x',
        verification_code: real,
        password: 'secret1',
      },
    });
    expect(late.body.message).toBe('验证码已失效，请重新获取');
    expect(
      await t.deps.db.selectFrom('users').select('id').where('phone_number', '=', phone).execute(),
    ).toEqual([]);
  });

  it('delivers one code for 20 parallel sends to one phone, and the daily cap holds in parallel', async () => {
    const phone = freshPhone();
    const send = () => http(base, '/v1/sms/1', { forwardedFor: nextIp(), body: { phone_number: phone } });
    const first = await Promise.all(Array.from({ length: 20 }, send));
    expect(tally(first)).toEqual({ '200 success': 1, '429 验证码发送过于频繁，请60秒后再试': 19 });
    expect(smsLines(phone)).toBe(1);
    for (let sent = 1; sent < 9; sent += 1) {
      t.clock.advance(61 * 1000);
      expect((await send()).status).toBe(200);
    }
    t.clock.advance(61 * 1000);
    const tenth = await Promise.all(Array.from({ length: 20 }, send));
    expect(tally(tenth)).toEqual({ '200 success': 1, '429 验证码发送过于频繁，请60秒后再试': 19 });
    t.clock.advance(61 * 1000);
    const capped = await Promise.all(Array.from({ length: 10 }, send));
    expect(tally(capped)).toEqual({ '429 该手机号今日验证码发送次数已达上限': 10 });
    expect(smsLines(phone)).toBe(10);
    const rows = await t.deps.db
      .selectFrom('sms_codes')
      .select('id')
      .where('phone_number', '=', phone)
      .execute();
    expect(rows).toHaveLength(10);
  });

  it('counts refused sends (409 registered phone) towards the address cap: 50 answers, then 429', async () => {
    const ip = nextIp();
    const registered = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        http(base, '/v1/sms/1', { forwardedFor: ip, body: { phone_number: registered.phone_number } }),
      ),
    );
    expect(tally(answers)).toEqual({
      '409 该手机号已注册': 50,
      '429 当前网络今日验证码发送次数已达上限': 10,
    });
    // another address is not affected
    const elsewhere = await http(base, '/v1/sms/1', {
      forwardedFor: nextIp(),
      body: { phone_number: registered.phone_number },
    });
    expect(elsewhere.status).toBe(409);
  });

  it('checks at most 5 parallel wrong passwords of one phone (right captchas); the phone is then locked', async () => {
    const u = await createUser(t, { password: 'rightpass1' });
    const tries = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const ip = nextIp();
        return { ip, captchaId: await newCaptcha(t, ip) };
      }),
    );
    const answers = await Promise.all(
      tries.map(({ ip, captchaId }) =>
        http(base, '/v1/auth/login', {
          forwardedFor: ip,
          body: {
            phone_number: u.phone_number,
            password: 'wrongpass',
            captcha_id: captchaId,
            captcha: 'test',
          },
        }),
      ),
    );
    expect(tally(answers)).toEqual({
      '401 手机号或密码错误': 5,
      '429 登录失败次数过多，请15分钟后再试': 7,
    });
    expect((await login(t, u.phone_number, 'rightpass1')).statusCode).toBe(429);
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await login(t, u.phone_number, 'rightpass1')).statusCode).toBe(200);
  });
});

describe.each(dbTargets())('login failures and captchas on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const attempt = (phone: string, ip: string, captchaId: string, captcha = 'test', password = 'whatever1') =>
    t.call({
      method: 'POST',
      url: '/v1/auth/login',
      remoteAddress: ip,
      payload: { phone_number: phone, password, captcha_id: captchaId, captcha },
    });

  it('does not lock a phone out for made-up captcha ids or mistyped captchas', async () => {
    const victim = await createUser(t, { password: 'victimpass1' });
    const stranger = nextIp();
    for (let i = 0; i < 10; i += 1) {
      const res = await attempt(victim.phone_number, stranger, `made-up-${i}`);
      expect(res.statusCode).toBe(400);
      expect(res.body_.message).toBe('验证码错误或已失效');
    }
    // the owner mistypes the captcha a few times, then gets in
    const own = nextIp();
    for (let i = 0; i < 6; i += 1) {
      expect((await attempt(victim.phone_number, own, await newCaptcha(t, own), 'nope')).statusCode).toBe(
        400,
      );
    }
    expect((await login(t, victim.phone_number, 'victimpass1')).statusCode).toBe(200);
  });

  it('counts wrong captchas against the address: 20 of them, then 429 for that address only', async () => {
    const victim = await createUser(t, { password: 'victimpass1' });
    const stranger = nextIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await attempt(victim.phone_number, stranger, `made-up-${i}`)).statusCode).toBe(400);
    }
    const blocked = await attempt(
      victim.phone_number,
      stranger,
      await newCaptcha(t, stranger),
      'test',
      'victimpass1',
    );
    expect(blocked.statusCode).toBe(429);
    expect((await login(t, victim.phone_number, 'victimpass1')).statusCode).toBe(200);
  });

  it('counts a wrong password past a right captcha against the phone (5, then 429)', async () => {
    const u = await createUser(t, { password: 'rightpass1' });
    for (let i = 0; i < 5; i += 1) expect((await login(t, u.phone_number, 'wrongpass')).statusCode).toBe(401);
    const locked = await login(t, u.phone_number, 'rightpass1');
    expect(locked.statusCode).toBe(429);
    expect(locked.body_.message).toBe('登录失败次数过多，请15分钟后再试');
  });

  it('does not count successful logins against the address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 25; i += 1) {
      const u = await createUser(t, { password: 'rightpass1' });
      expect((await login(t, u.phone_number, 'rightpass1', { ip })).statusCode).toBe(200);
    }
  });
});

describe.each(dbTargets())('client addresses (TRUST_PROXY) on %s', (dialect) => {
  it('ignores X-Forwarded-For by default: a new header per request does not pass the address limit', async () => {
    const t = await createTestApp(dialect);
    try {
      const phone = (await createUser(t)).phone_number;
      const answers = [];
      for (let i = 0; i < 21; i += 1) {
        answers.push(
          await t.call({
            method: 'POST',
            url: '/v1/auth/login',
            remoteAddress: '203.0.113.7',
            headers: { 'x-forwarded-for': nextIp() },
            payload: {
              phone_number: phone,
              password: 'whatever1',
              captcha_id: `made-up-${i}`,
              captcha: 'test',
            },
          }),
        );
      }
      expect(answers.slice(0, 20).every((a) => a.statusCode === 400)).toBe(true);
      expect(answers[20]?.statusCode).toBe(429);
      const hits = await t.deps.db.selectFrom('rate_hits').select('subject').distinct().execute();
      expect(hits.map((h) => h.subject)).toEqual(['ip:203.0.113.7']);
    } finally {
      await t.close();
    }
  });

  it('believes X-Forwarded-For from a proxy named in TRUST_PROXY, and only from it', async () => {
    const t = await createTestApp(dialect, { TRUST_PROXY: '10.9.0.0/16' });
    try {
      const phone = (await createUser(t)).phone_number;
      const viaProxy = (client: string, proxy: string) =>
        t.call({
          method: 'POST',
          url: '/v1/sms/1',
          remoteAddress: proxy,
          headers: { 'x-forwarded-for': client },
          payload: { phone_number: phone },
        });
      await viaProxy('198.51.100.1', '10.9.3.4');
      await viaProxy('198.51.100.2', '192.0.2.50');
      const subjects = await t.deps.db
        .selectFrom('rate_hits')
        .select('subject')
        .where('rule', '=', 'sms.address')
        .orderBy('id')
        .execute();
      expect(subjects.map((s) => s.subject)).toEqual(['ip:198.51.100.1', 'ip:192.0.2.50']);
    } finally {
      await t.close();
    }
  });
});

describe('TRUST_PROXY values', () => {
  it('reads false by default, true, and lists of addresses, CIDRs and range names; refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(parseTrustProxy(' 10.0.0.0/8, ::1 ,loopback')).toEqual(['10.0.0.0/8', '::1', 'loopback']);
    expect(parseTrustProxy('192.168.0.0/255.255.0.0')).toEqual(['192.168.0.0/255.255.0.0']);
    for (const bad of ['yes', '10.0.0.0/33', '1.2.3', 'proxy.example.com', '2']) {
      expect(() => parseTrustProxy(bad)).toThrow(ConfigError);
    }
    expect(() => parseTrustProxy('nope')).toThrow(
      'TRUST_PROXY 只能是 true、false 或以逗号分隔的代理地址/网段，无效项：nope',
    );
  });
});
