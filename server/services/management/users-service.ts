// 人员管理 (super-administrator): the user list, add account, and the §4.1 account state machine.
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import {
  ACCOUNT_ACTION_LABELS,
  ACCOUNT_TRANSITIONS,
  USER_STATUS_LABELS,
  type AccountAction,
  type ManagedUser,
} from '../../../src/core/contracts/management';
import { hashPassword } from '../../auth/password';
import { revokeUserTokens } from '../../auth/refresh-token';
import { AppError, conflict, forbidden, notFound } from '../../http/errors';
import { recordEvent } from '../events';
import { phoneTaken } from '../account/account-service';

/** LIKE pattern that matches the keyword literally (%, _ and \ escaped). */
export function containsPattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listUsers(
  deps: AppDeps,
  page: number,
  perPage: number,
  search?: string,
): Promise<{ total: number; users: ManagedUser[] }> {
  let base = deps.db.selectFrom('users');
  if (search) {
    const pattern = containsPattern(search);
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(username)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(phone_number)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  const totalRow = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .select(['id', 'username', 'phone_number', 'status', 'is_super_admin', 'created_at'])
    .orderBy('id')
    .offset((page - 1) * perPage)
    .limit(perPage)
    .execute();
  return {
    total: Number(totalRow?.n ?? 0),
    users: rows.map((r) => ({ ...r, is_super_admin: r.is_super_admin === 1 })),
  };
}

/** POST /v1/management/add_account: a normal account at once; the name defaults to the phone. */
export async function addAccount(
  deps: AppDeps,
  actorId: number,
  phone: string,
  password: string,
  userName?: string | null,
): Promise<{ id: number }> {
  const existing = await deps.db
    .selectFrom('users')
    .select('id')
    .where('phone_number', '=', phone)
    .executeTakeFirst();
  if (existing) throw phoneTaken();
  const at = deps.now().toISOString();
  const passwordHash = await hashPassword(password);
  const user = await deps.db
    .insertInto('users')
    .values({
      username: userName?.trim() || phone,
      phone_number: phone,
      password_hash: passwordHash,
      avatar: null,
      status: 0,
      is_super_admin: 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordEvent(deps.db, deps.now(), {
    userId: actorId,
    kind: 'account.action',
    subject: `user:${user.id}`,
    detail: { action: 'add' },
  });
  return user;
}

const PASSWORD_ALPHABETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '!@#$%^&*'];

/** 12 characters with every class present, drawn with a CSPRNG. */
export function strongPassword(length = 12): string {
  const all = PASSWORD_ALPHABETS.join('');
  const chars = PASSWORD_ALPHABETS.map((set) => set[randomInt(set.length)] ?? 'x');
  while (chars.length < length) chars.push(all[randomInt(all.length)] ?? 'x');
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}

/**
 * Applies one action of §4.1 to a user. An action not allowed from the current status is 409; the
 * super-administrators themselves are out of reach (403). Returns the new password for reset_password.
 */
export async function applyAccountAction(
  deps: AppDeps,
  actorId: number,
  userId: number,
  action: AccountAction,
): Promise<{ status: number; password?: string }> {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'status', 'is_super_admin'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound('用户不存在');
  if (user.is_super_admin === 1) throw forbidden('不能对超级管理员账号执行此操作');
  const next = ACCOUNT_TRANSITIONS[user.status]?.[action];
  if (next === undefined) {
    throw conflict(
      `账号当前状态为“${USER_STATUS_LABELS[user.status] ?? user.status}”，不能执行“${ACCOUNT_ACTION_LABELS[action]}”操作`,
      'STATUS_CONFLICT',
    );
  }
  const at = deps.now().toISOString();
  const password = action === 'reset_password' ? strongPassword() : undefined;
  const changed = await deps.db
    .updateTable('users')
    .set({
      status: next,
      updated_at: at,
      ...(password ? { password_hash: await hashPassword(password) } : {}),
    })
    .where('id', '=', userId)
    .where('status', '=', user.status)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1)
    throw new AppError(409, 'STATUS_CONFLICT', '账号状态已被他人修改，请刷新后重试');
  if (next !== 0 || password) await revokeUserTokens(deps.db, deps.config.jwtSecret, deps.now(), userId);
  await recordEvent(deps.db, deps.now(), {
    userId: actorId,
    kind: 'account.action',
    subject: `user:${userId}`,
    detail: { action, from: user.status, to: next },
  });
  return password ? { status: next, password } : { status: next };
}
