// Primitive zod schemas of model-input.schema.json: decimal strings, ids, row numbers, enums shared by every part.
import { z } from 'zod';
import { DECIMAL_PATTERN, exceedsIntegerDigits } from '../money/codec';

const ID = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const ROWNO = /^[1-9][0-9]*(\.[1-9][0-9]*){0,2}$/;

/** What a user reads when a field is not the number it should be (D-57: never the pattern itself). */
const FORM = '不超过12位整数，可带小数，不用科学计数法、千位分隔符或正号';
export const MSG_DEC = `应为数字：${FORM}`;
export const MSG_NONNEG = `应为不小于0的数字：${FORM}`;
export const MSG_NEGATIVE = '不能为负数';
export const MSG_DEC_TYPE = '应为用引号写成文本的数字，如 "12.5"';
export const MSG_INTEGER_DIGITS = '整数部分不得超过12位';
/** The issue param that turns a schema issue into E_NUMBER_RANGE (model-io §2.10). */
export const NUMBER_RANGE = 'E_NUMBER_RANGE';

/**
 * Does v fit model-input.schema.json's decimal pattern — plain notation, at most 12 integer digits (D-56):
 * ^-?(0|[1-9][0-9]{0,11})(\.[0-9]+)?$, without the sign when negatives are not allowed? Read character by character:
 * a large project has some 12,000 decimal strings, and the regular expression took a third of the schema check.
 */
export function fitsDecimal(v: string, allowNegative: boolean): boolean {
  const n = v.length;
  let i = allowNegative && v.charCodeAt(0) === 45 ? 1 : 0;
  if (i >= n) return false;
  let c = v.charCodeAt(i);
  if (c === 48) i++;
  else if (c >= 49 && c <= 57) {
    const start = i;
    for (i++; i < n && (c = v.charCodeAt(i)) >= 48 && c <= 57; i++);
    if (i - start > 12) return false;
  } else return false;
  if (i === n) return true;
  if (v.charCodeAt(i) !== 46 || ++i === n) return false;
  for (; i < n; i++) {
    c = v.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** Why v is not an acceptable decimal string, or null when it is. */
function decimalIssue(v: unknown, allowNegative: boolean): { message: string; range?: true } | null {
  if (typeof v === 'string' && fitsDecimal(v, allowNegative)) return null;
  if (typeof v !== 'string') return { message: MSG_DEC_TYPE };
  if (!DECIMAL_PATTERN.test(v)) return { message: allowNegative ? MSG_DEC : MSG_NONNEG };
  if (!allowNegative && v.startsWith('-')) return { message: MSG_NEGATIVE };
  return exceedsIntegerDigits(v) ? { message: MSG_INTEGER_DIGITS, range: true } : null;
}

function pushDecimalIssue(
  ctx: z.core.ParsePayload<unknown>,
  v: unknown,
  allowNegative: boolean,
  path?: number,
): void {
  const why = decimalIssue(v, allowNegative);
  if (!why) return;
  // continue: the value's other checks may still run, and a union keeps this option as the one that nearly fit
  ctx.issues.push({
    code: 'custom',
    message: why.message,
    input: v,
    continue: true,
    ...(why.range ? { params: { code: NUMBER_RANGE } } : {}),
    ...(path === undefined ? {} : { path: [path] }),
  });
}

const decimal = (allowNegative: boolean) =>
  z.custom<string>().check((ctx) => pushDecimalIssue(ctx, ctx.value, allowNegative));

export const Dec = decimal(true);
export const NonNeg = decimal(false);
export const Pct = NonNeg;
/**
 * z.array(NonNeg) in one check: the same issues (type, then form per item, with the item's path) and so the
 * same Chinese messages, at less than half the cost — a large project carries hundreds of year arrays.
 */
const nonNegArrayCheck: z.core.CheckFn<string[]> = (ctx) => {
  const v = ctx.value as unknown;
  if (!Array.isArray(v)) {
    ctx.issues.push({ code: 'invalid_type', expected: 'array', input: v });
    return;
  }
  for (let i = 0; i < v.length; i++) pushDecimalIssue(ctx, v[i], false, i);
};
export const DecArray = z.custom<string[]>().check(nonNegArrayCheck);
export const Id = z
  .string()
  .regex(ID, { error: '应为标识：以英文字母开头，由英文字母、数字、下划线或连字符组成，不超过64个字符' });
export const IdOrNull = Id.nullable();
export const Name = z.string().min(1).max(200);
export const Note = z.string().max(1000);
export const RowNo = z
  .string()
  .regex(ROWNO, { error: '应为序号：一至三级，如 1、1.2、1.2.3，各级为不以0开头的正整数' });
export const Int = (min: number, max: number) => z.number().int().min(min).max(max);
export const CostCategory = z.enum(['material', 'labour', 'repair', 'other']);
export const VatPct = z.enum(['0', '3', '6', '9', '13']);
export const TaxPreference = z.enum(['exempt', 'half', 'none']);
export const GroupRow = z.strictObject({ no: RowNo, name: Name, note: Note.optional() });
export const AssetClass = z.enum(['bio', 'buildings', 'equipment', 'intangible', 'other', 'allocated']);
