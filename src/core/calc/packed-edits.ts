// Cell edits across the worker boundary in columns: a 10,000-cell paste cloned as 10,000 objects (each with its
// property names and the table key again) cost ~3 ms to post and ~5 ms to read in each worker; as one list of
// cell ids and one of values per run of a table, about a third of that.
import type { CellEdit } from '../template/types';
import type { CalcApi } from './api';

export interface PackedEdits {
  packed: 'cells';
  runs: { table: string; ids: string[]; values: (string | null)[] }[];
}

export function packEdits(edits: readonly CellEdit[]): PackedEdits {
  const runs: PackedEdits['runs'] = [];
  let run: PackedEdits['runs'][number] | undefined;
  for (const e of edits) {
    if (run?.table !== e.table) runs.push((run = { table: e.table, ids: [], values: [] }));
    run.ids.push(e.cellId);
    run.values.push(e.value);
  }
  return { packed: 'cells', runs };
}

export function unpackEdits(edits: CellEdit[] | PackedEdits): CellEdit[] {
  if (!('packed' in edits)) return edits;
  const out: CellEdit[] = [];
  for (const r of edits.runs)
    r.ids.forEach((cellId, i) => out.push({ table: r.table, cellId, value: r.values[i] ?? null }));
  return out;
}

/** The worker's side: applyEdits takes its edits packed (as src/calc/client.ts sends them) or as they are. */
export function unpackingEdits(api: CalcApi): CalcApi {
  return {
    ...api,
    applyEdits: (edits, mode) => api.applyEdits(unpackEdits(edits as CellEdit[] | PackedEdits), mode),
  };
}
