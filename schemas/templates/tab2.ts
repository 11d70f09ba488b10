// Tab 2 营林成本: operating-period forestry cost of each type-0 sub-project, hierarchical (finance-model §2.3).
import type {
  DerivedRowSchema,
  RowSchema,
  TableBinding,
  TemplateSchema,
} from '../../src/core/template/types';
import { costCategoryOptions, forestryMethodOptions } from './options';

const leaf = (
  id: string,
  parent: string,
  label: string,
  method: string,
  costCategory: string,
): RowSchema => ({
  id,
  parent,
  label,
  cells: { method: { default: method }, costCategory: { default: costCategory } },
});

/**
 * 补植 of the trees planted in year B falls in year B+1, an operating year (finance-model §2.3, §3.2): the engine
 * books it as 营林成本 (材料) itself, so the row is shown, priced like the rows above (元 per 累计保存面积, its
 * 营林成本估算表 单位面积 figure), and never sent back. It exists only while some replanting falls there.
 */
const replantOperating: DerivedRowSchema = {
  id: 'replantOp',
  label: '补植',
  system: true,
  showIf: 'SUM($opReplant) > 0',
  cells: {
    method: { cell: 'select', default: 'perArea', readOnly: true },
    costCategory: { cell: 'select', default: 'material', readOnly: true },
    years: { cell: 'computed', formula: 'IF(AT($opReplant) > 0, AT($opReplant) / AT($opCumulative), NULL)' },
    total: { cell: 'computed', formula: 'SUMPRODUCT([@years], $opCumulative) / 10000' },
  },
};

/** Keeps each binding typed on its own (a union of table literals would not be). */
const rowsBind = (b: TableBinding): TableBinding => b;

export const tab2 = {
  key: 'tab2',
  label: '营林成本',
  order: 2,
  previews: ['forestryCost'],
  tables: [
    {
      id: 'forestryCost',
      name: '营林成本',
      title: '{name}营林成本',
      scope: { kind: 'subProject', types: [0] },
      linkOutput: { table: 'forestryCost', total: 'total', row: '{scope}.3.{no}' },
      columns: [
        { key: 'no', label: '序号', cell: 'text', numbering: true },
        { key: 'name', label: '项目', cell: 'text' },
        {
          key: 'method',
          label: '计价方式',
          cell: 'select',
          options: forestryMethodOptions,
          default: 'perArea',
        },
        { key: 'productId', label: '产品', cell: 'select', options: { kind: 'products' } },
        {
          key: 'costCategory',
          label: '成本类别',
          cell: 'select',
          options: costCategoryOptions,
          default: 'labour',
        },
        {
          key: 'inputVatPct',
          label: '进项税率(%)',
          cell: 'number',
          default: '0',
          group: 'blank',
          rule: { max: '100' },
        },
        {
          kind: 'years',
          key: 'years',
          span: 'operating',
          label: '运营期单价(元/{unit}·年)',
          cell: 'number',
          group: 'blank',
          rule: { perArea: true, perAreaIf: { col: 'method', eq: 'perArea' } },
        },
        // Rate × 累计保存面积 or × 产量 of the product: the amount is the engine's (营林成本估算表 k.3.‹no›).
        { key: 'total', label: '合计(万元)', cell: 'linked' },
        { key: 'note', label: '备注', cell: 'text' },
      ],
      rows: {
        mode: 'hier',
        maxDepth: 3,
        idPrefix: 'r',
        seed: [
          { id: 'r1', label: '抚育' },
          leaf('r2', 'r1', '除草松土', 'perArea', 'labour'),
          leaf('r3', 'r1', '施肥', 'perArea', 'material'),
          { id: 'r4', label: '管护' },
          leaf('r5', 'r4', '护林防火', 'perArea', 'labour'),
          leaf('r6', 'r4', '病虫害防治', 'perArea', 'material'),
          { id: 'r7', label: '采收' },
          leaf('r8', 'r7', '采收(采伐、运输)', 'perUnit', 'labour'),
        ],
        derived: [replantOperating],
      },
      bind: rowsBind({
        kind: 'rows',
        path: 'forestryCost',
        groupFields: {
          no: { meta: 'no' },
          name: { meta: 'label' },
          note: { col: 'note', type: 'string', optional: true },
        },
        fields: {
          no: { meta: 'no' },
          name: { meta: 'label' },
          method: { col: 'method', type: 'string' },
          productId: [
            { col: 'productId', type: 'ref', when: { col: 'method', eq: 'perUnit' } },
            { const: null },
          ],
          costCategory: { col: 'costCategory', type: 'string' },
          inputVatPct: { col: 'inputVatPct', type: 'dec' },
          values: { years: 'years' },
          note: { col: 'note', type: 'string', optional: true },
        },
      }),
    },
  ],
} satisfies TemplateSchema;
