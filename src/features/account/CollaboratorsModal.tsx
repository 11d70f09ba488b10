// 协作者: who was invited to a project; its creator and the team admin remove them, a collaborator may leave.
import { useCallback, useEffect, useState } from 'react';
import { Button, Modal, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { projectCollaborators, removeCollaborator, type AccountProject } from '../../api/account';
import type { CollaboratorRow } from '../../core/contracts/projects';
import { confirmAction } from '../../components/confirm-action';
import { EmptyTableRow } from '../../components/EmptyTableRow';
import { formatDateTime } from '../../i18n/date';

interface Props {
  project: AccountProject | null;
  /** the signed-in user's phone: their own row offers 退出协作 */
  myPhone: string;
  onClose: () => void;
  /** the user left the project: the project list changes */
  onLeft: () => void;
}

export function CollaboratorsModal({ project, myPhone, onClose, onLeft }: Props) {
  const [rows, setRows] = useState<CollaboratorRow[]>([]);
  const manages = project?.permissions?.includes('manageCollaborators') ?? false;

  const load = useCallback(async (id: number) => {
    try {
      setRows(await projectCollaborators(id));
    } catch {
      // shown by the client
    }
  }, []);

  useEffect(() => {
    if (project) void load(project.id);
  }, [project, load]);

  async function remove(row: CollaboratorRow) {
    if (!project) return;
    const self = row.phone_number === myPhone;
    const ok = self
      ? await confirmAction('退出协作', `确定退出项目“${project.name}”的协作吗？`, true)
      : await confirmAction('移除协作者', `确定将“${row.username}”移出项目“${project.name}”吗？`, true);
    if (!ok) return;
    try {
      await removeCollaborator(project.id, row.user_id);
      notifications.show({ color: 'green', message: '操作成功' });
      if (self) {
        onLeft();
        onClose();
      } else await load(project.id);
    } catch {
      // shown by the client
    }
  }

  return (
    <Modal opened={project !== null} onClose={onClose} title={`协作者：${project?.name ?? ''}`} size="lg">
      <Table withTableBorder data-testid="collaborators">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>姓名</Table.Th>
            <Table.Th>手机号</Table.Th>
            <Table.Th>邀请人</Table.Th>
            <Table.Th>邀请时间</Table.Th>
            <Table.Th>操作</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.user_id}>
              <Table.Td>{r.username}</Table.Td>
              <Table.Td>{r.phone_number}</Table.Td>
              <Table.Td>{r.invited_by_name ?? '—'}</Table.Td>
              <Table.Td>{formatDateTime(r.created_at)}</Table.Td>
              <Table.Td>
                {(manages || r.phone_number === myPhone) && (
                  <Button size="xs" variant="subtle" color="red" onClick={() => void remove(r)}>
                    {r.phone_number === myPhone ? '退出协作' : '移除'}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 && <EmptyTableRow colSpan={5} text="暂无协作者" />}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
