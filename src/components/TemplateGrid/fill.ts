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
