// The range-selection model: an anchor cell and a moving focus cell, in displayed row/column indices.

export interface CellPos {
  row: number;
  col: number;
}

/** Excel-style selection: the anchor stays where the selection started, the focus moves. */
export interface Selection {
  anchor: CellPos;
  focus: CellPos;
}

/** Inclusive bounds of a selection. */
export interface Rect {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** Grid size, for clamping moves. */
export interface Bounds {
  rows: number;
  cols: number;
}

export type Direction = 'up' | 'down' | 'left' | 'right';

export const collapse = (cell: CellPos): Selection => ({ anchor: cell, focus: cell });

export const extendTo = (sel: Selection, cell: CellPos): Selection => ({ anchor: sel.anchor, focus: cell });

export function rectOf(sel: Selection): Rect {
  return {
    top: Math.min(sel.anchor.row, sel.focus.row),
    bottom: Math.max(sel.anchor.row, sel.focus.row),
    left: Math.min(sel.anchor.col, sel.focus.col),
    right: Math.max(sel.anchor.col, sel.focus.col),
  };
}

export const rectHeight = (r: Rect): number => r.bottom - r.top + 1;
export const rectWidth = (r: Rect): number => r.right - r.left + 1;

export const isSingleCell = (sel: Selection): boolean =>
  sel.anchor.row === sel.focus.row && sel.anchor.col === sel.focus.col;

export const inRect = (r: Rect, row: number, col: number): boolean =>
  row >= r.top && row <= r.bottom && col >= r.left && col <= r.right;

function clamp(cell: CellPos, b: Bounds): CellPos {
  return {
    row: Math.max(0, Math.min(b.rows - 1, cell.row)),
    col: Math.max(0, Math.min(b.cols - 1, cell.col)),
  };
}

/** One step in a direction; `toEdge` (Ctrl+arrow) jumps to the first/last row or column. */
export function step(cell: CellPos, dir: Direction, b: Bounds, toEdge = false): CellPos {
  const far = toEdge ? Number.MAX_SAFE_INTEGER : 1;
  const next =
    dir === 'up'
      ? { row: cell.row - far, col: cell.col }
      : dir === 'down'
        ? { row: cell.row + far, col: cell.col }
        : dir === 'left'
          ? { row: cell.row, col: cell.col - far }
          : { row: cell.row, col: cell.col + far };
  return clamp(next, b);
}

/** Shift+arrow: the focus end moves, the anchor stays. */
export const shiftExtend = (sel: Selection, dir: Direction, b: Bounds, toEdge = false): Selection =>
  extendTo(sel, step(sel.focus, dir, b, toEdge));

/** Ctrl+A: the whole grid, anchored at the top-left. */
export const selectAll = (b: Bounds): Selection => ({
  anchor: { row: 0, col: 0 },
  focus: { row: Math.max(0, b.rows - 1), col: Math.max(0, b.cols - 1) },
});

/** Indices from lo to hi of either selection's rectangle, in order (each index once). */
function touched(
  before: Selection | null,
  after: Selection | null,
  span: (r: Rect) => [number, number],
): number[] {
  const set = new Set<number>();
  for (const s of [before, after]) {
    if (!s) continue;
    const [lo, hi] = span(rectOf(s));
    for (let i = lo; i <= hi; i++) set.add(i);
  }
  return [...set].sort((a, b) => a - b);
}

/** Rows touched by either of two selections (to repaint only what changed). */
export const rowsToRepaint = (before: Selection | null, after: Selection | null): number[] =>
  touched(before, after, (r) => [r.top, r.bottom]);

/**
 * Columns touched by either of two selections: a cell outside both rectangles keeps its highlight classes, so a
 * selection change refreshes only these columns of rowsToRepaint's rows (an Enter moving the active cell down
 * repaints two cells, not two whole rows).
 */
export const columnsToRepaint = (before: Selection | null, after: Selection | null): number[] =>
  touched(before, after, (r) => [r.left, r.right]);

/** Maps a key to a direction (arrow keys only). */
export function directionOfKey(key: string): Direction | null {
  switch (key) {
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    default:
      return null;
  }
}

/**
 * Excel's Tab/Enter inside a selected range: the active cell moves within the range and wraps — Tab
 * along the row then to the next row, Enter down the column then to the next column; Shift goes back;
 * past the last cell it starts again at the first. The range itself stays.
 */
export function stepInRect(r: Rect, cell: CellPos, key: 'Tab' | 'Enter', back: boolean): CellPos {
  const d = back ? -1 : 1;
  // Tab walks columns inside rows, Enter rows inside columns: the same walk with the axes swapped.
  const [minor, major] = key === 'Tab' ? (['col', 'row'] as const) : (['row', 'col'] as const);
  const lo = { row: r.top, col: r.left };
  const hi = { row: r.bottom, col: r.right };
  const next = { ...cell };
  next[minor] += d;
  if (next[minor] > hi[minor] || next[minor] < lo[minor]) {
    next[minor] = back ? hi[minor] : lo[minor];
    next[major] += d;
    if (next[major] > hi[major] || next[major] < lo[major]) next[major] = back ? hi[major] : lo[major];
  }
  return next;
}
