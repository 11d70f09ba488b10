// The two-step image captcha: an id, then an SVG for it; unknown, used or expired ids have no image.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { dbTargets } from '../helpers/test-db';

describe.each(dbTargets())('captcha on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('answers an id, then an SVG image for it; the answer is stored hashed', async () => {
    const init = await t.call({ method: 'GET', url: '/v1/captcha/init' });
    expect(init.statusCode).toBe(200);
    expect(init.body_.message).toBe('success');
    const id = init.body_.data as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const image = await t.call({ method: 'GET', url: `/v1/captcha/${id}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body.startsWith('<svg')).toBe(true);
    const row = await t.deps.db
      .selectFrom('captchas')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.answer_hash.toLowerCase()).not.toContain('test');
    expect(new Date(row.expires_at).getTime() - t.clock.now().getTime()).toBe(5 * 60 * 1000);
  });

  it('has no image for an unknown or expired id (404)', async () => {
    expect((await t.call({ method: 'GET', url: '/v1/captcha/no-such-id' })).statusCode).toBe(404);
    const id = (await t.call({ method: 'GET', url: '/v1/captcha/init' })).body_.data as string;
    t.clock.advance(5 * 60 * 1000 + 1);
    const res = await t.call({ method: 'GET', url: `/v1/captcha/${id}` });
    expect(res.statusCode).toBe(404);
    expect(res.body_.message).toBe('验证码已失效，请刷新');
  });

  it('uses the drawn text as the answer when CAPTCHA_FIXED is not set', async () => {
    const free = await createTestApp(dialect, { CAPTCHA_FIXED: '' });
    try {
      expect(free.config.captchaFixed).toBeNull();
      const id = (await free.call({ method: 'GET', url: '/v1/captcha/init' })).body_.data as string;
      const before = await free.deps.db
        .selectFrom('captchas')
        .select('answer_hash')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await free.call({ method: 'GET', url: `/v1/captcha/${id}` });
      const after = await free.deps.db
        .selectFrom('captchas')
        .select('answer_hash')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(after.answer_hash).not.toBe(before.answer_hash);
      const res = await free.call({
        method: 'POST',
        url: '/v1/auth/login',
        payload: {
          phone_number: free.config.adminPhone,
          password: free.config.adminPassword,
          captcha_id: id,
          captcha: 'test',
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.body_.error).toBe('CAPTCHA_INVALID');
    } finally {
      await free.close();
    }
  });
});
