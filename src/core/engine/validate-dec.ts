// Comparisons of the schema's decimal strings (plain notation, digits and at most one point) read from their
// characters: the rules test hundreds of rates and year values against a bound or zero and need no Decimal for it.
import { dec } from './num';

/** Plain digits with at most one point inside: what the schema lets through (anything else goes to decimal.js). */
const plain = (v: string): boolean =>
  v.length > 0 && v.charCodeAt(0) !== 46 && v.charCodeAt(v.length - 1) !== 46;

/** Is the number v (a decimal string) greater than the integer max? */
export function decGt(v: string, max: number): boolean {
  if (!plain(v)) return dec(v).gt(max);
  let int = 0;
  let i = 0;
  for (; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c === 46) break;
    // a sign, an exponent or more than 15 integer digits (none passes the schema): decimal.js decides
    if (c < 48 || c > 57 || i >= 15) return dec(v).gt(max);
    int = int * 10 + (c - 48);
  }
  if (int !== max) return int > max;
  for (i++; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c < 48 || c > 57) return dec(v).gt(max);
    if (c !== 48) return true;
  }
  return false;
}

/** Is the number v (a decimal string) zero? */
export function decIsZero(v: string): boolean {
  if (!plain(v)) return dec(v).isZero();
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c === 48 || c === 46) continue;
    if (c >= 49 && c <= 57) return false;
    return dec(v).isZero();
  }
  return true;
}
