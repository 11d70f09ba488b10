// Rate limits counted in the events table (shared by every API process, unlike an in-memory counter).
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { EventKind } from '../services/events';

/** How many events of a kind for a subject happened since `since`. */
export async function countEvents(
  db: Kysely<DB>,
  kind: EventKind,
  subject: string,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .where('created_at', '>', since.toISOString())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const phoneSubject = (phone: string) => `phone:${phone}`;
export const ipSubject = (ip: string) => `ip:${ip}`;
