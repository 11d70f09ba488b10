// 审计辅助计算: the working rows an analyst keeps beside the statements (loss ledgers, discounted flows), one row per
// quantity, one column per project year. Cells are formulas; rows marked `engine` hold the engine's own figures.
import { columnLetters, sheetPrefix } from './grid';

export const HELPER_SHEET = '审计辅助计算';
/** Row 1 title, row 2 header (项目 | 说明 | 第1年 …); data from row 3. */
const FIRST_ROW = 3;
const FIRST_YEAR_COL = 3;

export interface HelperRow {
  label: string;
  note: string;
  /** project year → formula (without "=") or, for engine rows, a decimal string */
  cells: Map<number, string>;
  engine: boolean;
}

export class HelperSheet {
  readonly rows: HelperRow[] = [];

  constructor(readonly N: number) {}

  /** Adds a row; `f` gives year t's formula or null for an empty cell. Returns its row number. */
  add(label: string, note: string, f: (t: number) => string | null): number {
    const cells = new Map<number, string>();
    for (let t = 1; t <= this.N; t++) {
      const v = f(t);
      if (v !== null) cells.set(t, v);
    }
    this.rows.push({ label, note, cells, engine: false });
    return FIRST_ROW + this.rows.length - 1;
  }

  /** A row reserved now and filled later (a chain whose formulas refer to rows added after it). */
  reserve(label: string, note: string): { row: number; fill: (f: (t: number) => string | null) => void } {
    const entry: HelperRow = { label, note, cells: new Map(), engine: false };
    this.rows.push(entry);
    return {
      row: FIRST_ROW + this.rows.length - 1,
      fill: (f) => {
        for (let t = 1; t <= this.N; t++) {
          const v = f(t);
          if (v !== null) entry.cells.set(t, v);
        }
      },
    };
  }

  /** A row of engine figures (shaded, listed in 说明): values the workbook cannot rebuild as formulas. */
  addEngine(label: string, note: string, values: readonly (string | null)[]): number {
    const cells = new Map<number, string>();
    values.forEach((v, i) => v !== null && cells.set(i + 1, v));
    this.rows.push({ label, note, cells, engine: true });
    return FIRST_ROW + this.rows.length - 1;
  }

  /** 'sheet'!C7 of a row and year. */
  ref(row: number, t: number): string {
    return `${sheetPrefix(HELPER_SHEET)}${this.local(row, t)}`;
  }

  local(row: number, t: number): string {
    return `${columnLetters(FIRST_YEAR_COL + t - 1)}${row}`;
  }

  /** 'sheet'!C7:C12: one year's column over rows from … to. */
  columnRange(fromRow: number, toRow: number, t: number): string {
    return `${sheetPrefix(HELPER_SHEET)}${this.local(fromRow, t)}:${this.local(toRow, t)}`;
  }

  /** 'sheet'!C7:N7: a row over years from … to. */
  rowRange(row: number, from: number, to: number): string {
    return `${sheetPrefix(HELPER_SHEET)}${this.local(row, from)}:${this.local(row, to)}`;
  }

  static readonly FIRST_ROW = FIRST_ROW;
  static readonly FIRST_YEAR_COL = FIRST_YEAR_COL;
}
