// Header of the entry screen (product.md §2.8): project, location, type, version, periods, back arrow, 亩/公顷.
import { memo, useRef } from 'react';
import { ActionIcon, Button, FileButton, Group, Paper, SegmentedControl, Text, Title } from '@mantine/core';
import type { VersionDataDto } from '../../core/contracts/compute';
import type { VersionHeader } from '../../core/contracts/projects';

interface Props {
  data: VersionDataDto;
  header: VersionHeader | null;
  versionName: string;
  onBack: () => void;
  /** Absent for a read-only version. */
  onAreaUnit?: (unit: 'mu' | 'ha') => void;
  busy?: boolean;
  /** 从Excel导入: the picked file. Absent for a read-only version; disabled while unsaved drafts wait. */
  onImport?: (file: File | null) => void;
  importDisabled?: boolean;
}

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}：
      </Text>
      {value}
    </Text>
  );
}

export const EntryHeader = memo(function EntryHeader({
  data,
  header,
  versionName,
  onBack,
  onAreaUnit,
  busy,
  onImport,
  importDisabled,
}: Props) {
  const location = header?.location || data.project.location;
  // the same file can be picked again (after editing it in Excel)
  const reset = useRef<() => void>(null);
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="entry-header">
      <Group justify="space-between" align="center" wrap="wrap">
        <Group gap="sm" align="center">
          <ActionIcon variant="subtle" aria-label="返回" onClick={onBack}>
            <span aria-hidden style={{ fontSize: 18 }}>
              ←
            </span>
          </ActionIcon>
          <Title order={4}>{header?.project_name ?? data.project.name}</Title>
        </Group>
        <Group gap="md">
          {onImport && (
            <FileButton
              resetRef={reset}
              accept={XLSX_TYPES}
              onChange={(file) => {
                onImport(file);
                reset.current?.();
              }}
            >
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="light"
                  disabled={busy || importDisabled}
                  title="导入“下载全部报表”导出（可在 Excel/WPS 中修改过）的工作簿的录入数据"
                >
                  从Excel导入
                </Button>
              )}
            </FileButton>
          )}
          {onAreaUnit && (
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                面积单位
              </Text>
              <SegmentedControl
                size="xs"
                disabled={busy}
                value={data.area_unit}
                onChange={(v) => onAreaUnit(v === 'ha' ? 'ha' : 'mu')}
                data={[
                  { value: 'mu', label: '亩' },
                  { value: 'ha', label: '公顷' },
                ]}
              />
            </Group>
          )}
        </Group>
      </Group>
      <Group gap="lg" mt={6} wrap="wrap">
        <Field label="项目地点" value={location || '—'} />
        <Field label="项目类型" value="林业" />
        <Field label="当前版本" value={versionName || data.version.name} />
        <Field label="建设期" value={`${data.project.building_period} 年`} />
        <Field label="运营期" value={`${data.project.operating_period} 年`} />
      </Group>
    </Paper>
  );
});
