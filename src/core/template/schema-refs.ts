// The meaning checks of a template table beyond its shape: every name it uses must exist — columns and rows in
// rules, overrides and formulas, engine tables in previews and links, selects in conditions, $variables and
// functions in formulas — and numeric fields must hold numbers; bindings are checked in schema-bind-refs.ts.
// Each problem names the schema file, the table, the column or row and the bad key.
import { TABLE_IDS } from '../engine/model-io-types';
import { collectRefs, FUNCTIONS, parseFormula, type FormulaError } from './formula';
import { checkBindingRefs } from './schema-bind-refs';
import { columnIndex, PERIOD_VARS, placeOf, schemaRows } from './schema-index';
import type { ColumnSchema, Condition, TableSchema, TemplateRegistry, TemplateSchema } from './schema-types';

const DECIMAL = /^-?\d+(\.\d+)?$/;
const RULE_KINDS = new Set(['columnSum', 'rowTotal', 'rowSum']);

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

  if (t.scope.kind === 'subProject')
    for (const ty of t.scope.types)
      if (![0, 1, 2, 3].includes(ty))
        at('scope', `unknown sub-project type ${ty} (types are 0 种植, 1 苗圃, 2 厂房, 3 支撑体系建设)`);

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

/** The engine tables a template previews at the bottom of its tab. */
export function checkPreviews(schema: TemplateSchema): string[] {
  return (schema.previews ?? [])
    .filter((p) => !(TABLE_IDS as readonly string[]).includes(p))
    .map(
      (p) => `${placeOf(schema)} › previews: unknown engine table "${p}" (known: ${TABLE_IDS.join(', ')})`,
    );
}
