// Validation issues beside the grid 校验问题: clicking one focuses the cell it names.
import { memo } from 'react';
import { Badge, Paper, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ValidationIssue } from '../../core/template/types';

interface Props {
  issues: ValidationIssue[];
  /** Table names by store key, to say where the issue is. */
  tableNames: Readonly<Record<string, string>>;
  /** Row names (`no label`) by `tableKey|rowId`. */
  rowNames: Readonly<Record<string, string>>;
  onPick: (issue: ValidationIssue) => void;
}

/** Where an issue is, in words: the open tab's table and row, else (another tab) the live computation's description. */
export function issuePlace(
  i: ValidationIssue,
  tableNames: Readonly<Record<string, string>>,
  rowNames: Readonly<Record<string, string>>,
): string {
  if (i.where && !tableNames[i.tableKey]) return i.where;
  const row = i.rowId ? rowNames[`${i.tableKey}|${i.rowId}`] : undefined;
  return [tableNames[i.tableKey], row].filter(Boolean).join(' · ');
}

/** 错误 red; 警告 (合理性检查) and the template's own hints orange; a 合理性检查 提示 blue. */
const badgeColor = (i: ValidationIssue) =>
  i.level === 'error' ? 'red' : i.label === '提示' ? 'blue' : 'orange';

export const IssuePanel = memo(function IssuePanel({ issues, tableNames, rowNames, onPick }: Props) {
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="issue-panel">
      <Text fw={600} size="sm" mb={6}>
        校验问题{issues.length > 0 ? `（${issues.length}）` : ''}
      </Text>
      {issues.length === 0 ? (
        <Text size="sm" c="dimmed">
          暂无问题
        </Text>
      ) : (
        <ScrollArea.Autosize mah={280}>
          <Stack gap={4}>
            {issues.map((i, n) => (
              <UnstyledButton
                key={`${i.tableKey}-${i.cellId ?? i.rowId ?? ''}-${i.code}-${n}`}
                onClick={() => onPick(i)}
                data-testid="issue-item"
              >
                <Text
                  size="sm"
                  c={i.level === 'error' ? 'red.7' : i.label === '提示' ? 'blue.8' : 'orange.8'}
                >
                  <Badge size="xs" color={badgeColor(i)} mr={4} variant="light">
                    {i.level === 'error' ? '错误' : (i.label ?? '提示')}
                  </Badge>
                  {issuePlace(i, tableNames, rowNames) ? `${issuePlace(i, tableNames, rowNames)}：` : ''}
                  {i.message}
                </Text>
              </UnstyledButton>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
});
