// Column widths of an entry table from what its cells show, stretched so the table fills its frame.
import type { GridColumn, GridModel, GridRow } from '../../components/TemplateGrid/types';

/** Text metrics of the grid's default size (13 px, 6 px cell padding; see TemplateGrid/ag-setup). */
export interface FitMetrics {
  font: number;
  padding: number;
}

const DEFAULT_METRICS: FitMetrics = { font: 13, padding: 6 };

/** Rows an entry table shows before it scrolls (TableBlock sizes its height to them). */
export const VISIBLE_ROWS = 18;

/** Width bounds per column role: labels may grow wide, values stay compact, 序号 is small. */
const BOUNDS = {
  no: { min: 48, max: 72 },
  name: { min: 120, max: 420 },
  text: { min: 72, max: 260 },
  numeric: { min: 72, max: 180 },
};

/** Extra room of the name column for the indent of level-2/3 rows (tg-indent-1/-2). */
const INDENT = [0, 16, 32];

const WIDE = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/;

/** Estimated rendered width (px) of a string: CJK and full-width glyphs are one em, the rest ~0.6 em. */
export function textWidth(text: string, font: number): number {
  let w = 0;
  for (const ch of text) w += WIDE.test(ch) ? font : font * 0.6;
  return w;
}

/** What a cell shows: the option label of a select, the number with separators from tab 4 on, else the text. */
function shown(row: GridRow, col: GridColumn, decimals: number | undefined): string {
  const c = row.cells[col.key];
  if (!c || c.value === null) return '';
  if (c.options) return c.options.find((o) => o.value === c.value)?.label ?? c.value;
  if (c.type === 'switch' || c.type === 'radio') return '☐';
  if (c.numeric && decimals !== undefined && /^-?\d+(\.\d+)?$/.test(c.value)) {
    const int = c.value.replace('-', '').split('.')[0]!.length;
    return `${'0'.repeat(int + Math.floor(int / 3))}.${'0'.repeat(decimals)}`;
  }
  return c.value;
}

/** The leaf header label of each column (the lowest header line is what limits its width). */
function leafLabels(model: GridModel): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (nodes: GridModel['headers']) => {
    for (const n of nodes) {
      if (n.children?.length) walk(n.children);
      else if (n.key) out.set(n.key, n.label);
    }
  };
  walk(model.headers);
  return out;
}

function roleOf(col: GridColumn): keyof typeof BOUNDS {
  if (col.role === 'no') return 'no';
  if (col.role === 'name') return 'name';
  return col.numeric ? 'numeric' : 'text';
}

/** Natural width of each column: its widest shown value or its header label, within its role's bounds. */
export function naturalWidths(
  model: GridModel,
  decimals: number | undefined,
  m: FitMetrics = DEFAULT_METRICS,
): Map<string, number> {
  const labels = leafLabels(model);
  const out = new Map<string, number>();
  for (const col of model.columns) {
    const role = roleOf(col);
    // Header text is bold and shares the cell with the resize handle.
    let w = textWidth(labels.get(col.key) ?? col.label, m.font) + 2 * m.padding + 10;
    for (const r of model.rows) {
      if (r.deleted) continue;
      const indent = role === 'name' ? (INDENT[Math.min(r.level, 3) - 1] ?? 0) : 0;
      w = Math.max(w, textWidth(shown(r, col, decimals), m.font) + indent + 2 * m.padding + 10);
    }
    const b = BOUNDS[role];
    out.set(col.key, Math.round(Math.min(b.max, Math.max(b.min, col.width ?? 0, w))));
  }
  return out;
}

/**
 * The model with a width on every column. When the natural widths leave room in the frame, the room is
 * shared out in proportion (序号 excepted) so the table uses the whole frame; wider tables keep their natural
 * widths and scroll. The rows array is kept, so the grid does not reload its rows.
 */
export function fitColumns(
  model: GridModel,
  frameWidth: number,
  decimals: number | undefined,
  m: FitMetrics = DEFAULT_METRICS,
): { model: GridModel; scrolls: boolean } {
  const natural = naturalWidths(model, decimals, m);
  const total = [...natural.values()].reduce((s, w) => s + w, 0);
  // Borders of the grid wrapper, and a vertical scrollbar when the rows do not all fit (TableBlock shows 18).
  const vScroll = model.rows.filter((r) => !r.deleted).length > VISIBLE_ROWS;
  const room = frameWidth - 2 - total - (vScroll ? 16 : 0);
  const growable = model.columns.filter((c) => c.role !== 'no');
  const growBase = growable.reduce((s, c) => s + (natural.get(c.key) ?? 0), 0);
  const widths = new Map(natural);
  if (frameWidth > 0 && room > 0 && growBase > 0)
    for (const c of growable) {
      const w = natural.get(c.key) ?? 0;
      widths.set(c.key, Math.floor(w + (room * w) / growBase));
    }
  return {
    model: { ...model, columns: model.columns.map((c) => ({ ...c, width: widths.get(c.key) })) },
    scrolls: frameWidth > 0 && room < 0,
  };
}
