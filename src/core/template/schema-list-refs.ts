// Registry-wide references: the list sources (products, 树种), the planting variables' cells, moved tables
// (formerly) and lists fed by several tables, which a const member must tell apart.
import { columnIndex, placeOf, schemaRows } from './schema-index';
import type { FieldSource, TableSchema, TemplateRegistry, TemplateSchema } from './schema-types';

const alternatives = (src: FieldSource | readonly FieldSource[]): readonly FieldSource[] =>
  Array.isArray(src) ? src : [src as FieldSource];

interface ListBinding {
  schema: TemplateSchema;
  table: TableSchema;
  /** const members without a condition: what tells this table's objects from another's */
  consts: Map<string, unknown>;
}

/** The const members (no `when`) a rows binding writes on every object: its objects' fingerprint. */
export function constMembers(
  fields: Readonly<Record<string, FieldSource | readonly FieldSource[]>>,
): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, src] of Object.entries(fields)) {
    const alts = alternatives(src);
    const only = alts[0];
    if (alts.length === 1 && only && 'const' in only && !only.when) out.set(k, only.const);
  }
  return out;
}

/** The tables that bind rows to the same list (same scope level, same path, not merging by id). */
export function sharedLists(registry: TemplateRegistry): ListBinding[][] {
  const byList = new Map<string, ListBinding[]>();
  for (const schema of registry.templates)
    for (const table of schema.tables) {
      const b = table.bind;
      if (b.kind !== 'rows' || b.mergeById) continue;
      const list = byList.get(b.path) ?? [];
      list.push({ schema, table, consts: constMembers(b.fields) });
      byList.set(b.path, list);
    }
  // Tables share a list when they fill it on the same base object: both project level, or sub-project tables
  // of a common type (tab 1's planting and build tables fill `investment` of different types).
  const meets = (a: TableSchema, b: TableSchema) =>
    a.scope.kind === 'project'
      ? b.scope.kind === 'project'
      : b.scope.kind === 'subProject' &&
        a.scope.types.some((t) => (b.scope as { types: readonly number[] }).types.includes(t));
  return [...byList.values()]
    .map((l) => l.filter((x) => l.some((y) => y !== x && meets(x.table, y.table))))
    .filter((l) => l.length > 1);
}

/**
 * Registry-wide references: the list sources (products, 树种), the planting variables' cells, moved tables, and
 * lists fed by several tables — allowed only when a const member (e.g. `tag`) tells their objects apart, so
 * reading a ModelInput back puts every object in the table it came from.
 */
export function checkRegistryRefs(registry: TemplateRegistry): string[] {
  const problems: string[] = [];
  const find = (tpl: string, id: string) =>
    registry.templates.find((t) => t.key === tpl)?.tables.find((t) => t.id === id);
  for (const [name, ref] of [
    ['products', registry.products],
    ['species', registry.species],
  ] as const) {
    const t = find(ref.template, ref.table);
    if (!t) problems.push(`schemas/index.ts › registry.${name}: unknown table ${ref.template}/${ref.table}`);
    else if (!columnIndex(t.columns).leaves.has(ref.labelColumn))
      problems.push(
        `schemas/index.ts › registry.${name}: unknown column "${ref.labelColumn}" in ${ref.template}/${ref.table}`,
      );
  }
  const pv = registry.plantingVars;
  if (pv) {
    const area = find(pv.area.template, pv.area.table);
    if (!area)
      problems.push(
        `schemas/index.ts › plantingVars.area: unknown table ${pv.area.template}/${pv.area.table}`,
      );
    else {
      const [row = '', col = ''] = pv.area.cellId.split(':');
      if (!schemaRows(area).some((r) => r.id === row) || !columnIndex(area.columns).leaves.has(col))
        problems.push(`schemas/index.ts › plantingVars.area: unknown cell "${pv.area.cellId}"`);
    }
    const progress = find(pv.progress.template, pv.progress.table);
    if (!progress)
      problems.push(
        `schemas/index.ts › plantingVars.progress: unknown table ${pv.progress.template}/${pv.progress.table}`,
      );
    else {
      if (!schemaRows(progress).some((r) => r.id === pv.progress.row))
        problems.push(`schemas/index.ts › plantingVars.progress: unknown row "${pv.progress.row}"`);
      if (!columnIndex(progress.columns).groups.has(pv.progress.years))
        problems.push(`schemas/index.ts › plantingVars.progress: unknown year group "${pv.progress.years}"`);
    }
  }
  // moved tables: a former place is no live table and belongs to one table only
  const claimed = new Map<string, string>();
  for (const schema of registry.templates)
    for (const t of schema.tables)
      for (const f of t.formerly ?? []) {
        const [tpl = '', id = ''] = f.split('/');
        const here = `${schema.key}/${t.id}`;
        if (find(tpl, id))
          problems.push(
            `${placeOf(schema, t)} › formerly: "${f}" is a live table; a former place must be gone`,
          );
        const other = claimed.get(f);
        if (other) problems.push(`${placeOf(schema, t)} › formerly: "${f}" is claimed by ${other} too`);
        claimed.set(f, here);
      }
  for (const group of sharedLists(registry)) {
    for (const [i, a] of group.entries())
      for (const b of group.slice(i + 1)) {
        const apart = [...a.consts].some(([k, v]) => b.consts.has(k) && b.consts.get(k) !== v);
        if (!apart)
          problems.push(
            `${placeOf(b.schema, b.table)} › bind: binds rows to "${(b.table.bind as { path: string }).path}" like ` +
              `${a.schema.key}/${a.table.id}, and no const member tells their objects apart — give both a ` +
              `different const (e.g. tag: {const: '${b.table.id}'}) or bind another list`,
          );
      }
    const hier = group.find((x) => x.table.rows.mode === 'hier');
    if (hier)
      problems.push(
        `${placeOf(hier.schema, hier.table)} › bind: a hierarchical table cannot share its list with another table`,
      );
  }
  return problems;
}
