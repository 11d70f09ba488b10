// Validates template schema files: shape (zod), meaning (unique ids, formulas, no cycles, every input cell mapped)
// and references (schema-refs.ts). Problems name the file, table, column or row and the bad key.
import { templateSchemaZ } from './schema-zod';
import { collectRefs, parseFormula, type Ast } from './formula';
import { buildTemplate, tableScopes } from './instantiate';
import { checkSelectRefs } from './schema-bind-refs';
import { columnIndex, PERIOD_VARS, placeOf, schemaFile, schemaRows } from './schema-index';
import { checkRegistryRefs } from './schema-list-refs';
import { checkPreviews, checkTableRefs } from './schema-refs';
import { storeKey, writeLayout, type Layout } from './stored';
import { plantingVars } from './vars';
import type {
  ColumnSchema,
  FieldSource,
  InstanceContext,
  StoredValues,
  TableSchema,
  TemplateRegistry,
  TemplateSchema,
} from './types';

export const SAMPLE_CONTEXT: InstanceContext = {
  name: '校验',
  B: 2,
  O: 3,
  areaUnit: 'mu',
  subProjects: [
    { id: 'sp0', name: '种植', type: 0, trees: ['杉木'], productCategories: ['木材'] },
    { id: 'sp1', name: '苗圃', type: 1, trees: [], productCategories: [] },
    { id: 'sp2', name: '厂房', type: 2, trees: [], productCategories: [] },
    { id: 'sp3', name: '支撑', type: 3, trees: [], productCategories: [] },
  ],
};

/** Columns a binding reads. */
function boundColumns(t: TableSchema): Set<string> {
  const out = new Set<string>([t.labelColumn ?? 'name']);
  const add = (s: FieldSource) => {
    if ('col' in s) out.add(s.col);
    if ('years' in s) out.add(s.years);
    if ('yearsOrNull' in s) out.add(s.yearsOrNull);
    if ('slice' in s)
      [s.slice.years, s.slice.startCol, s.slice.offsetCol, s.slice.lengthCol].forEach((c) => out.add(c));
    if (s.when && 'col' in s.when) out.add(s.when.col);
  };
  const b = t.bind;
  if (b.kind === 'rows')
    for (const group of [b.fields, b.groupFields ?? {}])
      for (const src of Object.values(group)) (Array.isArray(src) ? src : [src]).forEach(add);
  if (b.kind === 'yearArray') out.add(b.years);
  for (const r of schemaRows(t)) {
    for (const fb of r.bind ? (Array.isArray(r.bind) ? r.bind : [r.bind]) : [])
      out.add((fb as { col?: string }).col ?? 'value');
    for (const src of Object.values(r.emit ?? {})) add(src);
  }
  // The inputs of a bound computed column reach the engine through it (数量 and 单价 of a bound 收入 = 数量 × 单价).
  const formulas = new Map<string, string>();
  const visit = (cs: readonly ColumnSchema[]) =>
    cs.forEach((c) => (c.kind === 'group' ? visit(c.children) : c.formula && formulas.set(c.key, c.formula)));
  visit(t.columns);
  const queue = [...out];
  while (queue.length) {
    const f = formulas.get(queue.pop() as string);
    if (!f) continue;
    for (const ref of formulaRefs(f)) {
      const col = ref.t === 'ref' ? ref.col : ref.t === 'range' ? ref.key : null;
      if (col !== null && !out.has(col)) {
        out.add(col);
        queue.push(col);
      }
    }
  }
  return out;
}

/** The references of a formula (none when it does not parse: the reference checks report that). */
function formulaRefs(src: string): Ast[] {
  try {
    return collectRefs(parseFormula(src));
  } catch {
    return [];
  }
}

export { templateSchemaZ };

/** Variables of sub-project formulas: the periods and what the registry's planting variables provide. */
function subProjectVars(registry: TemplateRegistry): string[] {
  const names = Object.keys(plantingVars(registry, SAMPLE_CONTEXT, {})('sp0'));
  return [...PERIOD_VARS, ...names];
}

/** Every problem of one template (empty = valid). */
export function checkTemplate(schema: TemplateSchema, registry: TemplateRegistry): string[] {
  const problems: string[] = [];
  const parsed = templateSchemaZ.safeParse(schema);
  if (!parsed.success)
    return parsed.error.issues.map((i) => `${schemaFile(schema.key)} › ${i.path.join('.')}: ${i.message}`);
  const dup = (list: readonly string[], what: string, where: string) =>
    list
      .filter((x, i) => list.indexOf(x) !== i)
      .forEach((x) => problems.push(`${where}: duplicate ${what} ${x}`));
  dup(
    schema.tables.map((t) => t.id),
    'table id',
    placeOf(schema),
  );
  const rc = { schema, registry, subProjectVars: subProjectVars(registry) };
  problems.push(...checkSelectRefs(schema), ...checkPreviews(schema));
  for (const t of schema.tables) {
    const where = placeOf(schema, t);
    const cols = columnIndex(t.columns);
    dup(cols.keys, 'column key', where);
    dup(
      schemaRows(t).map((r) => r.id),
      'row id',
      where,
    );
    problems.push(...checkTableRefs(t, rc));
    if (t.bind.kind !== 'none') {
      const bound = boundColumns(t);
      for (const c of cols.inputs)
        if (!bound.has(c) && !cols.displayOnly.has(c))
          problems.push(
            `${where} › column ${c}: input column ${c} maps to no ModelInput field (bind it, or mark it displayOnly)`,
          );
      if (t.bind.kind === 'form' && t.rows.mode === 'fixed')
        for (const r of t.rows.rows)
          if (
            !r.bind &&
            Object.values(r.cells ?? {}).every((o) => o.cell !== 'blank') &&
            cols.inputs.some((c) => !cols.displayOnly.has(c))
          )
            problems.push(`${where} › row ${r.id}: form row ${r.id} has no binding`);
    }
  }
  // Instantiating against every sub-project type, with extra user rows (a group and its child), evaluates
  // every formula: cycles throw here.
  const sample: StoredValues = {};
  for (const t of schema.tables) {
    const spec = t.rows;
    if (spec.mode !== 'hier' && spec.mode !== 'list') continue;
    const extra: Layout =
      spec.mode === 'hier'
        ? [
            ['zz1', null],
            ['zz2', 'zz1'],
          ]
        : [['zz1', null]];
    for (const sp of tableScopes(t, SAMPLE_CONTEXT))
      writeLayout(sample, storeKey(schema.key, sp?.id ?? null, t.id), [
        ...spec.seed.map((r): [string, string | null] => [r.id, r.parent ?? null]),
        ...extra,
      ]);
  }
  // Reference problems would make the build fail for the same reason: report them once.
  if (problems.length) return problems;
  try {
    buildTemplate(schema, SAMPLE_CONTEXT, sample, {
      registry,
      // Planting in year B: replanting falls in year B+1, so derived rows (补植 in operating years) are shown.
      vars: () => ({
        area: '1',
        planted: ['0', '1'],
        cumulative: ['0', '1'],
        opCumulative: ['1', '1', '1'],
        opReplant: ['1', '0', '0'],
      }),
    });
  } catch (e) {
    problems.push(`${placeOf(schema)}: ${(e as Error).message}`);
  }
  return problems;
}

/** Every problem of a registry: each template, unique keys and orders, and the registry-wide references. */
export function checkRegistry(registry: TemplateRegistry): string[] {
  const keys = registry.templates.map((t) => t.key);
  const orders = registry.templates.map((t) => t.order);
  const problems = registry.templates.flatMap((t) => checkTemplate(t, registry));
  keys
    .filter((k, i) => keys.indexOf(k) !== i)
    .forEach((k) => problems.push(`schemas/index.ts: duplicate template key ${k}`));
  orders
    .filter((k, i) => orders.indexOf(k) !== i)
    .forEach((k) => problems.push(`schemas/index.ts: duplicate template order ${k}`));
  problems.push(...checkRegistryRefs(registry));
  return problems;
}
