// Tables that moved to another tab or were renamed (TableSchema.formerly): a version's values stored under the
// old place are carried over to the new one, so no stored value is lost when a schema moves a table.
import { parseStoreKey, storeKey } from './stored';
import type { StoredValues, TemplateRegistry } from './types';

export interface CarriedOver {
  /** The stored values as the registry's tables expect them (old places gone). */
  stored: StoredValues;
  /** Tables whose values came from an old place: from → to store keys. */
  moved: { from: string; to: string }[];
  /** Old places dropped (carried over, or stale beside a table already stored at the new place). */
  dropped: string[];
}

/**
 * Moves every table stored under a former place to its table's current key (same sub-project). A table already
 * stored at the new key wins (it was saved after the move) and the old one is dropped. A carried table starts at
 * revision 0: nothing is stored at its new key yet, so the first save there creates it.
 */
export function carryOverMoved(registry: TemplateRegistry, stored: StoredValues): CarriedOver {
  const target = new Map<string, { template: string; table: string }>();
  for (const t of registry.templates)
    for (const table of t.tables)
      for (const f of table.formerly ?? []) target.set(f, { template: t.key, table: table.id });
  const out: CarriedOver = { stored, moved: [], dropped: [] };
  if (target.size === 0) return out;
  const next: StoredValues = { ...stored };
  for (const [key, table] of Object.entries(stored)) {
    const { templateKey, subProjectId, tableId } = parseStoreKey(key);
    const to = target.get(`${templateKey}/${tableId}`);
    if (!to) continue;
    const newKey = storeKey(to.template, subProjectId, to.table);
    delete next[key];
    out.dropped.push(key);
    if (newKey in stored) continue;
    next[newKey] = { cells: { ...table.cells }, revision: 0 };
    out.moved.push({ from: key, to: newKey });
  }
  out.stored = next;
  return out;
}
