// A small hierarchical table model shared by the TemplateGrid tests.
import type { GridColumn, GridModel, GridRow } from '../../../src/components/TemplateGrid/types';

export const columns: GridColumn[] = [
  { key: 'no', label: '序号', role: 'no', frozen: true },
  { key: 'name', label: '项目', role: 'name', frozen: true },
  { key: 'unit', label: '单位', type: 'text', numeric: false },
  { key: 'total', label: '合计' },
  { key: 'y1', label: '第1年' },
  { key: 'y2', label: '第2年' },
];

export function row(
  id: string,
  no: string,
  kind: GridRow['kind'],
  values: Record<string, string | null> = {},
): GridRow {
  const level = no === '' ? 1 : no.split('.').length;
  const editable = kind === 'leaf';
  return {
    id,
    no,
    level,
    kind,
    cells: {
      no: { value: no, editable: false, type: 'text', numeric: false },
      name: { value: values.name ?? id, editable: true, type: 'text', numeric: false },
      unit: { value: values.unit ?? '亩', editable: true, type: 'text', numeric: false },
      total: { value: values.total ?? null, editable: false, type: 'data', numeric: true },
      y1: { value: values.y1 ?? null, editable, type: 'data', numeric: true },
      y2: { value: values.y2 ?? null, editable, type: 'data', numeric: true },
    },
  };
}

export function model(): GridModel {
  return {
    id: 't1',
    headers: [
      { label: '序号', key: 'no' },
      { label: '项目', key: 'name' },
      { label: '单位', key: 'unit' },
      { label: '合计', key: 'total' },
      {
        label: '建设期',
        children: [
          { label: '第1年', key: 'y1' },
          { label: '第2年', key: 'y2' },
        ],
      },
    ],
    columns,
    rows: [
      row('a', '1', 'group'),
      row('a1', '1.1', 'leaf', { y1: '10', y2: '20', total: '30' }),
      row('a2', '1.2', 'leaf', { y1: '1', y2: '2', total: '3' }),
      row('b', '2', 'leaf', { y1: '5', y2: null, total: '5' }),
    ],
    hierarchical: true,
    levelStyles: true,
  };
}
