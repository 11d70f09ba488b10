// The preview of 从Excel导入: per table how many cells change (with a few examples), every refused cell, then
// 应用导入 / 取消. Also says why a file is refused (too big, not xlsx, not in the 录入 layout).
import { memo } from 'react';
import { Alert, Button, Group, Loader, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { ImportPreview } from '../../core/workbook/import-preview';
import type { ImportChange } from '../../core/workbook/read-inputs';
import type { ImportState } from './use-import';

interface Props {
  state: ImportState;
  onApply: () => void;
  onClose: () => void;
}

const shown = (v: string | null) => (v === null || v === '' ? '（空）' : v);

function Example({ c }: { c: ImportChange }) {
  return (
    <Text size="xs" c="dimmed" lineClamp={1} title={`${c.address} ${c.row} ${c.column}`}>
      {c.address} {c.row} · {c.column}：{shown(c.beforeText)} → {shown(c.afterText)}
    </Text>
  );
}

/** Memoised: the entry screen renders with every keystroke, the dialog only when its state changes. */
export const ImportDialog = memo(function ImportDialog({ state, onApply, onClose }: Props) {
  const open = state.phase !== 'idle';
  const fileName = state.phase === 'idle' ? '' : state.fileName;
  return (
    <Modal
      opened={open}
      onClose={onClose}
      title={`从Excel导入：${fileName}`}
      size="xl"
      closeOnClickOutside={false}
      data-testid="import-dialog"
    >
      {state.phase === 'reading' && (
        <Group gap="sm" py="md">
          <Loader size="sm" />
          <Text size="sm">正在读取工作簿…</Text>
        </Group>
      )}
      {state.phase === 'refused' && (
        <Stack gap="sm">
          <Alert color="red" title="无法导入该文件" data-testid="import-refused">
            {state.message}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              关闭
            </Button>
          </Group>
        </Stack>
      )}
      {(state.phase === 'preview' || state.phase === 'applying') && (
        <Preview state={state} onApply={onApply} onClose={onClose} />
      )}
    </Modal>
  );
});

/** 将修改 2 张表中的 5 个单元格，其余 40 张表没有变化；1 处未能导入（见下方）。 */
function summary({ preview: p, ms }: { preview: ImportPreview; ms: number }): string {
  const what =
    p.changed > 0
      ? `将修改 ${p.tables.length} 张表中的 ${p.changed} 个单元格，其余 ${p.unchangedTables} 张表没有变化`
      : '工作簿与当前数据一致，没有需要导入的修改';
  const refused = p.refusals.length > 0 ? `；${p.refusals.length} 处未能导入（见下方）` : '';
  return `${what}${refused}。（读取用时 ${(ms / 1000).toFixed(1)} 秒）`;
}

function Preview({
  state,
  onApply,
  onClose,
}: Props & { state: Extract<ImportState, { phase: 'preview' | 'applying' }> }) {
  const p = state.preview;
  return (
    <Stack gap="sm" data-testid="import-preview">
      <Text size="sm" data-testid="import-summary">
        {summary(state)}
      </Text>
      {p.tables.length > 0 && (
        <ScrollArea.Autosize mah={280} type="auto">
          <Table striped withTableBorder fz="sm" data-testid="import-tables">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>表</Table.Th>
                <Table.Th w={90} ta="right">
                  修改单元格
                </Table.Th>
                <Table.Th>示例（单元格 行 · 列：原值 → 新值）</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {p.tables.map((t) => (
                <Table.Tr key={t.key} data-table={t.key}>
                  <Table.Td>
                    <Text size="sm">{t.title}</Text>
                    <Text size="xs" c="dimmed">
                      工作表「{t.sheet}」
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" data-testid="import-count">
                    {t.changed}
                  </Table.Td>
                  <Table.Td maw={360}>
                    {t.examples.map((c) => (
                      <Example key={c.cellId} c={c} />
                    ))}
                    {t.changed > t.examples.length && (
                      <Text size="xs" c="dimmed">
                        …等 {t.changed} 个
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      {p.refusals.length > 0 && (
        <Alert color="orange" title={`以下 ${p.refusals.length} 处未导入（其余修改不受影响）`} p="xs">
          <ScrollArea.Autosize mah={200} type="auto">
            <Table fz="xs" data-testid="import-refusals">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>工作表</Table.Th>
                  <Table.Th w={70}>单元格</Table.Th>
                  <Table.Th>原因</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {p.refusals.map((r, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>{r.sheet}</Table.Td>
                    <Table.Td>{r.address || '整表'}</Table.Td>
                    <Table.Td>{r.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        应用后作为一次修改：按 Ctrl+Z 可整体撤销；与手工修改一样，保存或暂存后写入服务器。
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={state.phase === 'applying'}>
          取消
        </Button>
        <Button onClick={onApply} loading={state.phase === 'applying'} disabled={p.changed === 0}>
          应用导入
        </Button>
      </Group>
    </Stack>
  );
}
