// The charts tab of the result view: cash-flow profile, sensitivity spider and critical-point bars.
import { useMemo } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ResultData } from '../../../core/contracts/results';
import { cashFlowProfile, criticalBars, sensitivitySpider } from '../chart-data';
import { CashFlowChart } from './CashFlowChart';
import { CriticalPointChart } from './CriticalPointChart';
import { SensitivityChart } from './SensitivityChart';

export function ResultCharts({ data }: { data: ResultData }) {
  const profile = useMemo(() => cashFlowProfile(data.output), [data.output]);
  const spider = useMemo(() => sensitivitySpider(data.output, data.benchmark), [data]);
  const bars = useMemo(() => criticalBars(data.output), [data.output]);
  if (!profile && !spider) return <Text c="dimmed">暂无图表数据</Text>;
  return (
    <Stack gap="md">
      {profile && <CashFlowChart profile={profile} />}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {spider && spider.series.length > 0 && <SensitivityChart spider={spider} />}
        {spider && <CriticalPointChart bars={bars} />}
      </SimpleGrid>
    </Stack>
  );
}
