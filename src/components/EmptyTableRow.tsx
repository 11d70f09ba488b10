// The dimmed 暂无数据 line a list table shows in place of rows when it has none.
import { Table, Text } from '@mantine/core';

export function EmptyTableRow({ colSpan, text = '暂无数据' }: { colSpan: number; text?: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text c="dimmed" ta="center" size="sm">
          {text}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
