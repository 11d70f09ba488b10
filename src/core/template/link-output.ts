// Linked (L) cells filled from the engine's output tables: a template row finds its engine row by number.
import type { ModelOutput, Table } from '../engine/model-io-types';
import { Decimal } from '../money/decimal';
import { roundDisplay } from '../money/display';
import type { InstanceContext, LinkOutputSchema, TableInstance, TableSchema } from './types';

export interface LinkedValue {
  cellId: string;
  value: string | null;
}

/**
 * The engine row number of each template row (model-io §3.2 numbers them): the pattern's {no} is the row's
 * number, {seq} its position in the table, {sub} the sub-project's position in the project and {scope} its
 * position among the sub-projects the table exists for (all 1-based).
 */
export function engineRowNumbers(
  t: TableInstance,
  schema: TableSchema,
  link: LinkOutputSchema,
  ctx: InstanceContext,
): Map<string, string> {
  const pattern = link.row ?? '{no}';
  const sub = ctx.subProjects.findIndex((s) => s.id === t.subProjectId) + 1;
  const scopeTypes = schema.scope.kind === 'subProject' ? schema.scope.types : [];
  const scope =
    ctx.subProjects.filter((s) => scopeTypes.includes(s.type)).findIndex((s) => s.id === t.subProjectId) + 1;
  return new Map(
    t.rows.map((r, i) => [
      r.id,
      pattern
        .replaceAll('{no}', r.no)
        .replaceAll('{seq}', String(i + 1))
        .replaceAll('{sub}', String(sub))
        .replaceAll('{scope}', String(scope)),
    ]),
  );
}

/**
 * Linked cells are read-only copies of engine results shown on an input tab, which otherwise shows the plain
 * typed number: they are shown as the engine's tables are, at 2 dp half-up (nothing reads them back).
 */
const shown = (v: string | null | undefined): string | null =>
  v === null || v === undefined ? null : roundDisplay(new Decimal(v)).toString();

/** Item of a year on the table's axis (an operating-axis table starts at year B+1). */
const indexOf = (table: Table, year: number, B: number) =>
  table.yearAxis === 'operating' ? year - B - 1 : year - 1;

/** Sets the linked cells of one table from the output; returns the cells it set. */
export function linkTable(
  t: TableInstance,
  schema: TableSchema,
  output: ModelOutput,
  ctx: InstanceContext,
): LinkedValue[] {
  const link = schema.linkOutput;
  const table = link ? output.tables[link.table as keyof ModelOutput['tables']] : undefined;
  if (!link || !table) return [];
  const byNo = new Map(table.rows.map((r) => [r.no, r]));
  const numbers = engineRowNumbers(t, schema, link, ctx);
  const yearCols = link.years ? t.columns.filter((c) => c.yearGroup === link.years) : [];
  const out: LinkedValue[] = [];
  const set = (rowId: string, col: string, value: string | null, cell: { value: string | null }) => {
    cell.value = value;
    out.push({ cellId: `${rowId}:${col}`, value });
  };
  for (const row of t.rows) {
    const src = byNo.get(numbers.get(row.id) ?? '');
    for (const c of yearCols) {
      const cell = row.cells[c.key];
      if (cell?.cell !== 'linked') continue;
      set(row.id, c.key, shown(src?.values[indexOf(table, c.year ?? 0, ctx.B)]), cell);
    }
    const totalCell = link.total ? row.cells[link.total] : undefined;
    if (link.total && totalCell?.cell === 'linked') set(row.id, link.total, shown(src?.total), totalCell);
  }
  return out;
}
