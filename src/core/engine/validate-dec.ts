// Comparisons of the schema's decimal strings read from their characters: the rules test hundreds of rates and year
// values against a bound or zero and need no Decimal for it. Anything not of the schema's form goes to decimal.js.
import { dec } from './num';
import { fitsDecimal } from './schema-primitives';

/** Is the number v (a decimal string) greater than the integer max? */
export function decGt(v: string, max: number): boolean {
  if (!fitsDecimal(v, false)) return dec(v).gt(max);
  // at most 12 integer digits: exact as a double
  let int = 0;
  let i = 0;
  for (; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c === 46) break;
    int = int * 10 + (c - 48);
  }
  if (int !== max) return int > max;
  for (i++; i < v.length; i++) if (v.charCodeAt(i) !== 48) return true;
  return false;
}

/** Is the number v (a decimal string) zero? */
export function decIsZero(v: string): boolean {
  if (!fitsDecimal(v, false)) return dec(v).isZero();
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c !== 48 && c !== 46) return false;
  }
  return true;
}
