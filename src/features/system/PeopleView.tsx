// 人员管理: keyword search (name or phone), reset, 新增账号, the user table with actions by status, paging 8.
import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { accountAction, allUsers } from '../../api/management';
import { ApiError } from '../../api/client';
import { USER_STATUS_LABELS, type ManagedUser } from '../../core/contracts/management';
import { confirmAction } from '../../components/confirm-action';
import { TablePaging } from '../../components/TablePaging';
import { SearchBar } from '../../components/SearchBar';
import { actionsFor, type ActionSpec } from './account-actions';
import { AddAccountModal } from './AddAccountModal';
import { ResetPasswordResult } from './ResetPasswordResult';
import { EmptyTableRow } from '../../components/EmptyTableRow';

export const PEOPLE_PAGE_SIZE = 8;
const PEOPLE_SEARCH = [{ key: 'keyword', label: '姓名或手机号', placeholder: '请输入姓名或手机号' }] as const;

const STATUS_COLORS: Record<number, string> = { 0: 'green', 1: 'red', 2: 'yellow', 3: 'gray', 4: 'dark' };

export function PeopleView() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ total: number; users: ManagedUser[] }>({ total: 0, users: [] });
  const [addOpen, setAddOpen] = useState(false);
  const [newPassword, setNewPassword] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setData(await allUsers(page, PEOPLE_PAGE_SIZE, search));
    } catch {
      // shown by the client
    }
  }, [page, search]);

  useEffect(() => {
    void load();
  }, [load]);

  async function run(user: ManagedUser, spec: ActionSpec) {
    if (
      !(await confirmAction(
        spec.label,
        `${spec.confirm}（${user.username}，${user.phone_number}）`,
        spec.color === 'red',
      ))
    )
      return;
    try {
      const result = await accountAction(spec.action, user.id, spec.failure === null);
      if (spec.action === 'reset_password' && result.password) setNewPassword(result.password);
      else notifications.show({ color: 'green', message: spec.done });
      await load();
    } catch (err) {
      if (spec.failure !== null && err instanceof ApiError)
        notifications.show({ color: 'red', message: spec.failure, autoClose: 5000 });
    }
  }

  return (
    <Stack gap="md">
      <SearchBar
        fields={PEOPLE_SEARCH}
        onApply={(terms) => {
          setPage(1);
          setSearch(terms.keyword);
        }}
      >
        <Button variant="light" onClick={() => setAddOpen(true)}>
          新增账号
        </Button>
      </SearchBar>
      <Table striped highlightOnHover withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>ID</Table.Th>
            <Table.Th>用户名</Table.Th>
            <Table.Th>手机号</Table.Th>
            <Table.Th>状态</Table.Th>
            <Table.Th>操作</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.users.map((user) => (
            <Table.Tr key={user.id} data-testid={`user-row-${user.phone_number}`}>
              <Table.Td>{user.id}</Table.Td>
              <Table.Td>{user.username}</Table.Td>
              <Table.Td>{user.phone_number}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[user.status] ?? 'gray'} variant="light">
                  {USER_STATUS_LABELS[user.status] ?? user.status}
                </Badge>
              </Table.Td>
              <Table.Td>
                {user.is_super_admin ? (
                  <Text size="xs" c="dimmed">
                    超级管理员
                  </Text>
                ) : (
                  <Group gap={4} wrap="nowrap">
                    {actionsFor(user.status).map((spec) => (
                      <Button
                        key={spec.action}
                        size="xs"
                        variant="subtle"
                        color={spec.color}
                        onClick={() => run(user, spec)}
                      >
                        {spec.label}
                      </Button>
                    ))}
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
          {data.users.length === 0 && <EmptyTableRow colSpan={5} />}
        </Table.Tbody>
      </Table>
      <TablePaging total={data.total} page={page} perPage={PEOPLE_PAGE_SIZE} onChange={setPage} />
      <AddAccountModal opened={addOpen} onClose={() => setAddOpen(false)} onAdded={() => void load()} />
      <ResetPasswordResult password={newPassword} onClose={() => setNewPassword(null)} />
    </Stack>
  );
}
