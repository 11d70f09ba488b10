// setLayout: the inverse the grid's undo/redo sends for 添加子类型 / 删除子类型 of hierarchical tables.
import { describe, expect, it } from 'vitest';
import { registry } from '../../../schemas';
import { applyRowEdit, RowEditError } from '../../../src/core/template/row-edits';
import { readLayout, storeKey } from '../../../src/core/template/stored';
import { SAMPLE_CONTEXT } from '../../../src/core/template/schema-validator';
import type { StoredValues } from '../../../src/core/template/types';

const edit = (stored: StoredValues, e: Parameters<typeof applyRowEdit>[3]) =>
  applyRowEdit(registry, SAMPLE_CONTEXT, stored, e);

describe('setLayout (undo of row edits)', () => {
  it('brings deleted sub-types back with their values and drops rows that did not exist', () => {
    const stored: StoredValues = {};
    const key = storeKey('tab5', null, 'subsidies');
    const top = edit(stored, { table: key, op: 'addTop' })!;
    const a = edit(stored, { table: key, op: 'addChild', rowId: top })!;
    stored[key]!.cells[`${a}:years.c1`] = '1.25';
    const before = readLayout(stored, key)!;
    edit(stored, { table: key, op: 'deleteChildren', rowId: top });
    expect(stored[key]!.cells[`${a}:years.c1`]).toBeUndefined();
    edit(stored, { table: key, op: 'addChild', rowId: top });
    const other = edit(stored, { table: key, op: 'addTop' })!;
    stored[key]!.cells[`${other}:years.c1`] = '7';
    expect(other).not.toBe(a);

    edit(stored, {
      table: key,
      op: 'setLayout',
      layout: before,
      cells: { [`${a}:years.c1`]: '1.25', 'gone:x': '1' },
    });
    expect(readLayout(stored, key)).toEqual(before);
    expect(stored[key]!.cells[`${a}:years.c1`]).toBe('1.25');
    expect(stored[key]!.cells[`${other}:years.c1`]).toBeUndefined();
    expect(stored[key]!.cells['gone:x']).toBeUndefined();
  });

  it('refuses layouts that are not a tree or lose a system row', () => {
    const stored: StoredValues = {};
    const key = storeKey('tab5', null, 'subsidies');
    expect(() => edit(stored, { table: key, op: 'setLayout', layout: [['x', 'nope']], cells: {} })).toThrow(
      RowEditError,
    );
    expect(() =>
      edit(stored, {
        table: key,
        op: 'setLayout',
        layout: [
          ['x', null],
          ['x', null],
        ],
        cells: {},
      }),
    ).toThrow(RowEditError);
    const planting = storeKey('tab1', 'sp0', 'planting');
    expect(() =>
      edit(stored, { table: planting, op: 'setLayout', layout: [['r1', null]], cells: {} }),
    ).toThrow('系统行不能删除');
  });
});
