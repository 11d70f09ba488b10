// Everything a user can do to the grid's values — type, paste, copy, clear, fill, toggle, undo — as one API.
import type { CellEditRequestEvent } from 'ag-grid-community';
import { rangeToHtml, rangeToTsv, type CopiedCell } from './clipboard-copy';
import { clearRange, fillBy, fillDown, fillRight } from './fill';
import { formatNumber } from './format';
import type { GridBus } from './grid-bus';
import type { GridContext } from './grid-context';
import type { EditHistory, StepDirection } from './edit-history';
import { parseClipboard, type Block } from './paste';
import { collapse, extendTo, type Rect } from './selection';
import type { UndoStep } from './undo-stack';
import { addType, type RowsChange } from './numbering';
import { defaultNewRowId } from './row-ops';
import { cutBoard } from './cut-board';
import { pasteOverflow, placePaste, type Placement } from './tiling';
import type { GridStore } from './use-grid-store';
import type { SelectionController } from './use-selection';
import { coerce, planWrites, refusal, withRadioExclusivity, type RefusedCell } from './writes';
import type { CellChange, GridModel, GridRow } from './types';
import { cellIdOf } from './types';

/** What a paste did, for the status line and the page (onPasteReport). */
export interface PasteReport {
  /** Cells whose value was taken from the clipboard. */
  taken: number;
  /** Cells that refused their text (old value kept), each with its reason. */
  refused: RefusedCell[];
  /** Read-only cells passed over. */
  skipped: number;
  /** Rows added to a list or hierarchical table for a block running past its last row. */
  addedRows: number;
  /** Block cells that fell outside the table (nothing to add them to). */
  outside: number;
}

/** How many refused cells the status line names. */
const REFUSED_NAMED = 3;

export interface GridActions {
  editRequest(e: CellEditRequestEvent<GridRow>): void;
  paste(text: string | null, html?: string | null): PasteReport;
  pasteBlock(block: Block): PasteReport;
  copy(): { tsv: string; html: string } | null;
  /** Ctrl+X: copies and marks the range; it is cleared when its paste lands. */
  cut(): { tsv: string; html: string } | null;
  /** Esc: ends a pending cut of this grid (drops the dashed border); true when there was one. */
  cancelCut(): boolean;
  /** The page handed in new rows (its answer to a row operation): a paste waiting for added rows may run. */
  rowsReplaced(): void;
  clear(): void;
  fillDown(): void;
  fillRight(): void;
  /**
   * Fill-handle drag: the cells `target` adds to `rect` continue its number series or repeat its values
   * (Excel; `swap` = Ctrl held, see fillBy), one undo step.
   */
  fillTo(rect: Rect, target: Rect, swap?: boolean): void;
  toggle(rowId: string, columnKey: string): void;
  /** Ctrl+Enter: the typed text into every cell of the selection (read-only cells skipped), one undo step. */
  enterInSelection(raw: string): void;
  undo(): void;
  redo(): void;
  /**
   * Applies a step of this table's history (the history calls it, also for a Ctrl+Z pressed on another tab):
   * the cells it changes become the selection, as in Excel; a row operation drops the range.
   */
  replay(step: UndoStep, direction: StepDirection): void;
}

export interface ActionOptions {
  model: Pick<GridModel, 'columns' | 'listRows' | 'hierarchical'>;
  readOnly?: boolean;
  onPasteReport?: (report: PasteReport) => void;
  onMessage?: (text: string, kind: 'info' | 'error') => void;
  /** Set when a page keeps the table: rows added for a paste get the page's ids before the paste is written. */
  onRowsChange?: (change: RowsChange) => void;
  newRowId?: () => string;
}

/** How long a paste waits for the page to add the rows it needs before it writes what fits. */
const ADD_ROWS_WAIT_MS = 5000;

export function createGridActions(
  store: GridStore,
  selection: SelectionController,
  bus: GridBus,
  ctx: GridContext,
  history: EditHistory,
  options: () => ActionOptions,
): GridActions {
  const say = (text: string, kind: 'info' | 'error') => {
    bus.set({ status: { text, kind } });
    options().onMessage?.(text, kind);
  };
  const commit = (changes: CellChange[]) => {
    // An edit after Ctrl+X ends the cut (Excel): a later paste must not clear what was just typed.
    if (changes.length > 0) cutBoard.cancel(owner);
    store.commit(withRadioExclusivity(changes, store.rows()));
  };
  const owner = {};
  // A paste waiting for the rows it adds to come back from the page with their ids.
  let waiting: {
    block: Block;
    rect: Rect;
    rows: number;
    added: number;
    timer: ReturnType<typeof setTimeout>;
  } | null = null;

  /** Repaints the rows of a range (class rules: the cut's dashed border). */
  const repaint = (rect: Rect) => {
    const api = store.api();
    if (!api) return;
    const rowNodes = [];
    for (let i = rect.top; i <= rect.bottom; i++) {
      const node = api.getDisplayedRowAtIndex(i);
      if (node) rowNodes.push(node);
    }
    if (rowNodes.length > 0) api.refreshCells({ rowNodes, force: false });
  };

  /** Adds `count` top-level rows at the end of the table, as one row operation the page is told about. */
  const addRows = (count: number) => {
    const o = options();
    let next = store.rows();
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const id = (o.newRowId ?? defaultNewRowId)();
      next = addType(next, o.model.columns, id);
      ids.push(id);
    }
    store.commitRows(next, { action: 'addType', newRowId: ids[0], count, rows: next });
  };

  /**
   * Writes a block at the rect (tiled over it when it is a multiple): one commit, one undo step. `alsoClear` are
   * the cells of a cut in this grid that the block does not cover (a move). Reports on the status line.
   */
  const pasteInto = (block: Block, rect: Rect, addedRows: number, alsoClear: readonly Placement[] = []) => {
    const bounds = selection.bounds();
    const placements = placePaste(block, rect, bounds);
    // (a plain paste clears nothing: no set of its 10,000 positions)
    const covered = alsoClear.length > 0 ? new Set(placements.map((p) => `${p.row}:${p.col}`)) : null;
    const clearing = covered ? alsoClear.filter((p) => !covered.has(`${p.row}:${p.col}`)) : [];
    const plan = planWrites([...clearing, ...placements], store.access());
    commit(plan.changes);
    const report: PasteReport = {
      taken: placements.length - plan.refused.length - (plan.skipped - skippedOf(clearing)),
      refused: plan.refused,
      skipped: plan.skipped - skippedOf(clearing),
      addedRows,
      outside: pasteOverflow(block, rect, bounds).outside,
    };
    if (placements.length > 0) {
      const last = placements[placements.length - 1]!;
      selection.set(extendTo(collapse({ row: rect.top, col: rect.left }), { row: last.row, col: last.col }));
    }
    let text = `已粘贴 ${report.taken} 个单元格`;
    if (addedRows > 0) text += `，新增 ${addedRows} 行`;
    if (report.skipped > 0) text += `，跳过 ${report.skipped} 个只读单元格`;
    if (report.outside > 0) text += `；${report.outside} 个单元格超出表格范围，未粘贴`;
    if (report.refused.length > 0) text += `；${refusedText(report.refused, '粘贴')}`;
    say(text, report.refused.length > 0 || report.outside > 0 ? 'error' : 'info');
    options().onPasteReport?.(report);
    return report;
  };
  /** Read-only cells among the cleared ones of a move are not the paste's business. */
  const skippedOf = (clearing: readonly Placement[]) => {
    const a = store.access();
    return clearing.filter((p) => {
      const rowId = a.rowIdAt(p.row);
      const key = a.columnKeyAt(p.col);
      const cell = rowId !== undefined && key !== undefined ? a.cellOf(rowId, key) : undefined;
      return rowId !== undefined && key !== undefined && !cell?.editable;
    }).length;
  };

  const runWaiting = (force: boolean) => {
    const w = waiting;
    if (!w || (!force && selection.bounds().rows < w.rows)) return;
    clearTimeout(w.timer);
    waiting = null;
    pasteInto(w.block, w.rect, w.added);
  };

  /** The selection, or the focused cell when nothing was selected yet. */
  const target = (): Rect | null => {
    const rect = selection.rect();
    if (rect) return rect;
    const f = store.api()?.getFocusedCell();
    const col = f
      ? store
          .api()
          ?.getAllDisplayedColumns()
          .findIndex((c) => c.getColId() === f.column.getColId())
      : -1;
    return f && col !== undefined && col >= 0
      ? { top: f.rowIndex, left: col, bottom: f.rowIndex, right: col }
      : null;
  };

  /** "1.1 整地 第1年": the row's number and name, and the column's header. */
  const label = (r: RefusedCell): string => {
    const row = store.rows().find((x) => x.id === r.rowId);
    const col = store.api()?.getColumn(r.columnKey)?.getColDef().headerName ?? r.columnKey;
    const name = row?.cells.name?.value;
    return [row?.no, name, col].filter((x) => x !== undefined && x !== null && x !== '').join(' ') || r.rowId;
  };
  /** "3 个单元格未粘贴：1.1 整地 第1年 输入的值必须为数字、…" naming the first few (never a silent refusal). */
  const refusedText = (refused: readonly RefusedCell[], verb: string): string => {
    const named = refused.slice(0, REFUSED_NAMED).map((r) => `${label(r)} ${r.reason}`);
    return `${refused.length} 个单元格未${verb}：${named.join('、')}${refused.length > REFUSED_NAMED ? '…' : ''}`;
  };

  const cellAt = (row: number, col: number): CopiedCell => {
    const a = store.access();
    const rowId = a.rowIdAt(row);
    const key = a.columnKeyAt(col);
    const cell = rowId !== undefined && key !== undefined ? a.cellOf(rowId, key) : undefined;
    if (!cell || cell.value === null) return { value: '' };
    if (cell.type === 'select')
      return { value: cell.options?.find((o) => o.value === cell.value)?.label ?? cell.value };
    if (!cell.numeric) return { value: cell.value };
    // The stored value in full; the HTML copy also carries what the grid shows.
    const dp =
      ctx.decimals === undefined ? undefined : (store.rows().find((x) => x.id === rowId)?.dp ?? ctx.decimals);
    return { value: cell.value, shown: formatNumber(cell.value, dp) };
  };

  /** The changed cells' bounding range becomes the selection, its top-left cell active and in view. */
  const selectCells = (batch: readonly CellChange[]) => {
    const api = store.api();
    let rect: Rect | null = null;
    for (const c of batch) {
      const row = api?.getRowNode(c.rowId)?.rowIndex;
      const col = ctx.colIndex.get(c.columnKey);
      if (row === null || row === undefined || col === undefined) continue;
      rect = rect
        ? {
            top: Math.min(rect.top, row),
            left: Math.min(rect.left, col),
            bottom: Math.max(rect.bottom, row),
            right: Math.max(rect.right, col),
          }
        : { top: row, left: col, bottom: row, right: col };
    }
    if (!rect) return;
    const first = { row: rect.top, col: rect.left };
    selection.jump(first, false);
    selection.set(extendTo(collapse(first), { row: rect.bottom, col: rect.right }));
    // The page may have just switched tabs to show this table: bring the cell into view (jsdom has no scrolling).
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.closest('.ag-cell') && 'scrollIntoView' in active)
      active.scrollIntoView({ block: 'nearest' });
  };

  const actions: GridActions = {
    editRequest(e) {
      const row = e.data;
      const key = e.column.getColId();
      const cell = row?.cells[key];
      if (!row || !cell || !cell.editable) return;
      const value = coerce(cell, e.newValue === null || e.newValue === undefined ? '' : String(e.newValue));
      if (value === undefined) {
        say(refusal(cell), 'error');
        return;
      }
      bus.set({ status: null });
      if (value !== cell.value)
        commit([
          {
            cellId: cellIdOf(row.id, key),
            rowId: row.id,
            columnKey: key,
            oldValue: cell.value,
            newValue: value,
          },
        ]);
    },
    paste(text, html) {
      const cut = cutBoard.take(text);
      const block = parseClipboard(text, html);
      if (!cut) return actions.pasteBlock(block);
      if (cut.owner === owner) {
        // A move inside this grid: the cut cells the block does not cover are cleared in the same step.
        const rect = target();
        if (!rect || block.length === 0) return actions.pasteBlock(block);
        return pasteInto(block, rect, 0, clearRange(cut.rect));
      }
      const report = actions.pasteBlock(block);
      cut.clear();
      return report;
    },
    pasteBlock(block) {
      const rect = target();
      if (!rect || block.length === 0) return { taken: 0, refused: [], skipped: 0, addedRows: 0, outside: 0 };
      const o = options();
      const missing = pasteOverflow(block, rect, selection.bounds()).rows;
      if (missing > 0 && !o.readOnly && (o.model.listRows || o.model.hierarchical)) {
        // A list the user grows: the rows the block needs are added first (Excel users expect the table to grow).
        const rows = rect.top + block.length;
        addRows(missing);
        if (!o.onRowsChange) return pasteInto(block, rect, missing);
        // The page gives the new rows its own ids: the block is written once they are back.
        if (waiting) runWaiting(true);
        waiting = {
          block,
          rect,
          rows,
          added: missing,
          timer: setTimeout(() => runWaiting(true), ADD_ROWS_WAIT_MS),
        };
        say(`正在新增 ${missing} 行…`, 'info');
        return { taken: 0, refused: [], skipped: 0, addedRows: missing, outside: 0 };
      }
      return pasteInto(block, rect, 0);
    },
    rowsReplaced() {
      runWaiting(false);
    },
    copy() {
      const rect = target();
      if (!rect) return null;
      cutBoard.cancel(owner);
      return { tsv: rangeToTsv(rect, cellAt), html: rangeToHtml(rect, cellAt) };
    },
    cut() {
      const out = actions.copy();
      const rect = target();
      if (!out || !rect) return null;
      ctx.cut = rect;
      repaint(rect);
      const cells = (rect.bottom - rect.top + 1) * (rect.right - rect.left + 1);
      // The status line only (no page message): Excel's "select destination" hint.
      bus.set({
        status: { text: `已剪切 ${cells} 个单元格：选择目标单元格后按 Ctrl+V 粘贴，Esc 取消`, kind: 'info' },
      });
      cutBoard.set({
        owner,
        rect,
        tsv: out.tsv,
        clear: () => commit(planWrites(clearRange(rect), store.access()).changes),
        unmark: () => {
          if (ctx.cut !== rect) return;
          ctx.cut = null;
          repaint(rect);
        },
      });
      return out;
    },
    cancelCut() {
      if (!cutBoard.cancel(owner)) return false;
      bus.set({ status: null });
      return true;
    },
    clear() {
      const rect = target();
      if (rect) commit(planWrites(clearRange(rect), store.access()).changes);
    },
    fillDown() {
      const rect = target();
      if (rect) commit(planWrites(fillDown(rect, store.valueAt), store.access()).changes);
    },
    fillRight() {
      const rect = target();
      if (rect) commit(planWrites(fillRight(rect, store.valueAt), store.access()).changes);
    },
    fillTo(rect, target, swap = false) {
      const a = store.access();
      const isNumberCell = (row: number, col: number) => {
        const rowId = a.rowIdAt(row);
        const key = a.columnKeyAt(col);
        const cell = rowId !== undefined && key !== undefined ? a.cellOf(rowId, key) : undefined;
        return cell !== undefined && (cell.numeric || cell.type === 'data');
      };
      const placements = fillBy(rect, target, store.valueAt, { swap, isNumberCell });
      const plan = planWrites(placements, store.access());
      commit(plan.changes);
      selection.set(
        extendTo(collapse({ row: rect.top, col: rect.left }), { row: target.bottom, col: target.right }),
      );
      const taken = placements.length - plan.refused.length - plan.skipped;
      let text = `已填充 ${taken} 个单元格`;
      if (plan.skipped > 0) text += `，跳过 ${plan.skipped} 个只读单元格`;
      if (plan.refused.length > 0) text += `；${refusedText(plan.refused, '填充')}`;
      say(text, plan.refused.length > 0 ? 'error' : 'info');
    },
    toggle(rowId, columnKey) {
      const cell = store.access().cellOf(rowId, columnKey);
      if (!cell || !cell.editable || (cell.type !== 'switch' && cell.type !== 'radio')) return;
      const [on, off] = cell.boolValues ?? ['True', 'False'];
      const next = cell.type === 'radio' || cell.value !== on ? on : off;
      if (next === cell.value) return;
      commit([
        { cellId: cellIdOf(rowId, columnKey), rowId, columnKey, oldValue: cell.value, newValue: next },
      ]);
    },
    enterInSelection(raw) {
      const rect = target();
      if (!rect) return;
      const plan = planWrites(placePaste([[raw]], rect, selection.bounds()), store.access());
      commit(plan.changes);
      if (plan.refused.length === 0) bus.set({ status: null });
      else say(refusedText(plan.refused, '填入'), 'error');
    },
    undo: () => history.undo(),
    redo: () => history.redo(),
    replay(step, direction) {
      store.replay(step, direction);
      // Rows came or went: a range would point at other rows.
      if (step.kind === 'rows') selection.set(null);
      else selectCells(step.batch);
    },
  };
  return actions;
}
