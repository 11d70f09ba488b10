// /report 报告 (§2.10, §4.2): filters, paged versions table with status labels and the actions allowed by status.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Anchor, Badge, Card, Group, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { listReports } from '../../api/reports';
import { downloadAllReports, downloadEvaluationReport } from '../results/download';
import {
  PROJECT_TYPE_LABEL,
  VERSION_STATUS_LABELS,
  VersionStatus,
  type VersionStatusValue,
} from '../../core/contracts/projects';
import type { ReportRow } from '../../core/contracts/reports';
import { formatDate, formatDateTime } from '../../i18n';
import { reportDetailPath, useOpenEntry } from '../projects/open-entry';
import { NOWRAP, STICKY_ACTIONS, STICKY_ACTIONS_CLASS, WHOLE_BADGE } from '../projects/table-layout';
import { PAGE_SIZE, TablePaging } from '../../components/TablePaging';
import { SearchBar } from '../../components/SearchBar';

const REPORT_SEARCH = [
  { key: 'project', label: '项目名称', placeholder: '请输入项目名称', width: 200 },
  { key: 'version', label: '版本号', placeholder: '请输入版本号', width: 200 },
] as const;

export const NOT_COMPLETED = '完成计算后才可以查看详情';

const STATUS_COLORS: Record<VersionStatusValue, string> = {
  [VersionStatus.UNGENERATED]: 'gray',
  [VersionStatus.UNSUBMITTED]: 'blue',
  [VersionStatus.CHANGED]: 'orange',
  [VersionStatus.CALCULATING]: 'yellow',
  [VersionStatus.COMPLETED]: 'green',
};

export default function ReportPage() {
  const navigate = useNavigate();
  const openEntry = useOpenEntry();
  const [applied, setApplied] = useState({ project: '', version: '' });
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<ReportRow[]>([]);
  const [total, setTotal] = useState(0);

  const load = useCallback(async () => {
    try {
      const data = await listReports({ page, limit: PAGE_SIZE, ...applied });
      setRows(data.reports);
      setTotal(data.total);
    } catch {
      setRows([]);
      setTotal(0);
    }
  }, [page, applied]);

  useEffect(() => {
    void load();
  }, [load]);

  const completed = (r: ReportRow) => r.status === VersionStatus.COMPLETED;

  function details(r: ReportRow) {
    if (!completed(r)) {
      notifications.show({ color: 'red', message: NOT_COMPLETED, autoClose: 5000 });
      return;
    }
    void navigate(
      reportDetailPath({
        id: r.id,
        project_id: r.project_id,
        name: r.version,
        datastr: formatDate(r.updated_at),
      }),
    );
  }

  async function download(r: ReportRow, what: typeof downloadAllReports) {
    try {
      await what(r.id, r.project_name, r.version);
    } catch {
      // the client showed the server's message
    }
  }

  return (
    <Card withBorder>
      <SearchBar
        fields={REPORT_SEARCH}
        onApply={(terms) => {
          setPage(1);
          setApplied(terms);
        }}
      />
      <Table.ScrollContainer minWidth={960}>
        <Table striped highlightOnHover withTableBorder>
          <Table.Thead>
            <Table.Tr>
              {[
                '序号',
                '版本',
                '项目名称',
                '项目类型',
                '项目地点',
                '创建人',
                '创建时间',
                '最后更新时间',
                '状态',
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
            {rows.map((r) => (
              <Table.Tr key={r.id} data-testid={`report-row-${r.id}`}>
                <Table.Td>{r.id}</Table.Td>
                <Table.Td>{r.version}</Table.Td>
                <Table.Td>{r.project_name}</Table.Td>
                <Table.Td style={NOWRAP}>{PROJECT_TYPE_LABEL}</Table.Td>
                <Table.Td>{r.location}</Table.Td>
                <Table.Td>{r.creator_name}</Table.Td>
                <Table.Td>{formatDateTime(r.created_at)}</Table.Td>
                <Table.Td>{formatDateTime(r.updated_at)}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[r.status]} variant="light" styles={WHOLE_BADGE}>
                    {VERSION_STATUS_LABELS[r.status]}
                  </Badge>
                </Table.Td>
                <Table.Td style={STICKY_ACTIONS} className={STICKY_ACTIONS_CLASS} data-testid="row-actions">
                  <Group gap={8} wrap="nowrap" style={NOWRAP}>
                    <Anchor component="button" size="sm" onClick={() => details(r)}>
                      详情
                    </Anchor>
                    {completed(r) ? (
                      <>
                        <Anchor
                          component="button"
                          size="sm"
                          onClick={() => void download(r, downloadAllReports)}
                        >
                          下载
                        </Anchor>
                        <Anchor
                          component="button"
                          size="sm"
                          onClick={() => void download(r, downloadEvaluationReport)}
                        >
                          下载评价报告（Word）
                        </Anchor>
                      </>
                    ) : (
                      <Anchor
                        component="button"
                        size="sm"
                        onClick={() =>
                          void openEntry({
                            id: r.id,
                            project_id: r.project_id,
                            name: r.version,
                            status: r.status,
                          })
                        }
                      >
                        录入与测算
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
    </Card>
  );
}
