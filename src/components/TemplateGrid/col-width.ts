// Number columns wide enough for their formatted values, so that amounts are not cut off.
import type { GridColumn, GridRow } from './types';

const PLAIN = /^-?\d+(\.\d+)?$/;

/** Characters a stored number takes on screen: sign, digits, thousands separators, decimals. */
export function shownChars(value: string, decimals: number | undefined): number {
  if (decimals === undefined || !PLAIN.test(value)) return value.length;
  const neg = value.startsWith('-');
  const digits = (neg ? value.slice(1) : value).split('.')[0]!.replace(/^0+(?=\d)/, '').length;
  // +1: rounding can carry into a new digit (999.995 → 1,000.00).
  const intChars = digits + 1 + Math.floor(digits / 3);
  return (neg ? 1 : 0) + intChars + (decimals > 0 ? decimals + 1 : 0);
}

/**
 * The width (px) each number column needs for its widest value as shown, when that is more than its
 * set width; columns that fit are left out.
 */
export function numberColumnWidths(
  columns: readonly GridColumn[],
  rows: readonly GridRow[],
  decimals: number | undefined,
  metrics: { digit: number; padding: number; base: (c: GridColumn) => number },
): Map<string, number> {
  const out = new Map<string, number>();
  for (const col of columns) {
    if ((col.role ?? 'value') !== 'value') continue;
    // This runs over every cell before the first paint: find the longest integer part with a plain scan,
    // then format only that value.
    let widest: { value: string; dp: number | undefined } | null = null;
    let widestInt = -1;
    for (const r of rows) {
      const c = r.cells[col.key];
      if (!c?.numeric || c.value === null) continue;
      const v = c.value;
      const dot = v.indexOf('.');
      const int = (dot < 0 ? v.length : dot) + (v.charCodeAt(0) === 45 ? 1 : 0); // a minus sign counts
      if (int > widestInt) {
        widestInt = int;
        widest = { value: v, dp: decimals === undefined ? undefined : (r.dp ?? decimals) };
      }
    }
    const chars = widest ? shownChars(widest.value, widest.dp) : 0;
    // Room for the padding on both sides and the focus outline / fill handle.
    const need = Math.ceil(chars * metrics.digit + 2 * metrics.padding + 8);
    if (chars > 0 && need > metrics.base(col)) out.set(col.key, need);
  }
  return out;
}
