// Rate-limit hits: every per-address and per-phone counter lives here, so all app instances share one count.
import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

export function rateHitsMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('rate_hits')
        .addColumn('id', dialect === 'pg' ? 'serial' : 'integer', (c) =>
          dialect === 'pg' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('rule', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('rate_hits_rule_subject')
        .on('rate_hits')
        .columns(['rule', 'subject', 'created_at'])
        .execute();
      await db.schema.createIndex('rate_hits_created').on('rate_hits').column('created_at').execute();
    },
  };
}
