import { describe, expect, it } from 'vitest';
import type { TableInstance } from '../../../src/core/template/types';
import {
  tableInstanceToGrid,
  toCellEdits,
  toRowEdits,
} from '../../../src/components/TemplateGrid/to-grid-model';

const num = (value: string | null, editable = true) => ({
  value,
  cell: 'number' as const,
  editable,
  numeric: true,
});

const instance: TableInstance = {
  key: 't2/sp1/plant',
  templateKey: 't2',
  subProjectId: 'sp1',
  tableId: 'plant',
  name: '营造林工程',
  header: [
    { key: 'no', label: '序号' },
    { key: 'name', label: '项目' },
    { key: 'unit', label: '单位' },
    { key: 'check', label: '计入' },
    { key: 'years', label: '建设期', children: [{ key: 'years.c1', label: '第1年' }] },
  ],
  columns: [
    { key: 'no', label: '序号', cell: 'text', numeric: false, numbering: true },
    { key: 'name', label: '项目', cell: 'text', numeric: false },
    { key: 'unit', label: '单位', cell: 'select', numeric: false },
    { key: 'check', label: '计入', cell: 'check', numeric: false },
    {
      key: 'years.c1',
      label: '第1年',
      cell: 'number',
      numeric: true,
      year: 1,
      phase: 'construction',
      yearGroup: 'years',
    },
  ],
  rows: [
    {
      id: 'p1',
      no: '1',
      level: 1,
      kind: 'group',
      label: '整地',
      parentId: null,
      removable: true,
      canAddChild: true,
      classname: 'level-1 subtotal',
      cells: {
        no: { value: null, cell: 'text', editable: false, numeric: false },
        name: { value: '整地', cell: 'text', editable: true, numeric: false },
        unit: { value: null, cell: 'blank', editable: false, numeric: false },
        check: { value: null, cell: 'blank', editable: false, numeric: false },
        'years.c1': { value: '30', cell: 'computed', editable: false, numeric: true },
      },
    },
    {
      id: 'p1_1',
      no: '1.1',
      level: 2,
      kind: 'system',
      label: '苗木费',
      parentId: 'p1',
      removable: false,
      canAddChild: false,
      classname: 'level-2',
      cells: {
        no: { value: null, cell: 'text', editable: false, numeric: false },
        name: { value: '苗木费', cell: 'text', editable: false, numeric: false },
        unit: {
          value: 'mu',
          cell: 'select',
          editable: true,
          numeric: false,
          options: [{ value: 'mu', label: '亩' }],
        },
        check: { value: 'true', cell: 'check', editable: true, numeric: false },
        'years.c1': num('30'),
      },
    },
  ],
  mode: 'hier',
  removedRows: [],
  revision: 3,
};

describe('tableInstanceToGrid', () => {
  const m = tableInstanceToGrid(instance);
  it('keeps the header tree and pins 序号/项目', () => {
    expect(m.headers[4]).toEqual({ label: '建设期', children: [{ label: '第1年', key: 'years.c1' }] });
    expect(m.columns.filter((c) => c.frozen).map((c) => c.key)).toEqual(['no', 'name']);
    expect(m.hierarchical).toBe(true);
    expect(m.levelStyles).toBe(true);
  });
  it('maps cell kinds: computed read-only, select with options, check as a true/false switch, 序号 shows no', () => {
    const [g, s] = m.rows;
    expect(g!.cells['years.c1']).toMatchObject({ editable: false, numeric: true, value: '30' });
    expect(g!.kind).toBe('group');
    expect(s!.cells.unit).toMatchObject({ type: 'select', options: [{ value: 'mu', label: '亩' }] });
    expect(s!.cells.check).toMatchObject({ type: 'switch', boolValues: ['true', 'false'], value: 'true' });
    expect(s!.cells.no?.value).toBe('1.1');
    expect(s!.locked).toBe(true);
    expect(s!.className).toBe('level-2');
  });
});

describe('percentage cells', () => {
  it('marks input numbers of a % column (or under a % header group) and of a % row', () => {
    const t: TableInstance = {
      ...instance,
      header: [
        { key: 'name', label: '项目' },
        { key: 'rate', label: '费率(%)' },
        { key: 'years', label: '造林进度(%)', children: [{ key: 'years.c1', label: '第1年' }] },
        { key: 'value', label: '数值' },
      ],
      columns: [
        { key: 'name', label: '项目', cell: 'text', numeric: false },
        { key: 'rate', label: '费率(%)', cell: 'number', numeric: true },
        { key: 'years.c1', label: '第1年', cell: 'number', numeric: true, yearGroup: 'years' },
        { key: 'value', label: '数值', cell: 'number', numeric: true },
      ],
      rows: [
        { ...instance.rows[1]!, id: 'a', kind: 'fixed' as const, label: '基准收益率ic(%)', cells: {} },
        { ...instance.rows[1]!, id: 'b', kind: 'fixed' as const, label: '建设期(年)', cells: {} },
      ].map((r) => ({
        ...r,
        cells: {
          name: { value: r.label, cell: 'text' as const, editable: false, numeric: false },
          rate: num('3'),
          'years.c1': num('50'),
          value: num('8'),
        },
      })),
    };
    const [a, b] = tableInstanceToGrid(t).rows;
    expect(
      [a, b].map((r) => ['rate', 'years.c1', 'value'].map((k) => r!.cells[k]!.percent === true)),
    ).toEqual([
      [true, true, true],
      [true, true, false],
    ]);
    expect(a!.cells.name!.percent).toBeUndefined();
  });
});

describe('grid events to core edits', () => {
  it('row operations become RowEdits of the table', () => {
    expect(toRowEdits('k', { action: 'addSubType', targetRowId: 'p1', rows: [] })).toEqual([
      { table: 'k', op: 'addChild', rowId: 'p1' },
    ]);
    expect(toRowEdits('k', { action: 'deleteSubType', targetRowId: 'p1', rows: [] })).toEqual([
      { table: 'k', op: 'deleteChildren', rowId: 'p1' },
    ]);
    expect(toRowEdits('k', { action: 'restoreRows', restoredIds: ['a', 'b'], rows: [] })).toHaveLength(2);
    expect(toRowEdits('k', { action: 'addType', rows: [] })).toEqual([{ table: 'k', op: 'addTop' }]);
    expect(toRowEdits('k', { action: 'addType', count: 3, rows: [] })).toHaveLength(3);
  });
  it('cell changes become CellEdits', () => {
    expect(
      toCellEdits('k', [{ cellId: 'r:c', rowId: 'r', columnKey: 'c', oldValue: '1', newValue: null }]),
    ).toEqual([{ table: 'k', cellId: 'r:c', value: null }]);
  });
});
