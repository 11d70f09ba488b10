// Sensitivity spider chart 敏感性分析图: the indicator against the change rate per factor, with the benchmark-rate line.
import { LineChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import type { SensitivitySpider } from '../chart-data';
import { formatAmount } from '../../../i18n/number';

const COLORS = ['blue.6', 'orange.6', 'teal.6', 'grape.6', 'red.6'];

export function SensitivityChart({ spider }: { spider: SensitivitySpider }) {
  const isRate = spider.indicatorLabel.includes('(%)') || spider.indicatorLabel.includes('收益率');
  return (
    <Paper withBorder p="md" radius="sm" data-testid="sensitivity-chart">
      <Text fw={600} size="sm">
        敏感性分析图
      </Text>
      <Text size="xs" c="dimmed" mb="sm">
        纵轴：{spider.indicatorLabel}；横轴：不确定因素变化率(%)
        {spider.benchmark !== null &&
          `；${isRate ? '基准收益率' : '财务净现值为零'}线 ${formatAmount(String(spider.benchmark))}${isRate ? '%' : ''}`}
      </Text>
      <LineChart
        h={320}
        data={spider.rows}
        dataKey="changePct"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        curveType="linear"
        xAxisProps={{ tickFormatter: (t: number) => `${t}%` }}
        valueFormatter={(v) => `${formatAmount(String(v))}${isRate ? '%' : ''}`}
        series={spider.series.map((s, i) => ({
          name: s.key,
          label: s.label,
          color: COLORS[i % COLORS.length],
        }))}
        referenceLines={
          spider.benchmark === null
            ? []
            : [
                {
                  y: spider.benchmark,
                  color: 'red.6',
                  label: isRate ? `基准收益率 ${formatAmount(String(spider.benchmark))}%` : 'FNPV = 0',
                  labelPosition: 'insideTopRight',
                },
              ]
        }
      />
    </Paper>
  );
}
