// Rate limits counted in the database (table rate_hits), so every app instance on one database shares them.
// A hit is taken under a lock per rule and subject: N parallel requests, in one process or in several,
// are counted one after the other and at most `max` of them pass a window.
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Dialect } from '../db/dialect';
import type { DB } from '../db/schema';
import { tooMany } from '../http/errors';

export interface RateRule {
  /** stored in rate_hits.rule */
  name: string;
  windowMs: number;
  /** hits allowed inside one window */
  max: number;
  /** the 429 message */
  message: string;
}

const MINUTE_MS = 60 * 1000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** The per-address and per-phone rules of the anonymous calls (login, captcha, SMS, register, password reset). */
export const RATE_RULES = {
  loginFailPerPhone: {
    name: 'login.fail.phone',
    windowMs: 15 * MINUTE_MS,
    max: 5,
    message: '登录失败次数过多，请15分钟后再试',
  },
  loginFailPerAddress: {
    name: 'login.fail.address',
    windowMs: 15 * MINUTE_MS,
    max: 20,
    message: '登录失败次数过多，请15分钟后再试',
  },
  captchaPerAddress: {
    name: 'captcha.address',
    windowMs: MINUTE_MS,
    max: 120,
    message: '操作过于频繁，请稍后再试',
  },
  smsPerAddress: {
    name: 'sms.address',
    windowMs: DAY_MS,
    max: 50,
    message: '当前网络今日验证码发送次数已达上限',
  },
  registerPerAddress: {
    name: 'register.address',
    windowMs: MINUTE_MS,
    max: 20,
    message: '操作过于频繁，请稍后再试',
  },
  passwordResetPerAddress: {
    name: 'password_reset.address',
    windowMs: MINUTE_MS,
    max: 20,
    message: '操作过于频繁，请稍后再试',
  },
} as const satisfies Record<string, RateRule>;

/** Hits older than the longest window are of no use. */
const LONGEST_WINDOW_MS = DAY_MS;

export const phoneSubject = (phone: string) => `phone:${phone}`;
export const ipSubject = (ip: string) => `ip:${ip}`;

export interface LockDeps {
  db: Kysely<DB>;
  dialect: Dialect;
}

/**
 * Runs `work` in a transaction that holds a lock on `key` until it ends. PostgreSQL: a transaction-scoped
 * advisory lock, held across every instance on the database. SQLite: Kysely runs a transaction alone on the
 * one connection, so nothing else of the process interleaves (one process per SQLite file).
 */
export async function serialized<T>(
  deps: LockDeps,
  key: string,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    if (deps.dialect === 'pg') await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    return work(trx);
  });
}

/** Hits of a rule for a subject inside its window ending at `now`. */
export async function hitsInWindow(
  db: Kysely<DB>,
  rule: RateRule,
  subject: string,
  now: Date,
): Promise<number> {
  const row = await db
    .selectFrom('rate_hits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('rule', '=', rule.name)
    .where('subject', '=', subject)
    .where('created_at', '>', new Date(now.getTime() - rule.windowMs).toISOString())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Refuses with the rule's 429 when its window is already full (nothing is counted). */
export async function assertUnderLimit(
  db: Kysely<DB>,
  rule: RateRule,
  subject: string,
  now: Date,
): Promise<void> {
  if ((await hitsInWindow(db, rule, subject, now)) >= rule.max) throw tooMany(rule.message);
}

/**
 * Counts one hit of the rule for the subject, or refuses with its 429 when the window is full. Returns the
 * hit's id so that a caller may take it back (a login that turned out right is not a failure).
 */
export async function takeHit(deps: LockDeps, rule: RateRule, subject: string, now: Date): Promise<number> {
  const at = now.toISOString();
  const id = await serialized(deps, `rate:${rule.name}:${subject}`, async (trx) => {
    await assertUnderLimit(trx, rule, subject, now);
    const hit = await trx
      .insertInto('rate_hits')
      .values({ rule: rule.name, subject, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return hit.id;
  });
  // Trimming here keeps the table small without a scheduler (outside the lock: it touches other subjects' rows).
  await deps.db
    .deleteFrom('rate_hits')
    .where('created_at', '<', new Date(now.getTime() - LONGEST_WINDOW_MS).toISOString())
    .execute();
  return id;
}

/** Takes back hits counted by takeHit. */
export async function dropHits(db: Kysely<DB>, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('rate_hits').where('id', 'in', ids).execute();
}

/** An onRequest hook counting every call of a route against the caller's address (429 past the rule). */
export function perAddress(rule: RateRule) {
  return async (request: FastifyRequest): Promise<void> => {
    const { deps } = request.server;
    await takeHit(deps, rule, ipSubject(request.ip), deps.now());
  };
}
