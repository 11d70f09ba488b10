// 个人中心 (/profile/index): who is signed in, in which team and role, with the way to account settings.
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { sessionAtom } from '../../state/session';
import { teamsAtom } from '../../state/teams';

const ROLE_LABELS: Record<string, string> = { Admin: '管理员', Member: '成员' };

export const roleLabel = (role: string): string => ROLE_LABELS[role] ?? (role || '—');

export default function ProfilePage() {
  const session = useAtomValue(sessionAtom);
  const teams = useAtomValue(teamsAtom);
  const facts: [string, string][] = [
    ['用户名', session.username || '—'],
    ['手机号', session.phoneNumber || '—'],
    ['当前团队', session.teamName || '未加入团队'],
    ['团队角色', session.teamName ? roleLabel(session.teamRole) : '—'],
  ];
  return (
    <Stack gap="md">
      <Card withBorder>
        <Group justify="space-between" mb="md">
          <Title order={4}>个人中心</Title>
          {session.isSuperAdmin && <Badge color="orange">超级管理员</Badge>}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text size="sm" c="dimmed">
                {label}
              </Text>
              <Text fw={500}>{value}</Text>
            </div>
          ))}
        </SimpleGrid>
        <Text size="sm" mt="md">
          修改密码、管理团队与邀请协作请前往{' '}
          <Anchor component={Link} to="/user">
            账号中心
          </Anchor>
          。
        </Text>
      </Card>
      <Card withBorder>
        <Title order={5} mb="sm">
          我的团队
        </Title>
        {teams.length === 0 ? (
          <Text c="dimmed" size="sm">
            尚未加入任何团队
          </Text>
        ) : (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>团队名称</Table.Th>
                <Table.Th>成员数</Table.Th>
                <Table.Th>我的角色</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {teams.map((t) => (
                <Table.Tr key={t.id}>
                  <Table.Td>{t.name}</Table.Td>
                  <Table.Td>{t.members_number}</Table.Td>
                  <Table.Td>{roleLabel(t.role)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
    </Stack>
  );
}
