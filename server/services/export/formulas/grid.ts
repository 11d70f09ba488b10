// Where every figure of a computed table sits in its worksheet: the address book the formula rules write against.
import type { Table, TableId, YearAxis } from '../../../../src/core/engine/model-io-types';
import { layoutTable } from '../../../../src/core/contracts/results-layout';
import { OUTPUT_HEADER_ROW } from '../output-sheet';
import { columnLetters } from '../../../../src/core/workbook/cell-address';

/** Which figure of a row: a project year t (1 … N), the 合计 column, or an extra column by key. */
export type Slot = { year: number } | 'total' | { extra: string };

export { columnLetters };

/** A sheet name as a formula reference prefix: 'name'! with quotes doubled. */
export function sheetPrefix(sheet: string): string {
  return `'${sheet.replace(/'/g, "''")}'!`;
}

/** One output table on its sheet. */
export class TableGrid {
  readonly rowOf = new Map<string, number>();
  private readonly yearCol = new Map<number, number>();
  private readonly extraCol = new Map<string, number>();
  private totalCol: number | null = null;

  constructor(
    readonly table: Table,
    readonly sheet: string,
    B: number,
    N: number,
  ) {
    const layout = layoutTable(table);
    const first = OUTPUT_HEADER_ROW + layout.depth;
    table.rows.forEach((r, i) => this.rowOf.set(r.no, first + i));
    const yearOf = yearMapper(table.yearAxis, B, N);
    layout.leaves.forEach((leaf, c) => {
      const b = leaf.binding;
      if (b.kind === 'value') {
        const t = yearOf(b.index);
        if (t !== null) this.yearCol.set(t, c + 1);
      } else if (b.kind === 'total') this.totalCol = c + 1;
      else if (b.kind === 'extra') this.extraCol.set(b.key, c + 1);
    });
  }

  get id(): TableId {
    return this.table.id as TableId;
  }

  has(no: string): boolean {
    return this.rowOf.has(no);
  }

  /** Does the table's year axis include project year t? */
  covers(t: number): boolean {
    return this.yearCol.has(t);
  }

  /** Row number and column number of a slot, or null when the row or the column does not exist. */
  position(no: string, slot: Slot): { row: number; col: number } | null {
    const row = this.rowOf.get(no);
    if (row === undefined) return null;
    const col =
      slot === 'total'
        ? this.totalCol
        : 'year' in slot
          ? (this.yearCol.get(slot.year) ?? null)
          : (this.extraCol.get(slot.extra) ?? null);
    return col === null ? null : { row, col };
  }

  /** Address local to the sheet (C7), or null. */
  local(no: string, slot: Slot): string | null {
    const p = this.position(no, slot);
    return p ? `${columnLetters(p.col)}${p.row}` : null;
  }

  /** Absolute-sheet address ('sheet'!C7), or null. */
  ref(no: string, slot: Slot): string | null {
    const a = this.local(no, slot);
    return a ? sheetPrefix(this.sheet) + a : null;
  }

  /** 'sheet'!C7:N7 over project years from … to (both covered), or null. */
  range(no: string, from: number, to: number): string | null {
    const a = this.local(no, { year: from });
    const b = this.local(no, { year: to });
    return a && b ? `${sheetPrefix(this.sheet)}${a}:${b}` : null;
  }

  /** First and last project year of the axis (null for "none"). */
  span(): { from: number; to: number } | null {
    const years = [...this.yearCol.keys()];
    return years.length ? { from: Math.min(...years), to: Math.max(...years) } : null;
  }
}

/** Value index of an axis → project year. */
function yearMapper(axis: YearAxis, B: number, N: number): (index: number) => number | null {
  switch (axis) {
    case 'all':
      return (i) => (i < N ? i + 1 : null);
    case 'construction':
      return (i) => (i < B ? i + 1 : null);
    case 'operating':
      return (i) => (B + 1 + i <= N ? B + 1 + i : null);
    case 'none':
      return () => null;
  }
}
