// Right side of the result view: the chosen computed table, read-only, in the generic TemplateGrid.
import { memo, useMemo } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { TemplateGrid } from '../../components/TemplateGrid';
import type { LoanRepayment, OutputTable } from '../../core/contracts/results';
import { replaceUnit } from '../../core/contracts/results-layout';
import { keyIndicators } from '../../core/contracts/results-indicators';
import { RepaymentMethods } from './RepaymentMethods';
import { outputTableToGrid } from '../../components/TemplateGrid/output-table-to-grid';
import './results.css';

/** Tables that print FIRR / payback figures: a "—" there is explained below the grid (finance-model §4.4). */
const INDICATOR_TABLES = new Set(['summary', 'projectCash', 'equityCash']);

interface Props {
  table: OutputTable;
  /** Indicators of the output, for the reasons behind "—". */
  indicators?: object;
  areaUnit?: 'mu' | 'ha';
  repayments: LoanRepayment[];
  /** Render every row and column (component tests, where jsdom has no layout). */
  renderAll?: boolean;
}

/** Memoised: on the entry screen a keystroke re-renders the page, while a preview table changes only with the live compute. */
export const OutputTableView = memo(function OutputTableView({
  table,
  indicators,
  areaUnit,
  repayments,
  renderAll = false,
}: Props) {
  const model = useMemo(() => outputTableToGrid(table, areaUnit), [table, areaUnit]);
  const notes = useMemo(
    () =>
      indicators && INDICATOR_TABLES.has(table.id) ? keyIndicators(indicators).filter((k) => k.note) : [],
    [indicators, table.id],
  );
  // Short tables fit without a scrollbar; long ones scroll inside the grid.
  const height = Math.min(620, 34 * Math.max(1, table.headers.length) + 29 * table.rows.length + 24);
  return (
    <Stack
      gap="xs"
      className={table.id === 'sensitivity' ? 'rv-table rv-sensitivity' : 'rv-table'}
      data-testid="result-table"
    >
      <Group justify="space-between" align="flex-end">
        <Title order={5}>{replaceUnit(table.title, areaUnit)}</Title>
        {table.unit && (
          <Text size="sm" c="dimmed">
            单位：{table.unit}
          </Text>
        )}
      </Group>
      {table.id === 'loanPlan' && <RepaymentMethods repayments={repayments} />}
      <TemplateGrid
        key={table.id}
        model={model}
        decimals={2}
        readOnly
        height={height}
        suppressRowVirtualisation={renderAll}
        suppressColumnVirtualisation={renderAll}
      />
      {notes.map((k) => (
        <Text key={k.key} size="xs" c="orange.8" data-testid="indicator-note">
          {k.label}：— {k.note}
        </Text>
      ))}
    </Stack>
  );
});
