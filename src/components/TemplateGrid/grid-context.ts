// The mutable context AG Grid hands to every callback: current selection and display settings.
import type { Rect } from './selection';

export interface GridContext {
  /** The selected range in displayed indices, null when nothing is selected. */
  rect: Rect | null;
  /** Displayed column index by column id, refreshed when columns move or are pinned. */
  colIndex: Map<string, number>;
  /** Decimals shown for numbers (2 from tab 4 on); undefined shows the stored number. */
  decimals: number | undefined;
  levelStyles: boolean;
  /** Editable grids show the fill handle at the selection's bottom-right. */
  fillHandle: boolean;
  /** The cells a fill-handle drag is about to fill (dashed preview), null when not dragging. */
  fill: Rect | null;
  /** A range cut with Ctrl+X and not pasted yet (dashed border), null otherwise. */
  cut: Rect | null;
}

export function createGridContext(decimals: number | undefined, levelStyles: boolean): GridContext {
  return { rect: null, colIndex: new Map(), decimals, levelStyles, fillHandle: false, fill: null, cut: null };
}
