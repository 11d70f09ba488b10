// The comparison rule of model-io §4.2: tables by (id, row no, year) at 2-dp display, indicators likewise.
import { Decimal } from '../../../src/core/money/decimal';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const disp = (s: string): string => {
  const r = new Decimal(s)
    .toDecimalPlaces(20, Decimal.ROUND_HALF_UP)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return (r.isZero() ? r.abs() : r).toFixed(2);
};

const same = (a: Json | undefined, b: Json | undefined): boolean => {
  if (a === null || b === null || a === undefined || b === undefined) return (a ?? null) === (b ?? null);
  if (typeof a === 'string' && typeof b === 'string' && /^-?\d/.test(a) && /^-?\d/.test(b))
    return disp(a) === disp(b);
  return JSON.stringify(a) === JSON.stringify(b);
};

/** Lists every difference between two ModelOutput documents (empty = they agree). */
export function compareOutputs(actual: Record<string, Json>, expected: Record<string, Json>): string[] {
  const diffs: string[] = [];
  const at = (o: Json | undefined, k: string) =>
    o && typeof o === 'object' && !Array.isArray(o) ? o[k] : undefined;
  const tA = (at(actual, 'tables') ?? {}) as Record<string, Json>;
  const tE = (at(expected, 'tables') ?? {}) as Record<string, Json>;
  for (const id of new Set([...Object.keys(tA), ...Object.keys(tE)])) {
    if (!(id in tA) || !(id in tE)) {
      diffs.push(`table ${id} present in only one document`);
      continue;
    }
    const rows = (t: Json | undefined) =>
      new Map(((at(t, 'rows') ?? []) as Json[]).map((r) => [String(at(r, 'no')), r]));
    const rA = rows(tA[id]);
    const rE = rows(tE[id]);
    for (const no of new Set([...rA.keys(), ...rE.keys()])) {
      const a = rA.get(no);
      const e = rE.get(no);
      if (!a || !e) {
        diffs.push(`${id} row ${no} present in only one document`);
        continue;
      }
      if (!same(at(a, 'total'), at(e, 'total')))
        diffs.push(`${id} ${no} total ${String(at(a, 'total'))} ≠ ${String(at(e, 'total'))}`);
      if ((at(a, 'dp') ?? null) !== (at(e, 'dp') ?? null))
        diffs.push(`${id} ${no} dp ${String(at(a, 'dp'))} ≠ ${String(at(e, 'dp'))}`);
      const vA = (at(a, 'values') ?? []) as Json[];
      const vE = (at(e, 'values') ?? []) as Json[];
      if (vA.length !== vE.length) diffs.push(`${id} ${no} has ${vA.length} values, expected ${vE.length}`);
      vE.forEach((v, i) => {
        if (!same(vA[i], v)) diffs.push(`${id} ${no} year#${i + 1} ${String(vA[i])} ≠ ${String(v)}`);
      });
      const xA = (at(a, 'extra') ?? {}) as Record<string, Json>;
      const xE = (at(e, 'extra') ?? {}) as Record<string, Json>;
      for (const k of new Set([...Object.keys(xA), ...Object.keys(xE)])) {
        if (!same(xA[k], xE[k])) diffs.push(`${id} ${no} extra.${k} ${String(xA[k])} ≠ ${String(xE[k])}`);
      }
    }
  }
  const walk = (a: Json | undefined, e: Json | undefined, path: string) => {
    if (Array.isArray(e) || Array.isArray(a)) {
      const aa = (a ?? []) as Json[];
      const ee = (e ?? []) as Json[];
      if (aa.length !== ee.length) diffs.push(`${path} length ${aa.length} ≠ ${ee.length}`);
      ee.forEach((v, i) => walk(aa[i], v, `${path}[${i}]`));
    } else if (e && typeof e === 'object') {
      for (const k of new Set([...Object.keys(e), ...Object.keys((a as Record<string, Json>) ?? {})]))
        walk(at(a, k), e[k], `${path}.${k}`);
    } else if (!same(a, e)) diffs.push(`${path} ${String(a)} ≠ ${String(e)}`);
  };
  walk(at(actual, 'indicators'), at(expected, 'indicators'), 'indicators');
  return diffs;
}
