// Resolves the concrete rows of a table: fixed rows (minus removed ones), hier and list layouts, mirrored rows.
import { evaluate, parseFormula, type FormulaValue } from './formula';
import { numberLayout, readLayout, readRemoved, storeKey, type Layout } from './stored';
import type {
  InstanceContext,
  RowKind,
  RowSchema,
  StoredValues,
  SubProjectContext,
  TableSchema,
  TemplateRegistry,
  TemplateSchema,
} from './types';

export interface ResolvedRow {
  id: string;
  no: string;
  label: string;
  kind: RowKind;
  parent: string | null;
  children: string[];
  removable: boolean;
  canAddChild: boolean;
  labelEditable: boolean;
  schema?: RowSchema;
  /** A derived row (RowsSchema hier `derived`): shown only, never mapped into ModelInput. */
  derived?: boolean;
}

/** A context variable of formulas ($B, $planted …); null when unknown. */
export type VariableOf = (name: string) => FormulaValue | FormulaValue[];

/** Ids of a table's derived rows (whether shown or not): row edits must not touch them. */
export function derivedRowIds(table: TableSchema): Set<string> {
  return new Set(table.rows.mode === 'hier' ? (table.rows.derived ?? []).map((r) => r.id) : []);
}

/** Whether a derived row's `showIf` holds for these variables (no condition: always). */
function shows(showIf: string | undefined, variable: VariableOf | undefined): boolean {
  if (showIf === undefined) return true;
  if (!variable) return false;
  const v = evaluate(parseFormula(showIf), { ref: () => null, range: () => [], variable });
  return v !== null && (typeof v === 'string' ? v !== '' : !v.isZero());
}

/** The layout of a dynamic table: stored, or the schema's seed rows. */
export function layoutOf(
  table: TableSchema,
  key: string,
  stored: StoredValues,
  treesOf?: () => readonly string[],
): Layout {
  const savedLayout = readLayout(stored, key);
  if (savedLayout) return savedLayout;
  const rows = table.rows;
  if (rows.mode === 'list' && rows.seedFromTrees)
    return (treesOf?.() ?? []).map((_, i) => [`${rows.idPrefix}${i + 1}`, null]);
  if (rows.mode === 'hier' || rows.mode === 'list') return rows.seed.map((r) => [r.id, r.parent ?? null]);
  if (rows.mode === 'fixed') return rows.rows.map((r) => [r.id, null]);
  return [];
}

/** The rows of a layout that are items, not subtotals: a parent (product › variety) is only a heading. */
export function leafEntries(layout: Layout): Layout {
  const parents = new Set(layout.map(([, p]) => p).filter((p): p is string => p !== null));
  return layout.filter(([id]) => !parents.has(id));
}

export function findTable(
  registry: TemplateRegistry,
  template: string,
  table: string,
): { template: TemplateSchema; table: TableSchema } {
  const tpl = registry.templates.find((t) => t.key === template);
  const tab = tpl?.tables.find((t) => t.id === table);
  if (!tpl || !tab) throw new Error(`unknown table ${template}/${table}`);
  return { template: tpl, table: tab };
}

export function resolveRows(
  template: TemplateSchema,
  table: TableSchema,
  sp: SubProjectContext | null,
  _ctx: InstanceContext,
  stored: StoredValues,
  registry: TemplateRegistry,
  variable?: VariableOf,
): { rows: ResolvedRow[]; removed: { id: string; label: string }[] } {
  const key = storeKey(template.key, sp?.id ?? null, table.id);
  const spec = table.rows;
  const labelCol = table.labelColumn ?? 'name';
  const typeOk = (r: RowSchema) => !r.types || (sp !== null && r.types.includes(sp.type));
  const labelOf = (r: RowSchema) => (sp && r.labelByType?.[sp.type]) ?? r.label;

  if (spec.mode === 'fixed') {
    const removedIds = new Set(readRemoved(stored, key));
    const rows: ResolvedRow[] = [];
    const removed: { id: string; label: string }[] = [];
    for (const r of spec.rows.filter(typeOk)) {
      if (r.removable && removedIds.has(r.id)) {
        removed.push({ id: r.id, label: labelOf(r) });
        continue;
      }
      const linked = sp !== null && (r.linkedForTypes?.includes(sp.type) ?? false);
      rows.push({
        id: r.id,
        no: r.no ?? '',
        label: labelOf(r),
        kind: linked ? 'linked' : 'fixed',
        parent: null,
        children: [],
        removable: !!r.removable && !linked,
        canAddChild: false,
        labelEditable: !linked && (!!r.removable || r.cells?.[labelCol]?.cell === 'text'),
        schema: r,
      });
    }
    return { rows, removed };
  }

  if (spec.mode === 'mirror') {
    const src = findTable(registry, spec.template, spec.table);
    const srcKey = storeKey(spec.template, sp?.id ?? null, spec.table);
    const srcSeed =
      src.table.rows.mode === 'list' || src.table.rows.mode === 'hier' ? src.table.rows.seed : [];
    const rows = leafEntries(layoutOf(src.table, srcKey, stored)).map(([id], i): ResolvedRow => {
      const label =
        stored[srcKey]?.cells[`${id}:${spec.labelColumn}`] ?? srcSeed.find((r) => r.id === id)?.label ?? '';
      return {
        id,
        no: String(i + 1),
        label,
        kind: 'fixed',
        parent: null,
        children: [],
        removable: false,
        canAddChild: false,
        labelEditable: false,
      };
    });
    return { rows, removed: [] };
  }

  const layout = layoutOf(table, key, stored, () => sp?.trees ?? []);
  const treeLabels = new Map(
    spec.mode === 'list' && spec.seedFromTrees
      ? (sp?.trees ?? []).map((t, i) => [`${spec.idPrefix}${i + 1}`, t])
      : [],
  );
  const seedById = new Map(spec.seed.map((r) => [r.id, r]));
  const children = new Map<string, string[]>();
  for (const [id, parent] of layout)
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), id]);
  const numbers =
    spec.mode === 'hier' ? numberLayout(layout) : new Map(layout.map(([id], i) => [id, String(i + 1)]));
  const maxDepth = spec.mode === 'hier' ? spec.maxDepth : 1;
  const rows = layout.map(([id, parent]): ResolvedRow => {
    const seed = seedById.get(id);
    const no = numbers.get(id) ?? '';
    const kids = children.get(id) ?? [];
    const system = !!seed?.system;
    const kind: RowKind = kids.length > 0 ? 'group' : system ? 'system' : 'leaf';
    const minRows = spec.mode === 'list' ? (spec.min ?? 0) : 0;
    return {
      id,
      no,
      label: seed ? labelOf(seed) : (treeLabels.get(id) ?? ''),
      kind,
      parent,
      children: kids,
      removable: !system && layout.length > minRows,
      canAddChild: spec.mode === 'hier' && !system && no.split('.').length < maxDepth,
      labelEditable: !system,
      schema: seed,
    };
  });
  if (spec.mode === 'hier') {
    // Numbered after the entered top-level rows, as the engine numbers the rows it adds (补植苗木 = G+1).
    let top = layout.filter(([, parent]) => parent === null).length;
    for (const d of spec.derived ?? []) {
      if (!typeOk(d) || !shows(d.showIf, variable)) continue;
      rows.push({
        id: d.id,
        no: String(++top),
        label: labelOf(d),
        kind: 'system',
        parent: null,
        children: [],
        removable: false,
        canAddChild: false,
        labelEditable: false,
        schema: d,
        derived: true,
      });
    }
  }
  return { rows, removed: [] };
}
