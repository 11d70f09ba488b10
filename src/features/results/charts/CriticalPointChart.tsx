// 临界点 bars: for each factor, the change (%) at which FNPV reaches zero (FIRR = ic), with its 临界值.
import { BarChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import type { CriticalBar } from '../chart-data';
import { formatAmount } from '../../../i18n/number';

export function CriticalPointChart({ bars }: { bars: CriticalBar[] }) {
  return (
    <Paper withBorder p="md" radius="sm" data-testid="critical-chart">
      <Text fw={600} size="sm">
        临界点分析（%）
      </Text>
      <Text size="xs" c="dimmed" mb="sm">
        {bars.length === 0
          ? '各因素在计算范围内均无临界点'
          : bars
              .map(
                (b) =>
                  `${b.factor} ${formatAmount(String(b.criticalPct))}%（临界值 ${b.criticalValue === null ? '—' : `${formatAmount(b.criticalValue)} ${b.unit}`}）`,
              )
              .join('；')}
      </Text>
      {bars.length > 0 && (
        <BarChart
          h={60 + 48 * bars.length}
          data={bars}
          dataKey="factor"
          orientation="vertical"
          yAxisProps={{ width: 110 }}
          valueFormatter={(v) => `${formatAmount(String(v))}%`}
          withBarValueLabel
          series={[{ name: 'criticalPct', label: '临界点(%)', color: 'orange.6' }]}
          referenceLines={[{ x: 0, color: 'gray.6' }]}
        />
      )}
    </Paper>
  );
}
