// Validation of a built table: per-cell number checks and the rules the table carries (sums, totals).
import { exceedsIntegerDigits, MAX_INTEGER_DIGITS } from '../money/codec';
import { Decimal } from '../money/decimal';
import type { BuiltTable } from './instantiate';
import { plainSum } from './plain-sum';
import { cellId } from './stored';
import type { FieldSource, NumberRule, ValidationIssue } from './types';

export const MSG_NOT_NUMBER = '输入的值必须为数字';
export const MSG_NEGATIVE = '输入的值不能为负数';
export const MSG_NOT_INTEGER = '输入的值必须为整数';
/** The engine's limit (model-io D-56): |x| < 10¹², so a save never stores what the engine would refuse. */
export const MSG_TOO_MANY_DIGITS = `输入的值整数部分不得超过${MAX_INTEGER_DIGITS}位`;

const DEC = /^-?\d+(\.\d+)?$/;
/** On a DEC string (no exponent): a non-zero digit anywhere, and a non-zero fraction digit. */
const NON_ZERO = /[1-9]/;
const NON_ZERO_FRACTION = /\.\d*[1-9]/;

/** round₂ of model-io §5.1: snap to 20 dp, then half-up to 2 dp. */
export const round2 = (d: Decimal): Decimal =>
  d.toDecimalPlaces(20, Decimal.ROUND_HALF_UP).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** The message for one typed value, or null when it is acceptable. */
export function checkNumber(raw: string, rule: NumberRule | undefined): string | null {
  const s = raw.trim();
  if (!DEC.test(s)) return MSG_NOT_NUMBER;
  if (exceedsIntegerDigits(s)) return MSG_TOO_MANY_DIGITS;
  // The sign and the digits decide these without parsing a Decimal (a 10,000-cell paste checks every cell).
  if (s.startsWith('-') && NON_ZERO.test(s) && !rule?.allowNegative) return MSG_NEGATIVE;
  if (rule?.integer && NON_ZERO_FRACTION.test(s)) return MSG_NOT_INTEGER;
  if (rule?.max !== undefined && new Decimal(s).gt(rule.max)) return `输入的值不能大于${rule.max}`;
  return null;
}

const num = (v: string | null | undefined): Decimal =>
  v && DEC.test(v.trim()) ? new Decimal(v.trim()) : new Decimal(0);

/**
 * What the row-by-row checks found, by table: a table is validated whole after every edit, and a keystroke or a
 * paste into some rows of a 182-row × 55-year table changes only those rows. A rebuilt table is a new object,
 * so it starts without any.
 */
interface RowChecks {
  cells: Map<string, ValidationIssue[]>;
  /** by rule index and row id: whether Σ years = total held */
  totals: Map<string, boolean>;
}
const rowChecks = new WeakMap<BuiltTable, RowChecks>();

function cellIssues(b: BuiltTable, row: BuiltTable['instance']['rows'][number]): ValidationIssue[] {
  const out: ValidationIssue[] = [];
  for (const [col, c] of Object.entries(row.cells)) {
    if (c.cell !== 'number' || !c.editable || c.value === null || c.value === '') continue;
    const msg = checkNumber(c.value, b.cellRules.get(cellId(row.id, col)));
    if (msg)
      out.push({
        tableKey: b.instance.key,
        rowId: row.id,
        cellId: cellId(row.id, col),
        level: 'error',
        code:
          msg === MSG_NOT_NUMBER
            ? 'E_NOT_NUMBER'
            : msg === MSG_TOO_MANY_DIGITS
              ? 'E_NUMBER_RANGE'
              : 'E_CELL_RANGE',
        message: msg,
      });
  }
  return out;
}

/**
 * Every issue of a table (cells first, then table rules). `changedRows`: the only rows whose values changed
 * since this table was last validated (an edit); the others keep what their checks found then.
 */
export function validateTable(b: BuiltTable, changedRows?: ReadonlySet<string>): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const key = b.instance.key;
  const v = (rowId: string, col: string) => b.sheet.values.get(cellId(rowId, col)) ?? null;
  let memo = rowChecks.get(b);
  if (!memo || !changedRows) rowChecks.set(b, (memo = { cells: new Map(), totals: new Map() }));
  const { cells, totals } = memo;
  for (const row of b.instance.rows) {
    let found = cells.get(row.id);
    if (!found || changedRows?.has(row.id)) cells.set(row.id, (found = cellIssues(b, row)));
    issues.push(...found);
  }
  issues.push(...unnamedRows(b));
  issues.push(...pendingRefs(b));
  const leaves = b.instance.rows.filter((r) => r.kind !== 'group');
  const yearCols = (g: string) => b.instance.columns.filter((c) => c.yearGroup === g).map((c) => c.key);
  (b.schema.rules ?? []).forEach((rule, i) => {
    if (rule.kind === 'columnSum') {
      const sum = leaves.reduce((s, r) => s.plus(num(v(r.id, rule.column))), new Decimal(0));
      if (!sum.eq(rule.equals))
        issues.push({ tableKey: key, level: 'error', code: 'E_COLUMN_SUM', message: rule.message });
    } else if (rule.kind === 'rowSum') {
      const sum = yearCols(rule.years).reduce((s, c) => s.plus(num(v(rule.row, c))), new Decimal(0));
      if (!sum.eq(rule.equals))
        issues.push({
          tableKey: key,
          rowId: rule.row,
          level: 'error',
          code: 'E_ROW_SUM',
          message: rule.message,
        });
    } else {
      const cols = yearCols(rule.years);
      for (const r of leaves) {
        if (r.kind === 'system' || r.kind === 'linked') continue;
        const at = `${i}|${r.id}`;
        let ok = totals.get(at);
        if (ok === undefined || changedRows?.has(r.id)) {
          const terms = cols.map((c) => v(r.id, c));
          const fast = plainSum(terms);
          const sum =
            fast !== null ? new Decimal(fast) : terms.reduce((s, x) => s.plus(num(x)), new Decimal(0));
          totals.set(at, (ok = round2(sum).eq(round2(num(v(r.id, rule.total))))));
        }
        if (!ok)
          issues.push({
            tableKey: key,
            rowId: r.id,
            level: 'error',
            code: 'E_YEAR_SUM',
            message: rule.message,
          });
      }
    }
  });
  return issues;
}

export const MSG_NAME_EMPTY = '名称不能为空，测算前请填写';

/**
 * Rows the user added to a hierarchical or list table become named objects of the model (products, cost rows,
 * investment items), which the engine refuses without a name: a warning at the empty label cell says so while
 * the user types (a warning, so that 暂存 still keeps half-filled work).
 */
function unnamedRows(b: BuiltTable): ValidationIssue[] {
  const { rows, bind, labelColumn = 'name' } = b.schema;
  if ((rows.mode !== 'hier' && rows.mode !== 'list') || bind.kind !== 'rows') return [];
  const out: ValidationIssue[] = [];
  for (const row of b.instance.rows) {
    const c = row.cells[labelColumn];
    if (!c?.editable || (c.value ?? '').trim() !== '') continue;
    out.push({
      tableKey: b.instance.key,
      rowId: row.id,
      cellId: cellId(row.id, labelColumn),
      level: 'warning',
      code: 'W_NAME_EMPTY',
      message: MSG_NAME_EMPTY,
    });
  }
  return out;
}

export const CODE_REF_PENDING = 'W_REF_PENDING';

/** Warnings that stop a submit although entry goes on (the server refuses them too): see pendingRefs. */
export const blocksSubmit = (i: ValidationIssue): boolean =>
  i.level === 'error' || i.code === CODE_REF_PENDING;

/** The ref a row's binding asks for (its condition holds) and the column it comes from, when that cell is blank or stale. */
export interface PendingRef {
  rowId: string;
  /** the ref column, e.g. productId */
  col: string;
  /** the column whose value made the ref necessary, e.g. method */
  whenCol: string;
}

/**
 * Rows whose binding needs a reference that is not chosen yet (a cost priced per unit of output needs a product, and
 * products are entered on a later tab): read from the bindings, so any `{col, type: 'ref', when: {col, eq}}` field counts.
 */
export function pendingRefRows(b: BuiltTable): PendingRef[] {
  const bind = b.schema.bind;
  if (bind.kind !== 'rows') return [];
  const out: PendingRef[] = [];
  const cellsOf = new Map(b.instance.rows.map((r) => [r.id, r.cells]));
  for (const row of b.rows) {
    if (row.kind === 'group' || row.kind === 'linked' || row.derived) continue;
    const cells = cellsOf.get(row.id);
    if (!cells) continue;
    for (const src of Object.values(row.schema?.emit ?? bind.fields)) {
      const first = (Array.isArray(src) ? src[0] : src) as FieldSource | undefined;
      if (!first || !('col' in first) || first.type !== 'ref' || !first.when || !('col' in first.when))
        continue;
      const when = first.when;
      if (!('eq' in when) || (cells[when.col]?.value ?? '') !== when.eq) continue;
      const ref = cells[first.col];
      const value = ref?.value ?? '';
      const known = !ref?.options || ref.options.some((o) => o.value === value);
      if (value === '' || !known) out.push({ rowId: row.id, col: first.col, whenCol: when.col });
    }
  }
  return out;
}

/** A pending reference is a warning while the user types (the row counts as zero), an error at submit. */
function pendingRefs(b: BuiltTable): ValidationIssue[] {
  const pending = pendingRefRows(b);
  if (pending.length === 0) return [];
  const label = (col: string) => b.instance.columns.find((c) => c.key === col)?.label ?? col;
  return pending.map(({ rowId, col, whenCol }) => {
    const cells = b.instance.rows.find((r) => r.id === rowId)?.cells ?? {};
    const chosen = cells[whenCol]?.value ?? '';
    const shown = cells[whenCol]?.options?.find((o) => o.value === chosen)?.label ?? chosen;
    return {
      tableKey: b.instance.key,
      rowId,
      cellId: cellId(rowId, col),
      level: 'warning',
      code: CODE_REF_PENDING,
      message: `${label(whenCol)}为“${shown}”，须选择${label(col)}；选择前本行按0计入测算，提交前须补全`,
    };
  });
}
