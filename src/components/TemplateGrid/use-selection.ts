// Range selection on top of AG Grid focus: mouse drag, Shift+click, Shift+arrows, Ctrl+A, with a visible highlight.
import { useMemo } from 'react';
import type {
  CellFocusedEvent,
  CellMouseDownEvent,
  CellMouseOverEvent,
  Column,
  GridApi,
  IRowNode,
} from 'ag-grid-community';
import { editorOpening } from './editor-opening';
import type { GridContext } from './grid-context';
import {
  collapse,
  extendTo,
  rectOf,
  rowsToRepaint,
  columnsToRepaint,
  inRect,
  isSingleCell,
  selectAll,
  shiftExtend,
  stepInRect,
  type Bounds,
  type CellPos,
  type Direction,
  type Rect,
  type Selection,
} from './selection';
import type { GridRow } from './types';

export interface SelectionController {
  get(): Selection | null;
  rect(): Rect | null;
  set(next: Selection | null): void;
  bounds(): Bounds;
  extend(dir: Direction, toEdge: boolean): void;
  /** The active (focused) cell in displayed indices, null when no body cell has the focus. */
  active(): CellPos | null;
  /**
   * A jump key (Home, Ctrl+arrow…): the active cell moves to `cell` and is selected alone, or, with `extend`,
   * the selection's moving end goes there and the anchor stays.
   */
  jump(cell: CellPos, extend: boolean): void;
  selectAll(): void;
  /** Tab/Enter inside a multi-cell range: moves the active cell within it (wrapping); false without a range. */
  moveInRange(key: 'Tab' | 'Enter', back: boolean): boolean;
  /** Re-reads displayed column order into the context (after pinning or column changes). */
  syncColumns(): void;
  /**
   * The active (focused) cell always lies in the selection, as in Excel: when a focus event was missed (the
   * grid scrolled and re-rendered under fast keys) and focus sits outside the range, the selection collapses
   * onto it. Run before a key, copy or paste acts on the selection.
   */
  syncToFocus(): void;
  /**
   * A cell of the grid took the DOM focus. After a key (Enter or Tab closing an editor) AG Grid has moved the
   * focus inside its own key handler, and our key handler never sees that press (its target, the editor, is gone):
   * the highlight follows here, before the frame, instead of in AG Grid's focus event a frame later, which cost a
   * second full frame before the worker's answer could be shown.
   */
  onFocusIn(): void;
  onCellFocused(e: CellFocusedEvent<GridRow>): void;
  onCellMouseOver(e: CellMouseOverEvent<GridRow>): void;
  /**
   * AG Grid's cellMouseDown: only for a press the native mousedown could not place on a cell. It comes from AG
   * Grid's asynchronous event queue, after keys pressed right after the click may already have acted.
   */
  onCellMouseDown(e: CellMouseDownEvent<GridRow>): void;
  /**
   * Native capture-phase mousedown on the wrapper: remembers Shift, starts a drag, and selects the pressed cell
   * (a plain click starts a new selection even on the focused cell, which fires no focus event; Shift+click
   * extends) at once, so a Shift+arrow pressed straight after the click extends from the clicked cell.
   */
  onMouseDownCapture(e: { shiftKey: boolean; button: number; target: EventTarget | null }): void;
  /**
   * A key pressed in the grid: focus moves that follow are the keyboard's. A modifier alone is not such a key: Shift
   * held for a Shift+click would otherwise make the click's focus collapse the range it extends.
   */
  onKeyDownCapture(e: { key: string }): void;
  /** A pointer pressed in the grid: the focus it moves (before its mousedown) is the pointer's, not the keyboard's. */
  onPointerDownCapture(): void;
  endDrag(): void;
}

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta']);

export function useSelection(getApi: () => GridApi<GridRow> | null, ctx: GridContext): SelectionController {
  return useMemo(() => {
    let sel: Selection | null = null;
    let dragging = false;
    let shiftPointer = false;
    // Whether the last press was a key (a click moves the highlight through its own mouse and focus events).
    let byKey = false;
    // AG Grid re-announces focus on the same cell (DOM focus, row updates): only a real move collapses.
    let lastFocus: CellPos | null = null;
    // Cells Tab/Enter moved to inside the range: their (late) focus events must not collapse the range.
    let movingTo: CellPos[] = [];
    // The cell the last native mousedown selected: AG Grid's (late) cellMouseDown for it is already handled.
    let pressed: CellPos | null = null;

    const colIndexOf = (column: Column | string | null | undefined): number | undefined => {
      if (!column) return undefined;
      return ctx.colIndex.get(typeof column === 'string' ? column : column.getColId());
    };

    /** The body cell an event target lies in (pinned top/bottom rows and headers have no row index). */
    const cellOfTarget = (target: EventTarget | null): CellPos | null => {
      const el = target instanceof Element ? target.closest('.ag-cell') : null;
      const row = Number(el?.closest('.ag-row')?.getAttribute('row-index') ?? NaN);
      const col = colIndexOf(el?.getAttribute('col-id'));
      return Number.isInteger(row) && col !== undefined ? { row, col } : null;
    };

    /** Is `cell` the grid's focused cell now? (With no focused cell, nothing newer contradicts the event.) */
    const focusedNow = (cell: CellPos): boolean => {
      if (!getApi()?.getFocusedCell()) return true;
      const now = controller.active();
      return now !== null && now.row === cell.row && now.col === cell.col;
    };

    const press = (cell: CellPos, shift: boolean) => {
      movingTo = [];
      controller.set(shift && sel ? extendTo(sel, cell) : collapse(cell));
    };

    const controller: SelectionController = {
      get: () => sel,
      rect: () => (sel ? rectOf(sel) : null),
      set(next) {
        const before = sel;
        sel = next;
        ctx.rect = next ? rectOf(next) : null;
        const api = getApi();
        if (!api) return;
        const rowNodes = rowsToRepaint(before, next)
          .map((i) => api.getDisplayedRowAtIndex(i))
          .filter((n): n is IRowNode<GridRow> => n !== undefined);
        // Class rules are re-evaluated on refresh, values are not re-rendered unless changed. A refresh while
        // Tab is opening the next cell's editor would re-create that editor without the keyboard focus.
        if (rowNodes.length === 0) return;
        const displayed = api.getAllDisplayedColumns();
        const columns = columnsToRepaint(before, next)
          .map((i) => displayed[i])
          .filter((c): c is Column => c !== undefined);
        if (editorOpening(api)) setTimeout(() => api.refreshCells({ rowNodes, columns }));
        else api.refreshCells({ rowNodes, columns });
      },
      bounds() {
        const api = getApi();
        return { rows: api?.getDisplayedRowCount() ?? 0, cols: ctx.colIndex.size };
      },
      extend(dir, toEdge) {
        const api = getApi();
        const focused = api?.getFocusedCell();
        const start =
          sel ??
          (focused && colIndexOf(focused.column) !== undefined
            ? collapse({ row: focused.rowIndex, col: colIndexOf(focused.column)! })
            : null);
        if (!api || !start) return;
        const next = shiftExtend(start, dir, controller.bounds(), toEdge);
        controller.set(next);
        api.ensureIndexVisible(next.focus.row);
        const col = api.getAllDisplayedColumns()[next.focus.col];
        if (col) api.ensureColumnVisible(col);
      },
      selectAll() {
        controller.set(selectAll(controller.bounds()));
      },
      active() {
        const f = getApi()?.getFocusedCell();
        const col = colIndexOf(f?.column);
        return f && !f.rowPinned && col !== undefined ? { row: f.rowIndex, col } : null;
      },
      jump(cell, extend) {
        const api = getApi();
        const column = api?.getAllDisplayedColumns()[cell.col];
        if (!api || !column) return;
        api.ensureIndexVisible(cell.row);
        api.ensureColumnVisible(column);
        const from = sel ?? (controller.active() ? collapse(controller.active()!) : null);
        if (extend && from) {
          controller.set(extendTo(from, cell));
          return;
        }
        controller.set(collapse(cell));
        // The focus event AG Grid sends later for this move finds the cell already selected.
        movingTo.push(cell);
        api.setFocusedCell(cell.row, column);
      },
      moveInRange(key, back) {
        const api = getApi();
        if (!api || !sel || isSingleCell(sel)) return false;
        const rect = rectOf(sel);
        // The active cell is the focused one (outlined, where typing goes); the anchor if focus left the range.
        const f = api.getFocusedCell();
        const col = colIndexOf(f?.column);
        const from =
          f && col !== undefined && inRect(rect, f.rowIndex, col) ? { row: f.rowIndex, col } : sel.anchor;
        const next = stepInRect(rect, from, key, back);
        const column = api.getAllDisplayedColumns()[next.col];
        if (!column) return false;
        movingTo.push(next);
        api.ensureIndexVisible(next.row);
        api.ensureColumnVisible(column);
        api.setFocusedCell(next.row, column);
        return true;
      },
      syncToFocus() {
        const f = getApi()?.getFocusedCell();
        const col = colIndexOf(f?.column);
        if (!f || f.rowPinned || col === undefined) return;
        if (sel && inRect(rectOf(sel), f.rowIndex, col)) return;
        lastFocus = { row: f.rowIndex, col };
        controller.set(collapse({ row: f.rowIndex, col }));
      },
      syncColumns() {
        const api = getApi();
        if (!api) return;
        ctx.colIndex = new Map(api.getAllDisplayedColumns().map((c, i) => [c.getColId(), i]));
      },
      onCellFocused(e) {
        const col = colIndexOf(e.column as Column | string | null);
        if (e.rowIndex === null || e.rowPinned || col === undefined) return;
        const cell: CellPos = { row: e.rowIndex, col };
        const moved = movingTo.findIndex((m) => m.row === cell.row && m.col === cell.col);
        if (moved >= 0) {
          lastFocus = cell;
          movingTo = movingTo.slice(moved + 1);
          return;
        }
        // AG Grid queues its focus events: on a busy machine those of arrow keys arrive after later keys have
        // acted (a Ctrl+arrow jump and a Shift+Ctrl+arrow range). The focus has left such a cell; the event is
        // history, and collapsing onto it would drop the range the later keys built.
        if (!focusedNow(cell)) return;
        const same = lastFocus !== null && lastFocus.row === cell.row && lastFocus.col === cell.col;
        lastFocus = cell;
        // AG Grid delivers focus events late: the anchor re-announced after Shift+arrows keeps the range.
        const isAnchor = sel !== null && sel.anchor.row === cell.row && sel.anchor.col === cell.col;
        if ((same || isAnchor) && !shiftPointer && sel) return;
        if (shiftPointer && sel) {
          // Shift+click: the range grows to the clicked cell, and the active cell stays where it was (Excel).
          const { anchor } = sel;
          controller.set(extendTo(sel, cell));
          shiftPointer = false;
          const api = getApi();
          const column = api?.getAllDisplayedColumns()[anchor.col];
          // Not when the anchor has scrolled out of the rendered rows: its cell could not take the keys.
          const rendered = api?.getRenderedNodes().some((n) => n.rowIndex === anchor.row);
          if (!api || !column || isAnchor || !rendered) return;
          movingTo.push(anchor);
          lastFocus = anchor;
          api.setFocusedCell(anchor.row, column);
          return;
        }
        controller.set(collapse(cell));
        shiftPointer = false;
      },
      onCellMouseOver(e) {
        const col = colIndexOf(e.column);
        if (!dragging || !sel || e.rowIndex === null || col === undefined) return;
        if (sel.focus.row === e.rowIndex && sel.focus.col === col) return;
        controller.set(extendTo(sel, { row: e.rowIndex, col }));
      },
      onCellMouseDown(e) {
        const col = colIndexOf(e.column);
        const shift = (e.event as MouseEvent | null | undefined)?.shiftKey === true;
        if (e.rowIndex === null || col === undefined) return;
        const cell = { row: e.rowIndex, col };
        const handled = pressed !== null && pressed.row === cell.row && pressed.col === cell.col;
        pressed = null;
        if (handled || byKey) return;
        press(cell, shift);
      },
      onFocusIn() {
        // After AG Grid's key handler has finished (its focus state is complete then), still before the frame.
        if (byKey) queueMicrotask(() => controller.syncToFocus());
      },
      onMouseDownCapture(e) {
        byKey = false;
        pressed = null;
        if (e.button !== 0) return;
        shiftPointer = e.shiftKey;
        dragging = true;
        const cell = cellOfTarget(e.target);
        if (!cell) return;
        pressed = cell;
        press(cell, e.shiftKey);
      },
      onPointerDownCapture() {
        byKey = false;
      },
      onKeyDownCapture(e) {
        if (MODIFIER_KEYS.has(e.key)) return;
        byKey = true;
        shiftPointer = false;
      },
      endDrag() {
        dragging = false;
      },
    };
    return controller;
  }, [getApi, ctx]);
}
