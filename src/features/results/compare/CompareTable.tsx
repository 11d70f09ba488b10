// Side-by-side table of compared versions: each figure per version and its difference against the first.
import { Fragment } from 'react';
import { Table, Text, Tooltip } from '@mantine/core';
import type { CompareData } from '../../../core/contracts/results';
import { diffTone, formatCompared, formatDiff } from './compare-format';

const TONE_COLOR = { up: 'blue.7', down: 'orange.8', none: 'dimmed' } as const;
const GROUPS = [
  { key: 'indicator', label: '主要经济指标' },
  { key: 'total', label: '主要合计' },
] as const;

export function CompareTable({ data }: { data: CompareData }) {
  const first = data.versions[0]?.version_name ?? '';
  const span = 2 + data.versions.length * 2 - 1;
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped withTableBorder withColumnBorders stickyHeader data-testid="compare-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>指标</Table.Th>
            <Table.Th>单位</Table.Th>
            {data.versions.map((v, i) => (
              <Fragment key={v.version_id}>
                <Table.Th ta="right">{v.version_name}</Table.Th>
                {i > 0 && <Table.Th ta="right">较{first}差额</Table.Th>}
              </Fragment>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {GROUPS.map((g) => (
            <Fragment key={g.key}>
              <Table.Tr>
                <Table.Td colSpan={span} fw={700} bg="gray.1">
                  {g.label}
                </Table.Td>
              </Table.Tr>
              {data.rows
                .filter((r) => r.group === g.key)
                .map((r) => (
                  <Table.Tr key={r.key} data-row={r.key}>
                    <Table.Td>{r.label}</Table.Td>
                    <Table.Td>{r.unit}</Table.Td>
                    {r.values.map((v, i) => (
                      <Fragment key={i}>
                        <Table.Td ta="right">
                          {v === null && r.notes[i] ? (
                            <Tooltip label={r.notes[i]} multiline w={260} withArrow>
                              <Text span>—</Text>
                            </Tooltip>
                          ) : (
                            formatCompared(v, r.unit)
                          )}
                        </Table.Td>
                        {i > 0 && (
                          <Table.Td ta="right">
                            <Text span c={TONE_COLOR[diffTone(r.diffs[i] ?? null)]}>
                              {formatDiff(r.diffs[i] ?? null, r.unit)}
                            </Text>
                          </Table.Td>
                        )}
                      </Fragment>
                    ))}
                  </Table.Tr>
                ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
