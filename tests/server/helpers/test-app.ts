// The real app on a fresh test database, with a controllable clock, plus factories for users and teams.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../../server/app';
import { createAccessTokens } from '../../../server/auth/access-token';
import { hashPassword } from '../../../server/auth/password';
import { issueRefreshToken } from '../../../server/auth/refresh-token';
import { loadConfig, type Config } from '../../../server/config';
import type { Dialect } from '../../../server/db/dialect';
import { seedDatabase } from '../../../server/db/seed';
import { createComputePool } from '../../../server/services/compute/compute-pool';
import type { AppDeps } from '../../../server/deps';
import { createTestDatabase, type TestDatabase } from './test-db';

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function createClock(start = new Date('2026-11-22T08:00:00.000Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  database: TestDatabase;
  clock: TestClock;
  config: Config;
  /** inject with an optional bearer token; returns the response with the parsed JSON body */
  call(opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse & { body_: Envelope }>;
  close(): Promise<void>;
}

export interface Envelope {
  code: number;
  message: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
  error?: string;
  details?: unknown;
}

export async function createTestApp(dialect: Dialect, env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  const clock = createClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'nl-test-data-')),
    JWT_SECRET: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    CAPTCHA_FIXED: 'test',
    SMS_PROVIDER: 'file',
    ...env,
  });
  await seedDatabase(database.db, {
    adminPhone: config.adminPhone,
    adminPassword: config.adminPassword,
    demo: false,
    now: clock.now(),
  });
  const deps: AppDeps = {
    db: database.db,
    dialect,
    config,
    now: clock.now,
    tokens: createAccessTokens(config.jwtSecret, clock.now),
    computePool: createComputePool(),
  };
  const app = await buildApp(deps);
  return {
    app,
    deps,
    database,
    clock,
    config,
    async call({ token, headers, ...opts }) {
      const res = await app.inject({
        ...opts,
        headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      let body_: Envelope;
      try {
        body_ = res.json();
      } catch {
        body_ = { code: res.statusCode, message: res.body, data: null };
      }
      return Object.assign(res, { body_ });
    },
    async close() {
      await app.close();
      await deps.computePool.close();
      await database.drop();
    },
  };
}

let phoneCounter = 0;
/** A unique valid mainland mobile number for factories. */
export function nextPhone(): string {
  phoneCounter += 1;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

export interface UserFactoryOptions {
  phone?: string;
  username?: string;
  password?: string;
  status?: number;
  superAdmin?: boolean;
}

export async function createUser(t: TestApp, opts: UserFactoryOptions = {}) {
  const at = t.clock.now().toISOString();
  const phone = opts.phone ?? nextPhone();
  const row = await t.deps.db
    .insertInto('users')
    .values({
      username: opts.username ?? `用户${phone.slice(-4)}`,
      phone_number: phone,
      password_hash: await hashPassword(opts.password ?? 'secret123'),
      avatar: null,
      status: opts.status ?? 0,
      is_super_admin: opts.superAdmin ? 1 : 0,
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'username', 'phone_number'])
    .executeTakeFirstOrThrow();
  return { ...row, password: opts.password ?? 'secret123' };
}

export async function createTeam(t: TestApp, adminUserId: number, name = '测试团队', members: number[] = []) {
  const at = t.clock.now().toISOString();
  const team = await t.deps.db
    .insertInto('teams')
    .values({ name, creator_id: adminUserId, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.deps.db
    .insertInto('team_members')
    .values({ team_id: team.id, user_id: adminUserId, role: 'Admin', joined_at: at })
    .execute();
  for (const userId of members) {
    await t.deps.db
      .insertInto('team_members')
      .values({ team_id: team.id, user_id: userId, role: 'Member', joined_at: at })
      .execute();
  }
  return team;
}

/** An access token minted directly (bypassing login) for tests of other areas, with its own live session. */
export async function tokenFor(
  t: TestApp,
  userId: number,
  team: { id: number; role: string } | null = null,
  superAdmin = false,
) {
  const session = await issueRefreshToken(
    t.deps.db,
    t.config.jwtSecret,
    t.clock.now(),
    userId,
    team?.id ?? null,
  );
  return t.deps.tokens.sign({
    userId,
    teamId: team?.id ?? null,
    teamRole: team?.role ?? null,
    isSuperAdmin: superAdmin,
    sessionId: session.familyId,
  });
}
