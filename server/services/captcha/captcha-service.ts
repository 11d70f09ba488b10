// Image captchas 图形验证码: an id first, then the image; the answer is stored hashed, expires in 5 minutes and is single-use.
import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { AppDeps } from '../../deps';
import { digest, randomToken, sameDigest } from '../../auth/digest';
import { notFound } from '../../http/errors';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/** Case-insensitive comparison: the answer is hashed lower-cased, with the id as context. */
function answerDigest(deps: AppDeps, id: string, answer: string): string {
  return digest(deps.config.jwtSecret, `captcha:${id}:${answer.trim().toLowerCase()}`);
}

/** GET /v1/captcha/init: a new captcha id (no answer is valid until its image was drawn, except CAPTCHA_FIXED). */
export async function initCaptcha(deps: AppDeps): Promise<string> {
  const now = deps.now();
  const id = randomUUID();
  // Old rows are useless after expiry; trimming them here keeps the table small without a scheduler.
  await deps.db
    .deleteFrom('captchas')
    .where('expires_at', '<', new Date(now.getTime() - CAPTCHA_TTL_MS).toISOString())
    .execute();
  await deps.db
    .insertInto('captchas')
    .values({
      id,
      answer_hash: answerDigest(deps, id, deps.config.captchaFixed ?? randomToken()),
      expires_at: new Date(now.getTime() + CAPTCHA_TTL_MS).toISOString(),
      used: 0,
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}

/** GET /v1/captcha/{id}: draws a fresh image; its text becomes the answer (CAPTCHA_FIXED overrides it in tests). */
export async function captchaImage(deps: AppDeps, id: string): Promise<string> {
  const now = deps.now().toISOString();
  const row = await deps.db
    .selectFrom('captchas')
    .select(['id', 'used', 'expires_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.used === 1 || row.expires_at <= now) throw notFound('验证码已失效，请刷新');
  const image = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1iIlL',
    color: true,
    width: 120,
    height: 40,
  });
  const answer = deps.config.captchaFixed ?? image.text;
  await deps.db
    .updateTable('captchas')
    .set({ answer_hash: answerDigest(deps, id, answer) })
    .where('id', '=', id)
    .execute();
  return image.data;
}

/** Checks an answer and burns the captcha whatever the outcome (a wrong try cannot be repeated). */
export async function consumeCaptcha(deps: AppDeps, id: string, answer: string): Promise<boolean> {
  const now = deps.now().toISOString();
  const row = await deps.db
    .updateTable('captchas')
    .set({ used: 1 })
    .where('id', '=', id)
    .where('used', '=', 0)
    .returning(['answer_hash', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at <= now) return false;
  return sameDigest(row.answer_hash, answerDigest(deps, id, answer));
}
