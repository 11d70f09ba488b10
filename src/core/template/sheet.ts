// A table's computed cells as a dependency graph: full evaluation, incremental re-evaluation, cycle detection.
import { Decimal } from '../money/decimal';
import { AGGREGATES, evaluate, FormulaError, type Ast, type FormulaEnv, type FormulaValue } from './formula';
import { plainSum } from './plain-sum';
import { cellId, splitCellId } from './stored';

/** One computed cell: an AST or the sum of the same column over child rows (a hier group row). */
export type ComputedDef = { kind: 'formula'; ast: Ast } | { kind: 'childSum'; children: string[] };

export interface SheetShape {
  /** Row ids in display order. */
  rows: string[];
  /** Rows that count in column ranges [*:col] (leaf rows: not groups). */
  leafRows: string[];
  yearGroups: Map<string, string[]>;
  computed: Map<string, ComputedDef>;
  variable: (name: string) => FormulaValue | FormulaValue[];
}

export class CycleError extends FormulaError {
  constructor(public readonly cells: string[]) {
    super(`formula cycle through ${cells.slice(0, 6).join(', ')}`);
  }
}

const show = (v: FormulaValue): string | null =>
  v === null ? null : v instanceof Decimal ? (v.isZero() ? '0' : v.toString()) : v;

/** Evaluates a table's formulas over a value map (cellId → string) in dependency order. */
export class Sheet {
  readonly values: Map<string, string | null>;
  private order: string[] = [];
  private dependents = new Map<string, string[]>();
  /** Year column key → its position in its year group (what AT($array) reads). */
  private yearIndex = new Map<string, number>();
  /** Year column key → its year suffix (c1, o3, a2): the same year of another group is `<group>.<suffix>`. */
  private yearSuffix = new Map<string, string>();

  constructor(
    private readonly shape: SheetShape,
    values: Map<string, string | null>,
  ) {
    this.values = values;
    for (const cols of shape.yearGroups.values())
      cols.forEach((c, i) => {
        this.yearIndex.set(c, i);
        this.yearSuffix.set(c, c.slice(c.lastIndexOf('.') + 1));
      });
    this.order = this.topoOrder();
  }

  /** Cells a computed cell reads. */
  depsOf(id: string): string[] {
    const def = this.shape.computed.get(id);
    if (!def) return [];
    const { rowId, col } = splitCellId(id);
    if (def.kind === 'childSum') return def.children.map((r) => cellId(r, col));
    const out: string[] = [];
    const suffix = this.yearSuffix.get(col);
    // A bare [@group] in a year cell reads one cell (the same year); inside SUM and the like, the whole group.
    const walk = (a: Ast, spread: boolean) => {
      if (a.t === 'ref') out.push(cellId(a.row ?? rowId, a.col));
      else if (a.t === 'range' && a.kind === 'group' && !spread && suffix !== undefined)
        out.push(cellId(rowId, `${a.key}.${suffix}`));
      else if (a.t === 'range' && a.kind === 'group')
        for (const c of this.shape.yearGroups.get(a.key) ?? []) out.push(cellId(rowId, c));
      else if (a.t === 'range') for (const r of this.shape.leafRows) out.push(cellId(r, a.key));
      else if (a.t === 'neg') walk(a.e, spread);
      else if (a.t === 'bin') {
        walk(a.l, spread);
        walk(a.r, spread);
      } else if (a.t === 'call') a.args.forEach((x) => walk(x, spread || AGGREGATES.has(a.fn)));
    };
    walk(def.ast, false);
    return out;
  }

  private topoOrder(): string[] {
    const indeg = new Map<string, number>();
    for (const id of this.shape.computed.keys()) indeg.set(id, 0);
    for (const id of this.shape.computed.keys()) {
      for (const d of this.depsOf(id)) {
        const list = this.dependents.get(d);
        if (list) list.push(id);
        else this.dependents.set(d, [id]);
        if (this.shape.computed.has(d)) indeg.set(id, (indeg.get(id) ?? 0) + 1);
      }
    }
    const queue = [...indeg].filter(([, n]) => n === 0).map(([id]) => id);
    const order: string[] = [];
    while (queue.length) {
      const id = queue.shift() as string;
      order.push(id);
      for (const dep of this.dependents.get(id) ?? []) {
        const n = (indeg.get(dep) ?? 0) - 1;
        indeg.set(dep, n);
        if (n === 0) queue.push(dep);
      }
    }
    if (order.length !== this.shape.computed.size)
      throw new CycleError([...indeg].filter(([, n]) => n > 0).map(([id]) => id));
    return order;
  }

  private evalCell(id: string): string | null {
    const def = this.shape.computed.get(id) as ComputedDef;
    const { rowId, col } = splitCellId(id);
    const get = (r: string, c: string): FormulaValue => this.values.get(cellId(r, c)) ?? null;
    if (def.kind === 'childSum') {
      const fast = plainSum(def.children.map((r) => this.values.get(cellId(r, col))));
      if (fast !== null) return fast;
      let s = new Decimal(0);
      for (const r of def.children) {
        const v = get(r, col);
        if (v !== null && v !== '') s = s.plus(new Decimal(v as string));
      }
      return show(s);
    }
    const env: FormulaEnv = {
      ref: (r, c) => get(r ?? rowId, c),
      range: (kind, key) =>
        kind === 'group'
          ? (this.shape.yearGroups.get(key) ?? []).map((c) => get(rowId, c))
          : this.shape.leafRows.map((r) => get(r, key)),
      variable: this.shape.variable,
      yearIndex: this.yearIndex.get(col),
    };
    const suffix = this.yearSuffix.get(col);
    if (suffix !== undefined) env.sameYear = (group) => get(rowId, `${group}.${suffix}`);
    try {
      return show(evaluate(def.ast, env));
    } catch {
      // A non-numeric operand (text typed where a number belongs) leaves the result empty; validation reports it.
      return null;
    }
  }

  /** Recomputes every computed cell. */
  computeAll(): void {
    for (const id of this.order) this.values.set(id, this.evalCell(id));
  }

  /** Sets input cells and recomputes only what they reach; returns the computed cells whose value changed. */
  setInputs(edits: [string, string | null][]): Map<string, string | null> {
    const reached = new Set<string>();
    const stack: string[] = [];
    for (const [id, v] of edits) {
      this.values.set(id, v);
      stack.push(id);
    }
    while (stack.length) {
      const id = stack.pop() as string;
      for (const d of this.dependents.get(id) ?? []) {
        if (!reached.has(d)) {
          reached.add(d);
          stack.push(d);
        }
      }
    }
    const changed = new Map<string, string | null>();
    for (const id of this.order) {
      if (!reached.has(id)) continue;
      const before = this.values.get(id) ?? null;
      const after = this.evalCell(id);
      this.values.set(id, after);
      if (before !== after) changed.set(id, after);
    }
    return changed;
  }
}
