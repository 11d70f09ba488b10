import { describe, expect, it } from 'vitest';
import { coerce, planWrites, withRadioExclusivity } from '../../../src/components/TemplateGrid/writes';
import type { GridAccess } from '../../../src/components/TemplateGrid/writes';
import type { GridCell, GridRow } from '../../../src/components/TemplateGrid/types';
import { columns, model } from './fixtures';

function access(rows: GridRow[]): GridAccess {
  return {
    rowIdAt: (r) => rows[r]?.id,
    columnKeyAt: (c) => columns[c]?.key,
    cellOf: (rowId, key) => rows.find((r) => r.id === rowId)?.cells[key],
  };
}

describe('planWrites', () => {
  it('normalises numbers, skips read-only cells and refuses text in numeric cells', () => {
    const rows = model().rows;
    // row 1 (a1): unit, total (read-only), y1, y2
    const plan = planWrites(
      [
        { row: 1, col: 2, raw: '株' },
        { row: 1, col: 3, raw: '99' },
        { row: 1, col: 4, raw: '1,234.5' },
        { row: 1, col: 5, raw: 'abc' },
      ],
      access(rows),
    );
    expect(plan.changes).toEqual([
      { cellId: 'a1:unit', rowId: 'a1', columnKey: 'unit', oldValue: '亩', newValue: '株' },
      { cellId: 'a1:y1', rowId: 'a1', columnKey: 'y1', oldValue: '10', newValue: '1234.5' },
    ]);
    expect(plan.skipped).toBe(1);
    expect(plan.refused).toEqual([
      { cellId: 'a1:y2', rowId: 'a1', columnKey: 'y2', raw: 'abc', reason: '输入的值必须为数字' },
    ]);
  });
  it('a select cell refuses text that is none of its options with 请选择列表中的选项', () => {
    const rows = model().rows;
    rows[1]!.cells.unit = {
      value: 'mu',
      editable: true,
      type: 'select',
      numeric: false,
      options: [{ value: 'mu', label: '亩' }],
    };
    const plan = planWrites([{ row: 1, col: 2, raw: '公里' }], access(rows));
    expect(plan.refused.map((r) => r.reason)).toEqual(['请选择列表中的选项']);
  });
  it('an empty value clears a numeric cell and unchanged values are not changes', () => {
    const plan = planWrites(
      [
        { row: 1, col: 4, raw: '' },
        { row: 1, col: 5, raw: '20.0' },
      ],
      access(model().rows),
    );
    expect(plan.changes).toEqual([
      { cellId: 'a1:y1', rowId: 'a1', columnKey: 'y1', oldValue: '10', newValue: null },
    ]);
  });
  it('positions outside the grid are ignored', () => {
    expect(planWrites([{ row: 99, col: 0, raw: '1' }], access(model().rows)).changes).toEqual([]);
  });
});

describe('coerce', () => {
  it('reads a % in a number cell by its percent mark', () => {
    const n = (percent?: boolean): GridCell => ({
      value: null,
      editable: true,
      type: 'data',
      numeric: true,
      percent,
    });
    expect(coerce(n(), '12.5%')).toBe('0.125');
    expect(coerce(n(true), '12.5%')).toBe('12.5');
    expect(coerce(n(), '(¥1,234.00)')).toBe('-1234');
  });
  const sw: GridCell = { value: 'False', editable: true, type: 'switch', numeric: false };
  it('switch cells take True/False words', () => {
    expect(coerce(sw, '是')).toBe('True');
    expect(coerce(sw, 'FALSE')).toBe('False');
    expect(coerce(sw, 'maybe')).toBeUndefined();
  });
});

describe('withRadioExclusivity', () => {
  it('turning one radio on turns the others of its group off in the same batch', () => {
    const radio = (value: string): GridCell => ({ value, editable: true, type: 'radio', numeric: false });
    const rows: GridRow[] = ['x', 'y', 'z'].map((id, i) => ({
      id,
      no: String(i + 1),
      level: 1,
      kind: 'leaf',
      cells: { pick: radio(id === 'x' ? 'True' : 'False') },
    }));
    const out = withRadioExclusivity(
      [{ cellId: 'z:pick', rowId: 'z', columnKey: 'pick', oldValue: 'False', newValue: 'True' }],
      rows,
    );
    expect(out.map((c) => `${c.cellId}:${c.newValue}`)).toEqual(['z:pick:True', 'x:pick:False']);
  });
});
