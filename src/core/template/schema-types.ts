// The template schema language: what schemas/templates/*.ts are written in (instances are in instance-types.ts).

/** 子项目类型: 0 种植, 1 苗圃, 2 厂房, 3 支撑体系建设. */
export type SubProjectType = 0 | 1 | 2 | 3;

/**
 * Cell kinds of finance-model §2.0: number = E, text = T, select = S, check = checkbox,
 * computed = C (formula), linked = L (filled from another tab or from the engine), blank = nothing.
 */
export type CellKind = 'number' | 'text' | 'select' | 'check' | 'computed' | 'linked' | 'blank';

/** Which years a year-column group expands to: 建设期 1…B, 运营期 B+1…N, both, or tree age 1…N (林龄). */
export type YearSpan = 'construction' | 'operating' | 'all' | 'age';

export interface OptionSchema {
  value: string;
  label: string;
}

/** Where a select's choices come from: a fixed list, or data of the open version. */
export type OptionSource =
  | { kind: 'static'; options: readonly OptionSchema[] }
  | { kind: 'products' } // products (tab 7 rows) of the same sub-project
  | { kind: 'allProducts' } // every product of the project
  | { kind: 'subProjects'; types?: readonly SubProjectType[] }
  | { kind: 'species' } // 树种 of the same sub-project
  | { kind: 'operatingYears' }; // project years B+1…N

/** Limits of a numeric cell. Numbers are ≥ 0 unless allowNegative (finance-model §2.0). */
export interface NumberRule {
  allowNegative?: boolean;
  max?: string;
  integer?: boolean;
  /** Input decimals hint (display of tabs 0–3 shows the plain number). */
  dp?: number;
  /** A per-area value (元/亩, 株/亩, kg/亩…): converted ÷/×15 when the area unit switches. */
  perArea?: boolean;
  /** An area (亩/公顷): converted ×/÷15 when the area unit switches. */
  area?: boolean;
  /** The per-area conversion is skipped on rows where this holds (e.g. 固定金额 rows hold 万元). */
  perAreaUnless?: { col: string; eq: string };
  /** The per-area conversion applies only on rows where this holds (cost rows priced 元/亩·年). */
  perAreaIf?: { col: string; eq: string };
}

/** What a hierarchical group (subtotal) row shows in a column. */
export type GroupAggregate = 'sum' | 'blank';

export interface LeafColumnSchema {
  kind?: 'leaf';
  key: string;
  /** May contain {unit}, replaced by 亩 or 公顷. */
  label: string;
  cell: CellKind;
  // Defaults starting with '=' are formulas over context variables, e.g. '=$B+1'.
  options?: OptionSource;
  /** Formula of computed cells (see formula.ts), evaluated per row. */
  formula?: string;
  rule?: NumberRule;
  default?: string;
  width?: number;
  /** Group rows: sum of children (default for numeric columns) or blank (default for the rest). */
  group?: GroupAggregate;
  /** The 序号 column: shows the row number, never stored. */
  numbering?: boolean;
  /** Stored, shown and exported but never sent to the engine (备注, 依据): no binding may read it. */
  displayOnly?: boolean;
}

export interface YearColumnsSchema {
  kind: 'years';
  /** Group id; leaf keys are c1…cB (construction), o1…oO (operating), a1…aN (age). */
  key: string;
  span: YearSpan;
  label: string;
  cell: 'number' | 'computed' | 'linked';
  formula?: string;
  rule?: NumberRule;
  group?: GroupAggregate;
  default?: string;
  /** Stored, shown and exported but never sent to the engine: no binding may read it. */
  displayOnly?: boolean;
}

export interface ColumnGroupSchema {
  kind: 'group';
  key: string;
  label: string;
  children: readonly ColumnSchema[];
}

export type ColumnSchema = LeafColumnSchema | YearColumnsSchema | ColumnGroupSchema;

/** A per-row override of one column (or of every leaf of a year group, by the group key). */
export interface CellOverride {
  cell?: CellKind;
  formula?: string;
  default?: string;
  options?: OptionSource;
  rule?: NumberRule;
  colSpan?: number;
  rowSpan?: number;
  /** Shows its default and cannot be edited (a fixed choice of a system row, e.g. 成本类别 材料). */
  readOnly?: boolean;
}

export interface RowSchema {
  id: string;
  label: string;
  /** Printed number; hier tables number their rows themselves. */
  no?: string;
  /** Parent row id (hier seeds). */
  parent?: string;
  /** Only for these sub-project types (tables that differ a little by type). */
  types?: readonly SubProjectType[];
  labelByType?: Partial<Record<SubProjectType, string>>;
  /** Read-only rows for these types (e.g. 1.1 营林成本 linked from tab 2 for type 0); not mapped. */
  linkedForTypes?: readonly SubProjectType[];
  /** 1.3/1.4 生产成本 and 2.x 管理费用: may be deleted and restored. */
  removable?: boolean;
  /** Hier tables: a system row (苗木费, 补植) that cannot be deleted and whose numbers are computed. */
  system?: boolean;
  cells?: Readonly<Record<string, CellOverride>>;
  /** Form tables: where the row's values go in ModelInput (one binding per bound column). */
  bind?: FieldBinding | readonly FieldBinding[];
  /** Row-level mapping override (system rows emit fixed members). */
  emit?: Readonly<Record<string, FieldSource>>;
}

/**
 * A read-only top-level row shown after the entered rows of a hier table, numbered after them, for an amount
 * the engine derives itself (补植 falling in an operating year): it is never stored, edited or mapped into
 * ModelInput. `showIf` (a formula over the context variables) says when the row exists.
 */
export interface DerivedRowSchema extends RowSchema {
  showIf?: string;
}

export type RowsSchema =
  /** Fixed rows (some may be removable). */
  | { mode: 'fixed'; rows: readonly RowSchema[] }
  /** 1 / 1.1 / 1.1.1 rows with 添加类型, 添加子类型, 删除子类型. */
  | {
      mode: 'hier';
      seed: readonly RowSchema[];
      maxDepth: 1 | 2 | 3;
      idPrefix: string;
      derived?: readonly DerivedRowSchema[];
    }
  /** A flat list the user grows (species, products, loans). */
  | {
      mode: 'list';
      seed: readonly RowSchema[];
      idPrefix: string;
      min?: number;
      max?: number;
      seedFromTrees?: boolean;
    }
  /** One row per row of another table of the same scope (tab 8 prices follow tab 7 products). */
  | { mode: 'mirror'; template: string; table: string; labelColumn: string };

export type TableScope = { kind: 'project' } | { kind: 'subProject'; types: readonly SubProjectType[] };

/** Validation a table carries besides per-cell number checks. */
export type TableRule =
  /** Σ of a column over the rows equals a constant, e.g. 树种比例 = 100. */
  | { kind: 'columnSum'; column: string; equals: string; message: string }
  /** round₂(Σ year group) = round₂(total column) on each leaf row. */
  | { kind: 'rowTotal'; years: string; total: string; message: string; when?: Condition }
  /** Σ of a year group on a row equals a constant (造林进度 = 100). */
  | { kind: 'rowSum'; row: string; years: string; equals: string; message: string };

// ---------- bindings to ModelInput ----------

/** How a stored string becomes a ModelInput value. */
export type ValueType =
  | 'dec' // decimal string, blank → "0"
  | 'decOrNull' // blank → null
  | 'int'
  | 'intOrNull'
  | 'string'
  | 'bool' // "true" / "false"
  | 'ref' // an id or null when blank
  | 'list' // comma-separated list of strings
  | 'factorList'; // sensitivity factors typed by their Chinese names (建设投资、经营成本…)

export type Condition =
  | { col: string; eq: string }
  | { col: string; ne: string }
  | { select: string; eq: string }
  | { subProjectType: readonly SubProjectType[] };

export type FieldSource =
  | { col: string; type: ValueType; optional?: boolean; when?: Condition }
  | { years: string; when?: Condition } // decimal array of a year group
  | { yearsOrNull: string; when?: Condition } // array with null for blank cells
  | { const: string | number | boolean | null; when?: Condition }
  | { meta: 'no' | 'rowId' | 'label'; when?: Condition }
  /** Custom repayment: items t₀+g … t₀+g+n−1 of an operating year group; the last item may be blank (null). */
  | { slice: { years: string; startCol: string; offsetCol: string; lengthCol: string }; when?: Condition };

/** A form row's target: `path` is dotted, relative to the table's base object. */
export interface FieldBinding {
  path: string;
  type: ValueType;
  col?: string; // default 'value'
  optional?: boolean;
  when?: Condition;
}

export type TableBinding =
  | { kind: 'none' }
  /** Each row binds one field (rows carry `bind`). */
  | { kind: 'form'; base?: string }
  /** Each row becomes an object of an array at `path`. */
  | {
      kind: 'rows';
      path: string;
      /** Hier: group rows emit only `groupFields`. */
      groupFields?: Readonly<Record<string, FieldSource | readonly FieldSource[]>>;
      fields: Readonly<Record<string, FieldSource | readonly FieldSource[]>>;
      /** Merge into existing objects of the array with id = row id (tab 8 into tab 7 products). */
      mergeById?: boolean;
    }
  /** Each column of a year group is one item of an array at `path` for a given row (造林进度). */
  | { kind: 'yearArray'; row: string; years: string; path: string };

export interface TableSchema {
  id: string;
  name: string;
  /** Name of per-sub-project tables: {name} is the sub-project name. */
  title?: string;
  scope: TableScope;
  columns: readonly ColumnSchema[];
  rows: RowsSchema;
  rules?: readonly TableRule[];
  bind: TableBinding;
  /** Column holding the row label (default "name"): editable text in hier and list tables. */
  labelColumn?: string;
  /** Read-only preview of an engine table (model-io table id) shown with this table. */
  preview?: string;
  /** Linked cells filled from an engine table after computeAll (see LinkOutputSchema). */
  linkOutput?: LinkOutputSchema;
  /** Shown only when a template select has this value (tab 3 working-capital method). */
  visibleWhen?: { select: string; eq: string };
  /**
   * Where the table lived before it moved or was renamed, as `<template>/<table>` (e.g. 'tab1/contingency'):
   * a version's values stored there are carried over when it is opened, on the client and on the server.
   */
  formerly?: readonly string[];
}

/**
 * Where linked (L) cells come from: an engine output table (model-io §3.2). Its rows are found by number:
 * `row` is a pattern over {no} (the template row's number, the default), {seq} (its position in the table),
 * {sub} (the sub-project's position in the project) and {scope} (its position among the table's
 * sub-projects). `years` fills the linked cells of a year group, `total` a linked 合计 column.
 */
export interface LinkOutputSchema {
  table: string;
  years?: string;
  total?: string;
  row?: string;
}

/** A template-level choice (product.md "select"): tab 3 working-capital method radio. */
export interface SelectSchema {
  name: string;
  label: string;
  options: readonly OptionSchema[];
  default: string;
  bind?: FieldBinding;
}

export interface TemplateSchema {
  key: string;
  label: string;
  order: number;
  tables: readonly TableSchema[];
  selects?: readonly SelectSchema[];
  /** Engine tables previewed at the bottom of the tab. */
  previews?: readonly string[];
}

// ---------- registry ----------

/** Where the registry finds a list other tables choose from (products of tab 7, 树种 of tab 0). */
export interface ListRef {
  template: string;
  table: string;
  labelColumn: string;
}

/** Everything the core needs to know about the templates of the app; passed in by the worker and the server. */
export interface TemplateRegistry {
  templates: readonly TemplateSchema[];
  /** Members every ModelInput sub-project starts with (arrays that a type may not fill, e.g. products of type 3). */
  subProjectDefaults: Readonly<Record<string, unknown>>;
  /** Top-level members ModelInput starts with before the templates fill it. */
  inputDefaults: Readonly<Record<string, unknown>>;
  /** Sources of the per-sub-project formula variables. */
  plantingVars?: PlantingVarsRef;
  products: ListRef;
  species: ListRef;
}

/** Where the planting variables of formulas come from ($area, $planted, $cumulative of 营造林工程 合计). */
export interface PlantingVarsRef {
  area: { template: string; table: string; cellId: string };
  progress: { template: string; table: string; row: string; years: string };
}
