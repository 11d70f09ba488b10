// 团队成员: who is in the team and who is invited; the team admin removes members here.
import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { removeTeamMember, teamRoster } from '../../api/team';
import type { MyTeamRow } from '../../core/contracts/account';
import type { TeamRoster } from '../../core/contracts/team';
import { confirmAction } from '../../components/confirm-action';
import { EmptyTableRow } from '../../components/EmptyTableRow';
import { formatDateTime } from '../../i18n/date';
import { roleLabel } from './team-roles';

interface Props {
  team: MyTeamRow | null;
  onClose: () => void;
  /** a member was removed: the team list's member count changed */
  onChanged: () => void;
}

export function TeamMembersModal({ team, onClose, onChanged }: Props) {
  const [roster, setRoster] = useState<TeamRoster>({ members: [], invitations: [] });
  const isAdmin = team?.role === 'Admin';

  const load = useCallback(async (id: number) => {
    try {
      setRoster(await teamRoster(id));
    } catch {
      // shown by the client
    }
  }, []);

  useEffect(() => {
    if (team) void load(team.id);
  }, [team, load]);

  async function remove(userId: number, name: string) {
    if (!team) return;
    if (!(await confirmAction('移除成员', `确定将“${name}”移出团队“${team.name}”吗？`, true))) return;
    try {
      await removeTeamMember(team.id, userId);
      notifications.show({ color: 'green', message: '操作成功' });
      await load(team.id);
      onChanged();
    } catch {
      // shown by the client
    }
  }

  return (
    <Modal opened={team !== null} onClose={onClose} title={`团队成员：${team?.name ?? ''}`} size="xl">
      <Stack gap="md">
        <Table withTableBorder data-testid="team-members">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>姓名</Table.Th>
              <Table.Th>手机号</Table.Th>
              <Table.Th>角色</Table.Th>
              <Table.Th>加入时间</Table.Th>
              {isAdmin && <Table.Th>操作</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {roster.members.map((m) => (
              <Table.Tr key={m.user_id}>
                <Table.Td>{m.username}</Table.Td>
                <Table.Td>{m.phone_number}</Table.Td>
                <Table.Td>{roleLabel(m.role)}</Table.Td>
                <Table.Td>{formatDateTime(m.joined_at)}</Table.Td>
                {isAdmin && (
                  <Table.Td>
                    {m.role !== 'Admin' && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => void remove(m.user_id, m.username)}
                      >
                        移除
                      </Button>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Title order={6}>已邀请，待对方接受</Title>
        <Table withTableBorder data-testid="team-invitations">
          <Table.Tbody>
            {roster.invitations.map((i) => (
              <Table.Tr key={i.id}>
                <Table.Td>{i.username}</Table.Td>
                <Table.Td>{i.phone_number}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color="gray">
                    {roleLabel(i.role)}
                  </Badge>
                </Table.Td>
                <Table.Td>{formatDateTime(i.created_at)}</Table.Td>
              </Table.Tr>
            ))}
            {roster.invitations.length === 0 && <EmptyTableRow colSpan={4} text="暂无待接受的邀请" />}
          </Table.Tbody>
        </Table>
        {!isAdmin && (
          <Text size="xs" c="dimmed">
            只有团队管理员可以邀请和移除成员。
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
