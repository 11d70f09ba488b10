// Imports a ModelInput document into a version's stored cells (model-io: the import format of a version; also the demo seed).
import type { Kysely } from 'kysely';
import { registry } from '../../../schemas';
import type { DB } from '../../db/schema';
import type { ModelInput } from '../../../src/core/engine';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';
import { parseStoreKey, storeKey } from '../../../src/core/template/stored';
import type { StoredValues } from '../../../src/core/template/types';
import { deleteTables, readStored, writeTables } from './stored-repo';

/**
 * The stored cells of `input` with the document's sub-project ids replaced by the version's own
 * (`idMap`: document id → `sp<id>`), in table keys and in cells that refer to a sub-project.
 */
export function storedFromInput(input: ModelInput, idMap: ReadonlyMap<string, string>): StoredValues {
  const { stored } = modelInputToStoredValues(registry, input);
  const out: StoredValues = {};
  for (const [key, table] of Object.entries(stored)) {
    const { templateKey, subProjectId, tableId } = parseStoreKey(key);
    const mappedKey = storeKey(
      templateKey,
      subProjectId === null ? null : (idMap.get(subProjectId) ?? subProjectId),
      tableId,
    );
    const cells = Object.fromEntries(Object.entries(table.cells).map(([id, v]) => [id, idMap.get(v) ?? v]));
    out[mappedKey] = { cells, revision: table.revision };
  }
  return out;
}

/** Replaces every stored table of the version with the imported ones, atomically. */
export async function importStored(
  db: Kysely<DB>,
  versionId: number,
  stored: StoredValues,
  by: number | null,
  now: Date,
): Promise<void> {
  const existing = await readStored(db, versionId);
  await db.transaction().execute(async (trx) => {
    await deleteTables(
      trx,
      versionId,
      Object.keys(existing).filter((k) => !(k in stored)),
    );
    await writeTables(
      trx,
      versionId,
      Object.entries(stored).map(([key, t]) => ({ key, cells: t.cells, expectedRevision: null })),
      by,
      now,
    );
  });
}
