// Display of stored decimal strings: the plain number on tabs ≤ 3, 2-dp half-up with thousands separators from tab 4.
import { Decimal } from '../../core/money/decimal';

const PLAIN = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;

/** Groups the integer part of a plain non-negative number string with commas. */
function groupThousands(s: string): string {
  const [int, frac] = s.split('.');
  const grouped = (int ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
}

/**
 * Formats a stored value for display. With `decimals` undefined the value is shown as stored. Otherwise
 * model-io §5.1: round half-up to 20 dp, then to `decimals`, −0 shown as 0, thousands separators.
 * Text that is not a number is shown unchanged.
 */
export function formatNumber(value: string | null | undefined, decimals?: number, thousands = true): string {
  if (value === null || value === undefined) return '';
  if (decimals === undefined || !PLAIN.test(value)) return value;
  // Scrolling re-formats the same values again and again: remember recent results.
  const key = `${decimals}${thousands ? ',' : ''}|${value}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const out = format(value, decimals, thousands);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, out);
  return out;
}

const CACHE_LIMIT = 50000;
const cache = new Map<string, string>();

function format(value: string, decimals: number, thousands: boolean): string {
  let d = new Decimal(value)
    .toDecimalPlaces(20, Decimal.ROUND_HALF_UP)
    .toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  if (d.isZero()) d = new Decimal(0);
  const fixed = d.abs().toFixed(decimals);
  const body = thousands ? groupThousands(fixed) : fixed;
  return d.isNegative() ? `-${body}` : body;
}
