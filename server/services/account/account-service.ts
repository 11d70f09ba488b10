// Accounts 账号: registration (pending approval), the measurement fields, and shared phone lookups.
import type { AppDeps } from '../../deps';
import type { MeasureField, RegisterBody } from '../../../src/core/contracts/account';
import { hashPassword } from '../../auth/password';
import { badRequest } from '../../http/errors';
import { conflicts } from '../../http/conflicts';
import { verifySmsCode } from '../sms/sms-service';

export const phoneTaken = conflicts.phoneTaken;

export async function measureFields(deps: AppDeps): Promise<MeasureField[]> {
  return deps.db.selectFrom('measure_fields').select(['id', 'name']).orderBy('id').execute();
}

/** POST /v1/account/register: verifies the SMS code, then creates the account in status 2 (待审核). */
export async function register(deps: AppDeps, body: RegisterBody): Promise<{ id: number; status: number }> {
  const fields = await deps.db
    .selectFrom('measure_fields')
    .select('id')
    .where('id', 'in', body.measure_fields)
    .execute();
  if (fields.length !== new Set(body.measure_fields).size) throw badRequest('请选择测算领域');
  const existing = await deps.db
    .selectFrom('users')
    .select('id')
    .where('phone_number', '=', body.phone_number)
    .executeTakeFirst();
  if (existing) throw phoneTaken();
  await verifySmsCode(deps, body.phone_number, 1, body.verification_code);
  const passwordHash = await hashPassword(body.password);
  const at = deps.now().toISOString();
  // Two registrations of one phone at once: the unique index decides, the error handler answers the loser 409.
  return deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        username: body.username,
        phone_number: body.phone_number,
        password_hash: passwordHash,
        avatar: null,
        status: 2,
        is_super_admin: 0,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_measure_fields')
      .values(fields.map((f) => ({ user_id: user.id, field_id: f.id })))
      .execute();
    return { id: user.id, status: 2 };
  });
}

/** GET /v1/account/profile: the signed-in user's own record with the chosen measurement fields. */
export async function profile(deps: AppDeps, userId: number) {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'username', 'avatar', 'phone_number', 'is_super_admin', 'status', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const fields = await deps.db
    .selectFrom('user_measure_fields')
    .innerJoin('measure_fields', 'measure_fields.id', 'user_measure_fields.field_id')
    .select(['measure_fields.id', 'measure_fields.name'])
    .where('user_measure_fields.user_id', '=', userId)
    .orderBy('measure_fields.id')
    .execute();
  return { ...user, is_super_admin: user.is_super_admin === 1, measure_fields: fields };
}

/** A normal (status 0) account by phone, or null. */
export async function normalUserByPhone(deps: AppDeps, phone: string) {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'username', 'status'])
    .where('phone_number', '=', phone)
    .executeTakeFirst();
  return user && user.status === 0 ? user : null;
}
