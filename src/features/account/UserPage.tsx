// /user 账号中心: a two-option switch between 账号与权限 and 团队管理 (product.md §2.11).
import { useState } from 'react';
import { SegmentedControl, Stack } from '@mantine/core';
import { AccountView } from './AccountView';
import { TeamView } from './TeamView';

type View = 'account' | 'team';

export default function UserPage() {
  const [view, setView] = useState<View>('account');
  return (
    // No extra padding: the layout pads the page, so the left edge lines up with /manage and /report.
    <Stack gap="md" data-testid="user-page">
      <SegmentedControl
        w={260}
        value={view}
        onChange={(v) => setView(v as View)}
        data={[
          { value: 'account', label: '账号与权限' },
          { value: 'team', label: '团队管理' },
        ]}
      />
      {view === 'account' ? <AccountView /> : <TeamView />}
    </Stack>
  );
}
