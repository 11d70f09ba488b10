// What the import and template browser tests share: a version's data, and where one of its cells sits in a
// workbook of the 录入 layout.
import { registry } from '../../schemas';
import { placeHeaders } from '../../src/core/contracts/results-layout';
import type { VersionDataDto } from '../../src/core/contracts/compute';
import type { InstanceContext, StoredValues } from '../../src/core/template/types';
import { headerTreeToLines } from '../../src/core/workbook/header-lines';
import { inputSheetTables, INPUT_HEADER_ROW } from '../../src/core/workbook/read-inputs';
import { api } from './harness';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function versionData(id: number, token: string): Promise<VersionDataDto> {
  return (await api<VersionDataDto>(`/v1/project_compute/version_data/${id}`, token)).body.data;
}

/** Where a cell of a version is in its 录入 workbook: sheet, 1-based row / column, and the table's last row. */
export interface CellPlace {
  sheet: string;
  row: number;
  col: number;
  lastRow: number;
}

export function inputCellPlace(
  c: InstanceContext,
  stored: StoredValues,
  tableKey: string,
  rowId: string,
  col: string,
): CellPlace {
  for (const { sheet, table } of inputSheetTables(registry, c, stored)) {
    if (table.key !== tableKey) continue;
    const first = INPUT_HEADER_ROW + placeHeaders(headerTreeToLines(table.header)).depth;
    const r = table.rows.findIndex((x) => x.id === rowId);
    const k = table.columns.findIndex((x) => x.key === col);
    if (r < 0 || k < 0) break;
    return { sheet, row: first + r, col: k + 1, lastRow: first + table.rows.length - 1 };
  }
  throw new Error(`no cell ${tableKey} ${rowId}:${col}`);
}
