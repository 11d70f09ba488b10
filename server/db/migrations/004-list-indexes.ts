// An index of the per-request reads: a user's invitations to projects. Every list and every access check reads the
// projects a user was invited to by user (policy.viewerFacts); the primary key (project_id, user_id) leads with the
// project, so without it that read scans the whole table.
import type { Kysely } from 'kysely';

export function listIndexesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createIndex('project_collaborators_user')
        .on('project_collaborators')
        .column('user_id')
        .execute();
    },
  };
}
