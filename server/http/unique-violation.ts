// Unique-constraint violations of SQLite and PostgreSQL, turned into the 409 the sequential check would have given.
// Two requests that both pass a "does it exist yet?" check race to the insert; the database's unique key is the real
// guard and the loser must hear the same Chinese message as a caller who came second in turn, never a 500.
import type { AppError } from './errors';
import { conflicts } from './conflicts';

/** The answer for a duplicate in each table. */
const DUPLICATE_ANSWERS: Record<string, () => AppError> = {
  sub_projects: conflicts.subProjectName,
  users: conflicts.phoneTaken,
  team_members: conflicts.alreadyMember,
  team_invitations: conflicts.alreadyInvited,
  project_collaborators: conflicts.alreadyCollaborator,
  version_inputs: conflicts.staleRevision,
  computed_tables: conflicts.versionStatus,
  version_results: conflicts.versionStatus,
};

/** The table whose unique key (or primary key) the error violated, '' if unnamed, or null for any other error. */
export function uniqueViolationTable(err: unknown): string | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as { code?: unknown; table?: unknown; message?: unknown };
  // PostgreSQL: SQLSTATE 23505 unique_violation, with the table named by the driver.
  if (e.code === '23505') return typeof e.table === 'string' ? e.table : '';
  // SQLite (better-sqlite3): "UNIQUE constraint failed: sub_projects.project_id, sub_projects.name".
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const m = /constraint failed: (\w+)\./.exec(String(e.message));
    return m?.[1] ?? '';
  }
  return null;
}

/** The 409 for a unique-constraint violation, or null when `err` is not one. */
export function duplicateConflict(err: unknown): AppError | null {
  const table = uniqueViolationTable(err);
  if (table === null) return null;
  return (DUPLICATE_ANSWERS[table] ?? conflicts.duplicate)();
}
