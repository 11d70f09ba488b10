// Passwords 密码: forgot (SMS type 2) and change (old / new / confirm). Either ends every session of the user
// (refresh tokens revoked, access tokens refused at once); a change signs the device that made it in again.
import type { AppDeps } from '../../deps';
import type { TokenPairData } from '../../../src/core/contracts/auth';
import type { CurrentUser } from '../../auth/guard';
import { hashPassword, verifyPassword } from '../../auth/password';
import { revokeUserTokens } from '../../auth/refresh-token';
import { AppError, notFound } from '../../http/errors';
import { verifySmsCode } from '../sms/sms-service';
import { issueTokenPair } from './session-service';

export async function forgetPassword(
  deps: AppDeps,
  phone: string,
  code: string,
  password: string,
): Promise<void> {
  const user = await deps.db
    .selectFrom('users')
    .select('id')
    .where('phone_number', '=', phone)
    .executeTakeFirst();
  if (!user) throw notFound('该手机号未注册');
  await verifySmsCode(deps, phone, 2, code);
  await deps.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password), updated_at: deps.now().toISOString() })
    .where('id', '=', user.id)
    .execute();
  await revokeUserTokens(deps.db, deps.config.jwtSecret, deps.now(), user.id);
}

export async function changePassword(
  deps: AppDeps,
  current: CurrentUser,
  oldPassword: string,
  newPassword: string,
): Promise<TokenPairData> {
  const user = await deps.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', current.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, oldPassword)))
    throw new AppError(400, 'OLD_PASSWORD_WRONG', '原密码错误');
  await deps.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(newPassword), updated_at: deps.now().toISOString() })
    .where('id', '=', current.id)
    .execute();
  await revokeUserTokens(deps.db, deps.config.jwtSecret, deps.now(), current.id);
  return issueTokenPair(deps, current.id, current.teamId);
}
