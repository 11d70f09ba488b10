// TemplateGrid: the one spreadsheet-like AG Grid component for every input and output table.
import './ag-setup';
import './template-grid.css';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  type Ref,
} from 'react';
import { AgGridReact } from 'ag-grid-react';
import { RowAutoHeightModule } from 'ag-grid-community';
import type {
  CellClickedEvent,
  CellEditRequestEvent,
  CellFocusedEvent,
  CellMouseDownEvent,
  CellMouseOverEvent,
  FirstDataRenderedEvent,
  GridApi,
  GridReadyEvent,
  SuppressKeyboardEventParams,
  ValueSetterParams,
} from 'ag-grid-community';
import { useAtomValue } from 'jotai';
import { cellPadding, digitWidth, GRID_LOCALE_TEXT, gridThemeFor } from './ag-setup';
import { numberColumnWidths } from './col-width';
import { sizeAtom } from '../../state/settings';
import { createGridActions, type GridActions, type PasteReport } from './grid-actions';
import { createGridBus } from './grid-bus';
import { createGridContext } from './grid-context';
import { createEditHistory, type EditHistory } from './edit-history';
import { createFillDrag } from './fill-handle';
import { handleOwnKey, isOwnKey, isRangeNavKey } from './grid-keys';
import { jumpOfKey, runJumpKey } from './nav-keys';
import { isEditorEnterKey, runEditorEnterKey } from './edit-keys';
import { attachImeEntry } from './ime-entry';
import { createDoubleClickCaret } from './caret';
import { GridStatusLine, GridToolbar } from './GridToolbar';
import type { RowsAction, RowsChange } from './numbering';
import { defaultNewRowId, runRowAction } from './row-ops';
import { isEcho } from './row-undo';
import { baseWidth, rowClassOf, toColumnDefs } from './to-column-defs';
import { useGridStore, visibleRows } from './use-grid-store';
import { useSelection } from './use-selection';
import { createTabRun } from './tab-run';
import type { CellChange, CellDelta, GridModel, GridRow } from './types';

/**
 * Without the auto-height service AG Grid takes every row as not yet measured: each ensureIndexVisible (Enter
 * moving down after an edit, an issue click) then re-runs itself on the next ten model updates — every edit and
 * every computed delta — each time forcing a layout. With it, and no auto-height column, the rows count as
 * measured and the scroll is done once.
 */
const GRID_MODULES = [RowAutoHeightModule];

export interface TemplateGridHandle {
  applyDeltas(deltas: readonly CellDelta[]): number;
  actions: GridActions;
  api(): GridApi<GridRow> | null;
}

export interface TemplateGridProps {
  model: GridModel;
  /** 2 from tab 4 on (2-dp half-up, thousands separators); undefined shows the plain number. */
  decimals?: number;
  /** Output tables: no editing, no toolbar; selection and copy still work. */
  readOnly?: boolean;
  /** Computed values from the calc worker; each new array is applied once and repaints only its cells. */
  deltas?: readonly CellDelta[];
  /**
   * A batch of the user's changes, heard before the grid repaints them (a worker takes a large paste sooner): the
   * batch carries the new values; the grid's rows hold them once the current task has finished.
   */
  onEdit?: (batch: CellChange[]) => void;
  onRowsChange?: (change: RowsChange) => void;
  onPasteReport?: (report: PasteReport) => void;
  onMessage?: (text: string, kind: 'info' | 'error') => void;
  newRowId?: () => string;
  /**
   * The undo history this grid shares with the other grids of the page (Excel keeps one per workbook): Ctrl+Z
   * reverts the last step of any of them. Without it the grid keeps its own.
   */
  history?: EditHistory;
  /** Called once the first rows are rendered (the grid API is ready). */
  onReady?: (api: GridApi<GridRow>) => void;
  height?: number | string;
  /** Render every row/column (tests; small tables). */
  suppressRowVirtualisation?: boolean;
  suppressColumnVirtualisation?: boolean;
  ref?: Ref<TemplateGridHandle>;
}

export function TemplateGrid(props: TemplateGridProps) {
  const { decimals, readOnly = false } = props;
  const model = useMemo(() => (readOnly ? lockModel(props.model) : props.model), [props.model, readOnly]);
  const propsRef = useRef(props);
  propsRef.current = props;
  const bus = useMemo(() => createGridBus(), []);
  const ctx = useMemo(() => createGridContext(decimals, model.levelStyles ?? false), []); // eslint-disable-line react-hooks/exhaustive-deps
  ctx.decimals = decimals;
  ctx.levelStyles = model.levelStyles ?? false;
  ctx.fillHandle = !readOnly;
  const history = useMemo(() => props.history ?? createEditHistory(), []); // eslint-disable-line react-hooks/exhaustive-deps
  const store = useGridStore(model.rows, {
    onEdit: (batch) => propsRef.current.onEdit?.(batch),
    onRowsChange: (change) => propsRef.current.onRowsChange?.(change),
    model,
    record: (step) => history.record(propsRef.current.model.id, step),
    forget: () => history.forget(propsRef.current.model.id),
  });
  const getApi = useCallback(() => store.api(), [store]);
  const selection = useSelection(getApi, ctx);
  const actions = useMemo(
    () => createGridActions(store, selection, bus, ctx, history, () => propsRef.current),
    [store, selection, bus, ctx, history],
  );
  const fillDrag = useMemo(() => createFillDrag(ctx, getApi, actions.fillTo), [ctx, getApi, actions]);
  const tabRun = useMemo(() => createTabRun(getApi), [getApi]);
  const actionsRef = useRef(actions);
  actionsRef.current = actions;

  // The toolbar's 撤销 / 重做 follow the (shared) history; the grid takes its table's steps once its rows are
  // rendered (a Ctrl+Z on another tab waits for that to select the cells it reverts).
  useEffect(() => {
    const sync = () => bus.set({ canUndo: history.canUndo(), canRedo: history.canRedo() });
    sync();
    return history.subscribe(sync);
  }, [bus, history]);
  const detach = useRef<(() => void) | null>(null);
  useEffect(() => () => detach.current?.(), []);

  // A new model replaces the rows. The page's answer to a row operation (same table, same inputs) keeps
  // the undo history; another table or other values start a new one.
  const seen = useRef({ id: model.id, rows: model.rows });
  useEffect(() => {
    if (seen.current.rows === model.rows) return;
    const sameTable = seen.current.id === model.id;
    seen.current = { id: model.id, rows: model.rows };
    if (model.rows === store.rows()) return;
    store.setRows(model.rows, { resetUndo: !sameTable || !isEcho(store.rows(), model.rows) });
    actions.rowsReplaced();
  }, [model.id, model.rows, store, actions]);

  // Layout effect: the computed values reach AG Grid in the same task as the render that brought them, so
  // they are painted in the next frame (a passive effect may run only after a frame has been painted).
  useLayoutEffect(() => {
    if (props.deltas && props.deltas.length > 0) store.applyDeltas(props.deltas);
  }, [props.deltas, store]);

  useImperativeHandle(props.ref, () => ({ applyDeltas: (d) => store.applyDeltas(d), actions, api: getApi }), [
    store,
    actions,
    getApi,
  ]);

  // 布局大小 (the shell's component size) reaches the grid here: 小型/迷你 shrink its text and rows.
  const size = useAtomValue(sizeAtom);
  const columnDefs = useMemo(() => toColumnDefs(model), [model]);
  // Number columns are widened to their widest value after the first paint (a pass over every cell that
  // the first render need not wait for), and again when the table, the decimals or the size change.
  const fitColumns = useCallback(() => {
    const api = store.api();
    if (!api) return;
    const metrics = { digit: digitWidth(size), padding: cellPadding(size), base: baseWidth };
    const widths = numberColumnWidths(model.columns, model.rows, decimals, metrics);
    const changes = [...widths]
      .filter(([key, w]) => (api.getColumn(key)?.getActualWidth() ?? w) < w)
      .map(([key, newWidth]) => ({ key, newWidth }));
    if (changes.length > 0) api.setColumnWidths(changes);
  }, [store, model, decimals, size]);
  const fitRef = useRef(fitColumns);
  fitRef.current = fitColumns;
  useEffect(() => fitColumns(), [fitColumns, columnDefs]);
  const hasRowSpans = useMemo(
    () => model.rows.some((r) => Object.values(r.cells).some((c) => (c.rowSpan ?? 1) > 1)),
    [model.rows],
  );
  const initialRows = useMemo(() => visibleRows(store.rows()), [store]);

  const toggleFocused = useCallback((): boolean => {
    const f = store.api()?.getFocusedCell();
    const rowId = f ? store.api()?.getDisplayedRowAtIndex(f.rowIndex)?.id : undefined;
    const cell = f && rowId ? store.access().cellOf(rowId, f.column.getColId()) : undefined;
    if (!f || !rowId || !cell || (cell.type !== 'switch' && cell.type !== 'radio') || readOnly) return false;
    actions.toggle(rowId, f.column.getColId());
    return true;
  }, [store, actions, readOnly]);

  const defaultColDef = useMemo(
    () => ({
      resizable: true,
      suppressKeyboardEvent: (p: SuppressKeyboardEventParams<GridRow>) =>
        // During an input method's composition its keys are the IME's.
        p.event.isComposing ||
        (!p.editing && (isOwnKey(p.event) || jumpOfKey(p.event) !== null)) ||
        (p.editing && isEditorEnterKey(p.event)) ||
        isRangeNavKey(p.event, ctx.rect),
      // Every value AG Grid would write (a typed value, a cleared cell) is ours to apply: the setter writes
      // nothing and hands the request to the actions. AG Grid delivers its events (onCellEditRequest) from a
      // timer, after the browser has painted a frame; the setter runs inside the key press, so the edit
      // reaches the store and the calc worker a frame earlier. The microtask lets AG Grid finish closing
      // the editor first (it holds the cell's refresh while committing).
      valueSetter: (p: ValueSetterParams<GridRow>) => {
        if (!p.node) return false;
        const request: CellEditRequestEvent<GridRow> = {
          type: 'cellEditRequest',
          api: p.api,
          context: p.context as unknown,
          event: null,
          rowIndex: p.node.rowIndex,
          rowPinned: p.node.rowPinned,
          node: p.node,
          data: p.data,
          column: p.column,
          colDef: p.colDef,
          oldValue: p.oldValue as unknown,
          newValue: p.newValue as unknown,
          value: p.newValue as unknown,
          source: 'edit',
        };
        queueMicrotask(() => actionsRef.current?.editRequest(request));
        return false;
      },
    }),
    [ctx],
  );

  const handlers = useMemo(
    () => ({
      getRowId: (p: { data: GridRow }) => p.data.id,
      getRowClass: (p: { data: GridRow | undefined }) => rowClassOf(p.data, ctx.levelStyles),
      onGridReady: (e: GridReadyEvent<GridRow>) => {
        store.setApi(e.api);
        selection.syncColumns();
      },
      onDisplayedColumnsChanged: () => selection.syncColumns(),
      onCellFocused: (e: CellFocusedEvent<GridRow>) => selection.onCellFocused(e),
      onCellMouseDown: (e: CellMouseDownEvent<GridRow>) => selection.onCellMouseDown(e),
      onCellMouseOver: (e: CellMouseOverEvent<GridRow>) => {
        const col = ctx.colIndex.get(e.column.getColId());
        if (fillDrag.active() && e.rowIndex !== null && col !== undefined)
          fillDrag.over({ row: e.rowIndex, col });
        else selection.onCellMouseOver(e);
      },
      onCellClicked: (e: CellClickedEvent<GridRow>) => {
        const key = e.column.getColId();
        const cell = e.data?.cells[key];
        if (!propsRef.current.readOnly && e.data && (cell?.type === 'switch' || cell?.type === 'radio'))
          actions.toggle(e.data.id, key);
      },
      onFirstDataRendered: (e: FirstDataRenderedEvent<GridRow>) => {
        detach.current?.();
        detach.current = history.attach(model.id, actions.replay);
        propsRef.current.onReady?.(e.api);
        requestAnimationFrame(() => fitRef.current());
      },
      onGridPreDestroyed: () => store.setApi(null),
    }),
    [ctx, actions, store, selection, fillDrag, history, model.id],
  );

  const onRows = useCallback(
    (action: RowsAction) =>
      runRowAction(action, model, store, selection, bus, propsRef.current.newRowId ?? defaultNewRowId),
    [model, store, selection, bus],
  );

  // Leaving or reloading the page commits a value still open in a cell editor, so that it reaches the page's
  // draft (typed "1666", no Enter yet, then F5: the value is offered back).
  useEffect(() => {
    const commitOpenEditor = () => {
      const api = store.api();
      if (api && api.getEditingCells().length > 0) api.stopEditing();
    };
    window.addEventListener('beforeunload', commitOpenEditor);
    window.addEventListener('pagehide', commitOpenEditor);
    return () => {
      window.removeEventListener('beforeunload', commitOpenEditor);
      window.removeEventListener('pagehide', commitOpenEditor);
    };
  }, [store]);

  useEffect(() => {
    const end = () => {
      fillDrag.end();
      selection.endDrag();
    };
    window.addEventListener('mouseup', end);
    return () => window.removeEventListener('mouseup', end);
  }, [selection, fillDrag]);

  const rootRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const root = rootRef.current;
    return root
      ? attachImeEntry(
          root,
          () => store.api(),
          () => propsRef.current.readOnly ?? false,
        )
      : undefined;
  }, [store]);
  const caret = useMemo(() => createDoubleClickCaret(), []);

  const isEditingTarget = (t: EventTarget | null) =>
    t instanceof HTMLElement && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA');

  const allRows = props.suppressRowVirtualisation;
  const allCols = props.suppressColumnVirtualisation;
  // The page re-renders the grid on every computed delta: the AG Grid element itself stays the same
  // object so that React skips it (deltas and edits reach AG Grid through its API, not through props).
  const grid = useMemo(
    () => (
      <AgGridReact<GridRow>
        theme={gridThemeFor(size)}
        localeText={GRID_LOCALE_TEXT}
        rowData={initialRows}
        columnDefs={columnDefs}
        defaultColDef={defaultColDef}
        context={ctx}
        getRowId={handlers.getRowId}
        getRowClass={handlers.getRowClass}
        enterNavigatesVertically
        enterNavigatesVerticallyAfterEdit
        stopEditingWhenCellsLoseFocus
        enableCellSpan={hasRowSpans}
        suppressMovableColumns
        suppressRowVirtualisation={allRows}
        suppressColumnVirtualisation={allCols}
        animateRows={false}
        // Rows a row operation brings back (恢复已删除项, undo) are inserted where they belong in the page too,
        // not appended: what reads the page (text selection, screen readers) sees the order shown.
        ensureDomOrder
        modules={GRID_MODULES}
        onGridReady={handlers.onGridReady}
        onDisplayedColumnsChanged={handlers.onDisplayedColumnsChanged}
        onCellFocused={handlers.onCellFocused}
        onCellMouseDown={handlers.onCellMouseDown}
        onCellMouseOver={handlers.onCellMouseOver}
        onCellClicked={handlers.onCellClicked}
        onFirstDataRendered={handlers.onFirstDataRendered}
        onGridPreDestroyed={handlers.onGridPreDestroyed}
      />
    ),
    [size, initialRows, columnDefs, defaultColDef, ctx, handlers, hasRowSpans, allRows, allCols],
  );

  return (
    <div
      className="tg-root"
      ref={rootRef}
      data-table={model.id}
      onPointerDownCapture={(e) => {
        // AG Grid takes cell presses from pointer events too: a press on the fill handle is ours alone.
        if (fillDrag.tryStart(e)) e.stopPropagation();
        else selection.onPointerDownCapture();
      }}
      onMouseOver={(e) => titleIfTruncated(e.target)}
      onMouseMove={(e) => fillDrag.hover(e)}
      onMouseDownCapture={(e) => {
        if (fillDrag.active() || fillDrag.tryStart(e)) {
          // The press is on the fill handle: AG Grid must not move the focus or start a new range.
          e.preventDefault();
          e.stopPropagation();
          return;
        }
        tabRun.reset();
        selection.onMouseDownCapture(e);
      }}
      onKeyDownCapture={(e) => {
        selection.onKeyDownCapture(e);
        // (An IME's Enter confirms its composition: not the end of a Tab run.)
        if (!e.nativeEvent.isComposing && !isRangeNavKey(e, ctx.rect) && tabRun.onKey(e)) {
          // Enter ending a Tab run: the focus has moved; AG Grid must not move it again.
          e.preventDefault();
          e.stopPropagation();
        }
      }}
      onFocusCapture={(e) => {
        selection.onFocusIn();
        caret.onFocusIn(e.target);
      }}
      onDoubleClick={(e) => caret.onDoubleClick(e)}
      onKeyDown={(e) => {
        // AG Grid has already moved the focus (arrows, Tab, Enter): the highlight follows in this task rather than
        // in AG Grid's deferred focus event, so that one frame paints both and the worker's answer to an edit is
        // not kept waiting behind an extra frame. A press that closed an editor does not get here (its target is
        // gone from the page): selection.onFocusIn follows that one.
        selection.syncToFocus();
        if (e.defaultPrevented) return;
        if (isEditingTarget(e.target) && runEditorEnterKey(e, store.api(), actions)) {
          e.preventDefault();
          return;
        }
        if (isRangeNavKey(e, ctx.rect)) {
          // Excel: Tab/Enter commit a typed value and move on inside the selected range.
          store.api()?.stopEditing();
          if (selection.moveInRange(e.key as 'Tab' | 'Enter', e.shiftKey)) e.preventDefault();
          return;
        }
        if (isEditingTarget(e.target)) return;
        if (runJumpKey(e, () => store.access(), selection)) {
          e.preventDefault();
          return;
        }
        if (e.key === 'Escape' && actions.cancelCut()) return;
        const mutating = e.key === 'Delete' || e.ctrlKey || e.metaKey || e.key === ' ';
        if (readOnly && mutating && !((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'a')) return;
        if (handleOwnKey(e, actions, selection, toggleFocused)) e.preventDefault();
      }}
      onCopy={(e) => {
        if (isEditingTarget(e.target)) return;
        selection.syncToFocus();
        const out = actions.copy();
        if (!out) return;
        e.preventDefault();
        e.clipboardData.setData('text/plain', out.tsv);
        e.clipboardData.setData('text/html', out.html);
      }}
      onCut={(e) => {
        if (isEditingTarget(e.target) || readOnly) return;
        selection.syncToFocus();
        // Excel: the range is only marked; it is cleared when the paste lands.
        const out = actions.cut();
        if (!out) return;
        e.preventDefault();
        e.clipboardData.setData('text/plain', out.tsv);
        e.clipboardData.setData('text/html', out.html);
      }}
      onPaste={(e) => {
        if (isEditingTarget(e.target) || readOnly) return;
        e.preventDefault();
        selection.syncToFocus();
        actions.paste(e.clipboardData.getData('text/plain'), e.clipboardData.getData('text/html'));
      }}
    >
      <GridToolbar
        bus={bus}
        editable={!readOnly}
        hierarchical={model.hierarchical ?? false}
        removableRows={model.removableRows ?? false}
        listRows={model.listRows ?? false}
        onUndo={actions.undo}
        onRedo={actions.redo}
        onFillDown={actions.fillDown}
        onFillRight={actions.fillRight}
        onRows={onRows}
      />
      <div style={{ height: props.height ?? 480, width: '100%' }}>{grid}</div>
      <GridStatusLine bus={bus} />
    </div>
  );
}

/**
 * A cell whose text its column cuts off shows the whole text on hover (a title set only then: no cost
 * while rendering or scrolling).
 */
function titleIfTruncated(target: EventTarget | null): void {
  const cell = target instanceof Element ? target.closest<HTMLElement>('.ag-cell') : null;
  if (!cell || cell.classList.contains('ag-cell-inline-editing')) return;
  const text = cell.textContent ?? '';
  if (cell.scrollWidth > cell.clientWidth && text !== '') cell.title = text;
  else if (cell.title) cell.removeAttribute('title');
}

/** Output tables: every cell read-only whatever the model says. */
function lockModel(model: GridModel): GridModel {
  return {
    ...model,
    rows: model.rows.map((r) => ({
      ...r,
      cells: Object.fromEntries(
        Object.entries(r.cells).map(([k, c]) => [k, c.editable ? { ...c, editable: false } : c]),
      ),
    })),
  };
}
