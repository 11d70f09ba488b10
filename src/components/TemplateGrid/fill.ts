// Fill down (Ctrl+D) and fill right (Ctrl+R / 向右填充) of a selection, and the fill-handle drag, as Excel does them.
import { toDecimalString, tryParseDecimal } from '../../core/money/codec';
import { Decimal } from '../../core/money/decimal';
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

/** How a fill-handle drag treats its source (see fillBy). */
export interface FillByOptions {
  /** Ctrl held while dragging: a number series is copied, a single number counts up by 1 (Excel). */
  swap?: boolean;
  /** Whether a position is a number cell; digits in a text cell are text, as in Excel. Default: every cell. */
  isNumberCell?: (row: number, col: number) => boolean;
}

/**
 * The value at offset k (k = 0 is the first source) of the linear series through `ys` (k = 0, 1, …), as
 * Excel extends a selection: a constant step when the sources are exactly arithmetic, otherwise their
 * least-squares trend line. All in decimals: the one division is the only rounding (34 digits).
 */
export function linearTrend(ys: readonly Decimal[]): (k: number) => Decimal {
  const n = ys.length;
  const first = ys[0]!;
  if (n === 1) return (k) => first.plus(k);
  const step = ys[1]!.minus(first);
  if (ys.every((y, i) => i === 0 || y.minus(ys[i - 1]!).eq(step))) return (k) => first.plus(step.times(k));
  // With u = 2i − (n − 1) (centred, whole numbers) and U = Σu² = n(n² − 1)/3, the trend at k is
  // [U·Σy + n·Σ(u·y)·(2k − n + 1)] / (n·U): one division, so terminating results stay exact.
  let sumY = new Decimal(0);
  let sumUY = new Decimal(0);
  ys.forEach((y, i) => {
    sumY = sumY.plus(y);
    sumUY = sumUY.plus(y.times(2 * i - (n - 1)));
  });
  const u = (n * (n * n - 1)) / 3;
  return (k) =>
    sumY
      .times(u)
      .plus(sumUY.times(n * (2 * k - n + 1)))
      .div(n * u);
}

/**
 * The raw text at offset k of one line of a drag fill (a column when filling down, a row when filling
 * right), or null when the line is copied: two or more numbers continue their series, one number, text,
 * blanks or a mix are copied; `swap` (Ctrl) turns a series into a copy and one number into a count by 1.
 */
function lineSeries(
  raws: readonly string[],
  numberCell: boolean,
  swap: boolean,
): ((k: number) => string) | null {
  if (!numberCell) return null;
  const ys = raws.map(tryParseDecimal);
  if (ys.some((y) => y === null)) return null;
  const series = ys.length >= 2 ? !swap : swap;
  if (!series) return null;
  const at = linearTrend(ys as Decimal[]);
  return (k) => toDecimalString(at(k));
}

/**
 * The drag fill: the cells `target` adds to `rect` continue each column (down) or row (right) of the
 * selection — a number series where Excel makes one (see lineSeries), otherwise the selection's values
 * repeated.
 */
export function fillBy(rect: Rect, target: Rect, valueAt: ValueAt, options: FillByOptions = {}): Placement[] {
  const line = (at: (pos: number) => Cell, start: number, end: number, to: number) =>
    continueLine(at, start, end, to, valueAt, options);
  if (target.bottom > rect.bottom) {
    const cols: Placement[][] = [];
    for (let col = rect.left; col <= rect.right; col++)
      cols.push(line((row) => ({ row, col }), rect.top, rect.bottom, target.bottom));
    // row by row, as the cells appear
    return (cols[0] ?? []).flatMap((_, i) => cols.map((c) => c[i]!));
  }
  const out: Placement[] = [];
  if (target.right > rect.right)
    for (let row = rect.top; row <= rect.bottom; row++)
      out.push(...line((col) => ({ row, col }), rect.left, rect.right, target.right));
  return out;
}

interface Cell {
  row: number;
  col: number;
}

/** One column (filling down) or row (filling right) of the selection, positions start…end, continued to `to`. */
function continueLine(
  at: (pos: number) => Cell,
  start: number,
  end: number,
  to: number,
  valueAt: ValueAt,
  options: FillByOptions,
): Placement[] {
  const isNumber = options.isNumberCell ?? (() => true);
  const raws: string[] = [];
  let numbers = true;
  for (let pos = start; pos <= end; pos++) {
    const { row, col } = at(pos);
    raws.push(valueAt(row, col) ?? '');
    numbers &&= isNumber(row, col);
  }
  const next = lineSeries(raws, numbers, options.swap ?? false);
  const out: Placement[] = [];
  for (let pos = end + 1; pos <= to; pos++) {
    const k = pos - start;
    out.push({ ...at(pos), raw: next ? next(k) : raws[k % raws.length]! });
  }
  return out;
}
