// The one reader of numbers a user types or pastes (finance formats of Excel and WPS), shared by typing and pasting.
import { Decimal } from '../../core/money/decimal';

export interface NumberTarget {
  /** The cell holds a percentage (its column or row label says %): "12.5%" is 12.5 there, 0.125 elsewhere. */
  percent?: boolean;
}

const CANONICAL = /^-?(0|[1-9]\d*)(\.\d*[1-9])?$/;
const FULL_WIDTH = /[\uFF10-\uFF19\uFF0E\uFF0C\uFF0D\uFF05\uFF0B\uFF08\uFF09]/g;
const CURRENCY = /[¥￥$]/g;
const PLAIN = /^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Normalises a typed or pasted number to a plain decimal string: full-width digits, thousands separators,
 * spaces, a leading +, currency signs ¥ ￥ $, accounting parentheses "(¥1,234.00)", the accounting zero
 * " -  ", a trailing minus "1234-", a trailing % and exponents. Returns '' for an empty input and null when
 * the text is not a number.
 */
export function normaliseNumber(raw: string, target: NumberTarget = {}): string | null {
  // Most pasted numbers are already canonical (what Decimal#toFixed would give back): no parsing needed.
  if (CANONICAL.test(raw) && raw !== '-0') return raw;
  let s = raw.replace(FULL_WIDTH, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
  s = s.replace(/[\s\u00a0\u3000]/g, '');
  if (s === '') return '';
  s = s.replace(/[−－]/g, '-').replace(CURRENCY, '');
  // Excel's accounting format shows zero as a dash ("¥ -  ", " -  ").
  if (s === '-') return '0';
  let negative = false;
  const paren = /^\((.*)\)$/.exec(s);
  if (paren) {
    negative = true;
    s = paren[1]!;
  } else if (s.endsWith('-') && !s.startsWith('-')) {
    // A trailing minus (SAP and some bank exports): "1234-" is −1234.
    negative = true;
    s = s.slice(0, -1);
  }
  const percent = s.endsWith('%');
  if (percent) s = s.slice(0, -1);
  if (/^[+-]?(\d{1,3}(,\d{3})+)(\.\d*)?$/.test(s)) s = s.replace(/,/g, '');
  if (s.startsWith('+')) s = s.slice(1);
  if (!PLAIN.test(s)) return null;
  let d = new Decimal(s);
  if (negative) d = d.negated();
  // Excel reads "12.5%" as 0.125; a cell that holds percentages keeps the 12.5 the user sees.
  if (percent && !target.percent) d = d.dividedBy(100);
  if (d.isZero()) return '0';
  return d.toFixed();
}
