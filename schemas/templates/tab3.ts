// Tab 3 成本费用与流动资金: 生产成本 (≤ 4 rows), 管理费用 (3 removable rows), 销售费用, 折旧摊销参数, 流动资金 method (§2.4).
import type { FieldSource, RowSchema, TableBinding, TemplateSchema } from '../../src/core/template/types';
import { costCategoryOptions, costMethodOptions } from './options';

const costColumns = [
  { key: 'no', label: '序号', cell: 'text', numbering: true },
  { key: 'name', label: '项目', cell: 'text' },
  { key: 'method', label: '计价方式', cell: 'select', options: costMethodOptions, default: 'fixed' },
  { key: 'productId', label: '产品', cell: 'select', options: { kind: 'allProducts' } },
  { key: 'costCategory', label: '成本类别', cell: 'select', options: costCategoryOptions, default: 'other' },
  { key: 'inputVatPct', label: '进项税率(%)', cell: 'number', default: '0', rule: { max: '100' } },
  {
    kind: 'years',
    key: 'years',
    span: 'operating',
    label: '运营期',
    cell: 'number',
    rule: { perArea: true, perAreaIf: { col: 'method', eq: 'perArea' } },
  },
  // The year cells hold rates (元/{unit}·年, 元/单位, %, 万元/年); 合计 is the engine's amount (总成本费用估算表).
  { key: 'total', label: '合计(万元)', cell: 'linked' },
  { key: 'note', label: '备注', cell: 'text' },
] as const;

const costFields: Record<string, FieldSource | FieldSource[]> = {
  no: { meta: 'no' },
  name: { meta: 'label' },
  method: { col: 'method', type: 'string' },
  productId: [{ col: 'productId', type: 'ref', when: { col: 'method', eq: 'perUnit' } }, { const: null }],
  costCategory: { col: 'costCategory', type: 'string' },
  inputVatPct: { col: 'inputVatPct', type: 'dec' },
  values: { years: 'years' },
  note: { col: 'note', type: 'string', optional: true },
};

const cat = (c: string, method = 'fixed') => ({ costCategory: { default: c }, method: { default: method } });

const productionRows: RowSchema[] = [
  // Type 0: 1.1 营林成本 (= tab 2) and 1.2 地租 are linked rows (E_LINKED_ROW); types 1–3 must enter them.
  {
    id: 'p11',
    no: '1.1',
    label: '种苗及农资',
    labelByType: { 0: '营林成本', 1: '种苗及农资', 2: '原辅材料及燃料动力', 3: '维护修理费' },
    linkedForTypes: [0],
    cells: cat('material'),
  },
  {
    id: 'p12',
    no: '1.2',
    label: '人工',
    labelByType: { 0: '地租', 1: '人工', 2: '生产人工', 3: '管护人工' },
    linkedForTypes: [0],
    cells: cat('labour'),
  },
  { id: 'p13', no: '1.3', label: '保险费', removable: true, cells: cat('other', 'perArea') },
  { id: 'p14', no: '1.4', label: '其他', removable: true, cells: cat('other') },
];

const managementRows: RowSchema[] = [
  { id: 'm21', no: '2.1', label: '管理人员工资及福利', removable: true, cells: cat('labour') },
  { id: 'm22', no: '2.2', label: '办公及差旅费', removable: true, cells: cat('other') },
  { id: 'm23', no: '2.3', label: '其他管理费', removable: true, cells: cat('other') },
];

const days = (id: string, no: string, label: string, field: string, d: string): RowSchema => ({
  id,
  no,
  label,
  cells: { days: { default: d } },
  bind: {
    path: `workingCapital.days.${field}`,
    type: 'int',
    col: 'days',
    when: { select: 'wcMethod', eq: 'detailed' },
  },
});
const heading = (id: string, no: string, label: string): RowSchema => ({
  id,
  no,
  label,
  cells: { days: { cell: 'blank' }, turnover: { cell: 'blank' } },
});

const asset = (
  id: string,
  label: string,
  path: string,
  life: string,
  residual: string | null,
): RowSchema => ({
  id,
  label,
  cells: {
    life: { default: life },
    residualPct: residual === null ? { cell: 'blank' } : { default: residual },
  },
  bind:
    residual === null
      ? [{ path: `assetParams.${path}.life`, type: 'int', col: 'life' }]
      : [
          { path: `assetParams.${path}.life`, type: 'int', col: 'life' },
          { path: `assetParams.${path}.residualPct`, type: 'dec', col: 'residualPct' },
        ],
});

/** Keeps each binding typed on its own (a union of table literals would not be). */
const rowsBind = (b: TableBinding): TableBinding => b;

export const tab3 = {
  key: 'tab3',
  label: '成本费用与流动资金',
  order: 3,
  previews: ['totalCost', 'workingCapital'],
  selects: [
    {
      name: 'wcMethod',
      label: '流动资金估算方法',
      options: [
        { value: 'detailed', label: '分项详细估算法' },
        { value: 'ratio', label: '扩大指标估算法' },
      ],
      default: 'detailed',
      bind: { path: 'workingCapital.method', type: 'string' },
    },
  ],
  tables: [
    {
      id: 'productionCost',
      name: '生产成本',
      title: '{name}生产成本',
      scope: { kind: 'subProject', types: [0, 1, 2, 3] },
      // 总成本费用估算表 1.k.n numbers a sub-project's rows without gaps, type 0 starting with 营林成本 and 地租:
      // the n-th row shown is engine row 1.k.n; linked rows 1.1/1.2 of type 0 take its year values too.
      linkOutput: { table: 'totalCost', years: 'years', total: 'total', row: '1.{sub}.{seq}' },
      columns: costColumns,
      rows: { mode: 'fixed', rows: productionRows },
      bind: rowsBind({ kind: 'rows', path: 'productionCost', fields: costFields }),
    },
    {
      id: 'managementCost',
      name: '管理费用',
      scope: { kind: 'project' },
      linkOutput: { table: 'totalCost', total: 'total', row: '2.{seq}' },
      columns: costColumns,
      rows: { mode: 'fixed', rows: managementRows },
      bind: rowsBind({ kind: 'rows', path: 'managementCost', fields: costFields }),
    },
    {
      id: 'selling',
      name: '销售费用',
      scope: { kind: 'project' },
      columns: [
        { key: 'name', label: '项目', cell: 'text' },
        { key: 'value', label: '数值', cell: 'number' },
      ],
      rows: {
        mode: 'fixed',
        rows: [
          {
            id: 'sellingExpensePct',
            label: '销售费用(占营业收入%)',
            cells: { value: { default: '0', rule: { max: '100' } } },
            bind: { path: 'sellingExpensePct', type: 'dec' },
          },
        ],
      },
      bind: { kind: 'form' },
    },
    {
      id: 'assetParams',
      name: '折旧摊销参数',
      scope: { kind: 'project' },
      columns: [
        { key: 'name', label: '资产类别', cell: 'text' },
        { key: 'life', label: '年限', cell: 'number', rule: { integer: true } },
        { key: 'residualPct', label: '残值率(%)', cell: 'number', rule: { max: '100' } },
      ],
      rows: {
        mode: 'fixed',
        rows: [
          asset('buildings', '房屋及构筑物(直线)', 'buildings', '20', '5'),
          asset('equipment', '机器设备(直线)', 'equipment', '10', '5'),
          asset('bioProductive', '林木资产(生产性，直线)', 'bioProductive', '10', '5'),
          asset('intangible', '无形资产(直线摊销)', 'intangible', '10', null),
          asset('other', '其他资产(直线摊销)', 'other', '5', null),
        ],
      },
      bind: { kind: 'form' },
    },
    {
      id: 'wcDetailed',
      name: '分项详细估算法',
      scope: { kind: 'project' },
      visibleWhen: { select: 'wcMethod', eq: 'detailed' },
      // The operating-year amounts are the engine's 流动资金估算表, whose rows have the same numbers.
      linkOutput: { table: 'workingCapital', years: 'years' },
      columns: [
        { key: 'no', label: '序号', cell: 'text', numbering: true },
        { key: 'name', label: '项目', cell: 'text' },
        { key: 'days', label: '最低周转天数', cell: 'number', rule: { integer: true, max: '360' } },
        // 2 dp is display only: the engine uses 360 / 天数 exactly.
        {
          key: 'turnover',
          label: '周转次数',
          cell: 'computed',
          formula: 'IF([days] = 0, NULL, 360 / [days])',
        },
        { kind: 'years', key: 'years', span: 'operating', label: '运营期(万元)', cell: 'linked' },
      ],
      rows: {
        mode: 'fixed',
        rows: [
          heading('ca', '1', '流动资产'),
          days('receivables', '1.1', '应收账款', 'receivables', '30'),
          heading('inventory', '1.2', '存货'),
          days('rawMaterials', '1.2.1', '原材料及燃料动力', 'rawMaterials', '30'),
          days('workInProgress', '1.2.2', '在产品', 'workInProgress', '0'),
          days('finishedGoods', '1.2.3', '产成品', 'finishedGoods', '0'),
          days('cash', '1.3', '现金', 'cash', '15'),
          days('prepayments', '1.4', '预付账款', 'prepayments', '0'),
          heading('cl', '2', '流动负债'),
          days('payables', '2.1', '应付账款', 'payables', '30'),
          days('advances', '2.2', '预收账款', 'advances', '0'),
          heading('wc', '3', '流动资金(1−2)'),
          heading('dwc', '4', '流动资金当期增加额'),
        ],
      },
      bind: { kind: 'form' },
    },
    {
      id: 'wcRatio',
      name: '扩大指标估算法',
      scope: { kind: 'project' },
      visibleWhen: { select: 'wcMethod', eq: 'ratio' },
      columns: [
        { key: 'name', label: '项目', cell: 'text' },
        { key: 'value', label: '数值', cell: 'number' },
      ],
      rows: {
        mode: 'fixed',
        rows: [
          {
            id: 'base',
            label: '计算基数',
            cells: {
              value: {
                cell: 'select',
                default: 'opCost',
                options: {
                  kind: 'static',
                  options: [
                    { value: 'revenue', label: '营业收入' },
                    { value: 'opCost', label: '经营成本' },
                    { value: 'capex', label: '建设投资' },
                  ],
                },
              },
            },
            bind: { path: 'workingCapital.base', type: 'string', when: { select: 'wcMethod', eq: 'ratio' } },
          },
          {
            id: 'ratePct',
            label: '比率(%)',
            cells: { value: { default: '25', rule: { max: '100' } } },
            bind: { path: 'workingCapital.ratePct', type: 'dec', when: { select: 'wcMethod', eq: 'ratio' } },
          },
        ],
      },
      bind: { kind: 'form' },
    },
  ],
} satisfies TemplateSchema;
