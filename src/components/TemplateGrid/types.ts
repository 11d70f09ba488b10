// The grid's own table model: everything TemplateGrid needs to render one input or output table.

/** Cell types of product.md §2.9: text, data (numbers), title, switch and radio (True/False strings). */
export type GridCellType = 'text' | 'data' | 'title' | 'switch' | 'radio' | 'select';

export interface GridOption {
  value: string;
  label: string;
}

export interface GridCell {
  /** Decimal string for numbers, free text for text cells, 'True'/'False' for switch/radio; null = empty. */
  value: string | null;
  editable: boolean;
  type: GridCellType;
  /** Numeric cells accept only numbers (输入的值必须为数字). */
  numeric: boolean;
  /** Display decimals of this cell, over the row's and the grid's (0 for whole years). */
  dp?: number;
  /** The cell holds a percentage (its column or row is labelled %): a pasted "12.5%" stays 12.5. */
  percent?: boolean;
  /** Merged cells: the origin cell carries the span, covered cells are omitted or ignored. */
  colSpan?: number;
  rowSpan?: number;
  /** Stored on/off strings of switch and radio cells; default ['True', 'False'] (product.md §2.9). */
  boolValues?: readonly [string, string];
  /** Choices of select cells (the stored value is `value`, the grid shows `label`). */
  options?: readonly GridOption[];
  /** Radio cells sharing a group are exclusive; defaults to the column key. */
  group?: string;
}

/** A header tree node: leaves name a column key, groups have children (nested header groups). */
export interface GridHeaderNode {
  label: string;
  key?: string;
  children?: GridHeaderNode[];
}

export type GridColumnRole = 'no' | 'name' | 'value';

export interface GridColumn {
  key: string;
  label: string;
  /** 序号 shows the row's hierarchical number; 项目 is indented by level. */
  role?: GridColumnRole;
  /** Frozen 序号/项目 columns are pinned left. */
  frozen?: boolean;
  width?: number;
  /** Default type of this column's cells (new rows copy it). */
  type?: GridCellType;
  numeric?: boolean;
}

export type GridRowKind = 'group' | 'leaf' | 'title' | 'total';

export interface GridRow {
  /** Stable ASCII id: cell ids are `<rowId>:<columnKey>`. */
  id: string;
  /** Printed number 1, 1.1, 1.1.1 (may be empty). */
  no: string;
  /** Depth 1..3 in hierarchical tables (1 = top-level type). */
  level: number;
  kind: GridRowKind;
  /** Rows of 生产成本 / 管理费用 that can be removed and restored (恢复已删除项). */
  removable?: boolean;
  /** Removed rows stay in the model, hidden, so they can be restored. */
  deleted?: boolean;
  /** System rows (苗木费, 补植) of hierarchical tables: never deleted, no sub-types. */
  locked?: boolean;
  /** 添加子类型 allowed under this row (defaults to depth < maxLevel). */
  canAddChild?: boolean;
  /** Extra row classes from the template (e.g. 'level-2 subtotal'). */
  className?: string;
  /** Display decimals of this row's numbers when not the table default (model-io dp). */
  dp?: number;
  cells: Record<string, GridCell>;
}

export interface GridModel {
  id: string;
  title?: string;
  headers: GridHeaderNode[];
  columns: GridColumn[];
  rows: GridRow[];
  /** 添加类型 / 添加子类型 / 删除子类型 toolbar (hierarchical detail tables). */
  hierarchical?: boolean;
  /** Rows may be removed and restored (生产成本 / 管理费用). */
  removableRows?: boolean;
  /** Rows removed earlier that are not in `rows` (restored by the page through onRowsChange). */
  removedRows?: { id: string; label: string }[];
  /** Flat lists the user grows (树种, 产品, 贷款): 添加行 / 删除行. */
  listRows?: boolean;
  /** Tables of product.md §9 with special heading levels (one dot → level-1 style, two dots → level-2). */
  levelStyles?: boolean;
  /** Maximum depth of hierarchical numbering (1.1.1 → 3). */
  maxLevel?: number;
}

/** One cell change as emitted by onEdit: the page forwards batches to the calc worker. */
export interface CellChange {
  cellId: string;
  rowId: string;
  columnKey: string;
  oldValue: string | null;
  newValue: string | null;
}

/** A computed value pushed back by the worker: only these cells repaint. */
export interface CellDelta {
  cellId: string;
  value: string | null;
}

export const cellIdOf = (rowId: string, columnKey: string): string => `${rowId}:${columnKey}`;

/** Splits `<rowId>:<columnKey>`; the column key never contains ':' but a row id might. */
export function splitCellId(cellId: string): { rowId: string; columnKey: string } {
  const at = cellId.lastIndexOf(':');
  return { rowId: cellId.slice(0, at), columnKey: cellId.slice(at + 1) };
}
