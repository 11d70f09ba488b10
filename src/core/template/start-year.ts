// 起始年份 Y₀ as the templates hold it: the cell bound to ModelInput meta.startYear labels the year columns.
import { storeKey } from './stored';
import type { FieldBinding, InstanceContext, StoredValues, TemplateRegistry } from './types';

const bindingsOf = (b: FieldBinding | readonly FieldBinding[]): readonly FieldBinding[] =>
  Array.isArray(b) ? b : [b as FieldBinding];

interface CellRef {
  key: string;
  cellId: string;
}

const located = new WeakMap<TemplateRegistry, CellRef | null>();

/** The project-level form cell whose binding is meta.startYear (null when no template asks for it). */
export function startYearCell(registry: TemplateRegistry): CellRef | null {
  const hit = located.get(registry);
  if (hit !== undefined) return hit;
  let found: CellRef | null = null;
  for (const t of registry.templates)
    for (const table of t.tables) {
      if (
        found ||
        table.bind.kind !== 'form' ||
        table.scope.kind !== 'project' ||
        table.rows.mode !== 'fixed'
      )
        continue;
      for (const r of table.rows.rows)
        for (const b of r.bind ? bindingsOf(r.bind) : [])
          if (!found && b.path === 'meta.startYear')
            found = { key: storeKey(t.key, null, table.id), cellId: `${r.id}:${b.col ?? 'value'}` };
    }
  located.set(registry, found);
  return found;
}

/** The start year typed in the templates (a whole year 1900–2200), else the one of the project record. */
export function startYearOf(
  registry: TemplateRegistry,
  ctx: InstanceContext,
  stored: StoredValues,
): number | null {
  const ref = startYearCell(registry);
  const raw = ref ? stored[ref.key]?.cells[ref.cellId]?.trim() : undefined;
  if (raw !== undefined && /^\d{4}$/.test(raw)) {
    const y = Number(raw);
    if (y >= 1900 && y <= 2200) return y;
  }
  return ctx.startYear ?? null;
}

/** The context the year headers are labelled with: 第t年 plus the calendar year Y₀+t−1 when Y₀ is known. */
export function withStartYear(
  registry: TemplateRegistry,
  ctx: InstanceContext,
  stored: StoredValues,
): InstanceContext {
  const y = startYearOf(registry, ctx, stored);
  return y === (ctx.startYear ?? null) ? ctx : { ...ctx, startYear: y };
}
