// instantiateTemplate: a template schema + the project context + stored values → concrete tables a grid renders.
import { expandColumns, unitLabel, type ExpandedColumns, type LeafSpec } from './columns';
import { evaluate, parseFormula } from './formula';
import { Sheet, type ComputedDef } from './sheet';
import { resolveRows, type ResolvedRow } from './rows';
import { resolveOptions } from './options';
import { plantingVars, type VarsFor } from './vars';
import { withStartYear } from './start-year';
import { cellId, storeKey } from './stored';
import type {
  CellOverride,
  InstanceCell,
  InstanceContext,
  InstanceRow,
  NumberRule,
  OptionSchema,
  OptionSource,
  SubProjectContext,
  TableInstance,
  TableSchema,
  TemplateInstance,
  TemplateRegistry,
  TemplateSchema,
  StoredValues,
} from './types';

export type { VarsFor } from './vars';

export interface BuiltTable {
  instance: TableInstance;
  sheet: Sheet;
  rows: ResolvedRow[];
  schema: TableSchema;
  /** The number rule of each input cell (column rule merged with the row's override). */
  cellRules: Map<string, NumberRule>;
  /** Defaults of input cells: what a cleared cell shows again (its stored value is deleted). */
  cellDefaults: Map<string, string>;
}

export interface InstantiateOptions {
  registry: TemplateRegistry;
  vars?: VarsFor;
}

const isInputKind = (k: string) => k === 'number' || k === 'text' || k === 'select' || k === 'check';

/** A column default; '=…' defaults are formulas over $B, $O, $N (还款起始年 = $B+1). */
export function defaultValue(d: string | undefined, ctx: InstanceContext): string | null {
  if (d === undefined) return null;
  // A default unit text such as 元/{unit} names the version's area unit (元/亩 or 元/公顷).
  if (!d.startsWith('=')) return unitLabel(d, ctx.areaUnit);
  const v = evaluate(parseFormula(d.slice(1)), {
    ref: () => null,
    range: () => [],
    variable: (n) => String(n === 'B' ? ctx.B : n === 'O' ? ctx.O : ctx.B + ctx.O),
  });
  return v === null ? null : v.toString();
}

/** Choice labels such as 元/{unit}·年 name the version's area unit; the stored value stays the same. */
const withUnit = (options: readonly OptionSchema[], areaUnit: 'mu' | 'ha'): OptionSchema[] =>
  options.map((o) => (o.label.includes('{unit}') ? { ...o, label: unitLabel(o.label, areaUnit) } : o));

/** The sub-projects a table exists for (one null entry for project-level tables). */
export function tableScopes(table: TableSchema, ctx: InstanceContext): (SubProjectContext | null)[] {
  if (table.scope.kind === 'project') return [null];
  const types = table.scope.types;
  return ctx.subProjects.filter((s) => types.includes(s.type));
}

const NO_OVERRIDE: CellOverride = Object.freeze({});

/** A row's overrides for a column: its year group's, then the column's own (most rows have none: one shared object). */
function overrideOf(
  rowCells: Record<string, CellOverride> | undefined,
  col: { key: string; yearGroup?: string },
): CellOverride {
  const group = col.yearGroup ? rowCells?.[col.yearGroup] : undefined;
  const own = rowCells?.[col.key];
  if (!group) return own ?? NO_OVERRIDE;
  return own ? { ...group, ...own } : group;
}

/** What every table built from the same ctx and stored values shares: its columns per schema and the variables. */
interface SharedBuild {
  columnsOf: (table: TableSchema) => ExpandedColumns;
  vars: VarsFor;
}

function sharedBuild(ctx: InstanceContext, stored: StoredValues, opts: InstantiateOptions): SharedBuild {
  // The year headers show the start year as typed in tab 0, so a change relabels them without a reload.
  const withYear = withStartYear(opts.registry, ctx, stored);
  const expanded = new Map<TableSchema, ExpandedColumns>();
  return {
    // a table of every sub-project has the same columns: expanded once (the instances share them, read only)
    columnsOf: (table) => {
      let c = expanded.get(table);
      if (!c) expanded.set(table, (c = expandColumns(table.columns, withYear)));
      return c;
    },
    // Without explicit variables, the registry's planting sources give $area, $planted, $cumulative.
    vars: opts.vars ?? plantingVars(opts.registry, ctx, stored),
  };
}

/** Builds one table of one scope: rows, cells (stored value or default), formulas evaluated. */
export function buildTable(
  template: TemplateSchema,
  table: TableSchema,
  sp: SubProjectContext | null,
  ctx: InstanceContext,
  stored: StoredValues,
  opts: InstantiateOptions,
  shared?: SharedBuild,
): BuiltTable {
  const key = storeKey(template.key, sp?.id ?? null, table.id);
  const { columnsOf, vars: varsFor } = shared ?? sharedBuild(ctx, stored, opts);
  const cols = columnsOf(table);
  const labelCol = table.labelColumn ?? 'name';
  const vars = varsFor(sp?.id ?? null);
  const variable = (name: string) =>
    name === 'B'
      ? String(ctx.B)
      : name === 'O'
        ? String(ctx.O)
        : name === 'N'
          ? String(ctx.B + ctx.O)
          : (vars[name] ?? null);
  const { rows, removed } = resolveRows(template, table, sp, ctx, stored, opts.registry, variable);
  const cellsStored = stored[key]?.cells ?? {};
  const values = new Map<string, string | null>();
  const computed = new Map<string, ComputedDef>();
  const instRows: InstanceRow[] = [];
  const cellRules = new Map<string, NumberRule>();
  const optionCache = new Map<OptionSource, OptionSchema[]>();
  const cellDefaults = new Map<string, string>();
  /** the computed cells with their ids, to take their values once the sheet has computed them */
  const computedCells: [InstanceCell, string][] = [];

  for (const r of rows) {
    const cells: Record<string, InstanceCell> = {};
    for (const col of cols.columns) {
      const spec = cols.specs.get(col.key) as LeafSpec;
      const ov = overrideOf(r.schema?.cells, col);
      const id = cellId(r.id, col.key);
      let kind = ov.cell ?? spec.cell;
      let formula = ov.formula ?? spec.formula;
      let editable = isInputKind(kind);
      const dflt = defaultValue(ov.default ?? spec.default, ctx);
      let value: string | null = cellsStored[id] ?? dflt;
      if (spec.numbering) {
        kind = 'text';
        editable = false;
        value = r.no;
      } else if (col.key === labelCol) {
        kind = 'text';
        value = cellsStored[id] ?? r.label;
        editable = r.labelEditable && ov.cell !== 'blank';
      } else if (r.kind === 'group') {
        const agg = spec.group;
        if (spec.cell === 'linked') {
          // A linked column comes from the engine on every row: its subtotal rows too.
          kind = 'linked';
        } else if (agg === 'sum' && col.numeric) {
          kind = 'computed';
          formula = undefined;
          computed.set(id, { kind: 'childSum', children: r.children });
        } else kind = 'blank';
        editable = false;
        value = null;
      } else if (r.kind === 'linked') {
        kind = ov.cell === 'computed' ? 'computed' : 'linked';
        editable = false;
        if (kind === 'linked') value = null;
      } else if (r.kind === 'system' && isInputKind(kind) && !ov.cell) {
        kind = 'blank';
        editable = false;
        value = null;
      }
      if (ov.readOnly && isInputKind(kind)) {
        editable = false;
        value = dflt;
      }
      if (kind === 'computed' && formula) computed.set(id, { kind: 'formula', ast: parseFormula(formula) });
      if (kind === 'blank') value = null;
      if (editable && dflt !== null) cellDefaults.set(id, dflt);
      const rule = ov.rule ?? spec.rule;
      if (rule && kind === 'number') cellRules.set(id, rule);
      values.set(id, value);
      const numeric =
        kind === 'number' || kind === 'computed' || kind === 'linked'
          ? col.numeric || kind === 'number'
          : false;
      const cell: InstanceCell = { value, cell: kind, editable, numeric };
      if (rule?.integer && kind === 'number') cell.integer = true;
      const optSrc = ov.options ?? spec.options;
      if (kind === 'select' && optSrc) {
        // Resolved once per table: list-backed options (products, 树种) read other tables.
        let o = optionCache.get(optSrc);
        if (!o)
          optionCache.set(
            optSrc,
            (o = withUnit(resolveOptions(optSrc, sp, ctx, stored, opts.registry), ctx.areaUnit)),
          );
        cell.options = o;
      }
      if (formula && kind === 'computed') cell.formula = formula;
      if (ov.colSpan) cell.colSpan = ov.colSpan;
      if (ov.rowSpan) cell.rowSpan = ov.rowSpan;
      cells[col.key] = cell;
      if (kind === 'computed') computedCells.push([cell, id]);
    }
    const level = r.no ? r.no.split('.').length : 1;
    instRows.push({
      id: r.id,
      no: r.no,
      level,
      kind: r.kind,
      label: r.label,
      parentId: r.parent,
      removable: r.removable,
      canAddChild: r.canAddChild,
      classname: `level-${level}${r.kind === 'group' ? ' subtotal' : ''}`,
      cells,
    });
  }

  const sheet = new Sheet(
    {
      rows: rows.map((r) => r.id),
      leafRows: rows.filter((r) => r.kind !== 'group').map((r) => r.id),
      yearGroups: cols.yearGroups,
      computed,
      variable,
    },
    values,
  );
  sheet.computeAll();
  for (const [c, id] of computedCells) c.value = sheet.values.get(id) ?? null;

  const name = sp && table.title ? table.title.replaceAll('{name}', sp.name) : table.name;
  const instance: TableInstance = {
    key,
    templateKey: template.key,
    subProjectId: sp?.id ?? null,
    tableId: table.id,
    name,
    header: cols.header,
    columns: cols.columns,
    rows: instRows,
    mode: table.rows.mode,
    removedRows: removed,
    revision: stored[key]?.revision ?? 0,
  };
  if (table.preview) instance.preview = table.preview;
  if (table.visibleWhen) instance.visibleWhen = table.visibleWhen;
  return { instance, sheet, rows, schema: table, cellRules, cellDefaults };
}

/** Stored value of a template select (kept in the pseudo table `_select`). */
export function selectValue(template: TemplateSchema, name: string, stored: StoredValues): string {
  const s = template.selects?.find((x) => x.name === name);
  return stored[storeKey(template.key, null, '_select')]?.cells[`${name}:value`] ?? s?.default ?? '';
}

/** Every table of a template for every scope it applies to. */
export function buildTemplate(
  template: TemplateSchema,
  ctx: InstanceContext,
  stored: StoredValues,
  opts: InstantiateOptions,
): BuiltTable[] {
  const out: BuiltTable[] = [];
  const shared = sharedBuild(ctx, stored, opts);
  for (const sp of [null, ...ctx.subProjects])
    for (const t of template.tables)
      if ((sp === null) === (t.scope.kind === 'project') && tableScopes(t, ctx).includes(sp))
        out.push(buildTable(template, t, sp, ctx, stored, opts, shared));
  return out;
}

/** A template as the entry screen shows it: project-level tables first, then one section per sub-project. */
export function instantiateTemplate(
  template: TemplateSchema,
  ctx: InstanceContext,
  stored: StoredValues,
  opts: InstantiateOptions,
): TemplateInstance {
  const built = buildTemplate(template, ctx, stored, opts);
  const sections = [null, ...ctx.subProjects]
    .map((sp) => ({
      subProjectId: sp?.id ?? null,
      subProjectName: sp?.name ?? null,
      tables: built.filter((b) => b.instance.subProjectId === (sp?.id ?? null)).map((b) => b.instance),
    }))
    .filter((s) => s.tables.length > 0);
  return {
    key: template.key,
    label: template.label,
    selects: (template.selects ?? []).map((s) => ({
      name: s.name,
      label: unitLabel(s.label, ctx.areaUnit),
      options: withUnit(s.options, ctx.areaUnit),
      value: selectValue(template, s.name, stored),
    })),
    sections,
    previews: template.previews ?? [],
  };
}
