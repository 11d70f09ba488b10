// Tab 5 补贴: investment and operating subsidies, hierarchical, with the 计算依据 header group (§2.6).
import type { TableBinding, TemplateSchema } from '../../src/core/template/types';

/** Keeps each binding typed on its own (a union of table literals would not be). */
const rowsBind = (b: TableBinding): TableBinding => b;

export const tab5 = {
  key: 'tab5',
  label: '补贴',
  order: 5,
  tables: [
    {
      id: 'subsidies',
      name: '补贴',
      scope: { kind: 'project' },
      columns: [
        { key: 'no', label: '序号', cell: 'text', numbering: true },
        { key: 'name', label: '补贴名称', cell: 'text' },
        {
          key: 'nature',
          label: '性质',
          cell: 'select',
          default: 'investment',
          options: {
            kind: 'static',
            options: [
              { value: 'investment', label: '投资补助' },
              { value: 'operating', label: '运营补贴' },
            ],
          },
        },
        { key: 'subProjectId', label: '子项目', cell: 'select', options: { kind: 'subProjects' } },
        {
          kind: 'group',
          key: 'basis',
          label: '计算依据',
          children: [
            {
              key: 'method',
              label: '计价方式',
              cell: 'select',
              default: 'perArea',
              options: {
                kind: 'static',
                options: [
                  { value: 'perArea', label: '元/{unit} × 面积' },
                  { value: 'fixed', label: '固定金额' },
                ],
              },
            },
            {
              key: 'standard',
              label: '标准(元/{unit})',
              cell: 'number',
              group: 'blank',
              rule: { perArea: true },
            },
            { key: 'area', label: '面积({unit})', cell: 'number', group: 'blank', rule: { area: true } },
            { key: 'amount', label: '金额(万元)', cell: 'number' },
          ],
        },
        {
          key: 'total',
          label: '合计(万元)',
          cell: 'computed',
          formula: 'IF([method] = "fixed", [amount], [standard] * [area] / 10000)',
        },
        { kind: 'years', key: 'years', span: 'all', label: '分年补贴(万元)', cell: 'number' },
        { key: 'note', label: '备注', cell: 'text' },
      ],
      rows: { mode: 'hier', maxDepth: 3, idPrefix: 'r', seed: [] },
      rules: [
        { kind: 'rowTotal', years: 'years', total: 'total', message: '分年补贴之和不等于补贴合计，请检查' },
      ],
      bind: rowsBind({
        kind: 'rows',
        path: 'subsidies',
        groupFields: {
          no: { meta: 'no' },
          name: { meta: 'label' },
          note: { col: 'note', type: 'string', optional: true },
        },
        fields: {
          no: { meta: 'no' },
          name: { meta: 'label' },
          nature: { col: 'nature', type: 'string' },
          subProjectId: { col: 'subProjectId', type: 'ref' },
          method: { col: 'method', type: 'string' },
          standard: { col: 'standard', type: 'dec', optional: true, when: { col: 'method', eq: 'perArea' } },
          area: { col: 'area', type: 'dec', optional: true, when: { col: 'method', eq: 'perArea' } },
          amount: { col: 'amount', type: 'dec', optional: true, when: { col: 'method', eq: 'fixed' } },
          values: { years: 'years' },
          note: { col: 'note', type: 'string', optional: true },
        },
      }),
    },
  ],
} satisfies TemplateSchema;
