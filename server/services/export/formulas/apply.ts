// Puts the rules' formulas into the output sheets (cached result = the engine's unrounded value) and shades every
// figure left as the engine's value, collecting them for 说明.
import type { Fill, Worksheet } from 'exceljs';
import type { TableId } from '../../../../src/core/engine/model-io-types';
import { figureKey, type FormulaBook } from './book';
import { columnLetters, type Slot, type TableGrid } from './grid';
import { keptReason } from './reasons';

/** Engine values kept in the workbook: a light orange an auditor can spot. */
export const KEPT_FILL: Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFE699' } };

/** Excel refuses formulas longer than 8 192 characters; a longer one keeps the engine's value. */
const MAX_FORMULA = 8000;

export interface KeptValue {
  sheet: string;
  address: string;
  what: string;
  value: string;
  reason: string;
}

const slotLabel = (slot: Slot, B: number): string =>
  slot === 'total'
    ? '合计'
    : 'year' in slot
      ? `第${slot.year}年${slot.year <= B ? '(建设期)' : ''}`
      : slot.extra;

export function applyFormulas(
  book: FormulaBook,
  grids: ReadonlyMap<TableId, TableGrid>,
  sheets: ReadonlyMap<TableId, Worksheet>,
): KeptValue[] {
  const kept: KeptValue[] = [];
  for (const [id, grid] of grids) {
    const ws = sheets.get(id)!;
    const table = grid.table;
    const span = grid.span();
    for (const row of table.rows) {
      const slots: { slot: Slot; value: string | null }[] = [];
      if (span)
        for (let t = span.from; t <= span.to; t++)
          slots.push({ slot: { year: t }, value: row.values[t - span.from] ?? null });
      if (table.yearAxis !== 'none') slots.push({ slot: 'total', value: row.total });
      for (const c of table.columns)
        slots.push({ slot: { extra: c.key }, value: row.extra?.[c.key] ?? null });
      for (const { slot, value } of slots) {
        const pos = grid.position(row.no, slot);
        if (!pos) continue;
        const cell = ws.getCell(pos.row, pos.col);
        const formula = book.formulas.get(figureKey(id, row.no, slot));
        const reason = keptReason(book, id, row.no, slot);
        if (value === null) {
          // a FIRR the engine reports as not unique (or absent): the "—" stays, marked and explained
          if (reason?.startsWith('内部收益率') && slot === 'total') {
            cell.value = '—';
            cell.fill = KEPT_FILL;
            kept.push({
              sheet: grid.sheet,
              address: `${columnLetters(pos.col)}${pos.row}`,
              what: `${table.title} ${row.no} ${row.name}`,
              value: '—',
              reason,
            });
          }
          continue;
        }
        if (formula !== undefined && formula.length <= MAX_FORMULA) {
          cell.value = { formula, result: Number(value) };
          continue;
        }
        // the unrounded figure: formulas that refer to it must see what the engine saw
        cell.value = Number(value);
        cell.fill = KEPT_FILL;
        kept.push({
          sheet: grid.sheet,
          address: `${columnLetters(pos.col)}${pos.row}`,
          what: `${table.title} ${row.no} ${row.name} ${slotLabel(slot, book.B)}`,
          value,
          reason:
            formula !== undefined
              ? '公式超过 Excel 的 8192 字符上限，保留引擎值'
              : (reason ?? '该项由多步规则算出，工作簿未展开为公式，保留引擎值'),
        });
      }
    }
  }
  return kept;
}
