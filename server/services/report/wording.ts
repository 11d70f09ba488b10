// How the report writes figures in its sentences: the screen's display rounding (2 dp, half up, 千分位).
import { Decimal } from '../../../src/core/money/decimal';
import { formatDisplay } from '../../../src/core/money/display';

/** "1,329.57万元" — an amount in 万元 as the result view shows it. */
export function wan(value: string | null | undefined): string {
  return value === null || value === undefined ? '—' : `${num(value)}万元`;
}

/** "1,329.57" — 2 dp, half up, thousands separators (formatAmount of the UI). */
export function num(value: string, dp = 2): string {
  return formatDisplay(value, { dp, thousands: true });
}

/** "22.03%" — a percentage already expressed in %. */
export function pct(value: string | null | undefined): string {
  return value === null || value === undefined ? '—' : `${num(value)}%`;
}

/** A rate as the user keyed it, without padding zeros: "8" → "8%", "4.35" → "4.35%". */
export function rate(value: string | null | undefined): string {
  return value === null || value === undefined ? '—' : `${new Decimal(value).toFixed()}%`;
}

/** Share of `part` in `whole` in % (null when the whole is zero). */
export function share(part: string | null | undefined, whole: string | null | undefined): string | null {
  if (!part || !whole || new Decimal(whole).isZero()) return null;
  return new Decimal(part).div(whole).times(100).toString();
}

/** "第3年" — a year of the calculation period (1-based). */
export function yearLabel(year: number): string {
  return `第${year}年`;
}

/** Index (1-based year) and value of the smallest / largest defined item of a by-year array. */
export function extremeYear(
  values: readonly (string | null)[] | undefined,
  pick: 'min' | 'max',
): { year: number; value: string } | null {
  let best: { year: number; value: string } | null = null;
  (values ?? []).forEach((v, i) => {
    if (v === null) return;
    const better = !best || (pick === 'min' ? new Decimal(v).lt(best.value) : new Decimal(v).gt(best.value));
    if (better) best = { year: i + 1, value: v };
  });
  return best;
}

/** Sum of the defined items of a list of decimal strings, as a decimal string. */
export function sum(values: readonly (string | null | undefined)[]): string {
  return values.reduce<Decimal>((s, v) => (v ? s.plus(v) : s), new Decimal(0)).toString();
}
