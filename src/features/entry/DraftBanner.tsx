// Banner offering back edits that were never saved (after a reload or a crash): 恢复未保存的修改 / 放弃.
import { memo } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { draftCellCount, type Draft } from './draft-store';

interface Props {
  drafts: Draft[];
  tabLabels: Readonly<Record<string, string>>;
  onRestore: () => void;
  onDiscard: () => void;
}

export const DraftBanner = memo(function DraftBanner({ drafts, tabLabels, onRestore, onDiscard }: Props) {
  if (drafts.length === 0) return null;
  const when = new Date(Math.max(...drafts.map((d) => d.savedAt)));
  const tabs = drafts.map((d) => tabLabels[d.tab] ?? d.tab).join('、');
  return (
    <Alert color="yellow" title="发现未保存的修改" data-testid="draft-banner">
      <Text size="sm" mb="xs">
        {`${tabs} 有 ${draftCellCount(drafts)} 处修改尚未保存（最后修改于 ${when.toLocaleString('zh-CN')}）。`}
      </Text>
      <Group gap="xs">
        <Button size="xs" onClick={onRestore}>
          恢复未保存的修改
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          放弃
        </Button>
      </Group>
    </Alert>
  );
});
