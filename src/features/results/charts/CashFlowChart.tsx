// Cash-flow profile 现金流量图: yearly net flows (bars) and cumulative flows (lines), before and after tax, with payback points.
import { CompositeChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import type { CashFlowProfile } from '../chart-data';
import { formatAmount } from '../../../i18n/number';

export function CashFlowChart({ profile }: { profile: CashFlowProfile }) {
  const n = profile.points.length;
  const ticks = profile.points.map((p) => p.year);
  const paybacks = [
    {
      x: profile.paybackPre,
      label: '回收期(税前)',
      short: '税前',
      color: 'teal.7',
      position: 'bottom' as const,
    },
    {
      x: profile.paybackPost,
      label: '回收期(税后)',
      short: '税后',
      color: 'red.7',
      position: 'top' as const,
    },
  ].filter(
    (p): p is { x: number; label: string; short: string; color: string; position: 'bottom' | 'top' } =>
      p.x !== null,
  );
  return (
    <Paper withBorder p="md" radius="sm" data-testid="cashflow-chart">
      <Text fw={600} size="sm">
        项目投资现金流量（万元）
      </Text>
      <Text size="xs" c="dimmed" mb="sm">
        {paybacks.length > 0
          ? paybacks.map((p) => `静态${p.label} ${formatAmount(String(p.x))} 年`).join('；')
          : '计算期内未回收'}
      </Text>
      <CompositeChart
        h={320}
        data={profile.points}
        dataKey="year"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        xAxisProps={{
          type: 'number',
          domain: [0.5, n + 0.5],
          ticks,
          tickFormatter: (t: number) => `第${t}年`,
        }}
        valueFormatter={(v) => formatAmount(String(v))}
        maxBarWidth={18}
        series={[
          { name: 'netPre', label: '所得税前净现金流量', color: 'teal.4', type: 'bar' },
          { name: 'netPost', label: '所得税后净现金流量', color: 'blue.4', type: 'bar' },
          { name: 'cumPre', label: '累计所得税前净现金流量', color: 'teal.8', type: 'line' },
          { name: 'cumPost', label: '累计所得税后净现金流量', color: 'blue.8', type: 'line' },
        ]}
        referenceLines={[{ y: 0, color: 'gray.6' }]}
        referenceDots={paybacks.map((p) => ({
          x: p.x,
          y: 0,
          r: 5,
          color: p.color,
          label: `${p.short} ${formatAmount(String(p.x))}年`,
          labelPosition: p.position,
        }))}
      />
    </Paper>
  );
}
