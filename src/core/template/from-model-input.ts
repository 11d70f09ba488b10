// modelInputToStoredValues: the inverse mapping (ModelInput → project context + stored cells), for seeding and tests.
import type { ModelInput } from '../engine/model-io-types';
import { expandColumns } from './columns';
import { tableScopes } from './instantiate';
import { bindingsOf } from './to-model-input';
import { getPath, type Json } from './paths';
import {
  ensureTable,
  nextRowId,
  setStoredCell,
  storeKey,
  writeLayout,
  writeRemoved,
  type Layout,
} from './stored';
import type {
  FieldSource,
  InstanceContext,
  RowSchema,
  StoredValues,
  SubProjectContext,
  TableSchema,
  TemplateRegistry,
  TemplateSchema,
} from './types';
import { fromModel, holds, type ConditionScope } from './values';
import { constMembers, sharedLists } from './schema-list-refs';

/** The project record a ModelInput implies (what the project pages would hold). */
export function contextFromInput(input: ModelInput): InstanceContext {
  const subProjects: SubProjectContext[] = input.subProjects.map((sp) => {
    const o = sp as unknown as Json;
    const out: SubProjectContext = {
      id: sp.id,
      name: sp.name,
      type: sp.type,
      trees: Array.isArray(o.species) ? (o.species as Json[]).map((s) => s.name as string) : [],
      productCategories: Array.isArray(o.productCategories) ? (o.productCategories as string[]) : [],
    };
    if (typeof o.constructionType === 'string') out.constructionType = o.constructionType;
    if (typeof o.plantingMethod === 'string') out.plantingMethod = o.plantingMethod;
    if (typeof o.cultivationTarget === 'string') out.cultivationTarget = o.cultivationTarget;
    return out;
  });
  const ctx: InstanceContext = {
    name: input.meta.name,
    B: input.meta.B,
    O: input.meta.O,
    areaUnit: input.meta.areaUnit,
    startYear: input.meta.startYear ?? null,
    subProjects,
  };
  if (input.meta.location !== undefined) ctx.location = input.meta.location;
  return ctx;
}

type Writer = {
  key: string;
  stored: StoredValues;
  yearGroups: Map<string, string[]>;
  ctx: InstanceContext;
  labelCol: string;
};

const alternatives = (src: FieldSource | readonly FieldSource[]): readonly FieldSource[] =>
  Array.isArray(src) ? src : [src as FieldSource];

/** Writes one ModelInput object into a row's cells, choosing each member's alternative as the forward mapping would. */
function writeObject(
  w: Writer,
  rowId: string,
  obj: Json,
  fields: Readonly<Record<string, FieldSource | readonly FieldSource[]>>,
  scopeBase: Omit<ConditionScope, 'cell'>,
): void {
  const cells = () => ensureTable(w.stored, w.key).cells;
  const scope: ConditionScope = { ...scopeBase, cell: (col) => cells()[`${rowId}:${col}`] ?? null };
  const entries = Object.entries(fields);
  // Unconditional members first, so the conditions of the others can read them.
  const ordered = [
    ...entries.filter(([, s]) => alternatives(s).every((a) => !a.when)),
    ...entries.filter(([, s]) => alternatives(s).some((a) => a.when)),
  ];
  for (const [k, src] of ordered) {
    const v = getPath(obj, k);
    if (v === undefined) continue;
    const alt = alternatives(src).find((a) => holds(a.when, scope));
    if (!alt) continue;
    writeSource(w, rowId, alt, v);
  }
}

function writeSource(w: Writer, rowId: string, src: FieldSource, v: unknown): void {
  const put = (col: string, s: string | null) => setStoredCell(w.stored, w.key, `${rowId}:${col}`, s);
  if ('const' in src) return;
  if ('meta' in src) {
    if (src.meta === 'label') put(w.labelCol, v as string);
    return;
  }
  if ('col' in src) return put(src.col, fromModel(v, src.type));
  if ('years' in src || 'yearsOrNull' in src) {
    const cols = w.yearGroups.get('years' in src ? src.years : src.yearsOrNull) ?? [];
    (v as unknown[]).forEach((x, i) => cols[i] !== undefined && put(cols[i] as string, fromModel(x, 'dec')));
    return;
  }
  if (!Array.isArray(v)) return;
  const { years, startCol, offsetCol } = src.slice;
  const cells = ensureTable(w.stored, w.key).cells;
  const start = Number.parseInt(cells[`${rowId}:${startCol}`] ?? '', 10) || w.ctx.B + 1;
  const first = start + (Number.parseInt(cells[`${rowId}:${offsetCol}`] ?? '0', 10) || 0);
  const cols = w.yearGroups.get(years) ?? [];
  v.forEach((x, i) => {
    const col = cols[first + i - w.ctx.B - 1];
    if (col !== undefined) put(col, fromModel(x, 'dec'));
  });
}

/** A seed row whose fixed members (emit consts) all match the object: system rows keep their ids. */
function matchSystemSeed(seed: readonly RowSchema[], obj: Json): RowSchema | undefined {
  return seed.find(
    (r) =>
      r.system &&
      r.emit &&
      Object.entries(r.emit).every(([k, s]) => !('const' in s) || getPath(obj, k) === s.const),
  );
}

function writeTable(
  template: TemplateSchema,
  table: TableSchema,
  sp: SubProjectContext | null,
  input: ModelInput,
  ctx: InstanceContext,
  stored: StoredValues,
  shared: ReadonlySet<TableSchema>,
): void {
  const key = storeKey(template.key, sp?.id ?? null, table.id);
  const base = (sp ? (input.subProjects as unknown as Json[]).find((o) => o.id === sp.id) : input) as Json;
  const w: Writer = {
    key,
    stored,
    yearGroups: expandColumns(table.columns, ctx).yearGroups,
    ctx,
    labelCol: table.labelColumn ?? 'name',
  };
  const scopeBase = {
    select: (name: string) => stored[storeKey(template.key, null, '_select')]?.cells[`${name}:value`] ?? '',
    subProjectType: sp?.type ?? null,
  };
  const bind = table.bind;
  ensureTable(stored, key);
  if (bind.kind === 'none') return;
  if (bind.kind === 'form') {
    if (table.rows.mode !== 'fixed') return;
    for (const r of table.rows.rows) {
      if (!r.bind || (r.types && (!sp || !r.types.includes(sp.type)))) continue;
      for (const fb of bindingsOf(r.bind)) {
        const v = getPath(base, bind.base ? `${bind.base}.${fb.path}` : fb.path);
        if (v !== undefined)
          setStoredCell(stored, key, `${r.id}:${fb.col ?? 'value'}`, fromModel(v, fb.type));
      }
    }
    return;
  }
  if (bind.kind === 'yearArray') {
    writeSource(w, bind.row, { years: bind.years }, getPath(base, bind.path) ?? []);
    return;
  }
  const all = (getPath(base, bind.path) as Json[] | undefined) ?? [];
  // A list several tables feed: this table's objects are those carrying its const members (e.g. its tag).
  const own = shared.has(table) ? [...constMembers(bind.fields)] : [];
  const items = own.length ? all.filter((o) => own.every(([k, v]) => getPath(o, k) === v)) : all;
  const rows = table.rows;
  if (bind.mergeById || rows.mode === 'mirror') {
    for (const it of items) writeObject(w, it.id as string, it, bind.fields, scopeBase);
    return;
  }
  if (rows.mode === 'fixed') {
    const noOf = (r: RowSchema) => r.no ?? '';
    const candidates = rows.rows.filter((r) => !r.types || (sp && r.types.includes(sp.type)));
    const used = new Set<string>();
    for (const it of items) {
      const r = candidates.find((c) => noOf(c) === it.no && !used.has(c.id));
      if (!r) continue;
      used.add(r.id);
      writeObject(w, r.id, it, r.emit ?? bind.fields, scopeBase);
    }
    writeRemoved(
      stored,
      key,
      candidates.filter((c) => c.removable && !used.has(c.id)).map((c) => c.id),
    );
    return;
  }
  const layout: Layout = [];
  const idByNo = new Map<string, string>();
  const idField = Object.entries(bind.fields).find(([, s]) =>
    alternatives(s).some((a) => 'meta' in a && a.meta === 'rowId'),
  )?.[0];
  const isGroup = (no: string) => items.some((o) => typeof o.no === 'string' && o.no.startsWith(`${no}.`));
  items.forEach((it, i) => {
    const seedSys = matchSystemSeed(rows.seed, it);
    const id = seedSys?.id ?? (idField ? (it[idField] as string) : nextRowId(rows.idPrefix, layout));
    const no = typeof it.no === 'string' ? it.no : String(i + 1);
    const parentNo = no.includes('.') ? no.slice(0, no.lastIndexOf('.')) : null;
    idByNo.set(no, id);
    layout.push([id, parentNo === null ? null : (idByNo.get(parentNo) ?? null)]);
    const group = rows.mode === 'hier' && isGroup(no);
    writeObject(w, id, it, group ? (bind.groupFields ?? {}) : (seedSys?.emit ?? bind.fields), scopeBase);
  });
  writeLayout(stored, key, layout);
}

/** ModelInput → the project context and the stored cells that map back to it (round trip is the identity). */
export function modelInputToStoredValues(
  registry: TemplateRegistry,
  input: ModelInput,
): { ctx: InstanceContext; stored: StoredValues } {
  const ctx = contextFromInput(input);
  const stored: StoredValues = {};
  const shared = new Set(sharedLists(registry).flatMap((g) => g.map((x) => x.table)));
  for (const template of [...registry.templates].sort((a, b) => a.order - b.order)) {
    for (const s of template.selects ?? []) {
      const v = s.bind ? getPath(input, s.bind.path) : undefined;
      setStoredCell(
        stored,
        storeKey(template.key, null, '_select'),
        `${s.name}:value`,
        v === undefined ? s.default : fromModel(v, s.bind?.type ?? 'string'),
      );
    }
    for (const table of template.tables)
      for (const sp of tableScopes(table, ctx)) writeTable(template, table, sp, input, ctx, stored, shared);
  }
  return { ctx, stored };
}
