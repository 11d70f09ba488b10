// /system 系统管理 (super-administrator): a radio switch between 人员管理 and 团队管理 (product.md §2.12).
import { useState } from 'react';
import { Card, Group, Radio, Stack } from '@mantine/core';
import { PeopleView } from './PeopleView';
import { TeamsAdminView } from './TeamsAdminView';

type View = 'people' | 'teams';

export default function SystemPage() {
  const [view, setView] = useState<View>('people');
  return (
    // A bordered card on the page background, aligned with the other list screens (/manage, /report).
    <Card withBorder data-testid="system-page">
      <Stack gap="md">
        <Radio.Group value={view} onChange={(v) => setView(v as View)}>
          <Group>
            <Radio value="people" label="人员管理" />
            <Radio value="teams" label="团队管理" />
          </Group>
        </Radio.Group>
        {view === 'people' ? <PeopleView /> : <TeamsAdminView />}
      </Stack>
    </Card>
  );
}
