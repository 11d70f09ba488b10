// Display of compared figures: values as the tables show them, differences signed (rates in 个百分点).
import { formatAmount } from '../../../i18n/number';

/** A compared value: 2-dp half-up with separators, "—" when missing. */
export function formatCompared(value: string | null, unit: string): string {
  if (value === null) return '—';
  return unit === '%' ? `${formatAmount(value)}%` : formatAmount(value);
}

/** A difference against the first version: "+12.30", "−4.00", "0.00"; a rate difference is in 个百分点. */
export function formatDiff(diff: string | null, unit: string): string {
  if (diff === null) return '—';
  const shown = formatAmount(diff);
  const signed = shown.startsWith('-') ? `−${shown.slice(1)}` : shown === '0.00' ? shown : `+${shown}`;
  return unit === '%' ? `${signed} 个百分点` : signed;
}

/** Tone of a difference (neutral: a higher cost is not "good"): up, down or none. */
export function diffTone(diff: string | null): 'up' | 'down' | 'none' {
  if (diff === null) return 'none';
  const shown = formatAmount(diff);
  if (shown === '0.00') return 'none';
  return shown.startsWith('-') ? 'down' : 'up';
}
