// Header of the entry screen (product.md §2.8): project, location, type, version, periods, back arrow, 亩/公顷.
import { memo, useRef, useState } from 'react';
import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Menu,
  Paper,
  SegmentedControl,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
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
  /** 下载录入模板 (含当前数据 / 空白模板); resolves when the file was handed to the browser. */
  onTemplate?: (blank: boolean) => Promise<void>;
  /** Edits not saved yet (or drafts waiting): the template holds the saved values, so 请先保存. */
  unsaved?: boolean;
}

export const TEMPLATE_UNSAVED = '有未保存的修改，请先保存（录入模板按已保存的数据生成）';

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
  onTemplate,
  unsaved,
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
                  title="导入“下载录入模板”或“下载全部报表”得到（可在 Excel/WPS 中修改过）的工作簿的录入数据"
                >
                  从Excel导入
                </Button>
              )}
            </FileButton>
          )}
          {onTemplate && <TemplateMenu onTemplate={onTemplate} disabled={busy} unsaved={unsaved} />}
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

/** 下载录入模板 ▾ → 含当前数据 / 空白模板; disabled with a tooltip while edits wait to be saved. */
function TemplateMenu(props: {
  onTemplate: (blank: boolean) => Promise<void>;
  disabled?: boolean;
  unsaved?: boolean;
}) {
  const { onTemplate } = props;
  const [loading, setLoading] = useState(false);
  const run = (blank: boolean) => {
    setLoading(true);
    // a failed download is reported by the API client's toast
    void onTemplate(blank)
      .catch(() => undefined)
      .finally(() => setLoading(false));
  };
  return (
    <Tooltip label={TEMPLATE_UNSAVED} disabled={!props.unsaved} withArrow multiline w={260}>
      <span style={{ display: 'inline-block' }} data-testid="input-template">
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              size="xs"
              variant="light"
              loading={loading}
              disabled={props.disabled || props.unsaved}
              rightSection={<span aria-hidden>▾</span>}
            >
              下载录入模板
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>本版本的录入表（可在 Excel/WPS 中填写后“从Excel导入”）</Menu.Label>
            <Menu.Item onClick={() => run(false)}>含当前数据</Menu.Item>
            <Menu.Item onClick={() => run(true)}>空白模板</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </span>
    </Tooltip>
  );
}
