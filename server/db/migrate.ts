// Applies the versioned migrations, in order, on either dialect.
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Dialect } from './dialect';
import { initialMigration } from './migrations/001-initial';
import { rateHitsMigration } from './migrations/002-rate-hits';
import { accessAndLeasesMigration } from './migrations/003-access-and-leases';
import { listIndexesMigration } from './migrations/004-list-indexes';

function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '001-initial': initialMigration(dialect),
    '002-rate-hits': rateHitsMigration(dialect),
    '003-access-and-leases': accessAndLeasesMigration(dialect),
    '004-list-indexes': listIndexesMigration(),
  };
}

export async function migrateToLatest(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(dialect) };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`数据库迁移失败：${failed?.migrationName ?? ''} ${String(error)}`);
  }
}
