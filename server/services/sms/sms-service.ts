// SMS verification codes 短信验证码: 6 digits, 10-minute expiry, 60 s between sends, 5 tries, daily caps per phone and address.
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../deps';
import { digest, sameDigest } from '../../auth/digest';
import { DAY_MS, ipSubject, RATE_RULES, serialized, takeHit } from '../../auth/rate-limit';
import type { DB } from '../../db/schema';
import { AppError, tooMany } from '../../http/errors';
import { deliverSms } from './providers';

export const SMS_TTL_MS = 10 * 60 * 1000;
export const SMS_RESEND_MS = 60 * 1000;
export const SMS_MAX_ATTEMPTS = 5;
export const SMS_DAILY_PER_PHONE = 10;

function codeDigest(deps: AppDeps, phone: string, type: number, code: string): string {
  return digest(deps.config.jwtSecret, `sms:${phone}:${type}:${code}`);
}

/** Codes issued to a phone since `since` (the per-phone rules count codes actually sent). */
async function codesSince(db: Kysely<DB>, phone: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('sms_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('phone_number', '=', phone)
    .where('created_at', '>', since.toISOString())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Issues and delivers a new code; earlier unused codes of the same phone and type stop working. Every
 * request counts towards the address's daily cap, refused ones too (a 409 for a registered phone is an
 * answer worth limiting); the per-phone rules are checked and the code stored under a lock on the phone,
 * so parallel sends issue one code.
 */
export async function sendSmsCode(
  deps: AppDeps,
  log: FastifyBaseLogger,
  phone: string,
  type: number,
  clientIp: string,
): Promise<void> {
  const now = deps.now();
  await takeHit(deps, RATE_RULES.smsPerAddress, ipSubject(clientIp), now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const at = now.toISOString();
  await serialized(deps, `sms:${phone}`, async (trx) => {
    if ((await codesSince(trx, phone, new Date(now.getTime() - SMS_RESEND_MS))) > 0) {
      throw tooMany('验证码发送过于频繁，请60秒后再试');
    }
    if ((await codesSince(trx, phone, new Date(now.getTime() - DAY_MS))) >= SMS_DAILY_PER_PHONE) {
      throw tooMany('该手机号今日验证码发送次数已达上限');
    }
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('phone_number', '=', phone)
      .executeTakeFirst();
    if (type === 1 && user) throw new AppError(409, 'PHONE_TAKEN', '该手机号已注册');
    if (type === 2 && !user) throw new AppError(404, 'PHONE_UNKNOWN', '该手机号未注册');
    await trx
      .updateTable('sms_codes')
      .set({ consumed_at: at })
      .where('phone_number', '=', phone)
      .where('type', '=', type)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('sms_codes')
      .values({
        phone_number: phone,
        type,
        code_hash: codeDigest(deps, phone, type, code),
        attempts: 0,
        client_ip: clientIp,
        expires_at: new Date(now.getTime() + SMS_TTL_MS).toISOString(),
        consumed_at: null,
        created_at: at,
      })
      .execute();
  });
  await deliverSms(deps.config, log, { phone_number: phone, type, code, at });
}

const expired = (message = '验证码已失效，请重新获取') => new AppError(400, 'SMS_CODE_EXPIRED', message);

/**
 * Checks a code and consumes it on success. Every check first claims one of the code's 5 tries in one
 * conditional UPDATE, so parallel guesses cannot check more than 5 values; the 5th wrong try burns it.
 */
export async function verifySmsCode(deps: AppDeps, phone: string, type: number, code: string): Promise<void> {
  const now = deps.now().toISOString();
  const claimed = await deps.db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('sms_codes')
        .select((e) => e.fn.max('id').as('id'))
        .where('phone_number', '=', phone)
        .where('type', '=', type)
        .where('consumed_at', 'is', null),
    )
    .where('consumed_at', 'is', null)
    .where('attempts', '<', SMS_MAX_ATTEMPTS)
    .where('expires_at', '>', now)
    .returning(['id', 'code_hash', 'attempts'])
    .executeTakeFirst();
  if (!claimed) throw expired();
  if (!sameDigest(claimed.code_hash, codeDigest(deps, phone, type, code.trim()))) {
    if (claimed.attempts < SMS_MAX_ATTEMPTS) throw new AppError(400, 'SMS_CODE_INVALID', '验证码错误');
    await deps.db
      .updateTable('sms_codes')
      .set({ consumed_at: now })
      .where('id', '=', claimed.id)
      .where('consumed_at', 'is', null)
      .execute();
    throw expired('验证码错误次数过多，请重新获取');
  }
  const used = await deps.db
    .updateTable('sms_codes')
    .set({ consumed_at: now })
    .where('id', '=', claimed.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw expired();
}
