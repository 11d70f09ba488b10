// Maps one computed table (model-io §3.1) to TemplateGrid's read-only table model: nested headers, level rows, unit column.
import type { GridCell, GridColumn, GridHeaderNode, GridModel, GridRow } from './types';
import type { OutputTable } from '../../core/contracts/results';
import { cellOf, layoutTable, replaceUnit, rowLevel } from '../../core/contracts/results-layout';
import type { LeafBinding, PlacedHeader } from '../../core/contracts/results-layout';

/** Stable column key of a leaf binding: no, name, unit, total, x_<extra key>, y<index>. */
export function leafKey(b: LeafBinding): string {
  if (b.kind === 'extra') return `x_${b.key}`;
  if (b.kind === 'value') return `y${b.index}`;
  return b.kind;
}

/** Indicator rows whose null value means "no single IRR / not recovered": shown as "—" (finance-model §4.4). */
const DASH_WHEN_NULL: Record<string, readonly string[]> = {
  summary: ['11', '12', '15', '16', '17', '18', '19'],
  projectCash: ['8.1', '8.2', '8.5', '8.6', '8.7', '8.8'],
  equityCash: ['5.1'],
};

function headerTree(
  cells: PlacedHeader[],
  depth: number,
  keys: string[],
  unit: (s: string) => string,
): GridHeaderNode[] {
  const within = (row: number, from: number, to: number) =>
    cells
      .filter((c) => c.row === row && c.col >= from && c.col + c.colSpan <= to)
      .sort((a, b) => a.col - b.col);
  const node = (c: PlacedHeader): GridHeaderNode =>
    c.row + c.rowSpan >= depth
      ? { label: unit(c.label), key: keys[c.col] }
      : { label: unit(c.label), children: within(c.row + c.rowSpan, c.col, c.col + c.colSpan).map(node) };
  return within(0, 0, keys.length).map(node);
}

/** Value columns are at least wide enough for a two-line header label (CJK ≈ 13 px). */
function labelWidth(label: string): number {
  let w = 0;
  for (const ch of label) w += /[\u2e80-\uffff]/.test(ch) ? 13 : 7;
  return Math.max(110, Math.min(220, Math.ceil(w / 2) + 36));
}

/** The read-only grid model of `table`; `{unit}` in labels becomes 亩 or 公顷. */
export function outputTableToGrid(table: OutputTable, areaUnit?: 'mu' | 'ha'): GridModel {
  const unit = (s: string) => replaceUnit(s, areaUnit);
  const layout = layoutTable(table);
  const keys = layout.leaves.map((l) => leafKey(l.binding));
  const columns: GridColumn[] = layout.leaves.map((l, i) => {
    const kind = l.binding.kind;
    const text = kind === 'no' || kind === 'name' || kind === 'unit';
    return {
      key: keys[i] ?? `c${i}`,
      label: unit(l.label),
      role: kind === 'no' ? 'no' : kind === 'name' ? 'name' : 'value',
      frozen: kind === 'no' || kind === 'name',
      width: kind === 'no' ? 70 : kind === 'name' ? 260 : kind === 'unit' ? 80 : labelWidth(l.label),
      type: text ? 'text' : 'data',
      numeric: !text,
    };
  });
  const dashRows = DASH_WHEN_NULL[table.id] ?? [];
  const rows: GridRow[] = table.rows.map((row, i) => {
    const isGroup = table.rows.some((r) => r.no.startsWith(`${row.no}.`));
    const cells: Record<string, GridCell> = {};
    layout.leaves.forEach((leaf, c) => {
      const key = keys[c] ?? `c${c}`;
      const raw = cellOf(row, leaf.binding);
      const numeric = columns[c]?.numeric === true;
      const dash = numeric && raw === null && dashRows.includes(row.no) && leaf.binding.kind !== 'value';
      cells[key] = {
        value: dash ? '—' : leaf.binding.kind === 'name' ? unit(raw ?? '') : raw,
        editable: false,
        type: numeric && !dash ? 'data' : 'text',
        numeric: numeric && !dash,
      };
    });
    return {
      id: `r${i}`,
      no: row.no,
      level: rowLevel(row.no) + 1,
      kind: isGroup ? 'group' : 'leaf',
      ...(row.dp !== undefined ? { dp: row.dp } : {}),
      cells,
    };
  });
  return {
    id: table.id,
    title: unit(table.title),
    headers: headerTree(layout.header, layout.depth, keys, unit),
    columns,
    rows,
    levelStyles: true,
  };
}
