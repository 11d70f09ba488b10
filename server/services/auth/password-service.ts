// Passwords 密码: forgot (SMS type 2) and change (old / new / confirm); a reset ends every other session.
import type { AppDeps } from '../../deps';
import { hashPassword, verifyPassword } from '../../auth/password';
import { revokeUserTokens } from '../../auth/refresh-token';
import { AppError, notFound } from '../../http/errors';
import { verifySmsCode } from '../sms/sms-service';

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
  userId: number,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const user = await deps.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, oldPassword)))
    throw new AppError(400, 'OLD_PASSWORD_WRONG', '原密码错误');
  await deps.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(newPassword), updated_at: deps.now().toISOString() })
    .where('id', '=', userId)
    .execute();
}
