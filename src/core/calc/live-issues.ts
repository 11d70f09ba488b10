// The live computation's side of 校验问题: engine refusals located at the cells they come from, and rows that wait for a
// later tab's data counted as zero instead of stopping the computation.
import type { Message, ModelInput } from '../engine/model-io-types';
import type { InputOrigin, InputOrigins } from '../template/to-model-input';
import { cellId } from '../template/stored';
import type { ValidationIssue } from '../template/types';

/**
 * The origin of a ModelInput pointer, or of the nearest member above it that has one; an item of a year array (or a
 * member below it) is the cell of its year.
 */
function originOf(origins: InputOrigins, path: string): InputOrigin | undefined {
  for (let p = path; p !== ''; p = p.slice(0, p.lastIndexOf('/'))) {
    const o = origins.get(p);
    if (!o) continue;
    if (!o.years || p === path) return o;
    const item = /^\/(\d+)(?:\/|$)/.exec(path.slice(p.length));
    const col = item ? o.years[Number(item[1])] : undefined;
    if (col === undefined) return o;
    return o.rowId === undefined
      ? { tableKey: o.tableKey, col }
      : { tableKey: o.tableKey, rowId: o.rowId, col };
  }
  return undefined;
}

/**
 * Every error that stopped the engine, as an issue of the table, row and cell it comes from (a path that no table
 * maps, e.g. a project record field, keeps an empty table key: listed, not clickable).
 */
export function locateEngineErrors(
  messages: readonly Message[],
  origins: InputOrigins,
  describe: (tableKey: string, rowId: string | undefined) => string | undefined,
): ValidationIssue[] {
  const seen = new Set<string>();
  const out: ValidationIssue[] = [];
  for (const m of messages) {
    if (m.level !== 'error') continue;
    const o = originOf(origins, m.path);
    const issue: ValidationIssue = {
      tableKey: o?.tableKey ?? '',
      level: 'error',
      code: m.code,
      message: m.text,
    };
    if (o?.rowId) issue.rowId = o.rowId;
    if (o?.rowId && o.col) issue.cellId = cellId(o.rowId, o.col);
    const where = o ? describe(o.tableKey, o.rowId) : undefined;
    if (where) issue.where = where;
    const key = `${issue.tableKey}|${issue.cellId ?? issue.rowId ?? ''}|${m.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(issue);
  }
  return out;
}

/**
 * Rows whose reference is still to be chosen (issues W_REF_PENDING: a cost per unit of output before any product
 * exists) count as zero in the live computation: their rates are zeroed and their method made a fixed amount, so
 * the engine computes everything else. A submit maps the stored cells unchanged and refuses them.
 */
export function zeroPendingRows(
  input: ModelInput,
  origins: InputOrigins,
  pending: readonly { tableKey: string; rowId: string }[],
): void {
  if (pending.length === 0) return;
  const wanted = new Set(pending.map((p) => `${p.tableKey}|${p.rowId}`));
  for (const [path, o] of origins) {
    if (o.col || !o.rowId || !/\/\d+$/.test(path) || !wanted.has(`${o.tableKey}|${o.rowId}`)) continue;
    const row = path
      .split('/')
      .slice(1)
      .reduce<unknown>((cur, part) => (cur as Record<string, unknown> | undefined)?.[part], input) as
      Record<string, unknown> | undefined;
    if (!row || !('method' in row)) continue;
    row.method = 'fixed';
    row.productId = null;
    if (Array.isArray(row.values)) row.values = row.values.map(() => '0');
  }
}

/**
 * The engine's 合理性检查 findings (messages R_…, issue 18) as issues of the cells their fields were keyed in:
 * level warning (they never block), the badge 警告 or 提示 in `label`.
 */
export function reviewIssues(
  messages: readonly Message[],
  origins: InputOrigins,
  describe: (tableKey: string, rowId: string | undefined) => string | undefined,
): ValidationIssue[] {
  return messages.flatMap((m) => {
    if (!m.code.startsWith('R_')) return [];
    const o = originOf(origins, m.path);
    if (!o) return [];
    const issue: ValidationIssue = {
      tableKey: o.tableKey,
      level: 'warning',
      code: m.code,
      message: m.text.replace(/^合理性检查（(提示|警告)）：/, ''),
      label: m.level === 'warning' ? '警告' : '提示',
    };
    if (o.rowId) issue.rowId = o.rowId;
    if (o.rowId && o.col) issue.cellId = cellId(o.rowId, o.col);
    const where = describe(o.tableKey, o.rowId);
    if (where) issue.where = where;
    return [issue];
  });
}
