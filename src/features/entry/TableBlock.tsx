// One input table of the current tab in the generic TemplateGrid: edits and row operations go to the worker.
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { TemplateGrid, type EditHistory, type TemplateGridHandle } from '../../components/TemplateGrid';
import { tableInstanceToGrid, toCellEdits, toRowEdits } from '../../components/TemplateGrid/to-grid-model';
import type { CellChange, CellDelta } from '../../components/TemplateGrid/types';
import type { RowsChange } from '../../components/TemplateGrid/numbering';
import type { CellEdit, RowEdit, TableInstance } from '../../core/template/types';
import { fitColumns, VISIBLE_ROWS } from './column-fit';
import { useNearViewport } from './near-viewport';
import { useOverflowTitles } from './overflow-title';
import { withUnitLabels } from './unit-labels';

export interface TableBlockProps {
  table: TableInstance;
  decimals: number | undefined;
  areaUnit: 'mu' | 'ha';
  deltas: CellDelta[] | undefined;
  readOnly: boolean;
  /** Resolves with the edits the worker refused (their old values are put back). */
  onEdit: (edits: CellEdit[]) => Promise<{ cellId: string; message: string }[]>;
  onRows: (edits: RowEdit[]) => Promise<void>;
  /** The version's one undo history, shared by every table of every tab. */
  history?: EditHistory;
  /** Registers the grid so an issue click can focus one of its cells. */
  register: (key: string, handle: TemplateGridHandle | null) => void;
  renderAll?: boolean;
  /** Mount the grid now even if far from the viewport (an issue in this table was clicked). */
  mount?: boolean;
}

const ROW_PX = 28;
const HEADER_PX = 30;

function message(text: string, kind: 'info' | 'error') {
  notifications.show({ message: text, color: kind === 'error' ? 'red' : 'blue', autoClose: 3000 });
}

/** Grid height: exactly the rows (up to VISIBLE_ROWS before scrolling), plus a scrollbar when columns overflow. */
function gridHeight(table: TableInstance, scrolls: boolean): number {
  const headerRows = Math.max(1, depth(table.header));
  return (
    HEADER_PX * headerRows +
    ROW_PX * Math.min(VISIBLE_ROWS, Math.max(1, table.rows.length)) +
    (scrolls ? 16 : 0) +
    4
  );
}
/** The title line and the gap above the grid. */
const TITLE_PX = 40;

/**
 * A table far from the viewport is a placeholder of the block's height until it comes near (or an issue
 * click asks for it): opening a 30-sub-project tab mounts a few grids instead of 20+ (issue #6).
 */
export const TableBlock = memo(function TableBlock(props: TableBlockProps) {
  const { near, ref } = useNearViewport(props.mount ?? false);
  if (near) return <GridBlock {...props} />;
  return (
    <div
      ref={ref}
      data-testid="entry-table-placeholder"
      data-table={props.table.key}
      style={{ height: gridHeight(props.table, false) + TITLE_PX }}
    >
      <Title order={6}>{props.table.name}</Title>
    </div>
  );
});

function GridBlock(props: TableBlockProps) {
  const { table, register } = props;
  // Built once per table instance and unit: the grid keeps its rows (and live deltas) across re-renders.
  const base = useMemo(
    () => tableInstanceToGrid(withUnitLabels(table, props.areaUnit)),
    [table, props.areaUnit],
  );
  const { ref: frame, width } = useElementSize<HTMLDivElement>();
  const holder = useRef<HTMLDivElement | null>(null);
  // The frame's width is read once before the grid mounts, so that AG Grid is created with the fitted columns:
  // the resize observer reports it only after the first paint, and new column defs then cost AG Grid as much
  // as creating them (every block of a 23-table tab). Blocks mounted together share one layout for the read.
  const [firstWidth, setFirstWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    setFirstWidth(holder.current ? Math.floor(holder.current.getBoundingClientRect().width) : 0);
  }, []);
  const frameWidth = width > 0 ? Math.floor(width) : (firstWidth ?? 0);
  // Only the columns change with the frame: the rows array stays the one of `base`.
  const fit = useMemo(() => fitColumns(base, frameWidth, props.decimals), [base, frameWidth, props.decimals]);
  const model = fit.model;
  const setFrame = useCallback(
    (el: HTMLDivElement | null) => {
      holder.current = el;
      frame(el);
    },
    [frame],
  );
  useOverflowTitles(holder);
  const handle = useRef<TemplateGridHandle | null>(null);
  const propsRef = useRef(props);
  propsRef.current = props;

  useEffect(() => () => register(table.key, null), [register, table.key]);
  const setRef = useCallback(
    (h: TemplateGridHandle | null) => {
      handle.current = h;
      if (h) register(table.key, h);
    },
    [register, table.key],
  );

  const onEdit = useCallback(
    (batch: CellChange[]) => {
      const old = new Map(batch.map((c) => [c.cellId, c.oldValue]));
      void propsRef.current.onEdit(toCellEdits(table.key, batch)).then((rejected) => {
        if (rejected.length === 0) return;
        // A refused value (non-number, read-only cell) is replaced by the old one (product.md §5).
        handle.current?.applyDeltas(
          rejected.map((r) => ({ cellId: r.cellId, value: old.get(r.cellId) ?? null })),
        );
        message(rejected[0]?.message ?? '', 'error');
      });
    },
    [table.key],
  );
  const onRowsChange = useCallback(
    (change: RowsChange) => void propsRef.current.onRows(toRowEdits(table.key, change)),
    [table.key],
  );

  const height = gridHeight(table, fit.scrolls);
  return (
    <Stack
      gap={4}
      data-testid="entry-table"
      data-table={table.key}
      ref={setFrame}
      // A tab may hold 30+ grids: the browser skips style, layout and layer work for those off screen, which
      // halves keystroke → painted on a 30-sub-project version (AG Grid keeps its popups inside the grid).
      style={{ contentVisibility: 'auto', containIntrinsicSize: `auto ${height + TITLE_PX}px` }}
    >
      <Group justify="space-between">
        <Title order={6}>{table.name}</Title>
        {props.decimals !== undefined && (
          <Text size="xs" c="dimmed">
            显示保留两位小数
          </Text>
        )}
      </Group>
      {firstWidth !== null && (
        <TemplateGrid
          ref={setRef}
          model={model}
          decimals={props.decimals}
          deltas={props.deltas}
          readOnly={props.readOnly}
          onEdit={onEdit}
          onRowsChange={onRowsChange}
          onMessage={message}
          history={props.history}
          height={height}
          suppressRowVirtualisation={props.renderAll}
          suppressColumnVirtualisation={props.renderAll}
        />
      )}
    </Stack>
  );
}

function depth(nodes: TableInstance['header']): number {
  let d = 0;
  for (const n of nodes) d = Math.max(d, 1 + (n.children ? depth(n.children) : 0));
  return d;
}
