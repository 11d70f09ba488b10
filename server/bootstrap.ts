// Opens, migrates and seeds the database and builds the app: shared by `npm start` and the browser-test harness.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { createAccessTokens } from './auth/access-token';
import type { Config } from './config';
import { openDatabase, type AppDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { fillDemoVersions } from './db/demo-inputs';
import { seedDatabase, type SeedResult } from './db/seed';
import type { AppDeps } from './deps';
import { createComputePool } from './services/compute/compute-pool';
import { resumeCalculating, startRecoverySweeper } from './services/compute/compute-service';
import { LEASE_MS } from './services/compute/lease';
import { templates } from './services/compute/templates';

export interface Started {
  app: FastifyInstance;
  database: AppDatabase;
  seed: SeedResult;
}

export async function bootstrap(config: Config, logger: boolean | object): Promise<Started> {
  // A schema mistake (a misspelled bind path, column, rule, preview, variable…) stops the start, named.
  templates.assertValid();
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: join(config.dataDir, 'app.db'),
  });
  await migrateToLatest(database.db as never, database.dialect);
  const now = () => new Date();
  const seed = await seedDatabase(database.db, {
    adminPhone: config.adminPhone,
    adminPassword: config.adminPassword,
    demo: config.seedDemo,
    now: now(),
  });
  const deps: AppDeps = {
    db: database.db,
    dialect: database.dialect,
    config,
    now,
    tokens: createAccessTokens(config.jwtSecret, now),
    computePool: createComputePool({ startNow: true }),
  };
  const app = await buildApp(deps, { logger, serveSpa: true });
  // A version a dead process left in CALCULATING is finished (recomputed from its stored inputs): at once on
  // SQLite (one process), else once its compute lease has expired — another live instance may be computing it.
  const stopSweeper = startRecoverySweeper(deps, deps.computePool, LEASE_MS / 2);
  app.addHook('onClose', async () => {
    stopSweeper();
    await deps.computePool.close();
    await database.close();
  });
  const resumed = await resumeCalculating(deps, deps.computePool, database.dialect === 'sqlite');
  if (seed.seeded && config.seedDemo) await fillDemoVersions(deps, seed.adminId);
  if (resumed) app.log.info({ resumed }, 'finished versions left in CALCULATING');

  return { app, database, seed };
}
