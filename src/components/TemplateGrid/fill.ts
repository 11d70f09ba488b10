// Fill down (Ctrl+D) and fill right (Ctrl+R / 向右填充) of a selection, as Excel does them.
import type { Rect } from './selection';
import type { Placement } from './tiling';

/** Reads the current stored value at a displayed position. */
export type ValueAt = (row: number, col: number) => string | null | undefined;

/**
 * Fill down copies the selection's first row into the rows below it; a one-row selection copies the row
 * above it (Excel's Ctrl+D). Empty sources clear their targets.
 */
export function fillDown(rect: Rect, valueAt: ValueAt): Placement[] {
  const source = rect.top === rect.bottom ? rect.top - 1 : rect.top;
  if (source < 0) return [];
  const out: Placement[] = [];
  for (let col = rect.left; col <= rect.right; col++) {
    const raw = valueAt(source, col) ?? '';
    for (let row = source + 1; row <= rect.bottom; row++) out.push({ row, col, raw });
  }
  return out;
}

/** Fill right copies the selection's first column into the columns to its right (one column: from the left). */
export function fillRight(rect: Rect, valueAt: ValueAt): Placement[] {
  const source = rect.left === rect.right ? rect.left - 1 : rect.left;
  if (source < 0) return [];
  const out: Placement[] = [];
  for (let row = rect.top; row <= rect.bottom; row++) {
    const raw = valueAt(row, source) ?? '';
    for (let col = source + 1; col <= rect.right; col++) out.push({ row, col, raw });
  }
  return out;
}

/** Delete clears every cell of the selection (read-only cells are skipped by the planner). */
export function clearRange(rect: Rect): Placement[] {
  const out: Placement[] = [];
  for (let row = rect.top; row <= rect.bottom; row++) {
    for (let col = rect.left; col <= rect.right; col++) out.push({ row, col, raw: '' });
  }
  return out;
}

/**
 * Where a drag of the fill handle (the square at the selection's bottom-right) to `to` fills: down or
 * right, whichever the pointer went further past the selection; null while it is still inside.
 */
export function fillExtent(rect: Rect, to: { row: number; col: number }): Rect | null {
  const down = to.row - rect.bottom;
  const right = to.col - rect.right;
  if (down <= 0 && right <= 0) return null;
  return down >= right ? { ...rect, bottom: to.row } : { ...rect, right: to.col };
}

/**
 * The drag fill: the cells `target` adds to `rect` take the selection's values, repeating its rows
 * (down) or columns (right) as Excel does for values that are not a series.
 */
export function fillBy(rect: Rect, target: Rect, valueAt: ValueAt): Placement[] {
  const out: Placement[] = [];
  if (target.bottom > rect.bottom) {
    const h = rect.bottom - rect.top + 1;
    for (let row = rect.bottom + 1; row <= target.bottom; row++) {
      const source = rect.top + ((row - rect.top) % h);
      for (let col = rect.left; col <= rect.right; col++)
        out.push({ row, col, raw: valueAt(source, col) ?? '' });
    }
  } else if (target.right > rect.right) {
    const w = rect.right - rect.left + 1;
    for (let col = rect.right + 1; col <= target.right; col++) {
      const source = rect.left + ((col - rect.left) % w);
      for (let row = rect.top; row <= rect.bottom; row++)
        out.push({ row, col, raw: valueAt(row, source) ?? '' });
    }
  }
  return out;
}
