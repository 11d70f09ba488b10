// 团队管理 of the account centre: create team, my teams (id, name, members, my role), members, quit; the team
// admin also dissolves and invites (an invitation waits for the invitee's 接受).
import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Group, Stack, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { myTeams } from '../../api/account';
import { dismissTeam, exitTeam, inviteToTeam } from '../../api/team';
import type { MyTeamRow } from '../../core/contracts/account';
import { refreshMenuTeams } from './menu-teams';
import { TeamMembersModal } from './TeamMembersModal';
import { confirmAction } from '../../components/confirm-action';
import { CreateTeamModal } from './CreateTeamModal';
import { TablePaging } from '../../components/TablePaging';
import { PhoneInviteModal } from './PhoneInviteModal';
import { roleLabel } from './team-roles';
import { EmptyTableRow } from '../../components/EmptyTableRow';

export const ACCOUNT_TEAM_PAGE_SIZE = 20;

export function TeamView() {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ total: number; teams: MyTeamRow[] }>({ total: 0, teams: [] });
  const [createOpen, setCreateOpen] = useState(false);
  const [inviteFor, setInviteFor] = useState<MyTeamRow | null>(null);
  const [membersOf, setMembersOf] = useState<MyTeamRow | null>(null);

  const load = useCallback(async (p: number) => {
    try {
      setData(await myTeams(p, ACCOUNT_TEAM_PAGE_SIZE));
    } catch {
      // shown by the client
    }
  }, []);

  useEffect(() => {
    void load(page);
  }, [load, page]);

  async function quit(team: MyTeamRow) {
    if (!(await confirmAction('退出团队', `确定退出团队“${team.name}”吗？`, true))) return;
    try {
      await exitTeam(team.id);
      notifications.show({ color: 'green', message: '操作成功' });
      await Promise.all([load(page), refreshMenuTeams()]);
    } catch {
      // shown by the client
    }
  }

  async function dissolve(team: MyTeamRow) {
    if (!(await confirmAction('解散团队', `确定解散团队“${team.name}”吗？解散后不可恢复。`, true))) return;
    try {
      await dismissTeam(team.id);
      notifications.show({ color: 'green', message: `已解散${team.name}` });
      await Promise.all([load(page), refreshMenuTeams()]);
    } catch {
      // shown by the client
    }
  }

  return (
    <Card withBorder data-testid="team-view">
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
              <Table.Th>我的角色</Table.Th>
              <Table.Th>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.teams.map((team) => (
              <Table.Tr key={team.id}>
                <Table.Td>{team.id}</Table.Td>
                <Table.Td>{team.name}</Table.Td>
                <Table.Td>{team.members_number}</Table.Td>
                <Table.Td>{roleLabel(team.role)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button size="xs" variant="subtle" color="orange" onClick={() => quit(team)}>
                      退出团队
                    </Button>
                    <Button size="xs" variant="subtle" onClick={() => setMembersOf(team)}>
                      成员
                    </Button>
                    {/* only the team admin dissolves the team and invites (role matrix in README) */}
                    {team.role === 'Admin' && (
                      <Button size="xs" variant="subtle" color="red" onClick={() => dissolve(team)}>
                        解散团队
                      </Button>
                    )}
                    {team.role === 'Admin' && (
                      <Button size="xs" variant="subtle" onClick={() => setInviteFor(team)}>
                        邀请成员
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
            {data.teams.length === 0 && <EmptyTableRow colSpan={5} text="暂无团队" />}
          </Table.Tbody>
        </Table>
        <TablePaging total={data.total} page={page} perPage={ACCOUNT_TEAM_PAGE_SIZE} onChange={setPage} />
        <CreateTeamModal
          opened={createOpen}
          onClose={() => setCreateOpen(false)}
          onCreated={() => {
            void load(page);
            void refreshMenuTeams();
          }}
        />
        <PhoneInviteModal
          opened={inviteFor !== null}
          title={`邀请成员：${inviteFor?.name ?? ''}`}
          onClose={() => setInviteFor(null)}
          onSubmit={async (phone) => {
            if (!inviteFor) return;
            await inviteToTeam(inviteFor.id, phone);
            notifications.show({ color: 'green', message: '邀请成功!对方在账号中心接受后加入团队' });
            void load(page);
          }}
        />
        <TeamMembersModal
          team={membersOf}
          onClose={() => setMembersOf(null)}
          onChanged={() => void load(page)}
        />
      </Stack>
    </Card>
  );
}
