// Everything a user can do to the grid's values — type, paste, copy, clear, fill, toggle, undo — as one API.
import type { CellEditRequestEvent } from 'ag-grid-community';
import { rangeToHtml, rangeToTsv } from './clipboard-copy';
import { clearRange, fillBy, fillDown, fillRight } from './fill';
import { formatNumber } from './format';
import type { GridBus } from './grid-bus';
import type { GridContext } from './grid-context';
import type { EditHistory, StepDirection } from './edit-history';
import { parseClipboard, type Block } from './paste';
import { collapse, extendTo, type Rect } from './selection';
import { placePaste } from './tiling';
import type { UndoStep } from './undo-stack';
import type { GridStore } from './use-grid-store';
import type { SelectionController } from './use-selection';
import {
  NOT_AN_OPTION,
  NOT_A_NUMBER,
  coerce,
  planWrites,
  withRadioExclusivity,
  type RefusedCell,
} from './writes';
import type { CellChange, GridRow } from './types';
import { cellIdOf } from './types';

/** What a paste did, for the status line and the page (onPasteReport). */
export interface PasteReport {
  /** Cells whose value was taken from the clipboard. */
  taken: number;
  /** Cells refused with 输入的值必须为数字 (old value kept). */
  refused: RefusedCell[];
  /** Read-only cells passed over. */
  skipped: number;
}

export interface GridActions {
  editRequest(e: CellEditRequestEvent<GridRow>): void;
  paste(text: string | null, html?: string | null): PasteReport;
  pasteBlock(block: Block): PasteReport;
  copy(): { tsv: string; html: string } | null;
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
  onPasteReport?: (report: PasteReport) => void;
  onMessage?: (text: string, kind: 'info' | 'error') => void;
}

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
  const commit = (changes: CellChange[]) => store.commit(withRadioExclusivity(changes, store.rows()));

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

  const label = (r: RefusedCell): string => {
    const row = store.rows().find((x) => x.id === r.rowId);
    const col = store.api()?.getColumn(r.columnKey)?.getColDef().headerName ?? r.columnKey;
    return `${row?.no || row?.cells.name?.value || r.rowId} ${col}`;
  };

  const textAt = (row: number, col: number): string => {
    const a = store.access();
    const rowId = a.rowIdAt(row);
    const key = a.columnKeyAt(col);
    const cell = rowId !== undefined && key !== undefined ? a.cellOf(rowId, key) : undefined;
    if (!cell || cell.value === null) return '';
    if (cell.type === 'select') return cell.options?.find((o) => o.value === cell.value)?.label ?? cell.value;
    if (!cell.numeric) return cell.value;
    // Copy what is shown, without thousands separators so that Excel reads numbers.
    const dp =
      ctx.decimals === undefined ? undefined : (store.rows().find((x) => x.id === rowId)?.dp ?? ctx.decimals);
    return formatNumber(cell.value, dp, false);
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
        say(cell.type === 'select' ? NOT_AN_OPTION : NOT_A_NUMBER, 'error');
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
      return actions.pasteBlock(parseClipboard(text, html));
    },
    pasteBlock(block) {
      const rect = target();
      const report: PasteReport = { taken: 0, refused: [], skipped: 0 };
      if (!rect || block.length === 0) return report;
      const placements = placePaste(block, rect, selection.bounds());
      const plan = planWrites(placements, store.access());
      commit(plan.changes);
      report.refused = plan.refused;
      report.skipped = plan.skipped;
      report.taken = placements.length - plan.refused.length - plan.skipped;
      if (placements.length > 0) {
        const last = placements[placements.length - 1]!;
        selection.set(
          extendTo(collapse({ row: rect.top, col: rect.left }), { row: last.row, col: last.col }),
        );
      }
      let text = `已粘贴 ${report.taken} 个单元格`;
      if (report.skipped > 0) text += `，跳过 ${report.skipped} 个只读单元格`;
      if (report.refused.length > 0) {
        const names = report.refused.slice(0, 5).map(label).join('、');
        text += `；${report.refused.length} 个单元格${NOT_A_NUMBER}，未粘贴：${names}${report.refused.length > 5 ? ' 等' : ''}`;
      }
      say(text, report.refused.length > 0 ? 'error' : 'info');
      options().onPasteReport?.(report);
      return report;
    },
    copy() {
      const rect = target();
      if (!rect) return null;
      return { tsv: rangeToTsv(rect, textAt), html: rangeToHtml(rect, textAt) };
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
      if (plan.refused.length > 0) {
        const names = plan.refused.slice(0, 5).map(label).join('、');
        text += `；${plan.refused.length} 个单元格${NOT_A_NUMBER}，未填充：${names}${plan.refused.length > 5 ? ' 等' : ''}`;
      }
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
      const first = plan.refused[0];
      if (!first) {
        bus.set({ status: null });
        return;
      }
      const why =
        store.access().cellOf(first.rowId, first.columnKey)?.type === 'select' ? NOT_AN_OPTION : NOT_A_NUMBER;
      say(`${plan.refused.length} 个单元格未填入：${label(first)} ${why}`, 'error');
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
