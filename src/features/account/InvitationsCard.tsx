// 账号中心: the pending team invitations, shown above both views while there are any.
import { useEffect, useState } from 'react';
import { Card, Title } from '@mantine/core';
import { myInvitations } from '../../api/team';
import type { InvitationRow } from '../../core/contracts/team';
import { InvitationList } from './InvitationList';

export function InvitationsCard({ onAnswered }: { onAnswered?: () => void }) {
  const [invitations, setInvitations] = useState<InvitationRow[]>([]);

  useEffect(() => {
    let live = true;
    myInvitations()
      .then((list) => {
        if (live) setInvitations(list);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  if (invitations.length === 0) return null;
  return (
    <Card withBorder data-testid="invitations-card">
      <Title order={5} mb="sm">
        待处理的团队邀请
      </Title>
      <InvitationList
        invitations={invitations}
        onAnswered={(id) => {
          setInvitations((list) => list.filter((i) => i.id !== id));
          onAnswered?.();
        }}
      />
    </Card>
  );
}
