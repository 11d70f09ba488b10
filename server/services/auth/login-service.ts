// Login 登录: rate limit, captcha, phone + password, account status; failures are counted per phone and address.
import type { AppDeps } from '../../deps';
import {
  MESSAGES,
  STATUS_LOGIN_REFUSALS,
  type LoginBody,
  type TokenPairData,
} from '../../../src/core/contracts/auth';
import { verifyPassword } from '../../auth/password';
import {
  assertUnderLimit,
  dropHits,
  ipSubject,
  phoneSubject,
  RATE_RULES,
  takeHit,
} from '../../auth/rate-limit';
import { AppError } from '../../http/errors';
import { recordEvent } from '../events';
import { consumeCaptcha } from '../captcha/captcha-service';
import { defaultTeamId, issueTokenPair } from './session-service';

/** A hash of a throw-away password, so an unknown phone costs as much time as a wrong password. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$mz39n4lPAQn4VEm+rIJ6Ig$GVhoTeoOCv7dn0dgDcfux6Aes13wUjLygEsSNb5Jy98';

async function recordFailure(deps: AppDeps, phone: string, reason: 'captcha' | 'credentials'): Promise<void> {
  await recordEvent(deps.db, deps.now(), {
    userId: null,
    kind: 'login.fail',
    subject: phoneSubject(phone),
    detail: { reason },
  });
}

/**
 * A wrong or unknown captcha counts against the address only (so nobody can lock a stranger's phone out
 * without solving captchas); a failure past a right captcha counts against the phone and the address.
 * Each attempt takes its hits before the password is checked, so parallel guesses stop at the limit;
 * a successful login gives its hits back.
 */
export async function login(deps: AppDeps, body: LoginBody, ip: string): Promise<TokenPairData> {
  const now = deps.now();
  const phone = phoneSubject(body.phone_number);
  await assertUnderLimit(deps.db, RATE_RULES.loginFailPerPhone, phone, now);
  const addressHit = await takeHit(deps, RATE_RULES.loginFailPerAddress, ipSubject(ip), now);
  if (!(await consumeCaptcha(deps, body.captcha_id, body.captcha))) {
    await recordFailure(deps, body.phone_number, 'captcha');
    throw new AppError(400, 'CAPTCHA_INVALID', '验证码错误或已失效');
  }
  const phoneHit = await takeHit(deps, RATE_RULES.loginFailPerPhone, phone, now);
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'password_hash', 'status'])
    .where('phone_number', '=', body.phone_number)
    .executeTakeFirst();
  const passwordOk = await verifyPassword(user?.password_hash ?? DUMMY_HASH, body.password);
  if (!user || !passwordOk) {
    await recordFailure(deps, body.phone_number, 'credentials');
    throw new AppError(401, 'BAD_CREDENTIALS', MESSAGES.badCredentials);
  }
  await dropHits(deps.db, [addressHit, phoneHit]);
  const refusal = STATUS_LOGIN_REFUSALS[user.status];
  if (refusal) throw new AppError(403, 'ACCOUNT_STATUS', refusal, { status: user.status });
  const pair = await issueTokenPair(deps, user.id, await defaultTeamId(deps, user.id));
  await recordEvent(deps.db, now, {
    userId: user.id,
    kind: 'login.ok',
    subject: phone,
  });
  return pair;
}
