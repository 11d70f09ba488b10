// /dashboard 首页 (§1, §2.4): greeting with counters, recent versions, quick create.
import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Grid, Stack } from '@mantine/core';
import { dashboardSummary, recentVersions } from '../../api/dashboard';
import type { DashboardSummary, RecentVersion } from '../../core/contracts/dashboard';
import { sessionAtom } from '../../state/session';
import { ProjectFormModal } from '../projects/ProjectFormModal';
import { GreetingCard } from './GreetingCard';
import { QuickCreateCard } from './QuickCreateCard';
import { RecentVersionsCard } from './RecentVersionsCard';

export default function DashboardPage() {
  const session = useAtomValue(sessionAtom);
  const [summary, setSummary] = useState<DashboardSummary | null>(null);
  const [recent, setRecent] = useState<RecentVersion[]>([]);
  const [creating, setCreating] = useState(false);
  const [today] = useState(() => new Date());

  const load = useCallback(() => {
    void dashboardSummary().then(setSummary, () => setSummary(null));
    void recentVersions().then(setRecent, () => setRecent([]));
  }, []);

  useEffect(load, [load]);

  return (
    <Stack gap="md">
      <GreetingCard username={session.username} today={today} summary={summary} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <RecentVersionsCard versions={recent} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <QuickCreateCard onForestry={() => setCreating(true)} />
        </Grid.Col>
      </Grid>
      <ProjectFormModal opened={creating} project={null} onClose={() => setCreating(false)} onSaved={load} />
    </Stack>
  );
}
