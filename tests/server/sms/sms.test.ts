// SMS codes: delivery providers, the 60-second resend limit, daily caps, expiry and the 5-try limit.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';
import { freshPhone, lastSms, nextIp, sendSms } from '../auth/helpers';

describe.each(dbTargets())('sms codes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const register = (phone: string, code: string) =>
    t.call({
      method: 'POST',
      url: '/v1/account/register',
      payload: {
        measure_fields: [1],
        phone_number: phone,
        username: '新用户',
        verification_code: code,
        password: 'secret1',
      },
    });

  it('writes a 6-digit code to the SMS file and stores only its hash', async () => {
    const phone = freshPhone();
    const res = await sendSms(t, phone, 1);
    expect(res.statusCode).toBe(200);
    expect(res.body_.code).toBe(200);
    const line = lastSms(t, phone);
    expect(line?.code).toMatch(/^\d{6}$/);
    expect(line?.type).toBe(1);
    const row = await t.deps.db
      .selectFrom('sms_codes')
      .selectAll()
      .where('phone_number', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(line?.code);
  });

  it('allows one send per phone per 60 seconds (429 otherwise)', async () => {
    const phone = freshPhone();
    expect((await sendSms(t, phone, 1)).statusCode).toBe(200);
    const again = await sendSms(t, phone, 1);
    expect(again.statusCode).toBe(429);
    expect(again.body_.message).toBe('验证码发送过于频繁，请60秒后再试');
    t.clock.advance(61 * 1000);
    expect((await sendSms(t, phone, 1)).statusCode).toBe(200);
  });

  it('caps sends per phone per day at 10', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 10; i += 1) {
      expect((await sendSms(t, phone, 1)).statusCode).toBe(200);
      t.clock.advance(61 * 1000);
    }
    const capped = await sendSms(t, phone, 1);
    expect(capped.statusCode).toBe(429);
    expect(capped.body_.message).toContain('上限');
    t.clock.advance(24 * 60 * 60 * 1000);
    expect((await sendSms(t, phone, 1)).statusCode).toBe(200);
  });

  it('caps sends per client address per day at 50', async () => {
    const ip = nextIp();
    for (let i = 0; i < 50; i += 1) expect((await sendSms(t, freshPhone(), 1, ip)).statusCode).toBe(200);
    const capped = await sendSms(t, freshPhone(), 1, ip);
    expect(capped.statusCode).toBe(429);
    expect((await sendSms(t, freshPhone(), 1)).statusCode).toBe(200);
  });

  it('refuses register codes for a registered phone and reset codes for an unknown phone', async () => {
    const u = await createUser(t);
    expect((await sendSms(t, u.phone_number, 1)).statusCode).toBe(409);
    expect((await sendSms(t, freshPhone(), 2)).statusCode).toBe(404);
  });

  it('validates the type and the phone (400)', async () => {
    const badType = await t.call({
      method: 'POST',
      url: '/v1/sms/3',
      payload: { phone_number: freshPhone() },
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.body_.message).toBe('短信类型无效');
    const empty = await t.call({ method: 'POST', url: '/v1/sms/1', payload: { phone_number: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.body_.message).toBe('请输入手机号');
    const bad = await t.call({ method: 'POST', url: '/v1/sms/1', payload: { phone_number: '1234' } });
    expect(bad.body_.message).toBe('请输入正确格式的手机号');
  });

  it('expires a code after 10 minutes', async () => {
    const phone = freshPhone();
    await sendSms(t, phone, 1);
    const code = lastSms(t, phone)?.code ?? '';
    t.clock.advance(10 * 60 * 1000 + 1000);
    const res = await register(phone, code);
    expect(res.statusCode).toBe(400);
    expect(res.body_.message).toBe('验证码已失效，请重新获取');
  });

  it('burns a code after 5 wrong tries', async () => {
    const phone = freshPhone();
    await sendSms(t, phone, 1);
    const code = lastSms(t, phone)?.code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) expect((await register(phone, wrong)).body_.message).toBe('验证码错误');
    expect((await register(phone, wrong)).body_.message).toBe('验证码错误次数过多，请重新获取');
    const right = await register(phone, code);
    expect(right.statusCode).toBe(400);
    expect(right.body_.message).toBe('验证码已失效，请重新获取');
  });

  it('makes an earlier code useless once a new one is sent, and a code works only once', async () => {
    const phone = freshPhone();
    await sendSms(t, phone, 1);
    const first = lastSms(t, phone)?.code ?? '';
    t.clock.advance(61 * 1000);
    await sendSms(t, phone, 1);
    const second = lastSms(t, phone)?.code ?? '';
    if (first !== second) expect((await register(phone, first)).statusCode).toBe(400);
    expect((await register(phone, second)).statusCode).toBe(200);
    expect((await register(phone, second)).statusCode).toBe(409);
  });
});

describe('sms providers', () => {
  it('posts the code as JSON to SMS_WEBHOOK_URL', async () => {
    const received: unknown[] = [];
    const server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push(JSON.parse(body));
        res.end('ok');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    const t = await createTestApp('sqlite', {
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/sms`,
    });
    try {
      const phone = freshPhone();
      const res = await sendSms(t, phone, 1);
      expect(res.statusCode).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ phone_number: phone, type: 1 });
      expect((received[0] as { code: string }).code).toMatch(/^\d{6}$/);
    } finally {
      await t.close();
      server.close();
    }
  });

  it('answers 503 when the webhook fails', async () => {
    const t = await createTestApp('sqlite', {
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: 'http://127.0.0.1:9/none',
    });
    try {
      const res = await sendSms(t, freshPhone(), 1);
      expect(res.statusCode).toBe(503);
      expect(res.body_.message).toBe('短信发送失败，请稍后重试');
    } finally {
      await t.close();
    }
  });

  it('prints the code to the log by default', async () => {
    const t = await createTestApp('sqlite', { SMS_PROVIDER: 'log' });
    const lines: string[] = [];
    const original = console.info;
    console.info = (...args: unknown[]) => lines.push(args.join(' '));
    try {
      const phone = freshPhone();
      expect((await sendSms(t, phone, 1)).statusCode).toBe(200);
      expect(lines.some((l) => l.includes(phone) && /code=\d{6}/.test(l))).toBe(true);
    } finally {
      console.info = original;
      await t.close();
    }
  });
});
