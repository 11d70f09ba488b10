// Tab 1 建设投资: 营造林工程 (type 0), 苗圃/厂房/支撑体系 build tables, 工程建设其他费用, 预备费, 维持运营投资 (finance-model §2.2).
import type { RowSchema, TableBinding, TemplateSchema } from '../../src/core/template/types';
import {
  assetClassOptions,
  costCategoryOptions,
  costTypeOptions,
  feeAssetClassOptions,
  maintenanceClassOptions,
} from './options';

const basisOptions = {
  kind: 'static',
  options: [
    { value: 'plantedThisYear', label: '当年造林面积' },
    { value: 'plantedCumulative', label: '累计造林面积' },
    { value: 'subProjectArea', label: '子项目面积' },
    { value: 'fixed', label: '固定金额(万元)' },
  ],
} as const;

/** 合计(万元) = Σ_t 单价_t × 基数_t ÷ 10⁴; 固定金额 rows hold 万元 already. $planted / $cumulative are by construction year. */
const plantingTotal =
  'IF([basis]="fixed", SUM([@years]), IF([basis]="plantedThisYear", SUMPRODUCT([@years], $planted), IF([basis]="plantedCumulative", SUMPRODUCT([@years], $cumulative), SUM([@years]) * $area)) / 10000)';

const leaf = (id: string, parent: string, label: string, basis: string, costCategory: string): RowSchema => ({
  id,
  parent,
  label,
  cells: {
    unit: { default: '元/{unit}' },
    basis: { default: basis },
    assetClass: { default: 'bio' },
    costCategory: { default: costCategory },
  },
});
/**
 * 苗木费 and 补植 (finance-model §3.2) follow the 树种比例表: the year cells show the price per area unit planted
 * ($seedlingRate in the years trees are planted; $replantRate in the year after a planting, on that year's
 * area), 合计 the amount the engine books (rate × area ÷ 10⁴). Read-only; ModelInput carries only the row.
 */
const autoCells = {
  autoSeedling: {
    years: { cell: 'computed', formula: 'IF(AT($planted) > 0, $seedlingRate, NULL)' },
    total: { cell: 'computed', formula: 'SUMPRODUCT([@years], $planted) / 10000' },
  },
  autoReplant: {
    years: { cell: 'computed', formula: 'IF(AT($plantedPrev) > 0, $replantRate, NULL)' },
    total: { cell: 'computed', formula: 'SUMPRODUCT([@years], $plantedPrev) / 10000' },
  },
} as const;
const system = (
  id: string,
  parent: string,
  label: string,
  basis: 'autoSeedling' | 'autoReplant',
): RowSchema => ({
  id,
  parent,
  label,
  system: true,
  cells: { unit: { cell: 'text', default: '元/{unit}' }, ...autoCells[basis] },
  emit: {
    no: { meta: 'no' },
    name: { meta: 'label' },
    unit: { col: 'unit', type: 'string', optional: true },
    basis: { const: basis },
  },
});

/** Keeps each binding typed on its own (a union of table literals would not be). */
const rowsBind = (b: TableBinding): TableBinding => b;

export const tab1 = {
  key: 'tab1',
  label: '建设投资',
  order: 1,
  previews: ['investEstimate'],
  tables: [
    {
      id: 'planting',
      name: '营造林工程',
      title: '{name}',
      scope: { kind: 'subProject', types: [0] },
      columns: [
        { key: 'no', label: '序号', cell: 'text', numbering: true },
        { key: 'name', label: '项目', cell: 'text' },
        { key: 'unit', label: '单位', cell: 'text' },
        { key: 'basis', label: '计价基数', cell: 'select', options: basisOptions },
        {
          kind: 'years',
          key: 'years',
          span: 'construction',
          label: '建设期单价(元/{unit})',
          cell: 'number',
          group: 'blank',
          rule: { perArea: true, perAreaUnless: { col: 'basis', eq: 'fixed' } },
        },
        { key: 'total', label: '合计(万元)', cell: 'computed', formula: plantingTotal },
        { key: 'assetClass', label: '资产类别', cell: 'select', options: assetClassOptions },
        { key: 'costCategory', label: '成本类别', cell: 'select', options: costCategoryOptions },
        { key: 'note', label: '备注', cell: 'text' },
      ],
      rows: {
        mode: 'hier',
        maxDepth: 3,
        idPrefix: 'r',
        seed: [
          { id: 'r1', label: '造林' },
          leaf('r2', 'r1', '整地', 'plantedThisYear', 'labour'),
          system('seedling', 'r1', '苗木费', 'autoSeedling'),
          leaf('r3', 'r1', '栽植', 'plantedThisYear', 'labour'),
          leaf('r4', 'r1', '基肥', 'plantedThisYear', 'material'),
          { id: 'r5', label: '抚育(建设期)' },
          leaf('r6', 'r5', '抚育', 'plantedCumulative', 'labour'),
          system('replant', 'r5', '补植', 'autoReplant'),
        ],
      },
      bind: rowsBind({
        kind: 'rows',
        path: 'investment',
        groupFields: {
          no: { meta: 'no' },
          name: { meta: 'label' },
          note: { col: 'note', type: 'string', optional: true },
        },
        fields: {
          no: { meta: 'no' },
          name: { meta: 'label' },
          unit: { col: 'unit', type: 'string', optional: true },
          basis: { col: 'basis', type: 'string' },
          values: { years: 'years' },
          assetClass: { col: 'assetClass', type: 'string' },
          costCategory: { col: 'costCategory', type: 'string', optional: true },
          note: { col: 'note', type: 'string', optional: true },
        },
      }),
    },
    {
      id: 'build',
      name: '建设投资明细',
      title: '{name}',
      scope: { kind: 'subProject', types: [1, 2, 3] },
      columns: [
        { key: 'no', label: '序号', cell: 'text', numbering: true },
        { key: 'name', label: '工程或费用名称', cell: 'text' },
        { key: 'unit', label: '单位', cell: 'text' },
        { key: 'quantity', label: '数量', cell: 'number', group: 'blank' },
        { key: 'unitPrice', label: '单价(元)', cell: 'number', group: 'blank' },
        { key: 'total', label: '合计(万元)', cell: 'computed', formula: '[quantity] * [unitPrice] / 10000' },
        { key: 'costType', label: '费用类型', cell: 'select', options: costTypeOptions, default: 'building' },
        {
          key: 'assetClass',
          label: '资产类别',
          cell: 'select',
          options: assetClassOptions,
          default: 'buildings',
        },
        {
          key: 'inputVatPct',
          label: '进项税率(%)',
          cell: 'number',
          default: '0',
          rule: { max: '100' },
          group: 'blank',
        },
        { kind: 'years', key: 'years', span: 'construction', label: '建设期分年投资(万元)', cell: 'number' },
        { key: 'note', label: '备注', cell: 'text' },
      ],
      rows: { mode: 'hier', maxDepth: 3, idPrefix: 'r', seed: [{ id: 'r1', label: '建筑工程' }] },
      rules: [
        {
          kind: 'rowTotal',
          years: 'years',
          total: 'total',
          message: '建设期分年投资之和不等于年度投资合计，请检查',
        },
      ],
      bind: rowsBind({
        kind: 'rows',
        path: 'investment',
        groupFields: {
          no: { meta: 'no' },
          name: { meta: 'label' },
          note: { col: 'note', type: 'string', optional: true },
        },
        fields: {
          no: { meta: 'no' },
          name: { meta: 'label' },
          unit: { col: 'unit', type: 'string', optional: true },
          quantity: { col: 'quantity', type: 'dec' },
          unitPrice: { col: 'unitPrice', type: 'dec' },
          costType: { col: 'costType', type: 'string' },
          assetClass: { col: 'assetClass', type: 'string' },
          values: { years: 'years' },
          // 进项税率 exists on 厂房 (type 2) rows only (E_INVEST_VAT elsewhere).
          inputVatPct: { col: 'inputVatPct', type: 'dec', optional: true, when: { subProjectType: [2] } },
          note: { col: 'note', type: 'string', optional: true },
        },
      }),
    },
    {
      id: 'otherFees',
      name: '工程建设其他费用',
      scope: { kind: 'project' },
      columns: [
        { key: 'no', label: '序号', cell: 'text', numbering: true },
        { key: 'name', label: '项目', cell: 'text' },
        {
          key: 'method',
          label: '计算方式',
          cell: 'select',
          default: 'pctOfEngineering',
          options: {
            kind: 'static',
            options: [
              { value: 'pctOfEngineering', label: '按工程费用比例' },
              { value: 'fixed', label: '固定金额' },
            ],
          },
        },
        { key: 'ratePct', label: '费率(%)', cell: 'number', rule: { max: '100' } },
        {
          key: 'assetClass',
          label: '资产类别',
          cell: 'select',
          options: feeAssetClassOptions,
          default: 'allocated',
        },
        { kind: 'years', key: 'years', span: 'construction', label: '建设期(万元)', cell: 'number' },
        { key: 'note', label: '备注', cell: 'text' },
      ],
      rows: {
        mode: 'list',
        idPrefix: 'f',
        seed: [
          { id: 'f1', label: '勘察设计费' },
          { id: 'f2', label: '建设单位管理费' },
          { id: 'f3', label: '工程监理费' },
        ],
      },
      bind: rowsBind({
        kind: 'rows',
        path: 'otherFees',
        fields: {
          name: { meta: 'label' },
          method: { col: 'method', type: 'string' },
          ratePct: { col: 'ratePct', type: 'dec', when: { col: 'method', eq: 'pctOfEngineering' } },
          values: { years: 'years', when: { col: 'method', eq: 'fixed' } },
          assetClass: { col: 'assetClass', type: 'string' },
          note: { col: 'note', type: 'string', optional: true },
        },
      }),
    },
    {
      id: 'contingency',
      name: '预备费',
      scope: { kind: 'project' },
      columns: [
        { key: 'name', label: '项目', cell: 'text' },
        { key: 'value', label: '数值', cell: 'number' },
      ],
      rows: {
        mode: 'fixed',
        rows: [
          {
            id: 'basicRatePct',
            label: '基本预备费率(%)',
            cells: { value: { default: '5', rule: { max: '100' } } },
            bind: { path: 'contingency.basicRatePct', type: 'dec' },
          },
          {
            id: 'priceRatePct',
            label: '涨价预备费：年价格上涨率f(%)',
            cells: { value: { default: '0', rule: { max: '100' } } },
            bind: { path: 'contingency.priceRatePct', type: 'dec' },
          },
          {
            id: 'preYears',
            label: '涨价预备费：建设前期年限m(年)',
            cells: { value: { default: '0', rule: { integer: true } } },
            bind: { path: 'contingency.preYears', type: 'int' },
          },
        ],
      },
      bind: { kind: 'form' },
    },
    {
      id: 'maintenance',
      name: '维持运营投资',
      scope: { kind: 'project' },
      columns: [
        { key: 'no', label: '序号', cell: 'text', numbering: true },
        { key: 'name', label: '名称', cell: 'text' },
        {
          key: 'assetClass',
          label: '资产类别',
          cell: 'select',
          options: maintenanceClassOptions,
          default: 'equipment',
        },
        {
          key: 'subProjectId',
          label: '子项目(林木资产)',
          cell: 'select',
          options: { kind: 'subProjects', types: [0, 1] },
        },
        { kind: 'years', key: 'years', span: 'operating', label: '运营期(万元)', cell: 'number' },
        { key: 'note', label: '备注', cell: 'text' },
      ],
      rows: { mode: 'list', idPrefix: 'm', seed: [] },
      bind: rowsBind({
        kind: 'rows',
        path: 'maintenance',
        fields: {
          name: { meta: 'label' },
          assetClass: { col: 'assetClass', type: 'string' },
          subProjectId: { col: 'subProjectId', type: 'ref' },
          values: { years: 'years' },
          note: { col: 'note', type: 'string', optional: true },
        },
      }),
    },
  ],
} satisfies TemplateSchema;
