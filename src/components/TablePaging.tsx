// Paging under a table 分页: shown only when total is above 0 (§2.10); page size 10 unless a list says otherwise (§9).
import { Group, Pagination, Text } from '@mantine/core';

export const PAGE_SIZE = 10;

interface Props {
  total: number;
  page: number;
  perPage?: number;
  onChange: (page: number) => void;
}

export function TablePaging({ total, page, perPage = PAGE_SIZE, onChange }: Props) {
  if (total <= 0) return null;
  return (
    <Group justify="flex-end" mt="md" gap="sm" data-testid="paging">
      <Text size="sm" c="dimmed">
        共 {total} 条
      </Text>
      <Pagination
        total={Math.max(1, Math.ceil(total / perPage))}
        value={page}
        onChange={onChange}
        size="sm"
      />
    </Group>
  );
}
