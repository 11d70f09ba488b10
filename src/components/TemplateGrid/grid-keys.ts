// Excel keys AG Grid Community does not provide: Shift+arrows, Ctrl+A, Delete on a range, undo/redo, fill.
import type { GridActions } from './grid-actions';
import { directionOfKey, type Rect } from './selection';
import type { SelectionController } from './use-selection';

/** The parts of a keyboard event the grid's keys look at (React's and the DOM's events both have them). */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

const mod = (e: KeyLike) => e.ctrlKey || e.metaKey;

/**
 * Keys TemplateGrid handles itself, so AG Grid must not (suppressKeyboardEvent). Copy, cut and paste
 * are deliberately absent: AG Grid leaves them alone and the browser raises native clipboard events.
 */
export function isOwnKey(e: KeyLike): boolean {
  if (e.altKey) return false;
  if (e.shiftKey && directionOfKey(e.key) !== null) return true;
  if (e.key === 'Delete') return true;
  if (mod(e)) return ['a', 'z', 'y', 'r', 'd'].includes(e.key.toLowerCase());
  return false;
}

/** Tab/Enter (with or without Shift) while a range of more than one cell is selected: they stay inside it. */
export function isRangeNavKey(e: KeyLike, rect: Rect | null): boolean {
  if ((e.key !== 'Tab' && e.key !== 'Enter') || mod(e) || e.altKey || !rect) return false;
  return rect.top !== rect.bottom || rect.left !== rect.right;
}

/** Runs a grid key; returns true when handled (the caller then prevents the browser default). */
export function handleOwnKey(
  e: KeyLike,
  actions: GridActions,
  selection: SelectionController,
  toggleFocused: () => boolean,
): boolean {
  if (e.altKey) return false;
  const dir = directionOfKey(e.key);
  if (e.shiftKey && dir) {
    selection.extend(dir, mod(e));
    return true;
  }
  if (e.key === 'Delete') {
    actions.clear();
    return true;
  }
  if (e.key === ' ' && !mod(e)) return toggleFocused();
  if (!mod(e)) return false;
  switch (e.key.toLowerCase()) {
    case 'a':
      selection.selectAll();
      return true;
    case 'z':
      if (e.shiftKey) actions.redo();
      else actions.undo();
      return true;
    case 'y':
      actions.redo();
      return true;
    case 'd':
      actions.fillDown();
      return true;
    case 'r':
      actions.fillRight();
      return true;
    default:
      return false;
  }
}
