// Excel's jump keys as pure targets: Home / End, Ctrl+Home / Ctrl+End and Ctrl+arrows (edge of the data block).
import { step, type Bounds, type CellPos, type Direction } from './selection';

/** What the jumps need to know about a cell at a displayed position. */
export interface CellProbe {
  /** The user can type into it. */
  isInput(row: number, col: number): boolean;
  /** It shows something (a value that is neither null nor empty). */
  hasValue(row: number, col: number): boolean;
}

/** The first input cell of the row (or the row's first cell when it has none). */
export function rowStart(cell: CellPos, b: Bounds, probe: CellProbe): CellPos {
  for (let col = 0; col < b.cols; col++) if (probe.isInput(cell.row, col)) return { row: cell.row, col };
  return { row: cell.row, col: 0 };
}

/** The last input cell of the row (or the row's last cell when it has none). */
export function rowEnd(cell: CellPos, b: Bounds, probe: CellProbe): CellPos {
  for (let col = b.cols - 1; col >= 0; col--) if (probe.isInput(cell.row, col)) return { row: cell.row, col };
  return { row: cell.row, col: Math.max(0, b.cols - 1) };
}

/** The table's first input cell in reading order (top row first, then left to right). */
export function tableStart(b: Bounds, probe: CellProbe): CellPos {
  for (let row = 0; row < b.rows; row++)
    for (let col = 0; col < b.cols; col++) if (probe.isInput(row, col)) return { row, col };
  return { row: 0, col: 0 };
}

/** The table's last input cell in reading order. */
export function tableEnd(b: Bounds, probe: CellProbe): CellPos {
  for (let row = b.rows - 1; row >= 0; row--)
    for (let col = b.cols - 1; col >= 0; col--) if (probe.isInput(row, col)) return { row, col };
  return { row: Math.max(0, b.rows - 1), col: Math.max(0, b.cols - 1) };
}

/**
 * Ctrl+arrow as in Excel: inside a run of filled cells it stops at the run's last filled cell; from an empty
 * cell, or from the last cell of a run, it goes to the next filled cell; with nothing filled ahead, to the
 * table's edge.
 */
export function dataEdge(cell: CellPos, dir: Direction, b: Bounds, probe: CellProbe): CellPos {
  const next = (c: CellPos) => step(c, dir, b);
  const same = (a: CellPos, c: CellPos) => a.row === c.row && a.col === c.col;
  const filled = (c: CellPos) => probe.hasValue(c.row, c.col);
  let at = next(cell);
  if (same(at, cell)) return cell;
  if (filled(cell) && filled(at)) {
    for (let ahead = next(at); !same(ahead, at) && filled(ahead); ahead = next(at)) at = ahead;
    return at;
  }
  for (let ahead = next(at); !filled(at) && !same(ahead, at); ahead = next(at)) at = ahead;
  return at;
}

/** A jump key, already told apart from plain moves; `extend` (Shift) grows the selection to the target. */
export type Jump =
  | { to: 'rowStart' | 'rowEnd' | 'tableStart' | 'tableEnd'; extend: boolean }
  | { to: 'edge'; dir: Direction; extend: boolean };

/** Where a jump lands from `cell`. */
export function jumpTarget(jump: Jump, cell: CellPos, b: Bounds, probe: CellProbe): CellPos {
  switch (jump.to) {
    case 'rowStart':
      return rowStart(cell, b, probe);
    case 'rowEnd':
      return rowEnd(cell, b, probe);
    case 'tableStart':
      return tableStart(b, probe);
    case 'tableEnd':
      return tableEnd(b, probe);
    case 'edge':
      return dataEdge(cell, jump.dir, b, probe);
  }
}
