// Unsaved edits 未保存的修改 kept in localStorage per version and tab, so nothing typed is lost on a reload or crash.
import type { CellEdit, RowEdit } from '../../core/template/types';

/** One recorded change, replayed in order into the calc worker when the user restores a draft. */
export type DraftOp =
  | { kind: 'cells'; edits: CellEdit[] }
  | { kind: 'row'; edit: RowEdit }
  | { kind: 'select'; name: string; value: string };

export interface Draft {
  versionId: number;
  tab: string;
  /** ms since epoch of the last edit batch. */
  savedAt: number;
  ops: DraftOp[];
}

/** The part of Storage the store needs (localStorage in the app, a Map-backed fake in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const PREFIX = 'calpage-draft';

export const draftKey = (versionId: number, tab: string): string => `${PREFIX}:${versionId}:${tab}`;

/**
 * Adds one op. Consecutive cell batches merge, keeping only the last value of each cell (so the draft stays
 * as small as the set of touched cells); a row or select op starts a new run because later cells may
 * belong to a row it added.
 */
export function appendOp(
  draft: Draft | null,
  base: { versionId: number; tab: string },
  op: DraftOp,
  now: number,
): Draft {
  const ops = draft ? [...draft.ops] : [];
  const last = ops[ops.length - 1];
  if (op.kind === 'cells' && last?.kind === 'cells')
    ops[ops.length - 1] = { kind: 'cells', edits: mergeEdits(last.edits, op.edits) };
  else if (op.kind === 'select' && last?.kind === 'select' && last.name === op.name) {
    ops[ops.length - 1] = op;
  } else ops.push(op);
  return { versionId: base.versionId, tab: base.tab, savedAt: now, ops };
}

/**
 * `older` then `newer`, each cell once, at the place of its last write (the order follows the latest writes).
 * Cells are keyed by table, then cell id: a paste over the 10,000 cells of the previous one would otherwise join
 * 20,000 keys, ~15 ms of the main thread after every such paste.
 */
function mergeEdits(older: readonly CellEdit[], newer: readonly CellEdit[]): CellEdit[] {
  const n = older.length + newer.length;
  const at = (i: number) => (i < older.length ? older[i]! : newer[i - older.length]!);
  const lastWrite = new Map<string, Map<string, number>>();
  let table: string | null = null;
  let cells = new Map<string, number>();
  const cellsOf = (t: string) => {
    if (t === table) return cells;
    table = t;
    const known = lastWrite.get(t);
    if (known) return (cells = known);
    lastWrite.set(t, (cells = new Map()));
    return cells;
  };
  for (let i = 0; i < n; i++) {
    const e = at(i);
    cellsOf(e.table).set(e.cellId, i);
  }
  const out: CellEdit[] = [];
  for (let i = 0; i < n; i++) {
    const e = at(i);
    if (cellsOf(e.table).get(e.cellId) === i) out.push(e);
  }
  return out;
}

function isDraft(v: unknown): v is Draft {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Partial<Draft>;
  return typeof d.versionId === 'number' && typeof d.tab === 'string' && Array.isArray(d.ops);
}

export function loadDraft(storage: DraftStorage, versionId: number, tab: string): Draft | null {
  const raw = storage.getItem(draftKey(versionId, tab));
  if (raw === null) return null;
  try {
    const v: unknown = JSON.parse(raw);
    return isDraft(v) && v.ops.length > 0 ? v : null;
  } catch {
    return null; // a corrupt entry is worth less than a working screen
  }
}

/** Writes the draft; false when storage is full or unavailable (the screen warns once). */
export function writeDraft(storage: DraftStorage, draft: Draft): boolean {
  try {
    storage.setItem(draftKey(draft.versionId, draft.tab), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(storage: DraftStorage, versionId: number, tab: string): void {
  storage.removeItem(draftKey(versionId, tab));
}

/** Every draft of a version (the restore banner offers them all back). */
export function listDrafts(storage: DraftStorage, versionId: number): Draft[] {
  const prefix = `${PREFIX}:${versionId}:`;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i);
    if (k?.startsWith(prefix)) keys.push(k);
  }
  return keys
    .map((k) => loadDraft(storage, versionId, k.slice(prefix.length)))
    .filter((d): d is Draft => d !== null)
    .sort((a, b) => a.savedAt - b.savedAt);
}

export function clearAllDrafts(storage: DraftStorage, versionId: number): void {
  for (const d of listDrafts(storage, versionId)) clearDraft(storage, versionId, d.tab);
}

/** How many cells a draft changes (shown in the banner). */
export function draftCellCount(drafts: readonly Draft[]): number {
  let n = 0;
  for (const d of drafts) for (const op of d.ops) n += op.kind === 'cells' ? op.edits.length : 1;
  return n;
}

/** Where the user was in a version (its tab and tab 0's sub-project): a reload reopens the screen there. */
export interface LastPlace {
  tab: string;
  subProject: string | null;
}

const placeKey = (versionId: number): string => `calpage-place:${versionId}`;

export function rememberPlace(storage: DraftStorage, versionId: number, place: LastPlace): void {
  try {
    storage.setItem(placeKey(versionId), JSON.stringify(place));
  } catch {
    // storage full or unavailable: the screen then opens on the first tab, as before
  }
}

export function rememberedPlace(storage: DraftStorage, versionId: number): LastPlace | null {
  try {
    const v = JSON.parse(storage.getItem(placeKey(versionId)) ?? 'null') as Partial<LastPlace> | null;
    return v && typeof v.tab === 'string'
      ? { tab: v.tab, subProject: typeof v.subProject === 'string' ? v.subProject : null }
      : null;
  } catch {
    return null;
  }
}
