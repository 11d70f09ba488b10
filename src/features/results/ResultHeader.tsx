// Header of the result view (product §2.9): project name, location, type, version, building and operating period.
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ResultHeader as Header } from '../../core/contracts/results';

interface Props {
  header: Header;
  onBack?: () => void;
  onDownload: () => void;
  downloading: boolean;
  onDownloadReport: () => void;
  downloadingReport: boolean;
  /** 下载审计版（含公式）: the workbook whose statements are Excel formulas */
  onDownloadAudit: () => void;
  downloadingAudit: boolean;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

export function ResultHeader({
  header,
  onBack,
  onDownload,
  downloading,
  onDownloadReport,
  downloadingReport,
  onDownloadAudit,
  downloadingAudit,
}: Props) {
  return (
    <Paper withBorder p="md" radius="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" align="center" wrap="nowrap">
          {onBack && (
            <ActionIcon variant="subtle" aria-label="返回" onClick={onBack} size="lg">
              <span aria-hidden="true">←</span>
            </ActionIcon>
          )}
          <Title order={4}>{header.project_name}</Title>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Button variant="default" onClick={onDownloadReport} loading={downloadingReport}>
            下载评价报告（Word）
          </Button>
          <Button onClick={onDownload} loading={downloading}>
            下载全部报表
          </Button>
          <Button
            variant="light"
            onClick={onDownloadAudit}
            loading={downloadingAudit}
            title="各报表数字为引用录入表的Excel公式，可追溯、可改数重算"
          >
            下载审计版（含公式）
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 5 }} mt="sm">
        <Field label="建设地点" value={header.location} />
        <Field label="项目类型" value={header.project_type || '林业项目'} />
        <Field label="当前版本" value={header.version_name} />
        <Field label="建设期" value={`${header.building_period} 年`} />
        <Field label="运营期" value={`${header.operating_period} 年`} />
      </SimpleGrid>
    </Paper>
  );
}
