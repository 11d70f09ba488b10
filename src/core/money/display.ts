// Display rounding of model-io §5.1 (D-2): snap to 20 dp, round half-up to 2 dp, −0.00 → 0.00, optional 千分位.
import { Decimal } from './decimal';

/** Options for formatDisplay. */
export interface DisplayOptions {
  /** Decimal places shown; 2 for amounts, ratios and years, 0 for 株 and kg rows. */
  dp?: number;
  /** Insert thousands separators (千分位) into the integer part, as reports may. */
  thousands?: boolean;
}

/**
 * display(x) = round_half_up(round_half_up(x, 20 dp), dp). The 20-dp snap absorbs finite-precision residue on
 * exact ties (1.1249…9 for 1.125), so every implementation shows a tie the same way. Never returns −0.
 */
export function roundDisplay(x: Decimal, dp = 2): Decimal {
  const r = x.toDecimalPlaces(20, Decimal.ROUND_HALF_UP).toDecimalPlaces(dp, Decimal.ROUND_HALF_UP);
  return r.isZero() ? new Decimal(0) : r;
}

/** The display string of x: fixed dp, half-up, "0.00" never "-0.00", with thousands separators on request. */
export function formatDisplay(x: Decimal | string, options: DisplayOptions = {}): string {
  const dp = options.dp ?? 2;
  const text = roundDisplay(new Decimal(x), dp).toFixed(dp);
  return options.thousands ? groupThousands(text) : text;
}

/** A percentage already expressed in % (e.g. FIRR 22.03) shown with 2 dp and the suffix "%". */
export function formatPercent(pct: Decimal | string, options: DisplayOptions = {}): string {
  return `${formatDisplay(pct, options)}%`;
}

/** Inserts a comma every three digits of the integer part of a plain decimal string. */
function groupThousands(text: string): string {
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const dot = body.indexOf('.');
  const intPart = dot < 0 ? body : body.slice(0, dot);
  const fraction = dot < 0 ? '' : body.slice(dot);
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction}`;
}
