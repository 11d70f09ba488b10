// zh-CN number display 数字显示: 2-dp half-up with 千分位 thousands separators, via the engine's display rounding.
import { Decimal } from '../core/money/decimal';
import { formatDisplay } from '../core/money/display';

export type NumberLike = Decimal | string | number | null | undefined;

function toDecimal(value: NumberLike): Decimal | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  try {
    // Numbers go through their shortest decimal text, so 0.1 stays 0.1 rather than its binary expansion.
    return new Decimal(typeof value === 'number' ? String(value) : value);
  } catch {
    return null;
  }
}

/** "1234567.005" → "1,234,567.01"; empty or non-numeric input gives '' (callers show the raw text if they want). */
export function formatAmount(value: NumberLike, dp = 2): string {
  const d = toDecimal(value);
  return d === null ? '' : formatDisplay(d, { dp, thousands: true });
}

/** Same rounding without separators, e.g. for inputs and exports: "1234.565" → "1234.57". */
export function formatFixed(value: NumberLike, dp = 2): string {
  const d = toDecimal(value);
  return d === null ? '' : formatDisplay(d, { dp });
}

/** Integer counters with separators: 12345 → "12,345". */
export function formatCount(value: NumberLike): string {
  return formatAmount(value, 0);
}
