// SMS verification codes 短信验证码: 6 digits, 10-minute expiry, 60 s between sends, 5 tries, daily caps per phone and address.
import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { digest, sameDigest } from '../../auth/digest';
import { AppError, tooMany } from '../../http/errors';
import { deliverSms } from './providers';

export const SMS_TTL_MS = 10 * 60 * 1000;
export const SMS_RESEND_MS = 60 * 1000;
export const SMS_MAX_ATTEMPTS = 5;
export const SMS_DAILY_PER_PHONE = 10;
export const SMS_DAILY_PER_ADDRESS = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

function codeDigest(deps: AppDeps, phone: string, type: number, code: string): string {
  return digest(deps.config.jwtSecret, `sms:${phone}:${type}:${code}`);
}

async function countSince(
  deps: AppDeps,
  column: 'phone_number' | 'client_ip',
  value: string,
  since: Date,
): Promise<number> {
  const row = await deps.db
    .selectFrom('sms_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', value)
    .where('created_at', '>', since.toISOString())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Issues and delivers a new code; earlier unused codes of the same phone and type stop working. */
export async function sendSmsCode(
  deps: AppDeps,
  log: FastifyBaseLogger,
  phone: string,
  type: number,
  clientIp: string,
): Promise<void> {
  const now = deps.now();
  if ((await countSince(deps, 'phone_number', phone, new Date(now.getTime() - SMS_RESEND_MS))) > 0) {
    throw tooMany('验证码发送过于频繁，请60秒后再试');
  }
  if (
    (await countSince(deps, 'phone_number', phone, new Date(now.getTime() - DAY_MS))) >= SMS_DAILY_PER_PHONE
  ) {
    throw tooMany('该手机号今日验证码发送次数已达上限');
  }
  if (
    (await countSince(deps, 'client_ip', clientIp, new Date(now.getTime() - DAY_MS))) >= SMS_DAILY_PER_ADDRESS
  ) {
    throw tooMany('当前网络今日验证码发送次数已达上限');
  }
  const user = await deps.db
    .selectFrom('users')
    .select('id')
    .where('phone_number', '=', phone)
    .executeTakeFirst();
  if (type === 1 && user) throw new AppError(409, 'PHONE_TAKEN', '该手机号已注册');
  if (type === 2 && !user) throw new AppError(404, 'PHONE_UNKNOWN', '该手机号未注册');

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const at = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
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

/** Checks a code and consumes it on success; a wrong code counts one try (the 5th wrong try burns it). */
export async function verifySmsCode(deps: AppDeps, phone: string, type: number, code: string): Promise<void> {
  const now = deps.now().toISOString();
  const row = await deps.db
    .selectFrom('sms_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at'])
    .where('phone_number', '=', phone)
    .where('type', '=', type)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || row.expires_at <= now || row.attempts >= SMS_MAX_ATTEMPTS) {
    throw new AppError(400, 'SMS_CODE_EXPIRED', '验证码已失效，请重新获取');
  }
  if (!sameDigest(row.code_hash, codeDigest(deps, phone, type, code.trim()))) {
    const attempts = row.attempts + 1;
    await deps.db
      .updateTable('sms_codes')
      .set({ attempts, ...(attempts >= SMS_MAX_ATTEMPTS ? { consumed_at: now } : {}) })
      .where('id', '=', row.id)
      .execute();
    throw attempts >= SMS_MAX_ATTEMPTS
      ? new AppError(400, 'SMS_CODE_EXPIRED', '验证码错误次数过多，请重新获取')
      : new AppError(400, 'SMS_CODE_INVALID', '验证码错误');
  }
  const used = await deps.db
    .updateTable('sms_codes')
    .set({ consumed_at: now })
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1)
    throw new AppError(400, 'SMS_CODE_EXPIRED', '验证码已失效，请重新获取');
}
