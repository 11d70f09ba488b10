// Refresh tokens: opaque, stored hashed, rotated on every use; reusing a rotated one revokes its whole family.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../http/errors';
import { digest, randomToken } from './digest';

export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const refreshExpired = () => new AppError(401, 'REFRESH_TOKEN_EXPIRED', 'REFRESH_TOKEN_EXPIRED');

export interface IssuedRefresh {
  token: string;
  id: number;
  familyId: string;
}

/** Stores a new refresh token (a new family unless one is given) and returns its plain text once. */
export async function issueRefreshToken(
  db: Kysely<DB>,
  secret: string,
  now: Date,
  userId: number,
  teamId: number | null,
  familyId: string = randomUUID(),
): Promise<IssuedRefresh> {
  const token = randomToken();
  const row = await db
    .insertInto('refresh_tokens')
    .values({
      user_id: userId,
      family_id: familyId,
      token_hash: digest(secret, token),
      team_id: teamId,
      expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString(),
      revoked_at: null,
      replaced_by: null,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, id: row.id, familyId };
}

export interface RotatedRefresh extends IssuedRefresh {
  userId: number;
  teamId: number | null;
}

/**
 * Exchanges a refresh token for its successor. A revoked token that was already rotated is a replay
 * (stolen or duplicated): the whole family is revoked. Unknown, expired or revoked → REFRESH_TOKEN_EXPIRED.
 */
export async function rotateRefreshToken(
  db: Kysely<DB>,
  secret: string,
  now: Date,
  token: string,
): Promise<RotatedRefresh> {
  const at = now.toISOString();
  const row = await db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', digest(secret, token))
    .executeTakeFirst();
  if (!row) throw refreshExpired();
  if (row.revoked_at !== null) {
    if (row.replaced_by !== null) await revokeFamily(db, now, row.family_id);
    throw refreshExpired();
  }
  if (row.expires_at <= at) throw refreshExpired();
  return db.transaction().execute(async (trx) => {
    // Conditional update: of two concurrent rotations only one wins; the loser counts as a replay.
    const claimed = await trx
      .updateTable('refresh_tokens')
      .set({ revoked_at: at })
      .where('id', '=', row.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw refreshExpired();
    const next = await issueRefreshToken(trx, secret, now, row.user_id, row.team_id, row.family_id);
    await trx.updateTable('refresh_tokens').set({ replaced_by: next.id }).where('id', '=', row.id).execute();
    return { ...next, userId: row.user_id, teamId: row.team_id };
  });
}

export async function revokeFamily(db: Kysely<DB>, now: Date, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes one token's family when it is given, else every live refresh token of the user (logout, disable). */
export async function revokeUserTokens(
  db: Kysely<DB>,
  secret: string,
  now: Date,
  userId: number,
  token?: string,
): Promise<void> {
  if (token) {
    const row = await db
      .selectFrom('refresh_tokens')
      .select('family_id')
      .where('token_hash', '=', digest(secret, token))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (row) {
      await revokeFamily(db, now, row.family_id);
      return;
    }
  }
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
