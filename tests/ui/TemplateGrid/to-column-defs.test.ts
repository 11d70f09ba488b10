import { describe, expect, it } from 'vitest';
import type { ColDef, ColGroupDef } from 'ag-grid-community';
import { dotLevel, rowClassOf, toColumnDefs } from '../../../src/components/TemplateGrid/to-column-defs';
import type { GridRow } from '../../../src/components/TemplateGrid/types';
import { model, row } from './fixtures';

describe('toColumnDefs', () => {
  it('nests header groups and pins the frozen 序号/项目 columns', () => {
    const defs = toColumnDefs(model());
    expect(defs.map((d) => d.headerName)).toEqual(['序号', '项目', '单位', '合计', '建设期']);
    const group = defs[4] as ColGroupDef<GridRow>;
    expect(group.children.map((c) => (c as ColDef).colId)).toEqual(['y1', 'y2']);
    expect((defs[0] as ColDef).pinned).toBe('left');
    expect((defs[1] as ColDef).pinned).toBe('left');
    expect((defs[2] as ColDef).pinned).toBeUndefined();
  });
  it('appends columns the header tree does not mention', () => {
    const m = model();
    m.headers = m.headers.slice(0, 2);
    expect(toColumnDefs(m).map((d) => (d as ColDef).colId)).toEqual([
      'no',
      'name',
      'unit',
      'total',
      'y1',
      'y2',
    ]);
  });
  it('a cell colSpan becomes the column span', () => {
    const m = model();
    m.rows[0]!.cells.name = { value: '标题', editable: false, type: 'title', numeric: false, colSpan: 3 };
    const name = toColumnDefs(m)[1] as ColDef<GridRow>;
    const span = name.colSpan as (p: { data: GridRow | undefined }) => number;
    expect(span({ data: m.rows[0] })).toBe(3);
    expect(span({ data: m.rows[1] })).toBe(1);
  });
});

describe('select cells', () => {
  it('labels the editor’s options as the cell shows them (AG Grid formats them without a row)', () => {
    const m = model();
    const options = [
      { value: 'area', label: '当年造林面积' },
      { value: 'fixed', label: '固定金额(万元)' },
    ];
    m.rows[0]!.cells.unit = { value: 'fixed', editable: true, type: 'select', numeric: false, options };
    const unit = toColumnDefs(m)[2] as ColDef<GridRow>;
    const select = unit.cellEditorSelector as (p: { data: GridRow | undefined }) => {
      component: string;
      params: { values: string[] };
    };
    const format = unit.valueFormatter as (p: { data: GridRow | null | undefined; value: unknown }) => string;
    expect(format({ data: m.rows[0], value: 'fixed' })).toBe('固定金额(万元)');
    const editor = select({ data: m.rows[0] });
    expect(editor.component).toBe('agSelectCellEditor');
    expect(editor.params.values).toEqual(['area', 'fixed']);
    // AG Grid passes data: null (no row node) when it labels the options
    expect(editor.params.values.map((value) => format({ data: null, value }))).toEqual([
      '当年造林面积',
      '固定金额(万元)',
    ]);
  });
});

describe('level styles', () => {
  it('one dot is level 1, two dots level 2', () => {
    expect(dotLevel('3')).toBe(0);
    expect(dotLevel('1.2')).toBe(1);
    expect(dotLevel('1.2.3')).toBe(2);
    expect(rowClassOf(row('x', '1.2', 'leaf'), true)).toEqual(['tg-kind-leaf', 'tg-level-1']);
    expect(rowClassOf(row('x', '1.2.1', 'leaf'), true)).toContain('tg-level-2');
    expect(rowClassOf(row('x', '1.2', 'leaf'), false)).toEqual(['tg-kind-leaf']);
  });
});
