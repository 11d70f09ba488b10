// The event log: counters for the dashboard and an audit trail, written beside the action it records.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export type EventKind =
  | 'project.create'
  | 'version.create'
  | 'compute'
  | 'download'
  | 'login.ok'
  | 'login.fail'
  | 'account.action'
  | 'team.action'
  | 'project.collaborator';

export interface EventRecord {
  userId: number | null;
  kind: EventKind;
  projectId?: number | null;
  versionId?: number | null;
  subject?: string | null;
  detail?: unknown;
}

export async function recordEvent(db: Kysely<DB>, now: Date, event: EventRecord): Promise<void> {
  await db
    .insertInto('events')
    .values({
      user_id: event.userId,
      kind: event.kind,
      project_id: event.projectId ?? null,
      version_id: event.versionId ?? null,
      subject: event.subject ?? null,
      detail: event.detail === undefined ? null : JSON.stringify(event.detail),
      created_at: now.toISOString(),
    })
    .execute();
}
