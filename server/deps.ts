// What the app needs from the outside world, injected so tests control the database and the clock.
import type { Kysely } from 'kysely';
import type { AccessTokens } from './auth/access-token';
import type { ComputePool } from './services/compute/compute-pool';
import type { Config } from './config';
import type { Dialect } from './db/dialect';
import type { DB } from './db/schema';

export interface AppDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  config: Config;
  /** the clock; tests move it to expire tokens and codes */
  now: () => Date;
  tokens: AccessTokens;
  /** runs the engine in a worker thread (authoritative compute on submit) */
  computePool: ComputePool;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
