// Undo/redo steps: one typed value, one paste, one fill or one row operation is one step.
import type { RowsChange } from './numbering';
import type { CellChange, GridRow } from './types';

/** The batch that reverts `batch` (old and new swapped, applied in reverse order). */
export function invertBatch(batch: readonly CellChange[]): CellChange[] {
  const out: CellChange[] = [];
  for (let i = batch.length - 1; i >= 0; i--) {
    const c = batch[i]!;
    out.push({ ...c, oldValue: c.newValue, newValue: c.oldValue });
  }
  return out;
}

/**
 * A row operation: the whole row list before and after it (values and numbering included), so that undo
 * puts back exactly what was there. `after` is refreshed with the page's version of the rows (its own ids
 * for added rows) when the step is undone, so that redo brings back the same rows.
 */
export interface RowsStep {
  kind: 'rows';
  before: GridRow[];
  after: GridRow[];
  change: RowsChange;
}

export type UndoStep = { kind: 'cells'; batch: CellChange[] } | RowsStep;

export class UndoStack<S = CellChange[]> {
  private done: S[] = [];
  private undone: S[] = [];

  constructor(private readonly limit = 200) {}

  /** Records a new step; a new edit discards what was undone (as in Excel). */
  push(step: S): void {
    if (Array.isArray(step) && step.length === 0) return;
    this.done.push(step);
    if (this.done.length > this.limit) this.done.shift();
    this.undone = [];
  }

  /** The step to revert, moved to the redo side, or null. */
  undo(): S | null {
    const last = this.done.pop();
    if (last === undefined) return null;
    this.undone.push(last);
    return last;
  }

  /** The step to apply again, moved back to the undo side, or null. */
  redo(): S | null {
    const next = this.undone.pop();
    if (next === undefined) return null;
    this.done.push(next);
    return next;
  }

  get canUndo(): boolean {
    return this.done.length > 0;
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  get size(): number {
    return this.done.length;
  }

  /** Keeps only the steps `keep` accepts (on both sides); true when some were dropped. */
  retain(keep: (step: S) => boolean): boolean {
    const before = this.done.length + this.undone.length;
    this.done = this.done.filter(keep);
    this.undone = this.undone.filter(keep);
    return this.done.length + this.undone.length < before;
  }

  clear(): void {
    this.done = [];
    this.undone = [];
  }
}
