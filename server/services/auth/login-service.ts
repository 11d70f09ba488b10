// Login 登录: rate limit, captcha, phone + password, account status; failures are counted per phone and address.
import type { AppDeps } from '../../deps';
import {
  MESSAGES,
  STATUS_LOGIN_REFUSALS,
  type LoginBody,
  type TokenPairData,
} from '../../../src/core/contracts/auth';
import { verifyPassword } from '../../auth/password';
import { countEvents, ipSubject, phoneSubject } from '../../auth/rate-limit';
import { AppError, tooMany } from '../../http/errors';
import { recordEvent } from '../events';
import { consumeCaptcha } from '../captcha/captcha-service';
import { defaultTeamId, issueTokenPair } from './session-service';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILS_PER_PHONE = 5;
export const LOGIN_MAX_FAILS_PER_ADDRESS = 20;

/** A hash of a throw-away password, so an unknown phone costs as much time as a wrong password. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$mz39n4lPAQn4VEm+rIJ6Ig$GVhoTeoOCv7dn0dgDcfux6Aes13wUjLygEsSNb5Jy98';

async function fail(deps: AppDeps, phone: string, ip: string, reason: string): Promise<void> {
  const now = deps.now();
  await recordEvent(deps.db, now, {
    userId: null,
    kind: 'login.fail',
    subject: phoneSubject(phone),
    detail: { reason },
  });
  await recordEvent(deps.db, now, {
    userId: null,
    kind: 'login.fail',
    subject: ipSubject(ip),
    detail: { reason },
  });
}

export async function login(deps: AppDeps, body: LoginBody, ip: string): Promise<TokenPairData> {
  const now = deps.now();
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  if (
    (await countEvents(deps.db, 'login.fail', phoneSubject(body.phone_number), since)) >=
      LOGIN_MAX_FAILS_PER_PHONE ||
    (await countEvents(deps.db, 'login.fail', ipSubject(ip), since)) >= LOGIN_MAX_FAILS_PER_ADDRESS
  ) {
    throw tooMany('登录失败次数过多，请15分钟后再试');
  }
  if (!(await consumeCaptcha(deps, body.captcha_id, body.captcha))) {
    await fail(deps, body.phone_number, ip, 'captcha');
    throw new AppError(400, 'CAPTCHA_INVALID', '验证码错误或已失效');
  }
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'password_hash', 'status'])
    .where('phone_number', '=', body.phone_number)
    .executeTakeFirst();
  const passwordOk = await verifyPassword(user?.password_hash ?? DUMMY_HASH, body.password);
  if (!user || !passwordOk) {
    await fail(deps, body.phone_number, ip, 'credentials');
    throw new AppError(401, 'BAD_CREDENTIALS', MESSAGES.badCredentials);
  }
  const refusal = STATUS_LOGIN_REFUSALS[user.status];
  if (refusal) throw new AppError(403, 'ACCOUNT_STATUS', refusal, { status: user.status });
  const pair = await issueTokenPair(deps, user.id, await defaultTeamId(deps, user.id));
  await recordEvent(deps.db, now, {
    userId: user.id,
    kind: 'login.ok',
    subject: phoneSubject(body.phone_number),
  });
  return pair;
}
