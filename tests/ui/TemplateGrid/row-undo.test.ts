import { describe, expect, it } from 'vitest';
import { addSubType, deleteChildren, removeRow } from '../../../src/components/TemplateGrid/numbering';
import { isEcho, layoutOfRows, revertChange } from '../../../src/components/TemplateGrid/row-undo';
import { toRowEdits } from '../../../src/components/TemplateGrid/to-grid-model';
import { columns, model, row } from './fixtures';

describe('undo of row operations', () => {
  it('derives the [row, parent] layout from order and depth', () => {
    const rows = [
      row('a', '1', 'group'),
      row('a1', '1.1', 'group'),
      row('x', '1.1.1', 'leaf'),
      row('a2', '1.2', 'leaf'),
      row('b', '2', 'leaf'),
    ];
    expect(layoutOfRows(rows)).toEqual([
      ['a', null],
      ['a1', 'a'],
      ['x', 'a1'],
      ['a2', 'a'],
      ['b', null],
    ]);
  });

  it('undo of 删除子类型 gives the old layout and the deleted rows’ input values back', () => {
    const before = model().rows;
    const after = deleteChildren(before, columns, 'a');
    const change = revertChange(after, before, {});
    expect(change.layout).toEqual([
      ['a', null],
      ['a1', 'a'],
      ['a2', 'a'],
      ['b', null],
    ]);
    // a1 and a2 come back with their names, units and years; group a's own cells are computed.
    expect(change.cells).toEqual({
      'a1:name': 'a1',
      'a1:unit': '亩',
      'a1:y1': '10',
      'a1:y2': '20',
      'a2:name': 'a2',
      'a2:unit': '亩',
      'a2:y1': '1',
      'a2:y2': '2',
    });
    expect(toRowEdits('k', change)).toEqual([
      { table: 'k', op: 'setLayout', layout: change.layout, cells: change.cells },
    ]);
  });

  it('undo of 添加子类型 on a leaf drops the new row and gives the leaf its figures back', () => {
    const before = model().rows;
    const after = addSubType(before, columns, 'b', 'n1');
    expect(after.find((r) => r.id === 'b')!.cells.y1!.value).toBeNull();
    const change = revertChange(after, before, {});
    expect(change.layout!.map(([id]) => id)).toEqual(['a', 'a1', 'a2', 'b']);
    expect(change.cells).toEqual({ 'b:y1': '5' });
  });

  it('removable rows: undo of a removal restores it, undo of 恢复已删除项 removes again', () => {
    const m = { ...model(), removableRows: true };
    const rows = m.rows.map((r) => ({ ...r, removable: true }));
    const removed = removeRow(rows, 'a2');
    const undoRemove = revertChange(removed, rows, m);
    expect(undoRemove).toMatchObject({ restoredIds: ['a2'], removedIds: [] });
    expect(toRowEdits('k', undoRemove)).toEqual([{ table: 'k', op: 'restore', rowId: 'a2' }]);
    const redoRemove = revertChange(rows, removed, m);
    expect(toRowEdits('k', redoRemove)).toEqual([{ table: 'k', op: 'delete', rowId: 'a2' }]);
  });

  it('treats the page’s copy of the same inputs as an echo, other values as a new table', () => {
    const rows = model().rows;
    const renamed = addSubType(rows, columns, 'a', 'tmp').map((r) =>
      r.id === 'tmp' ? { ...r, id: 'r9' } : r,
    );
    expect(isEcho(addSubType(rows, columns, 'a', 'tmp'), renamed)).toBe(true);
    const changed = rows.map((r) =>
      r.id === 'a1' ? { ...r, cells: { ...r.cells, y1: { ...r.cells.y1!, value: '11' } } } : r,
    );
    expect(isEcho(rows, changed)).toBe(false);
    // Computed cells may differ (the engine fills them).
    const recomputed = rows.map((r) =>
      r.id === 'a1' ? { ...r, cells: { ...r.cells, total: { ...r.cells.total!, value: '99' } } } : r,
    );
    expect(isEcho(rows, recomputed)).toBe(true);
  });
});
