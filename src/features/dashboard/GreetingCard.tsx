// Greeting card 问候 (§1, §2.4): the user's name, today with the lunar date, four counters and the ungenerated link.
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { DashboardSummary } from '../../core/contracts/dashboard';
import { formatLongDate } from '../../i18n';
import { lunarDate } from '../../i18n/lunar';
import { CountUp } from './CountUp';
import { durationFor } from './count-up';

/** 早上好 / 上午好 / 中午好 / 下午好 / 晚上好 by the local hour. */
export function greetingWord(hour: number): string {
  if (hour < 9) return '早上好';
  if (hour < 12) return '上午好';
  if (hour < 14) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

const COUNTERS = [
  { key: 'count_project', label: '创建项目' },
  { key: 'count_version', label: '创建版本' },
  { key: 'count_compute', label: '测算总次数' },
  { key: 'count_download', label: '下载总次数' },
] as const;

interface Props {
  username: string;
  today: Date;
  summary: DashboardSummary | null;
}

export function GreetingCard({ username, today, summary }: Props) {
  return (
    <Card withBorder>
      <Stack gap="md">
        <div>
          <Title order={4}>
            {greetingWord(today.getHours())}，{username || '用户'}
          </Title>
          <Text c="dimmed" size="sm" data-testid="today">
            今天是 {formatLongDate(today)}，{lunarDate(today)}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          {COUNTERS.map((c, i) => (
            <Stack key={c.key} gap={2} align="center" data-testid={c.key}>
              <Text fz={28} fw={700}>
                <CountUp value={summary?.[c.key] ?? 0} duration={durationFor(i, COUNTERS.length)} />
              </Text>
              <Text size="sm" c="dimmed">
                {c.label}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Group gap={4}>
          <Text size="sm">您有</Text>
          <Anchor component={Link} to="/report" fw={700} data-testid="ungenerated">
            {summary?.ungenerated_versions ?? 0}
          </Anchor>
          <Text size="sm">个版本尚未生成报告，前往报告查看</Text>
        </Group>
      </Stack>
    </Card>
  );
}
