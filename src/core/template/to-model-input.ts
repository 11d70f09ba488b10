// templatesToModelInput: generic mapping of every template's stored cells into a ModelInput, driven by bindings.
import type { ModelInput } from '../engine/model-io-types';
import { buildTemplate, selectValue, type BuiltTable, type InstantiateOptions } from './instantiate';
import { getPath, setPath, type Json } from './paths';
import type { ResolvedRow } from './rows';
import { cellId } from './stored';
import type {
  FieldBinding,
  FieldSource,
  InstanceContext,
  StoredValues,
  SubProjectContext,
  TemplateRegistry,
  TemplateSchema,
} from './types';
import { holds, toModel, type ConditionScope } from './values';

/** The members of ModelInput that come from the project and sub-project records, not from the templates. */
export function recordSkeleton(registry: TemplateRegistry, ctx: InstanceContext): Json {
  const meta: Json = { name: ctx.name, B: ctx.B, O: ctx.O, areaUnit: ctx.areaUnit };
  if (ctx.location !== undefined) meta.location = ctx.location;
  const subProjects = ctx.subProjects.map((sp) => {
    const o: Json = {
      id: sp.id,
      name: sp.name,
      type: sp.type,
      ...(JSON.parse(JSON.stringify(registry.subProjectDefaults)) as Json),
    };
    if (sp.type === 0) {
      o.constructionType = sp.constructionType ?? '';
      o.plantingMethod = sp.plantingMethod ?? '';
      o.cultivationTarget = sp.cultivationTarget ?? '';
      o.productCategories = [...sp.productCategories];
    }
    return o;
  });
  return {
    format: 'forestry-model-input',
    version: 1,
    ...(JSON.parse(JSON.stringify(registry.inputDefaults)) as Json),
    meta,
    subProjects,
  };
}

/** Reads one field source on one row; undefined = omit the member. */
export function readSource(
  src: FieldSource,
  b: BuiltTable,
  row: ResolvedRow,
  scope: ConditionScope,
  ctx: InstanceContext,
): unknown {
  const cell = (col: string) => b.sheet.values.get(cellId(row.id, col)) ?? null;
  if ('const' in src) return src.const;
  if ('meta' in src)
    return src.meta === 'no'
      ? row.no
      : src.meta === 'rowId'
        ? row.id
        : (cell(b.schema.labelColumn ?? 'name') ?? row.label);
  if ('col' in src) return toModel(cell(src.col), src.type, src.optional);
  if ('years' in src) return yearValues(b, row.id, src.years, 'dec');
  if ('yearsOrNull' in src) return yearValues(b, row.id, src.yearsOrNull, 'decOrNull');
  const { years, startCol, offsetCol, lengthCol } = src.slice;
  const cols = yearColumns(b, years);
  const start = Number.parseInt(cell(startCol) ?? '', 10) || ctx.B + 1;
  const first = start + (Number.parseInt(cell(offsetCol) ?? '0', 10) || 0);
  const n = Number.parseInt(cell(lengthCol) ?? '0', 10) || 0;
  return Array.from({ length: n }, (_, i) => {
    const col = cols[first + i - ctx.B - 1];
    return col === undefined ? null : toModel(cell(col), 'decOrNull');
  });
}

/** The column keys of a year group of a built table, in year order (read for every row: kept per column list). */
const yearKeyCache = new WeakMap<readonly { key: string; yearGroup?: string }[], Map<string, string[]>>();
function yearColumns(b: BuiltTable, group: string): string[] {
  const columns = b.instance.columns;
  let byGroup = yearKeyCache.get(columns);
  if (!byGroup) yearKeyCache.set(columns, (byGroup = new Map()));
  let keys = byGroup.get(group);
  if (!keys) byGroup.set(group, (keys = columns.filter((c) => c.yearGroup === group).map((c) => c.key)));
  return keys;
}

/**
 * The sheet keys of a row's year cells, by built table (a rebuilt table is a new object, with rows of its own).
 * Year cells are most of what a live computation reads after every edit: a key joined afresh for each of them
 * (and hashed again for the lookup) cost about as much as the rest of the mapping.
 */
const rowYearKeys = new WeakMap<BuiltTable, Map<string, Map<string, string[]>>>();
function yearValues(b: BuiltTable, rowId: string, group: string, type: 'dec' | 'decOrNull'): unknown[] {
  let rows = rowYearKeys.get(b);
  if (!rows) rowYearKeys.set(b, (rows = new Map()));
  let groups = rows.get(rowId);
  if (!groups) rows.set(rowId, (groups = new Map()));
  let keys = groups.get(group);
  if (!keys) groups.set(group, (keys = yearColumns(b, group).map((c) => cellId(rowId, c))));
  const values = b.sheet.values;
  return keys.map((k) => toModel(values.get(k) ?? null, type));
}

export const bindingsOf = (b: FieldBinding | readonly FieldBinding[]): readonly FieldBinding[] =>
  Array.isArray(b) ? b : [b as FieldBinding];

/** The first alternative whose condition holds. */
export function pickSource(
  src: FieldSource | readonly FieldSource[],
  scope: ConditionScope,
): FieldSource | undefined {
  const list: readonly FieldSource[] = Array.isArray(src) ? src : [src as FieldSource];
  return list.find((s) => holds(s.when, scope));
}

function scopeOf(
  b: BuiltTable,
  row: ResolvedRow | null,
  template: TemplateSchema,
  stored: StoredValues,
  sp: SubProjectContext | null,
): ConditionScope {
  return {
    cell: (col) => (row ? (b.sheet.values.get(cellId(row.id, col)) ?? null) : null),
    select: (name) => selectValue(template, name, stored),
    subProjectType: sp?.type ?? null,
  };
}

/** Where a member of the ModelInput came from: the table, and the row and column when there is one. */
export interface InputOrigin {
  tableKey: string;
  rowId?: string;
  col?: string;
  /**
   * A year array: item j came from column `years[j]` of the row (one entry for the array instead of one per year:
   * a live computation maps thousands of year items; originOf in src/core/calc/live-issues.ts reads them).
   */
  years?: readonly string[];
}

/** Origins by JSON pointer into the ModelInput (`/subProjects/0/forestryCost/7/productId`). */
export type InputOrigins = Map<string, InputOrigin>;

const pointer = (base: string, dotted: string) => `${base}/${dotted.split('.').join('/')}`;

function applyTable(
  root: Json,
  template: TemplateSchema,
  b: BuiltTable,
  ctx: InstanceContext,
  stored: StoredValues,
  origins?: InputOrigins,
): void {
  const sp = ctx.subProjects.find((s) => s.id === b.instance.subProjectId) ?? null;
  const spIndex = sp ? (root.subProjects as Json[]).findIndex((o) => o.id === sp.id) : -1;
  const base = sp ? ((root.subProjects as Json[])[spIndex] as Json) : root;
  const at = sp ? `/subProjects/${spIndex}` : '';
  const tableKey = b.instance.key;
  const bind = b.schema.bind;
  if (bind.kind === 'none') return;
  if (bind.kind === 'form') {
    for (const row of b.rows) {
      if (!row.schema?.bind || row.kind === 'linked') continue;
      const scope = scopeOf(b, row, template, stored, sp);
      for (const fb of bindingsOf(row.schema.bind)) {
        if (!holds(fb.when, scope)) continue;
        const v = toModel(scope.cell(fb.col ?? 'value'), fb.type, fb.optional);
        const path = bind.base ? `${bind.base}.${fb.path}` : fb.path;
        if (v !== undefined) setPath(base, path, v);
        origins?.set(pointer(at, path), { tableKey, rowId: row.id, col: fb.col ?? 'value' });
      }
    }
    return;
  }
  if (bind.kind === 'yearArray') {
    const row = b.rows.find((r) => r.id === bind.row);
    if (row) {
      setPath(
        base,
        bind.path,
        readSource({ years: bind.years }, b, row, scopeOf(b, row, template, stored, sp), ctx),
      );
      // its items by their year columns
      origins?.set(pointer(at, bind.path), { tableKey, rowId: row.id, years: yearColumns(b, bind.years) });
    }
    return;
  }
  let arr = getPath(base, bind.path) as Json[] | undefined;
  if (!Array.isArray(arr)) {
    arr = [];
    setPath(base, bind.path, arr);
  }
  origins?.set(pointer(at, bind.path), { tableKey });
  for (const row of b.rows) {
    // A group row is an object only when the binding says what it holds (hier cost tables list their
    // subtotal rows; the product › variety table's products are its leaves).
    // Derived rows show what the engine computes itself (补植 in operating years): mapping them would count twice.
    if (row.kind === 'linked' || row.derived || (row.kind === 'group' && !bind.groupFields)) continue;
    const fields = row.kind === 'group' ? (bind.groupFields ?? {}) : (row.schema?.emit ?? bind.fields);
    const scope = scopeOf(b, row, template, stored, sp);
    const obj: Json = {};
    /** member, its column; a year array: its first year's column and every year's (items by their columns) */
    const cols: [string, string, string[]?][] = [];
    for (const [k, src] of Object.entries(fields)) {
      const chosen = pickSource(src, scope);
      if (!chosen) continue;
      const v = readSource(chosen, b, row, scope, ctx);
      if (v !== undefined) setPath(obj, k, v);
      if ('col' in chosen) cols.push([k, chosen.col]);
      else if ('years' in chosen || 'yearsOrNull' in chosen) {
        const keys = yearColumns(b, 'years' in chosen ? chosen.years : chosen.yearsOrNull);
        if (keys[0]) cols.push([k, keys[0], keys]);
      }
    }
    let index = arr.length;
    if (bind.mergeById) {
      index = arr.findIndex((o) => o.id === row.id);
      const target = arr[index];
      if (target) for (const [k, v] of Object.entries(obj)) target[k] = v;
    } else arr.push(obj);
    if (origins && index >= 0) {
      const item = pointer(at, `${bind.path}.${index}`);
      // a row merged into an item another table made (tab 6 repayment into tab 4 loans) keeps the first origin
      if (!bind.mergeById || !origins.has(item)) origins.set(item, { tableKey, rowId: row.id });
      for (const [k, col, years] of cols)
        origins.set(
          pointer(item, k),
          years ? { tableKey, rowId: row.id, col, years } : { tableKey, rowId: row.id, col },
        );
    }
  }
}

/** Maps every template's stored values (plus the project record) into the engine's ModelInput. */
export function templatesToModelInput(
  registry: TemplateRegistry,
  ctx: InstanceContext,
  stored: StoredValues,
  opts?: Partial<InstantiateOptions> & {
    built?: ReadonlyMap<string, BuiltTable>;
    /** filled with where each member came from (engine messages name ModelInput paths; the screen names cells) */
    origins?: InputOrigins;
  },
): ModelInput {
  const root = recordSkeleton(registry, ctx);
  const templates = [...registry.templates].sort((a, b) => a.order - b.order);
  for (const template of templates) {
    for (const s of template.selects ?? [])
      if (s.bind) setPath(root, s.bind.path, toModel(selectValue(template, s.name, stored), s.bind.type));
    // The calc service passes the tables it keeps current; otherwise the template is built here.
    const tables = opts?.built
      ? [...opts.built.values()].filter((b) => b.instance.templateKey === template.key)
      : buildTemplate(template, ctx, stored, { registry, ...opts });
    for (const b of tables) applyTable(root, template, b, ctx, stored, opts?.origins);
  }
  return root as unknown as ModelInput;
}
