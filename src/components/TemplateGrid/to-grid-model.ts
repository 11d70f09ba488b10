// Maps a template table instance (src/core/template) to the grid model, and grid events back to core edits.
import type {
  CellEdit,
  CellKind,
  InstanceCell,
  InstanceRow,
  RowEdit,
  TableInstance,
} from '../../core/template/types';
import type { RowsChange } from './numbering';
import type {
  CellChange,
  GridCell,
  GridColumn,
  GridHeaderNode,
  GridModel,
  GridRow,
  GridRowKind,
} from './types';

/** check cells store "true"/"false" (ValueType bool). */
const CHECK_VALUES = ['true', 'false'] as const;

export function toGridCell(c: InstanceCell): GridCell {
  const base = { value: c.value, editable: c.editable, colSpan: c.colSpan, rowSpan: c.rowSpan };
  const byKind: Record<CellKind, () => GridCell> = {
    number: () => ({ ...base, type: 'data', numeric: true }),
    computed: () => ({ ...base, editable: false, type: 'data', numeric: c.numeric }),
    linked: () => ({ ...base, editable: false, type: 'data', numeric: c.numeric }),
    text: () => ({ ...base, type: 'text', numeric: false }),
    select: () => ({ ...base, type: 'select', numeric: false, options: c.options ?? [] }),
    check: () => ({ ...base, type: 'switch', numeric: false, boolValues: CHECK_VALUES }),
    blank: () => ({ ...base, value: null, editable: false, type: 'text', numeric: false }),
  };
  const cell = byKind[c.cell]();
  if (cell.colSpan === undefined) delete cell.colSpan;
  if (cell.rowSpan === undefined) delete cell.rowSpan;
  if (c.integer) cell.dp = 0;
  return cell;
}

const ROW_KIND: Record<InstanceRow['kind'], GridRowKind> = {
  fixed: 'leaf',
  group: 'group',
  leaf: 'leaf',
  system: 'leaf',
  linked: 'leaf',
};

function toHeader(nodes: TableInstance['header']): GridHeaderNode[] {
  return nodes.map((n) =>
    n.children && n.children.length > 0
      ? { label: n.label, children: toHeader(n.children) }
      : { label: n.label, key: n.key },
  );
}

const isPercentLabel = (label: string): boolean => /[%％]/.test(label);

/** Leaf columns labelled as percentages, themselves or by a header group above them ("比例(%)"). */
function percentColumns(
  nodes: TableInstance['header'],
  inherited = false,
  out = new Set<string>(),
): Set<string> {
  for (const n of nodes) {
    const percent = inherited || isPercentLabel(n.label);
    if (n.children && n.children.length > 0) percentColumns(n.children, percent, out);
    else if (percent) out.add(n.key);
  }
  return out;
}

/** The 项目 column: `name` when present, otherwise the first text column after 序号. */
function nameColumnKey(t: TableInstance): string | undefined {
  return (
    t.columns.find((c) => c.key === 'name')?.key ??
    t.columns.find((c) => !c.numbering && c.cell === 'text')?.key
  );
}

export function tableInstanceToGrid(t: TableInstance): GridModel {
  const nameKey = nameColumnKey(t);
  const columns: GridColumn[] = t.columns.map((c) => ({
    key: c.key,
    label: c.label,
    role: c.numbering ? 'no' : c.key === nameKey ? 'name' : 'value',
    frozen: c.numbering || c.key === nameKey,
    width: c.width ?? (c.year !== undefined ? 110 : undefined),
    type:
      c.cell === 'text' ? 'text' : c.cell === 'select' ? 'select' : c.cell === 'check' ? 'switch' : 'data',
    numeric: c.numeric,
  }));
  const noKeys = t.columns.filter((c) => c.numbering).map((c) => c.key);
  const percentKeys = percentColumns(t.header);
  const rows: GridRow[] = t.rows.map((r) => {
    const cells: Record<string, GridCell> = {};
    const percentRow = isPercentLabel(r.label);
    for (const [key, c] of Object.entries(r.cells)) {
      cells[key] = toGridCell(c);
      if (c.numeric && c.editable && (percentRow || percentKeys.has(key))) cells[key].percent = true;
    }
    // 序号 is never stored: it shows the row's number.
    for (const key of noKeys) cells[key] = { value: r.no, editable: false, type: 'text', numeric: false };
    const row: GridRow = {
      id: r.id,
      no: r.no,
      level: r.level,
      kind: ROW_KIND[r.kind],
      cells,
      className: r.classname,
    };
    if (r.kind === 'system') row.locked = true;
    if (t.mode === 'fixed' && r.removable) row.removable = true;
    if (t.mode === 'hier') row.canAddChild = r.canAddChild;
    return row;
  });
  return {
    id: t.key,
    title: t.name,
    headers: toHeader(t.header),
    columns,
    rows,
    hierarchical: t.mode === 'hier',
    listRows: t.mode === 'list',
    removableRows: t.mode === 'fixed' && (t.rows.some((r) => r.removable) || t.removedRows.length > 0),
    removedRows: t.removedRows,
    levelStyles: t.rows.some((r) => r.no.includes('.')),
  };
}

/** Cell edits for the worker / save payload of one table (store key `table`). */
export const toCellEdits = (table: string, batch: readonly CellChange[]): CellEdit[] =>
  batch.map((c) => ({ table, cellId: c.cellId, value: c.newValue }));

/** The core row edits a grid row operation stands for; the page applies them and passes a new instance. */
export function toRowEdits(table: string, change: RowsChange): RowEdit[] {
  const rowId = change.targetRowId;
  switch (change.action) {
    case 'addType':
      return Array.from({ length: change.count ?? 1 }, (): RowEdit => ({ table, op: 'addTop' }));
    case 'addSubType':
      return rowId ? [{ table, op: 'addChild', rowId }] : [];
    case 'deleteSubType':
      return rowId ? [{ table, op: 'deleteChildren', rowId }] : [];
    case 'deleteRow':
    case 'removeRow':
      return rowId ? [{ table, op: 'delete', rowId }] : [];
    case 'restoreRows':
      return (change.restoredIds ?? []).map((id) => ({ table, op: 'restore', rowId: id }));
    case 'revert':
      if (change.layout)
        return [{ table, op: 'setLayout', layout: change.layout, cells: change.cells ?? {} }];
      return [
        ...(change.restoredIds ?? []).map((id): RowEdit => ({ table, op: 'restore', rowId: id })),
        ...(change.removedIds ?? []).map((id): RowEdit => ({ table, op: 'delete', rowId: id })),
      ];
  }
}
