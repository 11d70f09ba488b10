import { describe, expect, it } from 'vitest';
import {
  addSubType,
  addType,
  deleteChildren,
  deleteWithChildren,
  removeRow,
  renumber,
  restoreRows,
} from '../../../src/components/TemplateGrid/numbering';
import type { GridRow } from '../../../src/components/TemplateGrid/types';
import { columns, model, row } from './fixtures';

const nos = (rows: GridRow[]) => rows.map((r) => `${r.id}=${r.no}`);

describe('hierarchical numbering', () => {
  it('添加类型 appends the next top-level number', () => {
    const rows = addType(model().rows, columns, 'n1');
    expect(nos(rows)).toEqual(['a=1', 'a1=1.1', 'a2=1.2', 'b=2', 'n1=3']);
    const added = rows[4]!;
    expect(added.cells.no?.value).toBe('3');
    expect(added.cells.y1).toMatchObject({ value: null, editable: true, numeric: true });
    expect(added.cells.total?.editable).toBe(false);
  });
  it('添加类型 goes before a derived row (补植) that ends the table, not after it', () => {
    const derived: GridRow = { ...row('d', '3', 'leaf'), level: 1, locked: true };
    const rows = addType([...model().rows, derived], columns, 'n1');
    expect(nos(rows)).toEqual(['a=1', 'a1=1.1', 'a2=1.2', 'b=2', 'n1=3', 'd=4']);
    // A system row under a type (苗木费) is an entered row: a new type still goes after its type.
    const seedling: GridRow = { ...row('s', '2.1', 'leaf'), locked: true };
    expect(nos(addType([...model().rows, seedling], columns, 'n2')).at(-1)).toBe('n2=3');
    // Only the derived row left: the new type comes first.
    expect(nos(addType([derived], columns, 'n3'))).toEqual(['n3=1', 'd=2']);
  });
  it('添加子类型 inserts at the end of the parent subtree and turns a leaf into a group', () => {
    let rows = addSubType(model().rows, columns, 'a', 'n1');
    expect(nos(rows)).toEqual(['a=1', 'a1=1.1', 'a2=1.2', 'n1=1.3', 'b=2']);
    rows = addSubType(rows, columns, 'b', 'n2');
    expect(nos(rows)).toEqual(['a=1', 'a1=1.1', 'a2=1.2', 'n1=1.3', 'b=2', 'n2=2.1']);
    const b = rows.find((r) => r.id === 'b')!;
    expect(b.kind).toBe('group');
    expect(b.cells.y1).toMatchObject({ editable: false, value: null });
    // b's figures went to its first sub-type (a already had sub-types: n1 starts empty).
    expect(rows.find((r) => r.id === 'n2')!.cells.y1).toMatchObject({ editable: true, value: '5' });
    expect(rows.find((r) => r.id === 'n1')!.cells.y1?.value).toBeNull();
  });
  it('添加子类型 under a leaf hands its figures and choices to the new child, text stays', () => {
    const choice = {
      value: 'kg',
      editable: true,
      type: 'select' as const,
      numeric: false,
      options: [{ value: 'kg', label: '千克' }],
    };
    const rows = model().rows.map((r) =>
      r.id === 'a1' ? { ...r, cells: { ...r.cells, y2: { ...choice } } } : r,
    );
    const next = addSubType(rows, columns, 'a1', 'v1');
    const v1 = next.find((r) => r.id === 'v1')!;
    expect(v1.cells.y1).toMatchObject({ value: '10', editable: true });
    expect(v1.cells.y2).toMatchObject({ value: 'kg', options: [{ value: 'kg', label: '千克' }] });
    expect(v1.cells.total?.value).toBeNull(); // read-only: computed for the child by the engine
    expect(v1.cells.unit?.value).toBeNull(); // text stays on the heading until the page answers
    const a1 = next.find((r) => r.id === 'a1')!;
    expect([a1.kind, a1.cells.y1?.value, a1.cells.unit?.value]).toEqual(['group', null, '亩']);
  });
  it('refuses a fourth level', () => {
    let rows = addSubType(model().rows, columns, 'a1', 'x');
    rows = addSubType(rows, columns, 'x', 'y');
    expect(rows.find((r) => r.id === 'y')).toBeUndefined();
    expect(rows.find((r) => r.id === 'x')?.no).toBe('1.1.1');
  });
  it('删除行 removes the row with its children and renumbers what follows', () => {
    let rows = deleteWithChildren(model().rows, columns, 'a1');
    expect(nos(rows)).toEqual(['a=1', 'a2=1.1', 'b=2']);
    rows = deleteWithChildren(model().rows, columns, 'a');
    expect(nos(rows)).toEqual(['b=1']);
    expect(rows[0]!.cells.no?.value).toBe('1');
  });
  it('删除子类型 removes every sub-type and the row takes input again; system rows stay', () => {
    const rows = model().rows.map((r) => (r.id === 'a2' ? { ...r, locked: true } : r));
    const next = deleteChildren(rows, columns, 'a');
    expect(nos(next)).toEqual(['a=1', 'a2=1.1', 'b=2']);
    const all = deleteChildren(model().rows, columns, 'a');
    expect(nos(all)).toEqual(['a=1', 'b=2']);
    expect(all[0]).toMatchObject({ kind: 'leaf' });
    expect(deleteWithChildren(rows, columns, 'a2')).toHaveLength(4); // a system row is never deleted
  });
  it('a group whose last child is deleted takes input again', () => {
    let rows = deleteWithChildren(model().rows, columns, 'a1');
    rows = deleteWithChildren(rows, columns, 'a2');
    expect(rows[0]).toMatchObject({ id: 'a', kind: 'leaf' });
    expect(rows[0]!.cells.y1?.editable).toBe(true);
  });
  it('renumber pulls up a skipped level and leaves titles alone', () => {
    const title = { ...row('t', '', 'title'), no: '' };
    const deep = { ...row('d', '1.1.1', 'leaf'), level: 3 };
    const rows = renumber([title, row('p', '1', 'leaf'), deep], columns);
    expect(nos(rows)).toEqual(['t=', 'p=1', 'd=1.1']);
    expect(rows[1]!.kind).toBe('group');
  });
  it('removable rows are hidden and restored in place with their values', () => {
    const base = model().rows.map((r) => (r.id === 'a2' ? { ...r, removable: true } : r));
    const removed = removeRow(base, 'a2');
    expect(removed.find((r) => r.id === 'a2')?.deleted).toBe(true);
    expect(removeRow(base, 'a1').some((r) => r.deleted)).toBe(false); // not removable
    const restored = restoreRows(removed);
    expect(restored.map((r) => r.id)).toEqual(['a', 'a1', 'a2', 'b']);
    expect(restored[2]!.deleted).toBe(false);
    expect(restored[2]!.cells.y1?.value).toBe('1');
  });
});
