// Team invitations 团队邀请 (nobody joins a team without consenting), the snapshot a completed version was computed
// from, and the lease of a running computation (so that a second instance never re-runs it at start-up).
import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect';

export function accessAndLeasesMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const invitations = db.schema.createTable('team_invitations');
      await (
        dialect === 'pg'
          ? invitations.addColumn('id', 'serial', (c) => c.primaryKey())
          : invitations.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        // one pending invitation per person and team: a second one at the same moment is a 409
        .addUniqueConstraint('team_invitations_once', ['team_id', 'user_id'])
        .execute();
      await db.schema.createIndex('team_invitations_user').on('team_invitations').column('user_id').execute();

      // JSON of the template context (periods, sub-projects) and of the stored inputs the result was computed from
      for (const column of ['context', 'inputs'])
        await db.schema.alterTable('version_results').addColumn(column, 'text').execute();

      // which process computes a CALCULATING version, and until when its lease runs (renewed by a heartbeat)
      await db.schema.alterTable('versions').addColumn('calc_owner', 'text').execute();
      await db.schema.alterTable('versions').addColumn('calc_lease_until', 'text').execute();
    },
  };
}
