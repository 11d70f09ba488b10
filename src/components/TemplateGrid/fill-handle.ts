// The drag fill handle: the small square at the selection's bottom-right, dragged down or right (Excel).
import type { GridApi, IRowNode } from 'ag-grid-community';
import { fillExtent } from './fill';
import type { GridContext } from './grid-context';
import type { CellPos, Rect } from './selection';
import type { GridRow } from './types';

/** How close to the cell's bottom-right corner (px) a press grabs the handle. */
const GRAB_PX = 8;
/** The handle's size (px): a square at the corner of the cell's padding box (template-grid.css). */
const HANDLE_PX = 7;
/** Set on a corner cell while the pointer is over its handle: the stylesheet shows the crosshair there. */
const HOVER_ATTR = 'data-tg-handle-hover';

export interface FillDrag {
  /** Capture-phase mousedown: starts a fill drag when the press is on the handle (true: the grid must not see it). */
  tryStart(e: {
    target: EventTarget | null;
    clientX: number;
    clientY: number;
    button: number;
    ctrlKey?: boolean;
  }): boolean;
  active(): boolean;
  /**
   * The pointer moved over the grid: the crosshair over the handle. The handle is drawn in its cell's background (no
   * element of its own to carry a cursor).
   */
  hover(e: { target: EventTarget | null; clientX: number; clientY: number }): void;
  /** The pointer is over a cell: the dashed preview follows it. */
  over(cell: CellPos): void;
  /** Mouse released: fills the previewed cells (if any) and ends the drag; Ctrl held swaps series ↔ copy. */
  end(): void;
}

const MODIFIER_EVENTS = ['mousemove', 'mouseup', 'keydown', 'keyup'] as const;

export function createFillDrag(
  ctx: GridContext,
  getApi: () => GridApi<GridRow> | null,
  fillTo: (rect: Rect, target: Rect, swap: boolean) => void,
): FillDrag {
  let from: Rect | null = null;
  // Excel reads Ctrl when the button is released, and it may be pressed or let go at any time during the
  // drag: window listeners (capture, so they run before the grid's mouseup ends the drag) follow it.
  let ctrl = false;
  const track = (e: MouseEvent | KeyboardEvent) => {
    ctrl = e.ctrlKey;
  };
  const follow = (on: boolean) => {
    if (typeof window === 'undefined') return;
    for (const type of MODIFIER_EVENTS)
      if (on) window.addEventListener(type, track, true);
      else window.removeEventListener(type, track, true);
  };

  const repaint = (a: Rect | null, b: Rect | null) => {
    const api = getApi();
    if (!api) return;
    const rows = new Set<number>();
    for (const r of [a, b]) if (r) for (let i = r.top; i <= r.bottom; i++) rows.add(i);
    const rowNodes = [...rows]
      .map((i) => api.getDisplayedRowAtIndex(i))
      .filter((n): n is IRowNode<GridRow> => n !== undefined);
    if (rowNodes.length > 0) api.refreshCells({ rowNodes });
  };
  let hovered: Element | null = null;
  const onHandle = (cell: Element, x: number, y: number): boolean => {
    const box = cell.getBoundingClientRect();
    const right = box.left + cell.clientLeft + cell.clientWidth;
    const bottom = box.top + cell.clientTop + cell.clientHeight;
    return x >= right - HANDLE_PX && x < right && y >= bottom - HANDLE_PX && y < bottom;
  };

  const setPreview = (next: Rect | null) => {
    const before = ctx.fill;
    ctx.fill = next;
    repaint(before, next);
  };

  return {
    tryStart(e) {
      if (e.button !== 0 || !ctx.fillHandle || !ctx.rect || !(e.target instanceof Element)) return false;
      const cell = e.target.closest('.ag-cell.tg-fill-corner');
      if (!cell) return false;
      const box = cell.getBoundingClientRect();
      if (box.right - e.clientX > GRAB_PX || box.bottom - e.clientY > GRAB_PX) return false;
      from = ctx.rect;
      ctrl = e.ctrlKey ?? false;
      follow(true);
      return true;
    },
    active: () => from !== null,
    hover(e) {
      const cell = e.target instanceof Element ? e.target.closest('.ag-cell.tg-fill-corner') : null;
      const next = cell && onHandle(cell, e.clientX, e.clientY) ? cell : null;
      if (next === hovered) return;
      hovered?.removeAttribute(HOVER_ATTR);
      next?.setAttribute(HOVER_ATTR, '');
      hovered = next;
    },
    over(cell) {
      if (!from) return;
      setPreview(fillExtent(from, cell));
    },
    end() {
      if (!from) return;
      const rect = from;
      const target = ctx.fill;
      from = null;
      follow(false);
      setPreview(null);
      if (target) fillTo(rect, target, ctrl);
    },
  };
}
