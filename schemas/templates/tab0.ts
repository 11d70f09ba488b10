// Tab 0 项目概况与子项目: the version's project settings, each sub-project's form, 造林进度 and 树种比例表 (finance-model §2.1).
import type { RowSchema, TableBinding, TemplateSchema } from '../../src/core/template/types';
import { analysisTables } from './tab0-analysis';
import { projectRows } from './tab0-project';

const area = { area: true };
const perArea = { perArea: true };

const subProjectRows: RowSchema[] = [
  {
    id: 'taxPreference',
    label: '所得税优惠',
    cells: {
      value: {
        cell: 'select',
        default: 'exempt',
        options: {
          kind: 'static',
          options: [
            { value: 'exempt', label: '免征' },
            { value: 'half', label: '减半' },
            { value: 'none', label: '无' },
          ],
        },
      },
    },
    bind: { path: 'taxPreference', type: 'string' },
  },
  {
    id: 'area',
    label: '建设面积({unit})',
    types: [0],
    cells: { value: { rule: area } },
    bind: { path: 'area', type: 'dec' },
  },
  {
    id: 'nurseryArea',
    label: '育苗面积({unit})',
    types: [1],
    cells: { value: { rule: area } },
    bind: { path: 'nurseryArea', type: 'dec' },
  },
  { id: 'floorArea', label: '建筑面积(m²)', types: [2], bind: { path: 'floorArea', type: 'dec' } },
  {
    id: 'designCapacity',
    label: '设计加工能力(单位/年)',
    types: [2],
    bind: { path: 'designCapacity', type: 'dec', optional: true },
  },
  {
    id: 'serviceArea',
    label: '服务面积({unit})',
    types: [3],
    cells: { value: { rule: area } },
    bind: { path: 'serviceArea', type: 'dec' },
  },
  {
    id: 'rentArea',
    label: '租地面积({unit})',
    types: [0, 1],
    cells: { value: { rule: area } },
    bind: { path: 'rent.area', type: 'dec' },
  },
  {
    id: 'rentUnitPrice',
    label: '地租单价(元/{unit}·年)',
    types: [0, 1],
    cells: { value: { default: '0', rule: perArea } },
    bind: { path: 'rent.unitPrice', type: 'dec' },
  },
  {
    id: 'rentEvery',
    label: '地租每k年递增(k，0为不递增)',
    types: [0, 1],
    cells: { value: { default: '0', rule: { integer: true } } },
    bind: { path: 'rent.escalationEveryYears', type: 'int' },
  },
  {
    id: 'rentPct',
    label: '地租递增率g(%)',
    types: [0, 1],
    cells: { value: { default: '0' } },
    bind: { path: 'rent.escalationPct', type: 'dec' },
  },
  {
    id: 'rentPayment',
    label: '地租支付方式',
    types: [0, 1],
    cells: {
      value: {
        cell: 'select',
        default: 'annual',
        options: {
          kind: 'static',
          options: [
            { value: 'annual', label: '逐年支付' },
            { value: 'prepaid', label: '一次性预付' },
          ],
        },
      },
    },
    bind: { path: 'rent.payment', type: 'string' },
  },
  {
    id: 'bioMethod',
    label: '林木资产核算方式',
    types: [0, 1],
    cells: {
      value: {
        cell: 'select',
        default: 'productive',
        options: {
          kind: 'static',
          options: [
            { value: 'productive', label: '生产性(直线折旧)' },
            { value: 'consumable', label: '消耗性(按产量结转)' },
          ],
        },
      },
    },
    bind: { path: 'bioAsset.method', type: 'string' },
  },
  {
    id: 'releaseProduct',
    label: '主产品(结转/投产依据)',
    types: [0, 1],
    cells: { value: { cell: 'select', options: { kind: 'products' } } },
    bind: { path: 'bioAsset.releaseProductId', type: 'ref' },
  },
  {
    id: 'terminalValue',
    label: '期末林木资产评估值(万元，空为账面价值)',
    types: [0, 1],
    bind: { path: 'bioAsset.terminalValue', type: 'decOrNull' },
  },
  {
    id: 'expectedHarvest',
    label: '预计总采伐量(消耗性)',
    types: [0, 1],
    bind: { path: 'bioAsset.expectedTotalHarvest', type: 'decOrNull', optional: true },
  },
  {
    id: 'note',
    label: '备注',
    cells: { value: { cell: 'text' } },
    bind: { path: 'note', type: 'string', optional: true },
  },
];

/** Keeps each binding typed on its own (a union of table literals would not be). */
const rowsBind = (b: TableBinding): TableBinding => b;

export const tab0 = {
  key: 'tab0',
  label: '项目概况与子项目',
  order: 0,
  tables: [
    {
      id: 'project',
      name: '项目参数',
      scope: { kind: 'project' },
      columns: [
        { key: 'name', label: '项目', cell: 'text' },
        { key: 'value', label: '数值', cell: 'number' },
      ],
      rows: { mode: 'fixed', rows: projectRows },
      bind: { kind: 'form' },
    },
    {
      id: 'subProject',
      name: '子项目参数',
      title: '{name}',
      scope: { kind: 'subProject', types: [0, 1, 2, 3] },
      columns: [
        { key: 'name', label: '项目', cell: 'text' },
        { key: 'value', label: '数值', cell: 'number' },
      ],
      rows: { mode: 'fixed', rows: subProjectRows },
      bind: { kind: 'form' },
    },
    {
      id: 'progress',
      name: '造林进度',
      scope: { kind: 'subProject', types: [0] },
      columns: [
        { key: 'name', label: '项目', cell: 'text' },
        {
          kind: 'years',
          key: 'years',
          span: 'construction',
          label: '建设期',
          cell: 'number',
          rule: { max: '100' },
        },
        { key: 'total', label: '合计', cell: 'computed', formula: 'SUM([@years])' },
      ],
      rows: { mode: 'fixed', rows: [{ id: 'pct', label: '造林进度(%)' }] },
      rules: [
        { kind: 'rowSum', row: 'pct', years: 'years', equals: '100', message: '造林进度之和不为100，请检查' },
      ],
      bind: { kind: 'yearArray', row: 'pct', years: 'years', path: 'plantingProgressPct' },
    },
    {
      id: 'species',
      name: '树种比例表',
      scope: { kind: 'subProject', types: [0] },
      columns: [
        { key: 'no', label: '序号', cell: 'text', numbering: true },
        { key: 'name', label: '树种', cell: 'text' },
        { key: 'sharePct', label: '比例(%)', cell: 'number', rule: { max: '100' } },
        { key: 'density', label: '造林密度(株/{unit})', cell: 'number', rule: { perArea: true } },
        { key: 'seedlingSpec', label: '苗木规格', cell: 'text' },
        { key: 'seedlingPrice', label: '苗木单价(元/株)', cell: 'number', rule: { dp: 4 } },
        { key: 'lossPct', label: '苗木损耗率(%)', cell: 'number', default: '0', rule: { max: '100' } },
        { key: 'replantPct', label: '补植率(%)', cell: 'number', default: '0', rule: { max: '100' } },
        { key: 'note', label: '备注', cell: 'text' },
      ],
      rows: { mode: 'list', seed: [], idPrefix: 's', min: 1, seedFromTrees: true },
      rules: [
        { kind: 'columnSum', column: 'sharePct', equals: '100', message: '树种占比之和不为100，请检查' },
      ],
      bind: rowsBind({
        kind: 'rows',
        path: 'species',
        fields: {
          name: { meta: 'label' },
          sharePct: { col: 'sharePct', type: 'dec' },
          density: { col: 'density', type: 'dec' },
          seedlingSpec: { col: 'seedlingSpec', type: 'string', optional: true },
          seedlingPrice: { col: 'seedlingPrice', type: 'dec' },
          lossPct: { col: 'lossPct', type: 'dec' },
          replantPct: { col: 'replantPct', type: 'dec' },
          note: { col: 'note', type: 'string', optional: true },
        },
      }),
    },
    ...analysisTables,
  ],
} satisfies TemplateSchema;
