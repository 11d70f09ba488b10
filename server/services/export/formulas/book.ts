// The formula rules' working surface: addresses of every output figure and entered number, and the formulas found.
import type { ModelInput, ModelOutput, TableId } from '../../../../src/core/engine/model-io-types';
import type { Model } from '../../../../src/core/engine/core';
import type { Slot, TableGrid } from './grid';
import { HelperSheet } from './helper';

/** ε of the formulas: binary floating point in Excel leaves residues near 1e-13, far above the engine's 1e-20. */
export const FORMULA_EPS = '1E-9';

const slotKey = (slot: Slot): string =>
  slot === 'total' ? 'total' : 'year' in slot ? `y${slot.year}` : `x:${slot.extra}`;

/** Key of one output figure. */
export const figureKey = (table: TableId, no: string, slot: Slot): string =>
  `${table}|${no}|${slotKey(slot)}`;

export class FormulaBook {
  readonly formulas = new Map<string, string>();
  readonly B: number;
  readonly O: number;
  readonly N: number;
  /** 审计辅助计算 rows the rules add. */
  readonly helper: HelperSheet;

  constructor(
    readonly input: ModelInput,
    readonly output: ModelOutput,
    /** The engine's base run, for the few intermediate figures no output table shows. */
    readonly model: Model,
    private readonly grids: ReadonlyMap<TableId, TableGrid>,
    /** ModelInput path → 'sheet'!A1 of the 录入 cell holding it. */
    private readonly inputRefs: ReadonlyMap<string, string>,
  ) {
    this.B = input.meta.B;
    this.O = input.meta.O;
    this.N = this.B + this.O;
    this.helper = new HelperSheet(this.N);
  }

  grid(table: TableId): TableGrid | undefined {
    return this.grids.get(table);
  }

  has(table: TableId, no: string): boolean {
    return this.grids.get(table)?.has(no) ?? false;
  }

  /** Records a formula (without the leading "="). Rows or columns the sheet lacks are ignored. */
  set(table: TableId, no: string, slot: Slot, formula: string): void {
    if (this.grids.get(table)?.position(no, slot)) this.formulas.set(figureKey(table, no, slot), formula);
  }

  /** The same formula builder for every year of the table's axis. */
  years(table: TableId, no: string, f: (t: number) => string | null): void {
    const span = this.grids.get(table)?.span();
    if (!span) return;
    for (let t = span.from; t <= span.to; t++) {
      const formula = f(t);
      if (formula !== null) this.set(table, no, { year: t }, formula);
    }
  }

  /** Reference to a figure, or null when the table, row or year is absent. */
  ref(table: TableId, no: string, slot: Slot): string | null {
    return this.grids.get(table)?.ref(no, slot) ?? null;
  }

  /** Year t of a row, or "0" where the table has no such row or year (flows outside their phase are 0). */
  y(table: TableId, no: string, t: number): string {
    return this.ref(table, no, { year: t }) ?? '0';
  }

  /** SUM of a row over years from … to, or "0". */
  sumYears(table: TableId, no: string, from: number, to: number): string {
    const g = this.grids.get(table);
    const span = g?.span();
    if (!g || !span) return '0';
    const a = Math.max(from, span.from);
    const b = Math.min(to, span.to);
    if (a > b) return '0';
    const r = g.range(no, a, b);
    return r ? `SUM(${r})` : '0';
  }

  /** Whole-axis range of a row ('sheet'!C7:N7), or null. */
  rowRange(table: TableId, no: string): string | null {
    const g = this.grids.get(table);
    const span = g?.span();
    return g && span ? g.range(no, span.from, span.to) : null;
  }

  /** The 录入 cell of a ModelInput path, or the entered value itself when it has no cell (a select, B, O …). */
  inp(path: string): string {
    const ref = this.inputRefs.get(path);
    if (ref) return ref;
    const v = path.split('/').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], this.input);
    if (typeof v === 'number') return String(v);
    if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)) return v;
    return '0';
  }

  /** Is the path entered in a 录入 cell (so a formula can follow it)? */
  hasInput(path: string): boolean {
    return this.inputRefs.has(path);
  }

  /** Rows of a table whose `no` matches a pattern, in table order. */
  rows(table: TableId, test: (no: string) => boolean): string[] {
    return (this.output.tables[table]?.rows ?? []).map((r) => r.no).filter(test);
  }
}

/** Sum of terms as one formula: "0" for none, the term itself for one. */
export function sumOf(terms: readonly string[]): string {
  const real = terms.filter((t) => t !== '0');
  if (real.length === 0) return '0';
  if (real.length === 1) return real[0]!;
  return real.join('+');
}

/** Direct children of a row number among `nos` ("1.2" → "1.2.1", "1.2.2", not "1.2.1.1"). */
export function childrenOf(nos: readonly string[], parent: string): string[] {
  const depth = parent.split('.').length + 1;
  return nos.filter((n) => n.startsWith(`${parent}.`) && n.split('.').length === depth);
}
