// 实时测算 panel: the key indicators of the inputs as they stand (the worker's live computation).
import { memo } from 'react';
import { Loader, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { LiveComputeResult, LiveRiskProgress } from '../../calc';
import { formatAmount } from '../../i18n/number';
import { keyIndicators } from '../../core/contracts/results-indicators';
import { formatIndicator } from '../results/IndicatorPanel';

/** FIRR before/after tax, FNPV, payback and 资本金 FIRR (the brief's live indicators). */
const LIVE_KEYS = ['firrPre', 'firrPost', 'fnpvPre', 'fnpvPost', 'paybackPre', 'paybackPost', 'firrEquity'];

/**
 * Memoised: its inputs change with the live computation. `computing` flips with every keystroke (the shown result
 * turns stale), so only the title line depends on it; the indicators re-render with a new result only.
 */
export const LivePanel = memo(function LivePanel({
  result,
  computing,
  pendingIssues = 0,
  risk = null,
}: {
  result: LiveComputeResult | null;
  computing: boolean;
  /** the Monte Carlo pass that follows the live result (issue 18) */
  risk?: LiveRiskProgress | null;
  /** Issues listed under 校验问题: while there are any, they explain a refused computation better than the engine's document paths. */
  pendingIssues?: number;
}) {
  return (
    // data-computing: whether a newer result is on its way (the browser bench waits for it to turn false)
    <Paper withBorder p="sm" radius="sm" data-testid="live-panel" data-computing={computing}>
      <Group justify="space-between" mb={6}>
        <Text fw={600} size="sm">
          实时测算
        </Text>
        {computing && <Loader size="xs" />}
      </Group>
      <LiveBody result={result} pendingIssues={pendingIssues} risk={risk} />
    </Paper>
  );
});

/** The indicators (or why there are none) of one live result. */
const LiveBody = memo(function LiveBody({
  result,
  pendingIssues,
  risk,
}: {
  result: LiveComputeResult | null;
  pendingIssues: number;
  risk: LiveRiskProgress | null;
}) {
  const items = result?.output
    ? keyIndicators(result.output.indicators).filter((k) => LIVE_KEYS.includes(k.key))
    : [];
  const errors = result?.messages.filter((m) => m.level === 'error') ?? [];
  return (
    <>
      {!result && (
        <Text size="sm" c="dimmed">
          计算中…
        </Text>
      )}
      {result && !result.output && (
        <Stack gap={2}>
          <Text size="sm" c="orange.8">
            当前数据尚不完整，暂无法测算
          </Text>
          {pendingIssues > 0 ? (
            <Text size="xs" c="dimmed">
              请先处理下方“校验问题”中的 {pendingIssues} 项
            </Text>
          ) : (
            errors.slice(0, 3).map((m, i) => (
              <Text key={`${m.code}-${i}`} size="xs" c="dimmed">
                {m.text}
              </Text>
            ))
          )}
        </Stack>
      )}
      <Stack gap={4}>
        {items.map((k) => (
          <Group key={k.key} justify="space-between" wrap="nowrap" gap="xs" data-indicator={k.key}>
            <Text size="xs" c="dimmed">
              {k.label}
            </Text>
            <Text size="sm" fw={600} title={k.note ?? undefined}>
              {formatIndicator(k.value, k.unit)}
            </Text>
          </Group>
        ))}
      </Stack>
      {risk && result?.output && <RiskLine risk={risk} />}
    </>
  );
});

/** P(FIRR ≥ ic) of the runs so far, with a progress bar until all are done. */
function RiskLine({ risk }: { risk: LiveRiskProgress }) {
  const done = risk.done >= risk.total;
  return (
    <Stack gap={2} mt={8} data-testid="live-risk">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed">
          P(财务内部收益率 ≥ {formatAmount(risk.ic)}%)
        </Text>
        <Text size="sm" fw={600}>
          {risk.done === 0 ? '—' : `${formatAmount(risk.pFirr)}%`}
        </Text>
      </Group>
      {done ? (
        <Text size="xs" c="dimmed">
          蒙特卡洛模拟{risk.total}次：内部收益率不低于基准收益率的概率为{formatAmount(risk.pFirr)}%
        </Text>
      ) : (
        <>
          <Progress value={(risk.done * 100) / risk.total} size="sm" aria-label="蒙特卡洛模拟进度" />
          <Text size="xs" c="dimmed">
            蒙特卡洛模拟中 {risk.done}/{risk.total}
          </Text>
        </>
      )}
    </Stack>
  );
}
