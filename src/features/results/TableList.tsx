// Left list of a version's computed tables (their Chinese titles, summary first; ids stay out of sight) that selects the table shown.
import { NavLink, ScrollArea } from '@mantine/core';
import type { ComputedTableList } from '../../core/contracts/results';

interface Props {
  list: ComputedTableList;
  selected: string | null;
  onSelect: (tableId: string) => void;
}

export function TableList({ list, selected, onSelect }: Props) {
  return (
    <ScrollArea.Autosize mah="calc(100vh - 260px)" type="auto" aria-label="报表列表">
      {list.map((t, i) => (
        <NavLink
          key={t.table_id}
          active={t.table_id === selected}
          onClick={() => onSelect(t.table_id)}
          label={`${i + 1}. ${t.name}`}
          data-table-id={t.table_id}
        />
      ))}
    </ScrollArea.Autosize>
  );
}
