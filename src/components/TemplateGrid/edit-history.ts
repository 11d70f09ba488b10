// One undo history for every grid of an open version (Excel keeps one per workbook): each step names its table,
// and a step of a table not on screen is undone once the page has shown that table.
import { UndoStack, type UndoStep } from './undo-stack';

export type StepDirection = 'undo' | 'redo';

/** What a grid on screen does with a step of its own table. */
export type StepRunner = (step: UndoStep, direction: StepDirection) => void;

/** Shows a table (its tab, sub-project and grid); false when it cannot (a refused save kept the user on the tab). */
export type RevealTable = (table: string) => Promise<boolean> | boolean;

/**
 * A step the page makes and reverts itself, over many tables at once (从Excel导入): not tied to one grid, it runs
 * wherever the user is.
 */
export interface PageAction {
  run(direction: StepDirection): void;
}

type Entry = { table: string; step: UndoStep } | { action: PageAction };

export interface EditHistory {
  /** A new step of `table`; a new edit drops what was undone (as in Excel). */
  record(table: string, step: UndoStep): void;
  /** A new step the page runs itself (one undo step however many tables it changed). */
  recordAction(action: PageAction): void;
  undo(): void;
  redo(): void;
  canUndo(): boolean;
  canRedo(): boolean;
  subscribe(listener: () => void): () => void;
  /** A grid on screen takes its table's steps (a step waiting for it runs now); returns the detach. */
  attach(table: string, run: StepRunner): () => void;
  /** The table's rows were replaced by other data: its steps no longer apply. */
  forget(table: string): void;
  clear(): void;
}

export function createEditHistory(reveal?: RevealTable, limit = 200): EditHistory {
  const stack = new UndoStack<Entry>(limit);
  const runners = new Map<string, StepRunner>();
  const listeners = new Set<() => void>();
  /** A step taken off its stack while the page shows its table. */
  let pending: { entry: Entry; direction: StepDirection } | null = null;
  const notify = () => {
    for (const l of listeners) l();
  };

  /** A step whose table did not come (the user stayed where he was) goes back where it was. */
  const putBack = () => {
    if (!pending) return;
    if (pending.direction === 'undo') stack.redo();
    else stack.undo();
    pending = null;
  };

  const dispatch = (entry: Entry, direction: StepDirection) => {
    if ('action' in entry) {
      entry.action.run(direction);
      notify();
      return;
    }
    const run = runners.get(entry.table);
    if (run) {
      run(entry.step, direction);
      notify();
      return;
    }
    pending = { entry, direction };
    notify();
    void Promise.resolve(reveal ? reveal(entry.table) : false).then((shown) => {
      if (shown || pending?.entry !== entry) return;
      putBack();
      notify();
    });
  };

  const move = (direction: StepDirection) => {
    putBack();
    const entry = direction === 'undo' ? stack.undo() : stack.redo();
    if (entry) dispatch(entry, direction);
  };

  return {
    record(table, step) {
      if (step.kind === 'cells' && step.batch.length === 0) return;
      pending = null;
      stack.push({ table, step });
      notify();
    },
    recordAction(action) {
      pending = null;
      stack.push({ action });
      notify();
    },
    undo: () => move('undo'),
    redo: () => move('redo'),
    canUndo: () => stack.canUndo,
    canRedo: () => stack.canRedo,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach(table, run) {
      runners.set(table, run);
      const waiting = pending?.entry;
      if (waiting && 'table' in waiting && waiting.table === table) {
        const { direction } = pending!;
        pending = null;
        run(waiting.step, direction);
        notify();
      }
      return () => {
        if (runners.get(table) === run) runners.delete(table);
      };
    },
    forget(table) {
      const waiting = pending?.entry;
      if (waiting && 'table' in waiting && waiting.table === table) pending = null;
      if (stack.retain((e) => !('table' in e) || e.table !== table)) notify();
    },
    clear() {
      pending = null;
      stack.clear();
      notify();
    },
  };
}
