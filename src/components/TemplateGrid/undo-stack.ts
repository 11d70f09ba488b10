// Undo/redo of cell-change batches: one typed value, one paste or one fill is one step.
import type { CellChange } from './types';

/** The batch that reverts `batch` (old and new swapped, applied in reverse order). */
export function invertBatch(batch: readonly CellChange[]): CellChange[] {
  const out: CellChange[] = [];
  for (let i = batch.length - 1; i >= 0; i--) {
    const c = batch[i]!;
    out.push({ ...c, oldValue: c.newValue, newValue: c.oldValue });
  }
  return out;
}

export class UndoStack {
  private done: CellChange[][] = [];
  private undone: CellChange[][] = [];

  constructor(private readonly limit = 200) {}

  /** Records a new step; a new edit discards what was undone (as in Excel). */
  push(batch: readonly CellChange[]): void {
    if (batch.length === 0) return;
    this.done.push([...batch]);
    if (this.done.length > this.limit) this.done.shift();
    this.undone = [];
  }

  /** The batch to apply to undo the last step, or null. */
  undo(): CellChange[] | null {
    const last = this.done.pop();
    if (!last) return null;
    this.undone.push(last);
    return invertBatch(last);
  }

  /** The batch to apply to redo the last undone step, or null. */
  redo(): CellChange[] | null {
    const next = this.undone.pop();
    if (!next) return null;
    this.done.push(next);
    return [...next];
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

  clear(): void {
    this.done = [];
    this.undone = [];
  }
}
