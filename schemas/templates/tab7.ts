// Tab 7 产量: one table per sub-project (types 0–2), hierarchical product › variety (finance-model §2.8). A top-level
// row without varieties is one product; a row with varieties is only the heading of its varieties, each of
// which is a product of ModelInput (its own 树种/品种, unit, 单产口径 and yields).
import type { TableBinding, TemplateSchema } from '../../src/core/template/types';

/** Keeps each binding typed on its own (a union of table literals would not be). */
const rowsBind = (b: TableBinding): TableBinding => b;

export const tab7 = {
  key: 'tab7',
  label: '产量',
  order: 7,
  previews: ['yield'],
  tables: [
    {
      id: 'products',
      name: '产量',
      title: '{name}产量',
      scope: { kind: 'subProject', types: [0, 1, 2] },
      columns: [
        { key: 'no', label: '序号', cell: 'text', numbering: true },
        { key: 'name', label: '产品/品种', cell: 'text' },
        { key: 'speciesName', label: '树种/品种', cell: 'select', options: { kind: 'species' } },
        {
          key: 'unit',
          label: '单位',
          cell: 'select',
          default: 'kg',
          options: {
            kind: 'static',
            options: ['kg', '株', '万株', '吨', '立方米'].map((u) => ({ value: u, label: u })),
          },
        },
        {
          key: 'basis',
          label: '单产口径',
          cell: 'select',
          default: 'perAreaByAge',
          options: {
            kind: 'static',
            options: [
              { value: 'perAreaByAge', label: '每{unit}·按林龄' },
              { value: 'perAreaByOperatingYear', label: '每{unit}·按运营年' },
              { value: 'totalByOperatingYear', label: '总量·按运营年' },
            ],
          },
        },
        {
          key: 'yieldRatePct',
          label: '成品率(%)',
          cell: 'number',
          default: '100',
          group: 'blank',
          rule: { max: '100' },
        },
        {
          key: 'lossPct',
          label: '损耗率(%)',
          cell: 'number',
          default: '0',
          group: 'blank',
          rule: { max: '100' },
        },
        {
          kind: 'years',
          key: 'age',
          span: 'age',
          label: '单产(按林龄)',
          cell: 'number',
          // Per-area yields of different varieties (each on its own species share) do not add up.
          group: 'blank',
          rule: { perArea: true },
        },
        {
          kind: 'years',
          key: 'op',
          span: 'operating',
          label: '单产或总量(按运营年)',
          cell: 'number',
          group: 'blank',
          rule: { perArea: true, perAreaUnless: { col: 'basis', eq: 'totalByOperatingYear' } },
        },
        { kind: 'years', key: 'selfUse', span: 'operating', label: '自用量', cell: 'number', group: 'blank' },
        {
          key: 'rawSubProject',
          label: '原料来源子项目(自产)',
          cell: 'select',
          options: { kind: 'subProjects', types: [0, 1] },
        },
        { key: 'rawProduct', label: '原料产品(自产)', cell: 'select', options: { kind: 'allProducts' } },
        { key: 'note', label: '备注', cell: 'text' },
      ],
      rows: { mode: 'hier', maxDepth: 2, idPrefix: 'p', seed: [] },
      bind: rowsBind({
        kind: 'rows',
        path: 'products',
        fields: {
          id: { meta: 'rowId' },
          name: { meta: 'label' },
          unit: { col: 'unit', type: 'string' },
          speciesName: { col: 'speciesName', type: 'ref' },
          basis: { col: 'basis', type: 'string' },
          values: [{ years: 'age', when: { col: 'basis', eq: 'perAreaByAge' } }, { years: 'op' }],
          yieldRatePct: { col: 'yieldRatePct', type: 'dec' },
          lossPct: { col: 'lossPct', type: 'dec' },
          selfUse: { years: 'selfUse' },
          rawSource: [{ const: null, when: { col: 'rawProduct', eq: '' } }],
          'rawSource.subProjectId': {
            col: 'rawSubProject',
            type: 'string',
            when: { col: 'rawProduct', ne: '' },
          },
          'rawSource.productId': { col: 'rawProduct', type: 'string', when: { col: 'rawProduct', ne: '' } },
          note: { col: 'note', type: 'string', optional: true },
        },
      }),
    },
  ],
} satisfies TemplateSchema;
