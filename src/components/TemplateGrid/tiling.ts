// Where a pasted block lands: once from the active cell, or tiled over a larger selection that is a multiple of it.
import type { Block } from './paste';
import { rectHeight, rectWidth, type Rect } from './selection';

export interface Placement {
  row: number;
  col: number;
  raw: string;
}

export const blockHeight = (b: Block): number => b.length;
export const blockWidth = (b: Block): number => b.reduce((w, r) => Math.max(w, r.length), 0);

/** True when the selection is bigger than the block and an exact multiple of it in both directions. */
export function tiles(block: Block, target: Rect): boolean {
  const bh = blockHeight(block);
  const bw = blockWidth(block);
  if (bh === 0 || bw === 0) return false;
  const th = rectHeight(target);
  const tw = rectWidth(target);
  return (th > bh || tw > bw) && th % bh === 0 && tw % bw === 0;
}

/**
 * The cells a paste writes. A selection that is a multiple of the block is filled by repeating the block
 * (a single copied value fills the whole selection); otherwise the block lands once at the selection's
 * top-left corner. Ragged rows write only the cells they have; placements beyond `limit` are dropped.
 */
export function placePaste(block: Block, target: Rect, limit: { rows: number; cols: number }): Placement[] {
  const out: Placement[] = [];
  const bh = blockHeight(block);
  const bw = blockWidth(block);
  if (bh === 0 || bw === 0) return out;
  const tiled = tiles(block, target);
  const h = tiled ? rectHeight(target) : bh;
  const w = tiled ? rectWidth(target) : bw;
  for (let r = 0; r < h; r++) {
    const row = target.top + r;
    if (row >= limit.rows) break;
    const src = block[r % bh]!;
    for (let c = 0; c < w; c++) {
      const col = target.left + c;
      if (col >= limit.cols) break;
      const raw = src[c % bw];
      if (raw === undefined) continue;
      out.push({ row, col, raw });
    }
  }
  return out;
}

/**
 * How a block placed once at the target's top-left corner runs past the table (a tiled paste stays inside its
 * selection): the rows missing below the last row, and the block cells that fall outside the table.
 */
export function pasteOverflow(
  block: Block,
  target: Rect,
  limit: { rows: number; cols: number },
): { rows: number; outside: number } {
  if (tiles(block, target)) return { rows: 0, outside: 0 };
  let outside = 0;
  block.forEach((src, r) => {
    if (target.top + r >= limit.rows) outside += src.length;
    else outside += Math.max(0, target.left + src.length - limit.cols);
  });
  return { rows: Math.max(0, target.top + blockHeight(block) - limit.rows), outside };
}
