// Pending team invitations 团队邀请 with 接受 / 拒绝: nobody joins a team without answering one of these.
import { useState } from 'react';
import { Button, Group, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { acceptInvitation, declineInvitation } from '../../api/team';
import type { InvitationRow } from '../../core/contracts/team';
import { formatDateTime } from '../../i18n/date';
import { refreshMenuTeams } from './menu-teams';

const ROLE_OFFERED: Record<string, string> = { Admin: '管理员（接手团队）', Member: '成员' };

interface Props {
  invitations: InvitationRow[];
  /** called after an answer, with the invitation answered */
  onAnswered: (id: number) => void;
}

export function InvitationList({ invitations, onAnswered }: Props) {
  const [busy, setBusy] = useState<number | null>(null);

  async function answer(inv: InvitationRow, accept: boolean) {
    setBusy(inv.id);
    try {
      if (accept) {
        await acceptInvitation(inv.id);
        notifications.show({
          color: 'green',
          message: `已加入团队“${inv.team_name}”，可在右上角头像菜单中切换团队`,
        });
        void refreshMenuTeams();
      } else {
        await declineInvitation(inv.id);
        notifications.show({ color: 'green', message: `已拒绝团队“${inv.team_name}”的邀请` });
      }
      onAnswered(inv.id);
    } catch {
      // shown by the client
    } finally {
      setBusy(null);
    }
  }

  return (
    <Table withTableBorder data-testid="invitation-list">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>团队</Table.Th>
          <Table.Th>邀请人</Table.Th>
          <Table.Th>角色</Table.Th>
          <Table.Th>邀请时间</Table.Th>
          <Table.Th>操作</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invitations.map((inv) => (
          <Table.Tr key={inv.id} data-testid={`invitation-${inv.id}`}>
            <Table.Td>{inv.team_name}</Table.Td>
            <Table.Td>{inv.inviter_name ?? '—'}</Table.Td>
            <Table.Td>{ROLE_OFFERED[inv.role] ?? inv.role}</Table.Td>
            <Table.Td>{formatDateTime(inv.created_at)}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Button size="xs" loading={busy === inv.id} onClick={() => void answer(inv, true)}>
                  接受
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  disabled={busy === inv.id}
                  onClick={() => void answer(inv, false)}
                >
                  拒绝
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
