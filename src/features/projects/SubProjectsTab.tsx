// 子项目 tab of the project detail (§2.6): four collapsible groups by type; planting shows its extra columns.
import { useState } from 'react';
import { Accordion, Anchor, Button, Group, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { deleteSubProject } from '../../api/projects';
import { SUB_PROJECT_TYPES, type SubProjectRow } from '../../core/contracts/projects';
import { formatDateTime } from '../../i18n';
import { WARNINGS, confirmAction } from './confirm';
import { SubProjectFormModal } from './SubProjectFormModal';

interface Props {
  projectId: number;
  computed: boolean;
  subProjects: SubProjectRow[];
  onChanged: () => void;
}

export function SubProjectsTab({ projectId, computed, subProjects, onChanged }: Props) {
  const [dialog, setDialog] = useState<{ sub: SubProjectRow | null } | null>(null);

  async function create() {
    if (computed && !(await confirmAction('提示', WARNINGS.subProjectAfterCompute))) return;
    setDialog({ sub: null });
  }

  async function remove(s: SubProjectRow) {
    if (!(await confirmAction('删除子项目', `${WARNINGS.deleteSubProject}（${s.name}）`, true))) return;
    try {
      const res = await deleteSubProject(s.id);
      notifications.show({ color: 'green', message: `删除子项${res.name}` });
      onChanged();
    } catch {
      // the client showed the message
    }
  }

  const actions = (s: SubProjectRow) => (
    <Group gap={8} wrap="nowrap" style={{ whiteSpace: 'nowrap' }}>
      <Anchor component="button" size="sm" onClick={() => setDialog({ sub: s })}>
        编辑
      </Anchor>
      <Anchor component="button" size="sm" c="red" onClick={() => void remove(s)}>
        删除
      </Anchor>
    </Group>
  );

  return (
    <>
      <Group justify="flex-end" mb="sm">
        <Button size="xs" onClick={() => void create()}>
          创建子项目
        </Button>
      </Group>
      <Accordion multiple defaultValue={SUB_PROJECT_TYPES.map((t) => String(t.key))} variant="separated">
        {SUB_PROJECT_TYPES.map((t) => {
          const group = subProjects.filter((s) => s.type === t.key);
          const planting = t.key === 0;
          const heads = planting
            ? [
                '序号',
                '名称',
                '树种',
                '建设类型',
                '造林方式',
                '培育目标',
                '产品类别',
                '创建时间',
                '更新时间',
                '操作',
              ]
            : ['序号', '名称', '创建时间', '更新时间', '操作'];
          return (
            <Accordion.Item key={t.key} value={String(t.key)}>
              <Accordion.Control>
                {t.value}（{group.length}）
              </Accordion.Control>
              <Accordion.Panel>
                {group.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    暂无数据
                  </Text>
                ) : (
                  <Table withTableBorder data-testid={`sub-group-${t.key}`}>
                    <Table.Thead>
                      <Table.Tr>
                        {heads.map((h) => (
                          <Table.Th key={h}>{h}</Table.Th>
                        ))}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {group.map((s, i) => (
                        <Table.Tr key={s.id}>
                          <Table.Td>{i + 1}</Table.Td>
                          <Table.Td>{s.name}</Table.Td>
                          {planting && (
                            <>
                              <Table.Td>{s.trees}</Table.Td>
                              <Table.Td>{s.construction}</Table.Td>
                              <Table.Td>{s.forestation_method}</Table.Td>
                              <Table.Td>{s.breed_target}</Table.Td>
                              <Table.Td>{s.product_categories}</Table.Td>
                            </>
                          )}
                          <Table.Td>{formatDateTime(s.created_at)}</Table.Td>
                          <Table.Td>{formatDateTime(s.updated_at)}</Table.Td>
                          <Table.Td>{actions(s)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
      <SubProjectFormModal
        opened={dialog !== null}
        projectId={projectId}
        subProject={dialog?.sub ?? null}
        onClose={() => setDialog(null)}
        onSaved={onChanged}
      />
    </>
  );
}
