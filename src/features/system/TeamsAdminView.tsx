// 团队管理 of 系统管理: create team, all teams (id, name, members, creator, creator phone), dissolve / change admin / invite; paging 20.
import { useCallback, useEffect, useState } from 'react';
import { Button, Group, Stack, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { addUserToTeam, allTeams, dismissTeamAsAdmin } from '../../api/management';
import type { ManagedTeam } from '../../core/contracts/management';
import { confirmAction } from '../../components/confirm-action';
import { CreateTeamModal } from '../account/CreateTeamModal';
import { TablePaging } from '../../components/TablePaging';
import { PhoneInviteModal } from '../account/PhoneInviteModal';
import { ChangeAdminModal } from './ChangeAdminModal';
import { EmptyTableRow } from '../../components/EmptyTableRow';

export const SYSTEM_TEAM_PAGE_SIZE = 20;

export function TeamsAdminView() {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ total: number; teams: ManagedTeam[] }>({ total: 0, teams: [] });
  const [createOpen, setCreateOpen] = useState(false);
  const [adminFor, setAdminFor] = useState<ManagedTeam | null>(null);
  const [inviteFor, setInviteFor] = useState<ManagedTeam | null>(null);

  const load = useCallback(async () => {
    try {
      setData(await allTeams(page, SYSTEM_TEAM_PAGE_SIZE));
    } catch {
      // shown by the client
    }
  }, [page]);

  useEffect(() => {
    void load();
  }, [load]);

  async function dissolve(team: ManagedTeam) {
    if (!(await confirmAction('解散团队', `确定解散团队“${team.name}”吗？解散后不可恢复。`, true))) return;
    try {
      await dismissTeamAsAdmin(team.id);
      notifications.show({ color: 'green', message: `已解散${team.name}` });
      await load();
    } catch {
      // shown by the client
    }
  }

  return (
    <Stack gap="md">
      <Group>
        <Button onClick={() => setCreateOpen(true)}>创建团队</Button>
      </Group>
      <Table striped highlightOnHover withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>ID</Table.Th>
            <Table.Th>团队名称</Table.Th>
            <Table.Th>成员数</Table.Th>
            <Table.Th>创建人</Table.Th>
            <Table.Th>创建人手机号</Table.Th>
            <Table.Th>操作</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.teams.map((team) => (
            <Table.Tr key={team.id}>
              <Table.Td>{team.id}</Table.Td>
              <Table.Td>{team.name}</Table.Td>
              <Table.Td>{team.total_members}</Table.Td>
              <Table.Td>{team.creator}</Table.Td>
              <Table.Td>{team.creator_phone_number}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button size="xs" variant="subtle" color="red" onClick={() => dissolve(team)}>
                    解散团队
                  </Button>
                  <Button size="xs" variant="subtle" onClick={() => setAdminFor(team)}>
                    更换管理员
                  </Button>
                  <Button size="xs" variant="subtle" onClick={() => setInviteFor(team)}>
                    邀请员工
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
          {data.teams.length === 0 && <EmptyTableRow colSpan={6} text="暂无团队" />}
        </Table.Tbody>
      </Table>
      <TablePaging total={data.total} page={page} perPage={SYSTEM_TEAM_PAGE_SIZE} onChange={setPage} />
      <CreateTeamModal
        opened={createOpen}
        onClose={() => setCreateOpen(false)}
        onCreated={() => void load()}
      />
      <ChangeAdminModal team={adminFor} onClose={() => setAdminFor(null)} onChanged={() => void load()} />
      <PhoneInviteModal
        opened={inviteFor !== null}
        title={`邀请员工：${inviteFor?.name ?? ''}`}
        onClose={() => setInviteFor(null)}
        onSubmit={async (phone) => {
          if (!inviteFor) return;
          await addUserToTeam(inviteFor.id, phone);
          notifications.show({ color: 'green', message: '邀请成功!' });
          await load();
        }}
      />
    </Stack>
  );
}
