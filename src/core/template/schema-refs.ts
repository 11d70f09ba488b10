// The meaning checks of a template schema beyond its shape: every name it uses must exist — bind paths in the
// engine's input schema, columns and rows in rules, bindings and overrides, engine tables in previews and links,
// selects in conditions, $variables in formulas — and numeric fields must hold numbers. Each problem names the
// schema file, the table, the column or row and the bad key, so a typo is found before a user sees it.
import { TABLE_IDS } from '../engine/model-io-types';
import { inputPaths, itemPath, type PathSet } from './bind-paths';
import { collectRefs, FUNCTIONS, parseFormula, type FormulaError } from './formula';
import type {
  ColumnSchema,
  Condition,
  FieldBinding,
  FieldSource,
  RowSchema,
  SubProjectType,
  TableSchema,
  TemplateRegistry,
  TemplateSchema,
  ValueType,
} from './schema-types';

/** The file a template is written in (the convention of schemas/templates). */
export const schemaFile = (key: string): string => `schemas/templates/${key}.ts`;

/** `schemas/templates/tab3.ts › table wcDetailed` — where a problem is. */
export const placeOf = (schema: TemplateSchema, t?: TableSchema): string =>
  t ? `${schemaFile(schema.key)} › table ${t.id}` : schemaFile(schema.key);

/** The columns of a table: every key, year group keys, input columns and display-only columns. */
export interface ColumnIndex {
  keys: string[];
  /** leaf (non-group) keys: what a binding or a rule may read */
  leaves: Set<string>;
  groups: Set<string>;
  inputs: string[];
  displayOnly: Set<string>;
}

export function columnIndex(cols: readonly ColumnSchema[]): ColumnIndex {
  const out: ColumnIndex = {
    keys: [],
    leaves: new Set(),
    groups: new Set(),
    inputs: [],
    displayOnly: new Set(),
  };
  const visit = (cs: readonly ColumnSchema[]) => {
    for (const c of cs) {
      out.keys.push(c.key);
      if (c.kind === 'group') visit(c.children);
      else if (c.kind === 'years') {
        out.groups.add(c.key);
        if (c.cell === 'number') out.inputs.push(c.key);
        if (c.displayOnly) out.displayOnly.add(c.key);
      } else {
        out.leaves.add(c.key);
        if (!c.numbering && ['number', 'text', 'select', 'check'].includes(c.cell)) out.inputs.push(c.key);
        if (c.displayOnly) out.displayOnly.add(c.key);
      }
    }
  };
  visit(cols);
  return out;
}

/** Rows a schema writes itself (fixed rows, seeds, derived rows); mirror tables have none. */
export function schemaRows(t: TableSchema): readonly RowSchema[] {
  const r = t.rows;
  if (r.mode === 'fixed') return r.rows;
  if (r.mode === 'mirror') return [];
  return [...r.seed, ...(r.mode === 'hier' ? (r.derived ?? []) : [])];
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
const RULE_KINDS = new Set(['columnSum', 'rowTotal', 'rowSum']);
/** Variables every formula may read: the project's periods. */
export const PERIOD_VARS = ['B', 'O', 'N'];

/** Edit distance of two short strings (a typo is one or two keys away). */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur.push(
        Math.min(
          (prev[j] ?? 0) + 1,
          (cur[j - 1] ?? 0) + 1,
          (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
        ),
      );
    prev = cur;
  }
  return prev[b.length] ?? 0;
}

/** The known name nearest a misspelled one, when it is near enough to be what was meant. */
function closest(name: string, known: readonly string[]): string | null {
  let best: string | null = null;
  let bestD = Math.max(2, Math.floor(name.length / 5)) + 1;
  for (const k of known) {
    const d = distance(name, k);
    if (d < bestD) [best, bestD] = [k, d];
  }
  return best;
}

const alternatives = (src: FieldSource | readonly FieldSource[]): readonly FieldSource[] =>
  Array.isArray(src) ? src : [src as FieldSource];
const bindingList = (b: FieldBinding | readonly FieldBinding[]): readonly FieldBinding[] =>
  Array.isArray(b) ? b : [b as FieldBinding];

/** Path sets a table's bindings are checked against: the document, or the sub-projects of its types. */
function pathSetsOf(t: TableSchema, types?: readonly SubProjectType[]): PathSet[] {
  const p = inputPaths();
  if (t.scope.kind === 'project') return [p.project];
  const scopeTypes = t.scope.types.filter((x) => !types || types.includes(x));
  return scopeTypes.map((x) => p.subProject[x]);
}

/**
 * Whether a binding's value type can write a member of this schema type (a misfit fails every computation with
 * E_SCHEMA): decimals need dec, integers int, booleans bool, arrays list, text members a text type.
 */
export function typeFits(valueType: ValueType, memberType: string): boolean {
  const t = memberType.replace(/ or null$/, '');
  if (t === 'object') return true;
  if (t.endsWith('[]')) return valueType === 'list' || valueType === 'factorList';
  if (t === 'decimal') return valueType === 'dec' || valueType === 'decOrNull';
  if (t === 'integer') return valueType === 'int' || valueType === 'intOrNull';
  if (t === 'boolean') return valueType === 'bool';
  return valueType === 'string' || valueType === 'ref';
}

export interface RefContext {
  schema: TemplateSchema;
  registry: TemplateRegistry;
  /** Variable names of sub-project formulas ($area …). */
  subProjectVars: readonly string[];
}

/** Every reference problem of one table. */
export function checkTableRefs(t: TableSchema, rc: RefContext): string[] {
  const { schema, registry } = rc;
  const problems: string[] = [];
  const at = (part: string, msg: string) => problems.push(`${placeOf(schema, t)} › ${part}: ${msg}`);
  const cols = columnIndex(t.columns);
  const rows = schemaRows(t);
  const rowIds = new Set(rows.map((r) => r.id));
  const selects = new Map((schema.selects ?? []).map((s) => [s.name, s]));
  const isCol = (c: string) => cols.leaves.has(c);
  const variables = t.scope.kind === 'project' ? PERIOD_VARS : rc.subProjectVars;

  const checkCondition = (part: string, cond: Condition | undefined) => {
    if (!cond) return;
    if ('col' in cond && !isCol(cond.col)) at(part, `condition reads unknown column "${cond.col}"`);
    if ('select' in cond) {
      const s = selects.get(cond.select);
      if (!s) at(part, `condition reads unknown select "${cond.select}"`);
      else if (!s.options.some((o) => o.value === cond.eq))
        at(part, `condition compares select ${cond.select} with "${cond.eq}", which is none of its options`);
    }
  };
  const checkFormula = (part: string, src: string, vars: readonly string[], allowRefs = true) => {
    let ast;
    try {
      ast = parseFormula(src);
    } catch (e) {
      const m = (e as FormulaError).message;
      at(
        part,
        m.startsWith('unknown function')
          ? `formula ${src}: ${m} (the functions are ${[...FUNCTIONS].join(', ')})`
          : `formula ${src}: ${m}`,
      );
      return;
    }
    for (const ref of collectRefs(ast)) {
      if (ref.t === 'var' && !vars.includes(ref.name))
        at(
          part,
          `formula ${src} reads unknown variable $${ref.name} (known: ${vars.map((v) => '$' + v).join(', ')})`,
        );
      if (!allowRefs && ref.t !== 'var') at(part, `formula ${src} may read only variables`);
      if (!allowRefs) continue;
      if (ref.t === 'ref' && !cols.keys.includes(ref.col))
        at(part, `formula ${src} reads unknown column ${ref.col}`);
      if (ref.t === 'ref' && ref.row !== null && !rowIds.has(ref.row))
        at(part, `formula ${src} reads unknown row ${ref.row}`);
      if (ref.t === 'range' && ref.kind === 'group' && !cols.groups.has(ref.key))
        at(part, `formula ${src} reads unknown year group ${ref.key}`);
      if (ref.t === 'range' && ref.kind === 'column' && !cols.leaves.has(ref.key))
        at(part, `formula ${src} reads unknown column ${ref.key}`);
    }
  };
  const checkDefault = (part: string, d: string | undefined, numeric: boolean) => {
    if (d === undefined) return;
    if (d.startsWith('=')) checkFormula(part, d.slice(1), PERIOD_VARS, false);
    else if (numeric && !DECIMAL.test(d)) at(part, `default "${d}" is not a number`);
  };
  const checkRule = (
    part: string,
    rule: { max?: string; perAreaIf?: { col: string }; perAreaUnless?: { col: string } } | undefined,
  ) => {
    if (!rule) return;
    if (rule.max !== undefined && !DECIMAL.test(rule.max)) at(part, `rule.max "${rule.max}" is not a number`);
    for (const c of [rule.perAreaIf?.col, rule.perAreaUnless?.col])
      if (c !== undefined && !isCol(c)) at(part, `rule reads unknown column "${c}"`);
  };

  // ---- columns: formulas, defaults, numeric limits
  const visit = (cs: readonly ColumnSchema[]) => {
    for (const c of cs) {
      if (c.kind === 'group') {
        visit(c.children);
        continue;
      }
      const part = c.kind === 'years' ? `year group ${c.key}` : `column ${c.key}`;
      if (c.formula !== undefined) checkFormula(part, c.formula, variables);
      if (c.cell === 'computed' && c.formula === undefined) at(part, 'computed column without a formula');
      checkDefault(part, c.default, c.cell === 'number');
      checkRule(part, c.rule);
      if (
        c.displayOnly &&
        !(c.cell === 'number' || c.cell === 'text' || c.cell === 'select' || c.cell === 'check')
      )
        at(part, `displayOnly is for input columns, not ${c.cell}`);
    }
  };
  visit(t.columns);
  if (t.labelColumn !== undefined && !isCol(t.labelColumn))
    at('labelColumn', `unknown column "${t.labelColumn}"`);

  // ---- rows: cell overrides, showIf, row types
  for (const r of rows) {
    const part = `row ${r.id}`;
    for (const [key, ov] of Object.entries(r.cells ?? {})) {
      if (!isCol(key) && !cols.groups.has(key)) {
        at(part, `cells override unknown column "${key}"`);
        continue;
      }
      if (ov.formula !== undefined) checkFormula(`${part} › column ${key}`, ov.formula, variables);
      checkDefault(`${part} › column ${key}`, ov.default, ov.cell === 'number');
      checkRule(`${part} › column ${key}`, ov.rule);
    }
    if ('showIf' in r && typeof r.showIf === 'string') checkFormula(`${part} showIf`, r.showIf, variables);
    if (r.parent !== undefined && !rowIds.has(r.parent))
      at(part, `parent "${r.parent}" is no row of the table`);
    const scopeTypes = t.scope.kind === 'subProject' ? t.scope.types : [];
    for (const ty of [...(r.types ?? []), ...(r.linkedForTypes ?? [])])
      if (t.scope.kind === 'project' || !scopeTypes.includes(ty))
        at(part, `sub-project type ${ty} is not in the table's scope`);
  }

  // ---- rules
  for (const [i, rule] of (t.rules ?? []).entries()) {
    const part = `rules[${i}] (${rule.kind})`;
    if (!RULE_KINDS.has(rule.kind)) {
      at(part, `unknown rule kind "${rule.kind}" (known: ${[...RULE_KINDS].join(', ')})`);
      continue;
    }
    if (rule.kind === 'columnSum' && !isCol(rule.column)) at(part, `unknown column "${rule.column}"`);
    if (rule.kind === 'rowTotal') {
      if (!cols.groups.has(rule.years)) at(part, `unknown year group "${rule.years}"`);
      if (!isCol(rule.total)) at(part, `unknown column "${rule.total}"`);
      checkCondition(part, rule.when);
    }
    if (rule.kind === 'rowSum') {
      if (!rowIds.has(rule.row)) at(part, `unknown row "${rule.row}"`);
      if (!cols.groups.has(rule.years)) at(part, `unknown year group "${rule.years}"`);
    }
    if ('equals' in rule && !DECIMAL.test(rule.equals)) at(part, `equals "${rule.equals}" is not a number`);
    if (!rule.message) at(part, 'a rule needs its Chinese message');
  }

  // ---- engine tables and other tables
  const isTable = (id: string) => (TABLE_IDS as readonly string[]).includes(id);
  if (t.preview !== undefined && !isTable(t.preview))
    at('preview', `unknown engine table "${t.preview}" (known: ${TABLE_IDS.join(', ')})`);
  if (t.linkOutput) {
    const l = t.linkOutput;
    if (!isTable(l.table)) at('linkOutput', `unknown engine table "${l.table}"`);
    if (l.years !== undefined && !cols.groups.has(l.years))
      at('linkOutput', `unknown year group "${l.years}"`);
    if (l.total !== undefined && !isCol(l.total)) at('linkOutput', `unknown column "${l.total}"`);
  }
  if (t.visibleWhen) checkCondition('visibleWhen', t.visibleWhen);
  if (t.rows.mode === 'mirror') {
    const m = t.rows;
    const target = registry.templates.find((x) => x.key === m.template)?.tables.find((y) => y.id === m.table);
    if (!target) at('rows (mirror)', `mirrors unknown table ${m.template}/${m.table}`);
    else if (!columnIndex(target.columns).leaves.has(m.labelColumn))
      at('rows (mirror)', `labelColumn "${m.labelColumn}" is no column of ${m.template}/${m.table}`);
  }

  // ---- bindings: columns exist, display-only columns are not read, paths are ModelInput members
  problems.push(...checkBindingRefs(t, rc, cols, rows));
  return problems;
}

function checkBindingRefs(
  t: TableSchema,
  rc: RefContext,
  cols: ColumnIndex,
  rows: readonly RowSchema[],
): string[] {
  const problems: string[] = [];
  const at = (part: string, msg: string) => problems.push(`${placeOf(rc.schema, t)} › ${part}: ${msg}`);
  const selects = new Set((rc.schema.selects ?? []).map((s) => s.name));
  const readCol = (part: string, c: string, group = false) => {
    if (group ? !cols.groups.has(c) : !cols.leaves.has(c))
      at(part, `binding reads unknown ${group ? 'year group' : 'column'} "${c}"`);
    else if (cols.displayOnly.has(c))
      at(part, `binding reads display-only column "${c}" (display-only columns never reach the engine)`);
  };
  const checkSource = (part: string, s: FieldSource) => {
    if ('col' in s) readCol(part, s.col);
    if ('years' in s) readCol(part, s.years, true);
    if ('yearsOrNull' in s) readCol(part, s.yearsOrNull, true);
    if ('slice' in s) {
      readCol(part, s.slice.years, true);
      for (const c of [s.slice.startCol, s.slice.offsetCol, s.slice.lengthCol]) readCol(part, c);
    }
    if (s.when && 'col' in s.when && !cols.leaves.has(s.when.col))
      at(part, `condition reads unknown column "${s.when.col}"`);
    if (s.when && 'select' in s.when && !selects.has(s.when.select))
      at(part, `condition reads unknown select "${s.when.select}"`);
  };
  const b = t.bind;
  const sets = pathSetsOf(t);
  const knownIn = (path: string, kind: 'leaf' | 'list', only?: readonly SubProjectType[]) =>
    pathSetsOf(t, only).some((s) => (kind === 'leaf' ? s.leaves.has(path) : s.lists.has(path)));
  const near = (path: string) => {
    const hint = closest(
      path,
      sets.flatMap((s) => [...s.leaves.keys(), ...s.lists]),
    );
    return hint ? ` (see docs/bind-paths.md; did you mean ${hint}?)` : ' (see docs/bind-paths.md)';
  };
  const checkType = (part: string, path: string, vt: ValueType, only?: readonly SubProjectType[]) => {
    const types = pathSetsOf(t, only)
      .map((set) => set.leaves.get(path))
      .filter((x): x is string => x !== undefined);
    if (types.length && !types.some((mt) => typeFits(vt, mt)))
      at(part, `type ${vt} cannot write ${path}, which is ${types[0]}`);
  };
  if (b.kind === 'form') {
    for (const r of rows) {
      for (const fb of r.bind ? bindingList(r.bind) : []) {
        const part = `row ${r.id}`;
        const path = b.base ? `${b.base}.${fb.path}` : fb.path;
        if (!knownIn(path, 'leaf', r.types))
          at(part, `bind path "${path}" is no ModelInput member${near(path)}`);
        else checkType(part, path, fb.type, r.types);
        readCol(part, fb.col ?? 'value');
        if (fb.when && 'col' in fb.when && !cols.leaves.has(fb.when.col))
          at(part, `condition reads unknown column "${fb.when.col}"`);
      }
    }
  } else if (b.kind === 'yearArray') {
    if (!knownIn(b.path, 'leaf')) at('bind', `bind path "${b.path}" is no ModelInput member${near(b.path)}`);
    else if (!sets.some((s) => s.leaves.get(b.path)?.endsWith('[]')))
      at('bind', `bind path "${b.path}" is not a year array`);
    if (!rows.some((r) => r.id === b.row)) at('bind', `unknown row "${b.row}"`);
    readCol('bind', b.years, true);
  } else if (b.kind === 'rows') {
    if (!knownIn(b.path, 'list')) at('bind', `bind path "${b.path}" is no ModelInput list${near(b.path)}`);
    else {
      const member = (part: string, key: string, srcs: readonly FieldSource[]) => {
        const path = itemPath(b.path, key);
        if (!knownIn(path, 'leaf')) at(part, `"${key}" is no member of ${b.path}[]${near(path)}`);
        else for (const s of srcs) if ('col' in s) checkType(part, path, s.type);
        srcs.forEach((s) => checkSource(part, s));
      };
      for (const [k, src] of Object.entries(b.fields)) member(`bind.fields.${k}`, k, alternatives(src));
      for (const [k, src] of Object.entries(b.groupFields ?? {}))
        member(`bind.groupFields.${k}`, k, alternatives(src));
      for (const r of rows)
        for (const [k, src] of Object.entries(r.emit ?? {})) member(`row ${r.id} emit.${k}`, k, [src]);
    }
  }
  for (const c of cols.displayOnly)
    if (
      b.kind === 'form' &&
      rows.some((r) => r.bind && bindingList(r.bind).some((fb) => (fb.col ?? 'value') === c))
    )
      at(`column ${c}`, 'a display-only column cannot be bound');
  return problems;
}

/** Select bindings of a template: project-level ModelInput members. */
export function checkSelectRefs(schema: TemplateSchema): string[] {
  const problems: string[] = [];
  for (const s of schema.selects ?? []) {
    const part = `${placeOf(schema)} › select ${s.name}`;
    if (!s.options.some((o) => o.value === s.default))
      problems.push(`${part}: default "${s.default}" is none of its options`);
    const member = s.bind ? inputPaths().project.leaves.get(s.bind.path) : undefined;
    if (s.bind && member === undefined)
      problems.push(`${part}: bind path "${s.bind.path}" is no ModelInput member (see docs/bind-paths.md)`);
    else if (s.bind && member !== undefined && !typeFits(s.bind.type, member))
      problems.push(`${part}: type ${s.bind.type} cannot write ${s.bind.path}, which is ${member}`);
  }
  for (const p of schema.previews ?? [])
    if (!(TABLE_IDS as readonly string[]).includes(p))
      problems.push(
        `${placeOf(schema)} › previews: unknown engine table "${p}" (known: ${TABLE_IDS.join(', ')})`,
      );
  return problems;
}

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
