// Instance types: the concrete tables a grid renders, the stored values of a version and the edits on them.
import type { CellKind, OptionSchema, RowsSchema, SubProjectType } from './schema-types';

// ---------- instances (what the grid renders) ----------

export interface SubProjectContext {
  id: string;
  name: string;
  type: SubProjectType;
  /** 树种 of the sub-project record (type 0). */
  trees: readonly string[];
  productCategories: readonly string[];
  constructionType?: string;
  plantingMethod?: string;
  cultivationTarget?: string;
}

/** What a template is instantiated against: the project record plus the version's area unit. */
export interface InstanceContext {
  name: string;
  location?: string;
  B: number;
  O: number;
  areaUnit: 'mu' | 'ha';
  startYear?: number | null;
  subProjects: readonly SubProjectContext[];
}

export interface HeaderNode {
  key: string;
  label: string;
  children?: HeaderNode[];
}

export interface InstanceColumn {
  key: string;
  label: string;
  cell: CellKind;
  numeric: boolean;
  /** Year columns: the project year t (age for age columns) and phase. */
  year?: number;
  phase?: 'construction' | 'operating' | 'age';
  /** Key of the year group this column belongs to. */
  yearGroup?: string;
  numbering?: boolean;
  width?: number;
}

export interface InstanceCell {
  /** Stored or computed value (decimal string, text, select value), null when empty. */
  value: string | null;
  cell: CellKind;
  editable: boolean;
  numeric: boolean;
  options?: readonly OptionSchema[];
  /** Whole numbers only (rule.integer: years, days): shown without decimals on screen and in the workbook. */
  integer?: boolean;
  formula?: string;
  rowSpan?: number;
  colSpan?: number;
}

export type RowKind = 'fixed' | 'group' | 'leaf' | 'system' | 'linked';

export interface InstanceRow {
  id: string;
  /** Printed number (1, 1.1, 1.1.1) or ''. */
  no: string;
  /** 1 for top level, 2 for one dot, 3 for two dots (product.md §9 level styles). */
  level: number;
  kind: RowKind;
  label: string;
  parentId: string | null;
  removable: boolean;
  /** Hier: 添加子类型 allowed under this row. */
  canAddChild: boolean;
  classname: string;
  cells: Record<string, InstanceCell>;
}

export interface ValidationIssue {
  tableKey: string;
  rowId?: string;
  cellId?: string;
  level: 'error' | 'warning';
  code: string;
  message: string;
  /** The tab, table and row in words, for an issue found outside the open tab (the live computation's). */
  where?: string;
  /** the badge when not 错误 / 提示: a 合理性检查 finding says 提示 or 警告 */
  label?: '提示' | '警告';
}

export interface TableInstance {
  /** Store key: `${templateKey}/${subProjectId ?? '-'}/${tableId}`. */
  key: string;
  templateKey: string;
  subProjectId: string | null;
  tableId: string;
  name: string;
  header: HeaderNode[];
  /** Ordered leaf columns. */
  columns: InstanceColumn[];
  rows: InstanceRow[];
  mode: RowsSchema['mode'];
  /** Removed removable rows that 恢复删除项 can bring back. */
  removedRows: { id: string; label: string }[];
  revision: number;
  preview?: string;
  visibleWhen?: { select: string; eq: string };
}

export interface SelectInstance {
  name: string;
  label: string;
  options: readonly OptionSchema[];
  value: string;
}

export interface TemplateSection {
  subProjectId: string | null;
  subProjectName: string | null;
  tables: TableInstance[];
}

export interface TemplateInstance {
  key: string;
  label: string;
  selects: SelectInstance[];
  sections: TemplateSection[];
  previews: readonly string[];
}

// ---------- stored values ----------

/** The stored cells of one table: cellId `<rowId>:<columnKey>` → string. Reserved cells hold row layout. */
export interface StoredTable {
  cells: Record<string, string>;
  revision: number;
}

/** Every stored table of a version by store key `${templateKey}/${subProjectId ?? '-'}/${tableId}`. */
export type StoredValues = Record<string, StoredTable>;

/** An edit of one cell (value null clears it). */
export interface CellEdit {
  table: string;
  cellId: string;
  value: string | null;
}

/** A structural edit of a hier, list or removable table. */
export type RowEdit =
  | { table: string; op: 'addTop' }
  | { table: string; op: 'addChild'; rowId: string }
  | { table: string; op: 'delete'; rowId: string }
  | { table: string; op: 'deleteChildren'; rowId: string }
  | { table: string; op: 'restore'; rowId: string }
  /** Undo/redo of the grid: the table's rows go back to an earlier layout, with the values of its rows. */
  | {
      table: string;
      op: 'setLayout';
      layout: [string, string | null][];
      cells: Record<string, string | null>;
    };
