// Reading rule of a computed table's headers (model-io §3.1), shared by the result viewer and the workbook.
import type { HeaderCell, OutputRow, OutputTable } from './results';

/** Where a leaf (bottom) header column takes its figures from. */
export type LeafBinding =
  | { kind: 'no' }
  | { kind: 'name' }
  | { kind: 'unit' }
  | { kind: 'extra'; key: string }
  | { kind: 'total' }
  | { kind: 'value'; index: number };

/** A header cell placed on the header grid (0-based row/col; spans ≥ 1). */
export interface PlacedHeader {
  label: string;
  row: number;
  col: number;
  rowSpan: number;
  colSpan: number;
}

export interface TableLayout {
  /** Number of header rows. */
  depth: number;
  header: PlacedHeader[];
  leaves: { label: string; binding: LeafBinding }[];
}

/** Tables whose rows carry their own units get a read-only 单位 column after 项目 (产量估算表, 主要经济指标一览表). */
export function hasUnitColumn(table: OutputTable): boolean {
  return table.unit === '' && table.id !== 'sensitivity' && table.rows.some((r) => !!r.unit);
}

function defaultHeaderLines(table: OutputTable): HeaderCell[][] {
  const first: HeaderCell[] = [
    { label: '序号' },
    { label: '项目' },
    ...table.columns.map((c) => ({ label: c.label })),
  ];
  if (table.yearAxis === 'none') return [first];
  const n = table.rows[0]?.values.length ?? 0;
  const years = Array.from({ length: n }, (_, i) => ({ label: `第${i + 1}年` }));
  return [
    [
      ...first.map((c) => ({ ...c, rowSpan: 2 })),
      { label: '合计', rowSpan: 2 },
      { label: '年份', colSpan: n },
    ],
    years,
  ];
}

/** Places header lines on a grid the way an HTML table does (row spans reserve slots below). */
export function placeHeaders(lines: HeaderCell[][]): { depth: number; width: number; cells: PlacedHeader[] } {
  const taken = new Set<string>();
  const cells: PlacedHeader[] = [];
  let width = 0;
  let depth = lines.length;
  lines.forEach((line, row) => {
    let col = 0;
    for (const h of line) {
      while (taken.has(`${row}:${col}`)) col += 1;
      const rowSpan = h.rowSpan ?? 1;
      const colSpan = h.colSpan ?? 1;
      cells.push({ label: h.label, row, col, rowSpan, colSpan });
      for (let r = row; r < row + rowSpan; r += 1)
        for (let c = col; c < col + colSpan; c += 1) taken.add(`${r}:${c}`);
      depth = Math.max(depth, row + rowSpan);
      col += colSpan;
      width = Math.max(width, col);
    }
  });
  return { depth, width, cells };
}

/**
 * Lays a computed table out: placed header cells plus, per leaf column, the field it shows.
 * Leaves bind by label: 1st 序号, 2nd 项目, a label equal to an extra column's label → that column,
 * 合计 → total, every other leaf → the next year value (so 项目投资估算表's 合计 inside 估算价值 works).
 */
export function layoutTable(table: OutputTable): TableLayout {
  const lines = table.headers.length > 0 ? table.headers : defaultHeaderLines(table);
  const placed = placeHeaders(lines);
  const extraByLabel = new Map(table.columns.map((c) => [c.label, c.key]));
  const leaves: TableLayout['leaves'] = [];
  let valueIndex = 0;
  for (let col = 0; col < placed.width; col += 1) {
    const covering = placed.cells.filter((c) => c.col <= col && col < c.col + c.colSpan);
    const bottom = covering.reduce<PlacedHeader | undefined>(
      (b, c) => (!b || c.row > b.row ? c : b),
      undefined,
    );
    const label = bottom?.label ?? '';
    const extraKey = covering.map((c) => extraByLabel.get(c.label)).find((k) => k !== undefined);
    let binding: LeafBinding;
    if (col === 0) binding = { kind: 'no' };
    else if (col === 1) binding = { kind: 'name' };
    else if (extraKey !== undefined && bottom?.colSpan === 1) binding = { kind: 'extra', key: extraKey };
    else if (label === '合计') binding = { kind: 'total' };
    else binding = { kind: 'value', index: valueIndex++ };
    leaves.push({ label, binding });
  }
  if (!hasUnitColumn(table)) return { depth: placed.depth, header: placed.cells, leaves };
  // Insert 单位 after 项目: shift every header cell right of column 1 by one.
  const header = placed.cells.map((c) => (c.col >= 2 ? { ...c, col: c.col + 1 } : c));
  header.push({ label: '单位', row: 0, col: 2, rowSpan: placed.depth, colSpan: 1 });
  leaves.splice(2, 0, { label: '单位', binding: { kind: 'unit' } });
  return { depth: placed.depth, header, leaves };
}

/** The raw figure (or text) a row shows under a leaf binding. */
export function cellOf(row: OutputRow, binding: LeafBinding): string | null {
  switch (binding.kind) {
    case 'no':
      return row.no;
    case 'name':
      return row.name;
    case 'unit':
      return row.unit ?? '';
    case 'extra':
      return row.extra?.[binding.key] ?? null;
    case 'total':
      return row.total;
    case 'value':
      return row.values[binding.index] ?? null;
  }
}

/** Numbering depth: "1" → 0, "1.2" → 1 (level-1 style), "1.2.3" → 2 (level-2 style) — product §9. */
export function rowLevel(no: string): number {
  return no.split('.').length - 1;
}

/** Replaces the {unit} placeholder in labels with the version's area unit (default 亩). */
export function replaceUnit(label: string, areaUnit: 'mu' | 'ha' | undefined): string {
  return label.replaceAll('{unit}', areaUnit === 'ha' ? '公顷' : '亩');
}
