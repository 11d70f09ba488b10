// A fresh, migrated database per test: a temporary SQLite file, or a temporary PostgreSQL database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPostgres, openSqlite, type AppDatabase } from '../../../server/db/database';
import type { Dialect } from '../../../server/db/dialect';
import { migrateToLatest } from '../../../server/db/migrate';

/** The dialects the data-layer suites run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function dbTargets(): Dialect[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'pg'] : ['sqlite'];
}

export interface TestDatabase extends AppDatabase {
  /** PostgreSQL: the database's URL, for a second app instance on the same database */
  url?: string;
  /** closes and deletes the database */
  drop(): Promise<void>;
}

export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'nl-test-db-'));
    const database = openSqlite(join(dir, 'test.db'));
    await migrateToLatest(database.db as never, 'sqlite');
    return {
      ...database,
      async drop() {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `nl_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  await migrateToLatest(database.db as never, 'pg');
  return {
    ...database,
    url: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
