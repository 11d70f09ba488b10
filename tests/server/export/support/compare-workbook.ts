// Reads a recalculated workbook back and compares every figure of every output table with the engine at 2 dp.
import ExcelJS from 'exceljs';
import type { ModelOutput, TableId } from '../../../../src/core/engine';
import { Decimal } from '../../../../src/core/money/decimal';
import { roundDisplay } from '../../../../src/core/money/display';
import { TableGrid, type Slot } from '../../../../server/services/export/formulas/grid';

export interface Difference {
  table: string;
  no: string;
  slot: string;
  engine: string;
  workbook: unknown;
}

const display = (x: number | string) => roundDisplay(new Decimal(x), 2).toFixed(2);

/** A cell's number: a formula's (recalculated) result or the value itself. */
export function figure(cell: ExcelJS.Cell): unknown {
  return cell.type === ExcelJS.ValueType.Formula
    ? (cell as unknown as { result: unknown }).result
    : cell.value;
}

/**
 * Every non-null engine figure against the workbook: equal at 2 dp, or within 5e-6 (a tie such as 1.125 that binary
 * floating point carries as 1.12499999…). Returns the differences and how many figures were compared.
 */
export async function compareWithEngine(
  xlsx: Buffer,
  output: ModelOutput,
  sheetOf: Partial<Record<TableId, string>>,
  skip: (table: TableId, no: string) => boolean = () => false,
): Promise<{ compared: number; differences: Difference[]; maxAbs: number }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx as unknown as ArrayBuffer);
  const B = output.meta!.B;
  const N = output.meta!.N;
  const differences: Difference[] = [];
  let compared = 0;
  let maxAbs = 0;
  for (const [id, table] of Object.entries(output.tables) as [
    TableId,
    NonNullable<ModelOutput['tables'][TableId]>,
  ][]) {
    const ws = book.getWorksheet(sheetOf[id]!);
    if (!ws) throw new Error(`工作表缺失：${id}`);
    const grid = new TableGrid(table, ws.name, B, N);
    const span = grid.span();
    for (const row of table.rows) {
      if (skip(id, row.no)) continue;
      const slots: [Slot, string | null][] = [];
      if (span)
        for (let t = span.from; t <= span.to; t++)
          slots.push([{ year: t }, row.values[t - span.from] ?? null]);
      if (table.yearAxis !== 'none') slots.push(['total', row.total]);
      for (const c of table.columns) slots.push([{ extra: c.key }, row.extra?.[c.key] ?? null]);
      for (const [slot, engine] of slots) {
        const pos = grid.position(row.no, slot);
        if (engine === null || !pos) continue;
        compared += 1;
        const got = figure(ws.getCell(pos.row, pos.col));
        const ok =
          typeof got === 'number' &&
          (display(got) === display(engine) || Math.abs(got - Number(engine)) < 5e-6);
        if (typeof got === 'number') maxAbs = Math.max(maxAbs, Math.abs(got - Number(engine)));
        if (!ok)
          differences.push({ table: id, no: row.no, slot: JSON.stringify(slot), engine, workbook: got });
      }
    }
  }
  return { compared, differences, maxAbs };
}
