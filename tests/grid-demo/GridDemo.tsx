// Dev-only demo page of TemplateGrid: a 60-year hierarchical input table whose totals a fake worker recomputes.
import { useMemo, useRef, useState } from 'react';
import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { TemplateGrid, type TemplateGridHandle } from '../../src/components/TemplateGrid/TemplateGrid';
import type { CellChange, GridRow } from '../../src/components/TemplateGrid/types';
import { computeDeltas, demoModel } from './demo-model';
import type { RowsChange } from '../../src/components/TemplateGrid/numbering';

declare global {
  interface Window {
    __grid?: TemplateGridHandle | null;
    __gridEdits?: number;
    __gridReadyAt?: number;
    __gridStartAt?: number;
    __gridModelAt?: number;
  }
}

/** Demo row ids are `s<k>r<no>` / `s<k>t`: the sub-project block is `s<k>`. */
const blockOf = (rowId: string): string | null => /^(s\d+)[rt]/.exec(rowId)?.[1] ?? null;

export function GridDemo({ subProjects }: { subProjects: number }) {
  const model = useMemo(() => {
    const m = demoModel(subProjects);
    // The bench tells building the demo data (decimal.js sums) apart from rendering the grid.
    window.__gridModelAt = performance.now();
    return m;
  }, [subProjects]);
  const [tab, setTab] = useState('4');
  const ref = useRef<TemplateGridHandle | null>(null);
  const rowsRef = useRef<GridRow[]>(model.rows);
  const [log, setLog] = useState('');

  const recompute = (rows: readonly GridRow[]) => {
    // Stands in for the calc worker: recompute totals and answer with deltas.
    const deltas = computeDeltas(rows);
    ref.current?.applyDeltas(deltas);
  };
  const onEdit = (batch: CellChange[]) => {
    window.__gridEdits = (window.__gridEdits ?? 0) + 1;
    // the grid hears of a batch before its rows hold it: read them once this task is done, as a worker would
    queueMicrotask(() => recomputeAfter(batch));
  };
  const recomputeAfter = (batch: CellChange[]) => {
    const api = ref.current?.api();
    const rows: GridRow[] = [];
    api?.forEachNode((n) => n.data && rows.push(n.data));
    rowsRef.current = rows;
    // Like the worker, recompute only the sub-projects the batch touched.
    const blocks = new Set(batch.map((c) => blockOf(c.rowId)));
    recompute(blocks.has(null) ? rows : rows.filter((r) => blocks.has(blockOf(r.id))));
    setLog(
      `onEdit：${batch.length} 个单元格（${batch
        .slice(0, 3)
        .map((c) => `${c.cellId} ${c.oldValue ?? '空'}→${c.newValue ?? '空'}`)
        .join('，')}${batch.length > 3 ? '…' : ''}）`,
    );
  };
  const onRowsChange = (change: RowsChange) => {
    rowsRef.current = change.rows;
    recompute(change.rows.filter((r) => !r.deleted));
    setLog(`onRowsChange：${change.action} ${change.targetRowId ?? ''}`);
  };

  return (
    <Stack p="md" gap="xs">
      <Group justify="space-between">
        <Title order={4}>{model.title}（演示）</Title>
        <SegmentedControl
          size="xs"
          value={tab}
          onChange={setTab}
          data={[
            { value: '3', label: '第0–3页：原值' },
            { value: '4', label: '第4页起：两位小数' },
          ]}
        />
      </Group>
      <TemplateGrid
        ref={(h) => {
          ref.current = h;
          window.__grid = h;
        }}
        model={model}
        decimals={tab === '4' ? 2 : undefined}
        onEdit={onEdit}
        onRowsChange={onRowsChange}
        onReady={() => requestAnimationFrame(() => (window.__gridReadyAt = performance.now()))}
        height={subProjects > 1 ? 640 : 520}
      />
      <Text size="xs" c="dimmed" data-testid="demo-log">
        {log}
      </Text>
    </Stack>
  );
}
