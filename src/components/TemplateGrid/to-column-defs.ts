// Maps the table model's header tree and columns to AG Grid column groups and column definitions.
import type {
  CellClassParams,
  ColDef,
  ColGroupDef,
  SpanRowsParams,
  ValueFormatterParams,
} from 'ag-grid-community';
import { formatNumber } from './format';
import type { GridContext } from './grid-context';
import { inRect } from './selection';
import type { GridCell, GridColumn, GridHeaderNode, GridModel, GridRow } from './types';

export type AnyColDef = ColDef<GridRow> | ColGroupDef<GridRow>;

const cellAt = (row: GridRow | undefined, key: string): GridCell | undefined => row?.cells[key];

/** Level of a printed number: "1" → 0, "1.2" → 1, "1.2.3" → 2 (product.md §9). */
export const dotLevel = (no: string): number => (no === '' ? -1 : no.split('.').length - 1);

function isSelected(p: CellClassParams<GridRow>): boolean {
  const ctx = p.context as GridContext | undefined;
  const rowIndex = p.node.rowIndex;
  if (!ctx?.rect || rowIndex === null) return false;
  const col = ctx.colIndex.get(p.column.getColId());
  return col !== undefined && inRect(ctx.rect, rowIndex, col);
}

function isFillCorner(p: CellClassParams<GridRow>): boolean {
  const ctx = p.context as GridContext | undefined;
  const r = ctx?.rect;
  if (!ctx?.fillHandle || !r || p.node.rowIndex !== r.bottom) return false;
  return ctx.colIndex.get(p.column.getColId()) === r.right;
}

function isFillPreview(p: CellClassParams<GridRow>): boolean {
  const ctx = p.context as GridContext | undefined;
  const rowIndex = p.node.rowIndex;
  if (!ctx?.fill || rowIndex === null) return false;
  const col = ctx.colIndex.get(p.column.getColId());
  return (
    col !== undefined && inRect(ctx.fill, rowIndex, col) && !(ctx.rect && inRect(ctx.rect, rowIndex, col))
  );
}

/** The edges of a pending cut's range that a cell lies on (its dashed border, as Excel's marquee). */
function cutEdge(edge: 'top' | 'bottom' | 'left' | 'right') {
  return (p: CellClassParams<GridRow>): boolean => {
    const ctx = p.context as GridContext | undefined;
    const r = ctx?.cut;
    const row = p.node.rowIndex;
    const col = ctx?.colIndex.get(p.column.getColId());
    if (!r || row === null || col === undefined || !inRect(r, row, col)) return false;
    return edge === 'top' || edge === 'bottom' ? row === r[edge] : col === r[edge];
  };
}

/** Row spans for read-only columns: rows covered by a cell's rowSpan join its origin. */
function spanOwners(model: GridModel, key: string): Map<string, string> | null {
  // Most columns have no span: decide that before building anything (this runs for every column).
  if (!model.rows.some((r) => (r.cells[key]?.rowSpan ?? 1) > 1)) return null;
  // AG Grid refuses spanRows on editable columns; such columns keep one cell per row.
  if (model.rows.some((r) => r.cells[key]?.editable)) return null;
  const owners = new Map<string, string>();
  model.rows.forEach((row, i) => {
    const span = row.cells[key]?.rowSpan ?? 1;
    for (let k = 0; k < span; k++) {
      const covered = model.rows[i + k];
      if (covered) owners.set(covered.id, row.id);
    }
  });
  return owners;
}

/** The width a column gets from the model (or its role's default). */
export const baseWidth = (column: GridColumn): number =>
  column.width ?? (column.role === 'name' ? 220 : column.role === 'no' ? 72 : 120);

export function leafColDef(column: GridColumn, model: GridModel, minWidth?: number): ColDef<GridRow> {
  const key = column.key;
  const owners = spanOwners(model, key);
  const role = column.role ?? 'value';
  // AG Grid's select editor labels its options through the column's valueFormatter, called without a row; the
  // options of the cell being edited are kept here for that call (cellEditorSelector runs just before it).
  let editingOptions: readonly { value: string; label: string }[] = [];
  const def: ColDef<GridRow> = {
    colId: key,
    headerName: column.label,
    headerClass: 'tg-header',
    width: Math.max(baseWidth(column), minWidth ?? 0),
    pinned: column.frozen ? 'left' : undefined,
    lockPinned: true,
    suppressMovable: true,
    sortable: false,
    cellDataType: false, // our own parser: inference would pick the number editor
    cellEditorSelector: (p) => {
      const cell = cellAt(p.data, key);
      if (cell?.type !== 'select') return { component: 'agTextCellEditor' };
      const options = cell.options ?? [];
      editingOptions = options;
      return {
        component: 'agSelectCellEditor',
        params: { values: options.map((o) => o.value) },
      };
    },
    valueGetter: (p) => cellAt(p.data, key)?.value ?? null,
    valueFormatter: (p: ValueFormatterParams<GridRow>) => {
      if (p.data == null) {
        const raw = p.value === null || p.value === undefined ? '' : String(p.value);
        return editingOptions.find((o) => o.value === raw)?.label ?? raw;
      }
      const cell = cellAt(p.data, key);
      const ctx = p.context as GridContext | undefined;
      if (!cell) return '';
      const on = cell.boolValues?.[0] ?? 'True';
      if (cell.type === 'switch') return cell.value === on ? '☑' : '☐';
      if (cell.type === 'radio') return cell.value === on ? '◉' : '○';
      if (cell.type === 'select')
        return cell.options?.find((o) => o.value === cell.value)?.label ?? cell.value ?? '';
      if (!cell.numeric) return cell.value ?? '';
      const dp = cell.dp ?? p.data?.dp ?? ctx?.decimals;
      return formatNumber(cell.value, ctx?.decimals === undefined ? undefined : dp);
    },
    editable: (p) =>
      cellAt(p.data, key)?.editable === true &&
      cellAt(p.data, key)?.type !== 'switch' &&
      cellAt(p.data, key)?.type !== 'radio',
    colSpan: (p) => cellAt(p.data, key)?.colSpan ?? 1,
    cellClassRules: {
      'tg-sel': isSelected,
      'tg-fill-corner': isFillCorner,
      'tg-fill': isFillPreview,
      'tg-cut-t': cutEdge('top'),
      'tg-cut-b': cutEdge('bottom'),
      'tg-cut-l': cutEdge('left'),
      'tg-cut-r': cutEdge('right'),
      'tg-input': (p) => cellAt(p.data, key)?.editable === true,
      'tg-readonly': (p) => cellAt(p.data, key)?.editable !== true,
      'tg-num': (p) => cellAt(p.data, key)?.numeric === true,
      'tg-title': (p) => cellAt(p.data, key)?.type === 'title',
      'tg-toggle': (p) => ['switch', 'radio'].includes(cellAt(p.data, key)?.type ?? ''),
      ...(role === 'name'
        ? {
            'tg-indent-1': (p: CellClassParams<GridRow>) => (p.data?.level ?? 1) === 2,
            'tg-indent-2': (p: CellClassParams<GridRow>) => (p.data?.level ?? 1) >= 3,
          }
        : {}),
    },
  };
  if (owners) {
    def.spanRows = (p: SpanRowsParams<GridRow>) => {
      const a = p.nodeA?.data?.id;
      const b = p.nodeB?.data?.id;
      return a !== undefined && b !== undefined && owners.get(b) !== b && owners.get(b) === owners.get(a);
    };
  }
  return def;
}

/**
 * Header tree → AG Grid defs. Leaves name column keys; a group becomes a ColGroupDef that keeps its
 * children together. Columns the tree does not mention are appended so that no data is hidden.
 */
export function toColumnDefs(model: GridModel, widths?: ReadonlyMap<string, number>): AnyColDef[] {
  const byKey = new Map(model.columns.map((c) => [c.key, c]));
  const used = new Set<string>();
  let groupSeq = 0;
  const walk = (node: GridHeaderNode): AnyColDef | null => {
    if (node.children && node.children.length > 0) {
      const children = node.children.map(walk).filter((d): d is AnyColDef => d !== null);
      if (children.length === 0) return null;
      return {
        groupId: `g${groupSeq++}`,
        headerName: node.label,
        headerClass: 'tg-group-header',
        marryChildren: true,
        children,
      };
    }
    const column = node.key !== undefined ? byKey.get(node.key) : undefined;
    if (!column || used.has(column.key)) return null;
    used.add(column.key);
    return leafColDef({ ...column, label: node.label || column.label }, model, widths?.get(column.key));
  };
  const defs = model.headers.map(walk).filter((d): d is AnyColDef => d !== null);
  for (const column of model.columns)
    if (!used.has(column.key)) defs.push(leafColDef(column, model, widths?.get(column.key)));
  return defs;
}

/** Row classes: level styles of §9 tables, groups, titles and totals. */
export function rowClassOf(row: GridRow | undefined, levelStyles: boolean): string[] {
  if (!row) return [];
  const classes: string[] = [`tg-kind-${row.kind}`];
  if (row.className) classes.push(...row.className.split(/\s+/).filter(Boolean));
  if (levelStyles) {
    const level = dotLevel(row.no);
    if (level >= 0) classes.push(`tg-level-${Math.min(level, 2)}`);
  }
  return classes;
}
