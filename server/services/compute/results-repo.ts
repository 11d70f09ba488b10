// Computed results 计算结果 of a version: each output table in its own row plus the indicators, all or nothing.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { TABLE_IDS, type ModelOutput, type Table, type TableId } from '../../../src/core/engine';

export interface StoredResultMeta {
  engineVersion: string;
  templateVersion: string;
  modelInput: unknown;
  /** the template context and stored inputs the result was computed from (kept while the project moves on) */
  context: unknown;
  inputs: unknown;
}

/** Replaces a version's results inside the caller's transaction. */
export async function writeResults(
  trx: Kysely<DB>,
  versionId: number,
  output: ModelOutput,
  meta: StoredResultMeta,
  now: Date,
): Promise<void> {
  await trx.deleteFrom('computed_tables').where('version_id', '=', versionId).execute();
  await trx.deleteFrom('version_results').where('version_id', '=', versionId).execute();
  const rows = TABLE_IDS.flatMap((id, position) => {
    const table = output.tables[id];
    return table
      ? [{ version_id: versionId, table_id: id, position, name: table.title, data: JSON.stringify(table) }]
      : [];
  });
  if (rows.length) await trx.insertInto('computed_tables').values(rows).execute();
  await trx
    .insertInto('version_results')
    .values({
      version_id: versionId,
      model_input: JSON.stringify(meta.modelInput),
      indicators: JSON.stringify({ meta: output.meta ?? null, indicators: output.indicators }),
      messages: JSON.stringify(output.messages),
      engine_version: meta.engineVersion,
      template_version: meta.templateVersion,
      computed_at: now.toISOString(),
      context: JSON.stringify(meta.context),
      inputs: JSON.stringify(meta.inputs),
    })
    .execute();
}

/** The stored ModelOutput of a completed version, or null when it has none. */
export async function readOutput(db: Kysely<DB>, versionId: number): Promise<ModelOutput | null> {
  const result = await db
    .selectFrom('version_results')
    .selectAll()
    .where('version_id', '=', versionId)
    .executeTakeFirst();
  if (!result) return null;
  const tables = await db
    .selectFrom('computed_tables')
    .select(['table_id', 'data'])
    .where('version_id', '=', versionId)
    .orderBy('position')
    .execute();
  const { meta, indicators } = JSON.parse(result.indicators) as {
    meta: ModelOutput['meta'] | null;
    indicators: ModelOutput['indicators'];
  };
  const output: ModelOutput = {
    format: 'forestry-model-output',
    version: 1,
    engine: result.engine_version,
    tables: Object.fromEntries(tables.map((t) => [t.table_id as TableId, JSON.parse(t.data) as Table])),
    indicators,
    messages: JSON.parse(result.messages) as ModelOutput['messages'],
  };
  if (meta) output.meta = meta;
  return output;
}

/** The ModelInput a stored result was computed from (for export of the input tables). */
export async function readResultInput(db: Kysely<DB>, versionId: number): Promise<unknown> {
  const row = await db
    .selectFrom('version_results')
    .select('model_input')
    .where('version_id', '=', versionId)
    .executeTakeFirst();
  return row ? JSON.parse(row.model_input) : null;
}
