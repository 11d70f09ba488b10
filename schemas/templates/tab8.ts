// Tab 8 销售收入: VAT rate and prices of every tab-7 product, plus 其他营业收入 rows (§2.9).
import type { TableBinding, TemplateSchema } from '../../src/core/template/types';
import { vatOptions } from './options';

/** Keeps each binding typed on its own (a union of table literals would not be). */
const rowsBind = (b: TableBinding): TableBinding => b;

export const tab8 = {
  key: 'tab8',
  label: '销售收入',
  order: 8,
  previews: ['revenueTax'],
  tables: [
    {
      id: 'prices',
      name: '产品价格',
      title: '{name}产品价格',
      scope: { kind: 'subProject', types: [0, 1, 2] },
      columns: [
        { key: 'no', label: '序号', cell: 'text', numbering: true },
        { key: 'name', label: '产品', cell: 'text' },
        { key: 'vatPct', label: '增值税率', cell: 'select', options: vatOptions, default: '0' },
        { kind: 'years', key: 'prices', span: 'operating', label: '单价(元/单位)', cell: 'number' },
      ],
      rows: { mode: 'mirror', template: 'tab7', table: 'products', labelColumn: 'name' },
      bind: rowsBind({
        kind: 'rows',
        path: 'products',
        mergeById: true,
        fields: { vatPct: { col: 'vatPct', type: 'string' }, prices: { years: 'prices' } },
      }),
    },
    {
      id: 'otherIncome',
      name: '其他营业收入',
      title: '{name}其他营业收入',
      scope: { kind: 'subProject', types: [0, 1, 2] },
      columns: [
        { key: 'no', label: '序号', cell: 'text', numbering: true },
        { key: 'name', label: '收入名称', cell: 'text' },
        { key: 'vatPct', label: '增值税率', cell: 'select', options: vatOptions, default: '0' },
        { kind: 'years', key: 'years', span: 'operating', label: '运营期(万元)', cell: 'number' },
        { key: 'note', label: '备注', cell: 'text' },
      ],
      rows: { mode: 'list', idPrefix: 'oi', seed: [] },
      bind: rowsBind({
        kind: 'rows',
        path: 'otherIncome',
        fields: {
          name: { meta: 'label' },
          vatPct: { col: 'vatPct', type: 'string' },
          values: { years: 'years' },
          note: { col: 'note', type: 'string', optional: true },
        },
      }),
    },
  ],
} satisfies TemplateSchema;
