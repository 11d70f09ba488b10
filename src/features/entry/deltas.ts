// Routing of worker answers to the grids: computed-cell deltas by table, issue lists merged by table.
import type { CellDelta as WorkerDelta } from '../../core/calc/api';
import type { CellDelta } from '../../components/TemplateGrid/types';
import type { TableInstance, TemplateInstance, ValidationIssue } from '../../core/template/types';

/** Deltas grouped by store key; each table gets a fresh array so its grid applies them exactly once. */
export function groupDeltas(changed: readonly WorkerDelta[]): Record<string, CellDelta[]> {
  const out: Record<string, CellDelta[]> = {};
  for (const d of changed) (out[d.table] ??= []).push({ cellId: d.cellId, value: d.value });
  return out;
}

/**
 * Adds new deltas to what the grids were given. Two answers may arrive before React renders: keeping the
 * earlier cells (the latest value of each cell wins) means none is lost; the grid re-applies a table's
 * list only when it is a new array, and re-applying a computed value is harmless.
 */
export function mergeDeltas(
  current: Readonly<Record<string, CellDelta[]>>,
  next: Readonly<Record<string, CellDelta[]>>,
): Record<string, CellDelta[]> {
  const out: Record<string, CellDelta[]> = { ...current };
  for (const [table, list] of Object.entries(next)) {
    const byCell = new Map((current[table] ?? []).map((d) => [d.cellId, d]));
    for (const d of list) {
      byCell.delete(d.cellId);
      byCell.set(d.cellId, d);
    }
    out[table] = [...byCell.values()];
  }
  return out;
}

/**
 * Replaces the issue lists of the tables the worker re-validated. Every edit re-validates its table, and
 * mostly nothing changed: then `current` itself is answered, so the issue panel is not re-rendered.
 */
export function mergeIssues(
  current: Readonly<Record<string, ValidationIssue[]>>,
  next: Readonly<Record<string, ValidationIssue[]>>,
): Record<string, ValidationIssue[]> {
  let out: Record<string, ValidationIssue[]> | null = null;
  for (const [table, list] of Object.entries(next)) {
    const had = current[table];
    if (had !== undefined && sameIssues(had, list)) continue;
    (out ??= { ...current })[table] = list;
  }
  return out ?? (current as Record<string, ValidationIssue[]>);
}

const sameIssues = (a: readonly ValidationIssue[], b: readonly ValidationIssue[]): boolean =>
  a === b || (a.length === b.length && JSON.stringify(a) === JSON.stringify(b));

/** Every issue of one template, errors first. */
export function issuesOfTemplate(
  all: Readonly<Record<string, ValidationIssue[]>>,
  templateKey: string,
): ValidationIssue[] {
  const list = Object.entries(all)
    .filter(([k]) => k.startsWith(`${templateKey}/`))
    .flatMap(([, v]) => v);
  return [...list.filter((i) => i.level === 'error'), ...list.filter((i) => i.level !== 'error')];
}

/**
 * What 校验问题 lists: the server's answer to the last save or submit, the open tab's issues, and the live
 * computation's refusals (located on any tab). Each message once: a save's warnings are also the tab's own, and
 * the engine's refusal of a row or table the tab already marks as wrong says the same thing again. Errors first.
 */
export function issueList(
  server: readonly ValidationIssue[],
  tab: readonly ValidationIssue[],
  live: readonly ValidationIssue[],
): ValidationIssue[] {
  const seen = new Set<string>();
  const out: ValidationIssue[] = [];
  const add = (i: ValidationIssue, key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    out.push(i);
  };
  for (const i of [...server, ...tab]) add(i, `${i.tableKey}|${i.cellId ?? i.rowId ?? ''}|${i.message}`);
  const marked = new Set(out.filter((i) => i.level === 'error').map((i) => `${i.tableKey}|${i.rowId ?? ''}`));
  for (const i of live)
    if (!marked.has(`${i.tableKey}|${i.rowId ?? ''}`))
      add(i, `${i.tableKey}|${i.cellId ?? i.rowId ?? ''}|${i.message}`);
  return [...out.filter((i) => i.level === 'error'), ...out.filter((i) => i.level !== 'error')];
}

/** The template with some tables replaced by rebuilt ones (after a row edit). */
export function replaceTables(t: TemplateInstance, tables: readonly TableInstance[]): TemplateInstance {
  const byKey = new Map(tables.map((x) => [x.key, x]));
  return {
    ...t,
    sections: t.sections.map((s) => ({ ...s, tables: s.tables.map((x) => byKey.get(x.key) ?? x) })),
  };
}
