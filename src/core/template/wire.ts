// TemplateInstance → the Template data wire shape (contracts/templates.ts) with display values.
import type { TemplateData, WireCell, WireHeader, WireTable } from '../contracts/templates';
import { Decimal } from '../money/decimal';
import type { HeaderNode, InstanceCell, TableInstance, TemplateInstance } from './types';

/** Tabs after 3 show 2 dp half-up; tabs 0–3 show the plain number (product.md §4.4). */
export function displayValue(cell: InstanceCell, twoDp: boolean): string {
  if (cell.value === null) return '';
  if (cell.cell === 'select') return cell.options?.find((o) => o.value === cell.value)?.label ?? cell.value;
  if (cell.cell === 'check') return cell.value === 'true' ? '是' : '否';
  if (!cell.numeric || !/^-?\d+(\.\d+)?$/.test(cell.value)) return cell.value;
  const d = new Decimal(cell.value);
  // Computed cells carry full precision; show them at 2 dp everywhere, typed numbers as typed on tabs 0–3.
  if (!twoDp && cell.editable) return cell.value;
  const r = d.toDecimalPlaces(20, Decimal.ROUND_HALF_UP).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return (r.isZero() ? r.abs() : r).toFixed(2);
}

function wireType(c: InstanceCell, isLabel: boolean): WireCell['type'] {
  if (isLabel) return 'title';
  if (c.cell === 'check') return 'switch';
  if (c.cell === 'select') return 'select';
  return c.numeric ? 'data' : 'text';
}

function headers(nodes: HeaderNode[], index: Map<string, number>): WireHeader[] {
  return nodes.map((n) => {
    const h: WireHeader = { index: n.children ? -1 : (index.get(n.key) ?? -1), key: n.key, label: n.label };
    if (n.children) h.children = headers(n.children, index);
    return h;
  });
}

export function toWireTable(t: TableInstance, twoDp: boolean): WireTable {
  const index = new Map(t.columns.map((c, i) => [c.key, i]));
  const colSpan: Record<string, number> = {};
  const rowSpan: Record<string, number> = {};
  const cells = t.rows.map((r) =>
    Object.fromEntries(
      t.columns.map((c, i) => {
        const cell = r.cells[c.key] as InstanceCell;
        const id = `${r.id}:${c.key}`;
        if (cell.colSpan) colSpan[id] = cell.colSpan;
        if (cell.rowSpan) rowSpan[id] = cell.rowSpan;
        const w: WireCell = {
          id,
          value: cell.value,
          display_value: displayValue(cell, twoDp),
          type: wireType(cell, i <= 1 && !cell.editable && !c.numeric),
          classname: `${r.classname}${cell.editable ? ' editable' : ''}`,
          editable: cell.editable,
        };
        if (cell.options) w.options = [...cell.options];
        return [String(i), w];
      }),
    ),
  );
  const out: WireTable = {
    table_id: t.tableId,
    key: t.key,
    name: t.name,
    mode: t.mode,
    headers: headers(t.header, index),
    cells,
    rows: t.rows.map((r) => ({
      id: r.id,
      no: r.no,
      level: r.level,
      kind: r.kind,
      parent_id: r.parentId,
      removable: r.removable,
      can_add_child: r.canAddChild,
    })),
    col_span: colSpan,
    row_span: rowSpan,
    removed_rows: t.removedRows,
    revision: t.revision,
  };
  if (t.preview) out.preview = t.preview;
  if (t.visibleWhen) out.visible_when = t.visibleWhen;
  return out;
}

/** The whole template as read_template answers it. `order` > 3 turns on 2-dp display. */
export function toTemplateData(inst: TemplateInstance, order: number, areaUnit: 'mu' | 'ha'): TemplateData {
  const twoDp = order > 3;
  return {
    template_id: inst.key,
    template: inst.label,
    template_unit: areaUnit,
    select: inst.selects.map((s) => ({
      name: s.name,
      label: s.label,
      value: s.value,
      shown: s.options.find((o) => o.value === s.value)?.label ?? '',
      options: [...s.options],
    })),
    sub_project: inst.sections.map((s) => ({
      sub_project_id: s.subProjectId,
      sub_project_name: s.subProjectName,
      tables: s.tables.map((t) => toWireTable(t, twoDp)),
    })),
    previews: [...inst.previews],
  };
}
