// /manage 项目管理 (§2.5): search, paged project table, and the row actions with their dialogs and warnings.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Anchor, Button, Card, Group, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { deleteProject, listProjects } from '../../api/projects';
import { PROJECT_TYPE_LABEL, type ProjectRow } from '../../core/contracts/projects';
import { formatDateTime } from '../../i18n';
import { WARNINGS, confirmAction } from './confirm';
import { ProjectFormModal } from './ProjectFormModal';
import { SubProjectFormModal } from './SubProjectFormModal';
import { NOWRAP, STICKY_ACTIONS, STICKY_ACTIONS_CLASS } from './table-layout';
import { PAGE_SIZE, TablePaging } from '../../components/TablePaging';
import { VersionFormModal } from './VersionFormModal';
import { SearchBar } from '../../components/SearchBar';

const PROJECT_SEARCH = [{ key: 'name', label: '项目名称', placeholder: '请输入项目名称' }] as const;

type Dialog =
  | { kind: 'project'; project: ProjectRow | null }
  | { kind: 'sub'; project: ProjectRow }
  | { kind: 'version'; project: ProjectRow }
  | null;

export default function ManagePage() {
  const navigate = useNavigate();
  const [applied, setApplied] = useState('');
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<ProjectRow[]>([]);
  const [total, setTotal] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);

  const load = useCallback(async () => {
    try {
      const data = await listProjects({ page, limit: PAGE_SIZE, search: applied });
      setRows(data.projects);
      setTotal(data.total);
    } catch {
      setRows([]);
      setTotal(0);
    }
  }, [page, applied]);

  useEffect(() => {
    void load();
  }, [load]);

  async function createSub(p: ProjectRow) {
    if (p.computed && !(await confirmAction('提示', WARNINGS.subProjectAfterCompute))) return;
    setDialog({ kind: 'sub', project: p });
  }

  async function remove(p: ProjectRow) {
    if (!(await confirmAction('删除项目', `${WARNINGS.deleteProject}（${p.name}）`, true))) return;
    try {
      await deleteProject(p.id);
      notifications.show({ color: 'green', message: '操作成功' });
      if (rows.length === 1 && page > 1) setPage(page - 1);
      else void load();
    } catch {
      // the client showed the message
    }
  }

  return (
    <Card withBorder>
      <SearchBar
        fields={PROJECT_SEARCH}
        onApply={(terms) => {
          setPage(1);
          setApplied(terms.name);
        }}
      >
        <Button color="green" onClick={() => setDialog({ kind: 'project', project: null })}>
          创建项目
        </Button>
      </SearchBar>
      <Table.ScrollContainer minWidth={1100}>
        <Table striped highlightOnHover withTableBorder>
          <Table.Thead>
            <Table.Tr>
              {[
                'ID',
                '项目名称',
                '项目类型',
                '版本数',
                '建设期（年）',
                '运营期（年）',
                '项目地点',
                '创建人',
                '创建时间',
                '更新时间',
                '操作',
              ].map((h) => (
                <Table.Th
                  key={h}
                  style={h === '操作' ? { ...NOWRAP, ...STICKY_ACTIONS } : NOWRAP}
                  className={h === '操作' ? STICKY_ACTIONS_CLASS : undefined}
                >
                  {h}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => (
              <Table.Tr key={p.id} data-testid={`project-row-${p.id}`}>
                <Table.Td>{p.id}</Table.Td>
                <Table.Td>{p.name}</Table.Td>
                <Table.Td style={NOWRAP}>{PROJECT_TYPE_LABEL}</Table.Td>
                <Table.Td>{p.version_count}</Table.Td>
                <Table.Td>{p.building_period}</Table.Td>
                <Table.Td>{p.operating_period}</Table.Td>
                <Table.Td>{p.location}</Table.Td>
                <Table.Td>{p.creator_name}</Table.Td>
                <Table.Td>{formatDateTime(p.created_at)}</Table.Td>
                <Table.Td>{formatDateTime(p.updated_at)}</Table.Td>
                <Table.Td style={STICKY_ACTIONS} className={STICKY_ACTIONS_CLASS} data-testid="row-actions">
                  <Group gap={8} wrap="nowrap" style={NOWRAP}>
                    <Anchor
                      component="button"
                      size="sm"
                      onClick={() => void navigate(`/manage/detail?id=${p.id}`)}
                    >
                      详情
                    </Anchor>
                    {p.permissions.includes('update') && (
                      <Anchor
                        component="button"
                        size="sm"
                        onClick={() => setDialog({ kind: 'project', project: p })}
                      >
                        编辑
                      </Anchor>
                    )}
                    <Anchor component="button" size="sm" onClick={() => void createSub(p)}>
                      创建子项
                    </Anchor>
                    <Anchor
                      component="button"
                      size="sm"
                      onClick={() => setDialog({ kind: 'version', project: p })}
                    >
                      创建版本
                    </Anchor>
                    {p.permissions.includes('delete') && (
                      <Anchor component="button" size="sm" c="red" onClick={() => void remove(p)}>
                        删除
                      </Anchor>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          暂无数据
        </Text>
      )}
      <TablePaging total={total} page={page} onChange={setPage} />
      <ProjectFormModal
        opened={dialog?.kind === 'project'}
        project={dialog?.kind === 'project' ? dialog.project : null}
        onClose={() => setDialog(null)}
        onSaved={() => void load()}
      />
      <SubProjectFormModal
        opened={dialog?.kind === 'sub'}
        projectId={dialog?.kind === 'sub' ? dialog.project.id : 0}
        subProject={null}
        onClose={() => setDialog(null)}
        onSaved={() => void load()}
      />
      <VersionFormModal
        opened={dialog?.kind === 'version'}
        projectId={dialog?.kind === 'version' ? dialog.project.id : 0}
        version={null}
        onClose={() => setDialog(null)}
        onSaved={() => void load()}
      />
    </Card>
  );
}
