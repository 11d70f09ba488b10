// Primitive zod schemas of model-input.schema.json: decimal strings, ids, row numbers, enums shared by every part.
import { z } from 'zod';

const DEC = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;
const NONNEG = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;
const ID = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const ROWNO = /^[1-9][0-9]*(\.[1-9][0-9]*){0,2}$/;

export const Dec = z.string().regex(DEC);
export const NonNeg = z.string().regex(NONNEG);
export const Pct = NonNeg;
/**
 * z.array(NonNeg) in one check: the same issues (type, then format per item, with the item's path) and so the
 * same Chinese messages, at less than half the cost — a large project carries hundreds of year arrays.
 */
const nonNegArrayCheck: z.core.CheckFn<string[]> = (ctx) => {
  const v = ctx.value as unknown;
  if (!Array.isArray(v)) {
    ctx.issues.push({ code: 'invalid_type', expected: 'array', input: v });
    return;
  }
  for (let i = 0; i < v.length; i++) {
    const s = v[i] as unknown;
    if (typeof s !== 'string')
      ctx.issues.push({ code: 'invalid_type', expected: 'string', input: s, path: [i] });
    else if (!NONNEG.test(s))
      ctx.issues.push({
        code: 'invalid_format',
        format: 'regex',
        pattern: NONNEG.toString(),
        origin: 'string',
        input: s,
        path: [i],
      });
  }
};
export const DecArray = z.custom<string[]>().check(nonNegArrayCheck);
export const Id = z.string().regex(ID);
export const IdOrNull = Id.nullable();
export const Name = z.string().min(1).max(200);
export const Note = z.string().max(1000);
export const RowNo = z.string().regex(ROWNO);
export const Int = (min: number, max: number) => z.number().int().min(min).max(max);
export const CostCategory = z.enum(['material', 'labour', 'repair', 'other']);
export const VatPct = z.enum(['0', '3', '6', '9', '13']);
export const TaxPreference = z.enum(['exempt', 'half', 'none']);
export const GroupRow = z.strictObject({ no: RowNo, name: Name, note: Note.optional() });
export const AssetClass = z.enum(['bio', 'buildings', 'equipment', 'intangible', 'other', 'allocated']);
