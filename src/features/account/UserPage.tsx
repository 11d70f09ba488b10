// /user 账号中心: pending team invitations, then a two-option switch between 账号与权限 and 团队管理 (§2.11).
import { useState } from 'react';
import { SegmentedControl, Stack } from '@mantine/core';
import { AccountView } from './AccountView';
import { TeamView } from './TeamView';
import { InvitationsCard } from './InvitationsCard';

type View = 'account' | 'team';

export default function UserPage() {
  const [view, setView] = useState<View>('account');
  // an accepted invitation adds a team (and its projects): the views below reload
  const [revision, setRevision] = useState(0);
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
      <InvitationsCard onAnswered={() => setRevision((r) => r + 1)} />
      {view === 'account' ? <AccountView key={revision} /> : <TeamView key={revision} />}
    </Stack>
  );
}
