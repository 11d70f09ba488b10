// 最近打开的项目版本 (§2.4): version id, project, version, last update, and 立即打开 to calpage.
import { Button, Card, Table, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { RecentVersion } from '../../core/contracts/dashboard';
import { formatDateTime } from '../../i18n';
import { entryPath } from '../projects/open-entry';

export function RecentVersionsCard({ versions }: { versions: RecentVersion[] }) {
  const navigate = useNavigate();
  return (
    <Card withBorder>
      <Title order={5} mb="sm">
        最近打开的项目版本
      </Title>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            {['版本ID', '项目名称', '版本', '最后更新时间', '操作'].map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.map((v) => (
            <Table.Tr key={v.id}>
              <Table.Td>{v.id}</Table.Td>
              <Table.Td>{v.project_name}</Table.Td>
              <Table.Td>{v.version_name}</Table.Td>
              <Table.Td>{formatDateTime(v.updated_at)}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-xs"
                  onClick={() =>
                    void navigate(entryPath({ id: v.id, project_id: v.project_id, name: v.version_name }))
                  }
                >
                  立即打开
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {versions.length === 0 && (
        <Text c="dimmed" ta="center" py="sm" size="sm">
          暂无数据
        </Text>
      )}
    </Card>
  );
}
