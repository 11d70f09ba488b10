// Version inputs 版本录入数据 in the database: one row per table (template, sub-project, table) holding its cells.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { conflict } from '../../http/errors';
import { SAVE_CONFLICT_MESSAGE } from '../../../src/core/contracts/compute';
import type { StoredValues } from '../../../src/core/template/types';

/** Sub-projects are `sp<id>` in the template context (ModelInput ids must start with a letter). */
export const subProjectKey = (id: number): string => `sp${id}`;

export function subProjectIdOf(key: string | null): number | null {
  if (key === null || key === '' || key === '-') return null;
  const m = /^sp(\d+)$/.exec(key);
  return m ? Number(m[1]) : null;
}

const storeKeyOf = (templateKey: string, scope: string, tableId: string) =>
  `${templateKey}/${scope || '-'}/${tableId}`;

function splitKey(key: string): { templateKey: string; scope: string; tableId: string } {
  const [templateKey = '', scope = '-', tableId = ''] = key.split('/');
  return { templateKey, scope: scope === '-' ? '' : scope, tableId };
}

export async function readStored(db: Kysely<DB>, versionId: number): Promise<StoredValues> {
  const rows = await db
    .selectFrom('version_inputs')
    .select(['template_key', 'scope', 'table_id', 'cells', 'revision'])
    .where('version_id', '=', versionId)
    .execute();
  const stored: StoredValues = {};
  for (const r of rows) {
    stored[storeKeyOf(r.template_key, r.scope, r.table_id)] = {
      cells: JSON.parse(r.cells) as Record<string, string>,
      revision: r.revision,
    };
  }
  return stored;
}

export interface TableWrite {
  key: string;
  cells: Record<string, string>;
  /** the revision the writer based its edits on; null skips the check (server-side rewrites) */
  expectedRevision: number | null;
}

/**
 * Writes tables inside the caller's transaction. A stale expected revision raises 409 and, because the
 * caller's transaction rolls back, nothing of the save is kept.
 */
export async function writeTables(
  trx: Kysely<DB>,
  versionId: number,
  writes: readonly TableWrite[],
  by: number | null,
  now: Date,
): Promise<Record<string, number>> {
  const revisions: Record<string, number> = {};
  for (const w of writes) {
    const { templateKey, scope, tableId } = splitKey(w.key);
    const existing = await trx
      .selectFrom('version_inputs')
      .select(['id', 'revision'])
      .where('version_id', '=', versionId)
      .where('template_key', '=', templateKey)
      .where('scope', '=', scope)
      .where('table_id', '=', tableId)
      .executeTakeFirst();
    const current = existing?.revision ?? 0;
    if (w.expectedRevision !== null && w.expectedRevision !== current) {
      throw conflict(SAVE_CONFLICT_MESSAGE, 'STALE_REVISION');
    }
    const next = current + 1;
    const cells = JSON.stringify(w.cells);
    if (existing) {
      // The revision in the WHERE makes a concurrent writer lose instead of overwriting silently.
      const res = await trx
        .updateTable('version_inputs')
        .set({ cells, revision: next, updated_by: by, updated_at: now.toISOString() })
        .where('id', '=', existing.id)
        .where('revision', '=', current)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw conflict(SAVE_CONFLICT_MESSAGE, 'STALE_REVISION');
    } else {
      await trx
        .insertInto('version_inputs')
        .values({
          version_id: versionId,
          template_key: templateKey,
          sub_project_id: subProjectIdOf(scope),
          scope,
          table_id: tableId,
          cells,
          rows: null,
          revision: next,
          updated_by: by,
          updated_at: now.toISOString(),
        })
        .execute();
    }
    revisions[w.key] = next;
  }
  return revisions;
}

/** Removes stored tables that no longer exist (e.g. tables of a template that was dropped). */
export async function deleteTables(
  trx: Kysely<DB>,
  versionId: number,
  keys: readonly string[],
): Promise<void> {
  for (const key of keys) {
    const { templateKey, scope, tableId } = splitKey(key);
    await trx
      .deleteFrom('version_inputs')
      .where('version_id', '=', versionId)
      .where('template_key', '=', templateKey)
      .where('scope', '=', scope)
      .where('table_id', '=', tableId)
      .execute();
  }
}
