// Jump keys on a selected cell: Home / End, Ctrl+Home / Ctrl+End, Ctrl+arrows, each with Shift to extend.
import type { KeyLike } from './grid-keys';
import { jumpTarget, type CellProbe, type Jump } from './grid-nav';
import { directionOfKey } from './selection';
import type { SelectionController } from './use-selection';
import type { GridAccess } from './writes';

/** The jump a key asks for, or null (plain arrows and other keys are not jumps). */
export function jumpOfKey(e: KeyLike): Jump | null {
  if (e.altKey) return null;
  const ctrl = e.ctrlKey || e.metaKey;
  const extend = e.shiftKey;
  if (e.key === 'Home') return { to: ctrl ? 'tableStart' : 'rowStart', extend };
  if (e.key === 'End') return { to: ctrl ? 'tableEnd' : 'rowEnd', extend };
  const dir = directionOfKey(e.key);
  return ctrl && dir ? { to: 'edge', dir, extend } : null;
}

/** The grid's cells as the jumps see them. */
export function probeOf(access: GridAccess): CellProbe {
  const cellAt = (row: number, col: number) => {
    const rowId = access.rowIdAt(row);
    const key = access.columnKeyAt(col);
    return rowId === undefined || key === undefined ? undefined : access.cellOf(rowId, key);
  };
  return {
    isInput: (row, col) => cellAt(row, col)?.editable === true,
    hasValue: (row, col) => {
      const v = cellAt(row, col)?.value;
      return v !== null && v !== undefined && v !== '';
    },
  };
}

/**
 * Runs a jump key; true when it was one. A move starts from the active cell and leaves one cell selected;
 * Shift keeps the anchor and takes the selection's moving end to the target, as in Excel.
 */
export function runJumpKey(e: KeyLike, access: () => GridAccess, selection: SelectionController): boolean {
  const jump = jumpOfKey(e);
  if (!jump) return false;
  const sel = selection.get();
  const from = jump.extend && sel ? sel.focus : selection.active();
  if (!from) return true;
  selection.jump(jumpTarget(jump, from, selection.bounds(), probeOf(access())), jump.extend);
  return true;
}
