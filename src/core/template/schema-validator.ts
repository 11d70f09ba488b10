// Validates template schema files: shape (zod) and meaning (unique ids, formulas, no cycles, every input cell mapped).
import { templateSchemaZ } from './schema-zod';
import type { FormulaError } from './formula';
import { collectRefs, parseFormula } from './formula';
import { buildTemplate, tableScopes } from './instantiate';
import { storeKey, writeLayout, type Layout } from './stored';
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

function leafColumns(cols: readonly ColumnSchema[]): { keys: string[]; groups: string[]; inputs: string[] } {
  const out = { keys: [] as string[], groups: [] as string[], inputs: [] as string[] };
  for (const c of cols) {
    if (c.kind === 'group') {
      const sub = leafColumns(c.children);
      out.keys.push(c.key, ...sub.keys);
      out.groups.push(...sub.groups);
      out.inputs.push(...sub.inputs);
    } else if (c.kind === 'years') {
      out.keys.push(c.key);
      out.groups.push(c.key);
      if (c.cell === 'number') out.inputs.push(c.key);
    } else {
      out.keys.push(c.key);
      if (!c.numbering && ['number', 'text', 'select', 'check'].includes(c.cell)) out.inputs.push(c.key);
    }
  }
  return out;
}

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
  const fixedRows = t.rows.mode === 'fixed' ? t.rows.rows : t.rows.mode === 'mirror' ? [] : t.rows.seed;
  for (const r of fixedRows) {
    for (const fb of r.bind ? (Array.isArray(r.bind) ? r.bind : [r.bind]) : [])
      out.add((fb as { col?: string }).col ?? 'value');
    for (const src of Object.values(r.emit ?? {})) add(src);
  }
  return out;
}

export { templateSchemaZ };

/** Every problem of one template (empty = valid). */
export function checkTemplate(schema: TemplateSchema, registry: TemplateRegistry): string[] {
  const problems: string[] = [];
  const parsed = templateSchemaZ.safeParse(schema);
  if (!parsed.success)
    return parsed.error.issues.map((i) => `${schema.key}: ${i.path.join('.')}: ${i.message}`);
  const dup = (list: string[], what: string) =>
    list
      .filter((x, i) => list.indexOf(x) !== i)
      .forEach((x) => problems.push(`${schema.key}: duplicate ${what} ${x}`));
  dup(
    schema.tables.map((t) => t.id),
    'table id',
  );
  for (const t of schema.tables) {
    const where = `${schema.key}/${t.id}`;
    const cols = leafColumns(t.columns);
    dup(cols.keys, `column key in ${where}:`);
    const derived = t.rows.mode === 'hier' ? (t.rows.derived ?? []) : [];
    const rowIds = [
      ...(t.rows.mode === 'fixed'
        ? t.rows.rows.map((r) => r.id)
        : t.rows.mode === 'mirror'
          ? []
          : t.rows.seed.map((r) => r.id)),
      ...derived.map((r) => r.id),
    ];
    dup(rowIds, `row id in ${where}:`);
    const formulas: string[] = [];
    const collect = (cs: readonly ColumnSchema[]) =>
      cs.forEach((c) => (c.kind === 'group' ? collect(c.children) : c.formula && formulas.push(c.formula)));
    collect(t.columns);
    const rowList = t.rows.mode === 'fixed' ? t.rows.rows : t.rows.mode === 'mirror' ? [] : t.rows.seed;
    [...rowList, ...derived].forEach((r) =>
      Object.values(r.cells ?? {}).forEach((o) => o.formula && formulas.push(o.formula)),
    );
    for (const r of derived)
      if (r.showIf !== undefined)
        try {
          parseFormula(r.showIf);
        } catch (e) {
          problems.push(`${where}: row ${r.id} showIf: ${(e as FormulaError).message}`);
        }
    for (const f of formulas) {
      try {
        for (const ref of collectRefs(parseFormula(f))) {
          if (ref.t === 'ref' && !cols.keys.includes(ref.col))
            problems.push(`${where}: formula ${f} reads unknown column ${ref.col}`);
          if (ref.t === 'ref' && ref.row !== null && !rowIds.includes(ref.row))
            problems.push(`${where}: formula ${f} reads unknown row ${ref.row}`);
          if (ref.t === 'range' && ref.kind === 'group' && !cols.groups.includes(ref.key))
            problems.push(`${where}: formula ${f} reads unknown year group ${ref.key}`);
        }
      } catch (e) {
        problems.push(`${where}: ${(e as FormulaError).message}`);
      }
    }
    if (t.bind.kind !== 'none') {
      const bound = boundColumns(t);
      for (const c of cols.inputs)
        if (!bound.has(c)) problems.push(`${where}: input column ${c} maps to no ModelInput field`);
      if (t.bind.kind === 'form')
        for (const r of rowList)
          if (
            !r.bind &&
            Object.values(r.cells ?? {}).every((o) => o.cell !== 'blank') &&
            cols.inputs.length > 0
          )
            problems.push(`${where}: form row ${r.id} has no binding`);
    }
    if (t.rows.mode === 'mirror') {
      const m = t.rows;
      if (!registry.templates.some((x) => x.key === m.template && x.tables.some((y) => y.id === m.table)))
        problems.push(`${where}: mirrors unknown table ${m.template}/${m.table}`);
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
    problems.push(`${schema.key}: ${(e as Error).message}`);
  }
  return problems;
}

/** Every problem of a registry: each template, plus unique keys and orders. */
export function checkRegistry(registry: TemplateRegistry): string[] {
  const keys = registry.templates.map((t) => t.key);
  const orders = registry.templates.map((t) => t.order);
  const problems = registry.templates.flatMap((t) => checkTemplate(t, registry));
  keys.filter((k, i) => keys.indexOf(k) !== i).forEach((k) => problems.push(`duplicate template key ${k}`));
  orders
    .filter((k, i) => orders.indexOf(k) !== i)
    .forEach((k) => problems.push(`duplicate template order ${k}`));
  return problems;
}
