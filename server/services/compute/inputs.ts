// A version's stored inputs as the current templates expect them: tables that moved (TableSchema.formerly) read
// from their old place until the version is generated or the table is saved again.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { StoredValues } from '../../../src/core/template/types';
import { readStored } from './stored-repo';
import { templates } from './templates';

export async function readInputs(db: Kysely<DB>, versionId: number): Promise<StoredValues> {
  return templates.carryOver(await readStored(db, versionId)).stored;
}
