// What an entry cell prints in the workbook (and in the import preview): a select's option label, 是/否 for a
// check, the stored value otherwise.
import type { InstanceCell } from '../template/types';

export function cellText(cell: Pick<InstanceCell, 'cell' | 'options'>, value: string | null): string | null {
  if (value === null) return null;
  if (cell.cell === 'select') return cell.options?.find((o) => o.value === value)?.label ?? value;
  if (cell.cell === 'check') return value === 'True' || value === 'true' ? '是' : '否';
  return value;
}
