// 项目版本 tab of the project detail (§2.6): versions with detail, edit remark, 录入与测算 (not when completed), delete.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Anchor, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { deleteVersion } from '../../api/projects';
import { VERSION_STATUS_LABELS, VersionStatus, type VersionRow } from '../../core/contracts/projects';
import { formatDateTime } from '../../i18n';
import { WARNINGS, confirmAction } from './confirm';
import { useOpenEntry } from './open-entry';
import { NOWRAP } from './table-layout';
import { VersionFormModal } from './VersionFormModal';

interface Props {
  projectId: number;
  versions: VersionRow[];
  onChanged: () => void;
}

export function VersionsTab({ projectId, versions, onChanged }: Props) {
  const [detail, setDetail] = useState<VersionRow | null>(null);
  const [editing, setEditing] = useState<VersionRow | null>(null);
  const openEntry = useOpenEntry();
  const navigate = useNavigate();
  // A completed version opens in the result view; 版本对比 lands on its comparison tab (issue 7).
  const openResult = (v: VersionRow, tab?: 'compare') =>
    navigate(
      `/report/page?${new URLSearchParams({ id: String(v.id), projectid: String(projectId), name: v.name, ...(tab ? { tab } : {}) })}`,
    );

  async function remove(v: VersionRow) {
    if (!(await confirmAction('删除版本', `${WARNINGS.deleteVersion}（${v.name}）`, true))) return;
    try {
      const res = await deleteVersion(v.id);
      notifications.show({ color: 'green', message: `删除版本${res.name}` });
      onChanged();
    } catch {
      // the client showed the message (e.g. the last version cannot be deleted)
    }
  }

  return (
    <>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {['序号', '版本号', '状态', '创建人', '创建时间', '最后更新时间', '操作'].map((h) => (
              <Table.Th key={h} style={NOWRAP}>
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.map((v, i) => (
            <Table.Tr key={v.id} data-testid={`version-row-${v.id}`}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td>{v.name}</Table.Td>
              <Table.Td style={NOWRAP}>{VERSION_STATUS_LABELS[v.status]}</Table.Td>
              <Table.Td>{v.creator_name}</Table.Td>
              <Table.Td>{formatDateTime(v.created_at)}</Table.Td>
              <Table.Td>{formatDateTime(v.updated_at)}</Table.Td>
              <Table.Td>
                <Group gap={8} wrap="nowrap" style={{ whiteSpace: 'nowrap' }}>
                  <Anchor component="button" size="sm" onClick={() => setDetail(v)}>
                    详情
                  </Anchor>
                  <Anchor component="button" size="sm" onClick={() => setEditing(v)}>
                    编辑
                  </Anchor>
                  {v.status !== VersionStatus.COMPLETED ? (
                    <Anchor component="button" size="sm" onClick={() => void openEntry(v)}>
                      录入与测算
                    </Anchor>
                  ) : (
                    <>
                      <Anchor component="button" size="sm" onClick={() => openResult(v)}>
                        查看结果
                      </Anchor>
                      <Anchor component="button" size="sm" onClick={() => openResult(v, 'compare')}>
                        版本对比
                      </Anchor>
                    </>
                  )}
                  <Anchor component="button" size="sm" c="red" onClick={() => void remove(v)}>
                    删除
                  </Anchor>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Modal opened={detail !== null} onClose={() => setDetail(null)} title="版本详情" centered>
        {detail && (
          <Stack gap="xs">
            <Text>版本：{detail.name}</Text>
            <Text>创建人：{detail.creator_name}</Text>
            <Text>创建时间：{formatDateTime(detail.created_at)}</Text>
            <Text>最后更新时间：{formatDateTime(detail.updated_at)}</Text>
          </Stack>
        )}
      </Modal>
      <VersionFormModal
        opened={editing !== null}
        projectId={projectId}
        version={editing}
        onClose={() => setEditing(null)}
        onSaved={onChanged}
      />
    </>
  );
}
