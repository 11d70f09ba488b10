// 风险分析 tab (issue 18): the two-factor heat table with the 临界线, the scenarios side by side, and the Monte Carlo
// histogram and cumulative probability curve with P(FIRR ≥ ic) in words.
import { AreaChart, BarChart } from '@mantine/charts';
import { Alert, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatAmount } from '../../../i18n/number';
import {
  hasRiskAnalysis,
  heatTable,
  monteCarloView,
  scenarioView,
  type HeatTable,
  type RiskTables,
} from './risk-data';
import './risk.css';

const fmt = (v: string | null) => (v === null ? '—' : formatAmount(v));

function HeatTableView({ heat }: { heat: HeatTable }) {
  return (
    <Paper withBorder p="md" radius="sm" data-testid="two-factor-heat">
      <Text fw={600} size="sm">
        {heat.title}
      </Text>
      <Text size="xs" c="dimmed" mb="sm">
        红色单元格低于基准值{heat.benchmark === null ? '' : ` ${fmt(heat.benchmark)}${heat.unit}`}
        ；粗红线为临界线 （指标恰好等于基准值的位置），末列为各行的临界变化率。
      </Text>
      <Table withTableBorder withColumnBorders className="risk-heat">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            {heat.columns.map((c) => (
              <Table.Th key={c.key}>{c.label}</Table.Th>
            ))}
            <Table.Th>临界线(%)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {heat.rows.map((r) => (
            <Table.Tr key={r.label}>
              <Table.Th>{r.label}</Table.Th>
              {r.cells.map((c) => (
                <Table.Td
                  key={c.key}
                  className={[
                    c.below ? 'risk-below' : 'risk-above',
                    c.criticalLeft ? 'risk-critical-left' : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  data-below={c.below ? 'true' : 'false'}
                >
                  {fmt(c.value)}
                </Table.Td>
              ))}
              <Table.Td data-testid="critical-cell">{fmt(r.critical)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

export function RiskAnalysisPanel({ output }: { output: RiskTables }) {
  if (!hasRiskAnalysis(output))
    return (
      <Alert color="gray" title="本版本没有风险分析">
        在“项目概况与子项目”页签的敏感性分析部分填写双因素、情景或蒙特卡洛模拟设置后，重新提交计算即可查看。
      </Alert>
    );
  const heat = heatTable(output.tables.sensitivity2);
  const scen = scenarioView(output.tables.scenarios);
  const mc = monteCarloView(output.tables.risk);
  return (
    <Stack gap="md" data-testid="risk-panel">
      {heat && <HeatTableView heat={heat} />}
      {scen && (
        <Paper withBorder p="md" radius="sm" data-testid="scenarios">
          <Text fw={600} size="sm" mb="sm">
            情景分析
          </Text>
          <Table withTableBorder withColumnBorders striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>指标</Table.Th>
                <Table.Th>单位</Table.Th>
                {scen.columns.map((c) => (
                  <Table.Th key={c.key}>{c.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {scen.rows.map((r) => (
                <Table.Tr key={r.no} fw={r.group ? 600 : undefined}>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td>{r.unit}</Table.Td>
                  {r.values.map((v, i) => (
                    <Table.Td key={i}>{r.group ? '' : fmt(v)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {mc && (
        <Paper withBorder p="md" radius="sm" data-testid="monte-carlo">
          <Text fw={600} size="sm">
            {mc.title}
          </Text>
          <Text size="sm" my="sm" data-testid="probability-sentence">
            {mc.sentence}
          </Text>
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <div>
              <Text size="xs" c="dimmed">
                财务内部收益率(所得税后)分布：各区间模拟次数
              </Text>
              <BarChart
                h={260}
                data={mc.firrBars}
                dataKey="label"
                series={[{ name: 'count', label: '次数', color: 'blue.6' }]}
                xAxisProps={{ interval: 'preserveStartEnd' }}
              />
            </div>
            <div>
              <Text size="xs" c="dimmed">
                累计概率曲线：横轴财务内部收益率(%)，纵轴累计概率(%)
              </Text>
              <AreaChart
                h={260}
                data={mc.firrCurve}
                dataKey="x"
                curveType="linear"
                series={[{ name: 'cumPct', label: '累计概率(%)', color: 'teal.6' }]}
                xAxisProps={{
                  type: 'number',
                  domain: ['dataMin', 'dataMax'],
                  tickFormatter: (v: number) => `${formatAmount(String(v))}%`,
                }}
                valueFormatter={(v) => `${formatAmount(String(v))}%`}
                referenceLines={
                  mc.ic === null ? [] : [{ x: Number(mc.ic), color: 'red.6', label: `ic ${mc.ic}%` }]
                }
              />
            </div>
          </SimpleGrid>
          <Table withTableBorder withColumnBorders mt="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>统计量</Table.Th>
                <Table.Th>财务内部收益率(所得税后)(%)</Table.Th>
                <Table.Th>财务净现值(所得税后)(万元)</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {mc.stats.map((s) => (
                <Table.Tr key={s.name}>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td>{fmt(s.firr)}</Table.Td>
                  <Table.Td>{fmt(s.fnpv)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
