// How many events of a kind the server recorded for a version (downloads, computations) — the dashboard's counters.
import type { TestApp } from './test-app';

export async function eventCount(t: TestApp, kind: string, versionId: number): Promise<number> {
  const rows = await t.deps.db
    .selectFrom('events')
    .select('id')
    .where('kind', '=', kind)
    .where('version_id', '=', versionId)
    .execute();
  return rows.length;
}
