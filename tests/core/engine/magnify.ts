// Largest admissible magnitudes (model-io D-56): a generated input with its amounts, areas and prices scaled up.
import type { ModelInput } from '../../../src/core/engine';
import { MAX_INTEGER_DIGITS } from '../../../src/core/money/codec';

/** Left as they are: percentages (…Pct), row numbers, quantities of build rows, E (it bounds the output). */
const keep = (key: string) =>
  key.endsWith('Pct') || key === 'no' || key === 'quantity' || key === 'expectedTotalHarvest';
const DEC = /^-?\d+(\.\d+)?$/;

/** Moves the decimal point of x by k places to the right (exact, no arithmetic). */
function shift(x: string, k: number): string {
  const neg = x.startsWith('-');
  const [int, frac = ''] = (neg ? x.slice(1) : x).split('.');
  const digits = int! + frac.padEnd(k, '0');
  const point = int!.length + k;
  const whole = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(point).replace(/0+$/, '');
  return (neg && (whole !== '0' || rest) ? '-' : '') + whole + (rest ? '.' + rest : '');
}

function walk(v: unknown, key: string, f: (s: string) => string): unknown {
  if (Array.isArray(v)) return v.map((x) => walk(x, key, f));
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k, f)]));
  return typeof v === 'string' && !keep(key) && DEC.test(v) ? f(v) : v;
}

/** The input with every amount, area, density and price × 10^k, k as large as 12 integer digits allow. */
export function magnify(input: ModelInput): ModelInput {
  let longest = 1;
  walk(input, '', (s) => {
    longest = Math.max(longest, s.replace(/^-/, '').split('.')[0]!.length);
    return s;
  });
  const k = MAX_INTEGER_DIGITS - longest;
  return walk(input, '', (s) => shift(s, k)) as ModelInput;
}
