// 账号与权限: name and phone from local storage, a masked password with 修改密码, and my projects with 邀请协作
// (the project's creator and team admin only) and 协作者 (list; managers remove, a collaborator may leave).
import { useEffect, useState } from 'react';
import { Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { accountProjects, inviteToProject, type AccountProject } from '../../api/account';
import { readStorage } from '../../state/storage';
import { SESSION_KEYS } from '../../state/session';
import { ChangePasswordModal } from './ChangePasswordModal';
import { PhoneInviteModal } from './PhoneInviteModal';
import { CollaboratorsModal } from './CollaboratorsModal';
import { EmptyTableRow } from '../../components/EmptyTableRow';

export function AccountView() {
  const [projects, setProjects] = useState<AccountProject[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [inviteFor, setInviteFor] = useState<AccountProject | null>(null);
  const [collaboratorsOf, setCollaboratorsOf] = useState<AccountProject | null>(null);
  const [revision, setRevision] = useState(0);
  const username = readStorage('local', SESSION_KEYS.username) ?? '';
  const phone = readStorage('local', SESSION_KEYS.phoneNumber) ?? '';

  useEffect(() => {
    let live = true;
    void accountProjects().then((list) => {
      if (!live) return;
      setProjects(list);
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [revision]);

  return (
    <Stack gap="md">
      <Card withBorder>
        <Stack gap="xs">
          <Group gap="xs">
            <Text w={80} c="dimmed">
              用户名
            </Text>
            <Text data-testid="account-name">{username}</Text>
          </Group>
          <Group gap="xs">
            <Text w={80} c="dimmed">
              手机号
            </Text>
            <Text data-testid="account-phone">{phone}</Text>
          </Group>
          <Group gap="xs">
            <Text w={80} c="dimmed">
              密码
            </Text>
            <Text>********</Text>
            <Anchor component="button" type="button" size="sm" onClick={() => setPasswordOpen(true)}>
              修改密码
            </Anchor>
          </Group>
        </Stack>
      </Card>
      <Card withBorder>
        <Title order={5} mb="sm">
          我的项目
        </Title>
        <Table striped highlightOnHover withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>ID</Table.Th>
              <Table.Th>项目名称</Table.Th>
              <Table.Th>版本数</Table.Th>
              <Table.Th>建设期（年）</Table.Th>
              <Table.Th>运营期（年）</Table.Th>
              <Table.Th>创建人</Table.Th>
              <Table.Th>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {projects.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.id}</Table.Td>
                <Table.Td>{p.name}</Table.Td>
                <Table.Td>{p.version_count}</Table.Td>
                <Table.Td>{p.building_period}</Table.Td>
                <Table.Td>{p.operating_period}</Table.Td>
                <Table.Td>{p.creator_name}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {p.permissions?.includes('manageCollaborators') && (
                      <Button size="xs" variant="subtle" onClick={() => setInviteFor(p)}>
                        邀请协作
                      </Button>
                    )}
                    <Button size="xs" variant="subtle" onClick={() => setCollaboratorsOf(p)}>
                      协作者
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
            {loaded && projects.length === 0 && <EmptyTableRow colSpan={7} />}
          </Table.Tbody>
        </Table>
      </Card>
      <ChangePasswordModal opened={passwordOpen} onClose={() => setPasswordOpen(false)} />
      <CollaboratorsModal
        project={collaboratorsOf}
        myPhone={phone}
        onClose={() => setCollaboratorsOf(null)}
        onLeft={() => setRevision((r) => r + 1)}
      />
      <PhoneInviteModal
        opened={inviteFor !== null}
        title={`邀请协作：${inviteFor?.name ?? ''}`}
        onClose={() => setInviteFor(null)}
        onSubmit={async (phoneNumber) => {
          if (!inviteFor) return;
          await inviteToProject(inviteFor.id, phoneNumber);
          notifications.show({ color: 'green', message: '邀请成功!' });
        }}
      />
    </Stack>
  );
}
