// Conversions between stored cell strings and ModelInput values (both directions), and binding conditions.
import { FACTOR_LABEL } from '../engine/labels';
import type { SensitivityFactor } from '../engine/model-io-types';
import type { Condition, ValueType } from './types';

/** Names a user may type for a sensitivity factor: the table's label, its short form, or the model's code. */
const FACTOR_BY_NAME: ReadonlyMap<string, SensitivityFactor> = new Map(
  (Object.entries(FACTOR_LABEL) as [SensitivityFactor, string][]).flatMap(([code, label]) => [
    [label, code],
    [label.replace(/\(.*\)$/, ''), code],
    [code, code],
  ]),
)
  .set('销售收入', 'revenue')
  .set('价格', 'revenue');

const splitList = (raw: string): string[] =>
  raw
    .split(/[,，、;；\s]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** Stored string (or null when blank) → ModelInput value; undefined means "omit" (optional and blank). */
export function toModel(raw: string | null, type: ValueType, optional = false): unknown {
  const blank = raw === null || raw.trim() === '';
  if (blank && optional) return undefined;
  switch (type) {
    case 'dec':
      return blank ? '0' : (raw as string).trim();
    case 'decOrNull':
      return blank ? null : (raw as string).trim();
    case 'int':
      return blank ? 0 : Number.parseInt(raw as string, 10);
    case 'intOrNull':
      return blank ? null : Number.parseInt(raw as string, 10);
    case 'string':
      return blank ? '' : (raw as string);
    case 'bool':
      return raw === 'true';
    case 'ref':
      return blank ? null : (raw as string);
    case 'list':
      return blank
        ? []
        : (raw as string)
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s !== '');
    case 'factorList':
      // An unknown name passes through unchanged, so the engine's validation names it.
      return blank ? [] : splitList(raw as string).map((n) => FACTOR_BY_NAME.get(n) ?? n);
  }
}

/** ModelInput value → stored string (null = leave the cell blank). */
export function fromModel(v: unknown, type: ValueType): string | null {
  if (v === undefined || v === null) return null;
  if (type === 'list') return (v as string[]).join(',');
  if (type === 'factorList')
    return (v as string[]).map((c) => FACTOR_LABEL[c as SensitivityFactor] ?? c).join('、');
  if (type === 'bool') return v ? 'true' : 'false';
  return String(v);
}

/** What a condition can look at: a cell of the current row, a template select, the sub-project type. */
export interface ConditionScope {
  cell(col: string): string | null;
  select(name: string): string;
  subProjectType: number | null;
}

export function holds(c: Condition | undefined, s: ConditionScope): boolean {
  if (!c) return true;
  if ('subProjectType' in c)
    return s.subProjectType !== null && c.subProjectType.includes(s.subProjectType as 0);
  if ('select' in c) return s.select(c.select) === c.eq;
  const v = s.cell(c.col) ?? '';
  return 'eq' in c ? v === c.eq : v !== c.ne;
}
