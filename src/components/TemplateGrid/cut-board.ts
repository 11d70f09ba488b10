// Excel's cut: Ctrl+X only marks the range; the cells are cleared when their paste lands (Esc cancels the cut).
import type { Rect } from './selection';

/** A range cut and not pasted yet: at most one on the page, whichever grid it was cut from. */
export interface PendingCut {
  /** The grid it was cut from. */
  owner: object;
  rect: Rect;
  /** What the cut put on the clipboard: a paste of exactly this text is the cut's paste. */
  tsv: string;
  /** The paste landed elsewhere: clear the cut range (one undo step of the owner grid). */
  clear(): void;
  /** The cut is over (pasted, cancelled or replaced): drop the dashed border. */
  unmark(): void;
}

let pending: PendingCut | null = null;

export const cutBoard = {
  current: (): PendingCut | null => pending,
  /** A new cut replaces the one pending (as in Excel, only the last cut is live). */
  set(cut: PendingCut): void {
    pending?.unmark();
    pending = cut;
  },
  /** The pending cut if `text` is what it put on the clipboard; it is over either way once pasted. */
  take(text: string | null | undefined): PendingCut | null {
    const cut = pending;
    if (!cut || text !== cut.tsv) return null;
    pending = null;
    cut.unmark();
    return cut;
  },
  /** Ends the pending cut of `owner` (Esc, a copy, an edit there); true when there was one. */
  cancel(owner?: object): boolean {
    if (!pending || (owner !== undefined && pending.owner !== owner)) return false;
    const cut = pending;
    pending = null;
    cut.unmark();
    return true;
  },
};
