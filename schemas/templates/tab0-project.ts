// Tab 0 project form rows: the version's rates, tax settings, BEP year and 敏感性分析 settings (finance-model §2.1).
import type { RowSchema } from '../../src/core/template/types';
import { boolOptions, sensitivityIndicatorOptions } from './options';

const pct = { max: '100' };
const rate50 = { max: '50' };

export const projectRows: RowSchema[] = [
  {
    id: 'startYear',
    label: '起始年份',
    cells: { value: { rule: { integer: true } } },
    bind: { path: 'meta.startYear', type: 'intOrNull' },
  },
  {
    id: 'cityTaxZone',
    label: '城建税适用地区',
    cells: {
      value: {
        cell: 'select',
        default: 'county',
        options: {
          kind: 'static',
          options: [
            { value: 'urban', label: '市区 7%' },
            { value: 'county', label: '县城、镇 5%' },
            { value: 'other', label: '其他 1%' },
          ],
        },
      },
    },
    bind: { path: 'meta.cityTaxZone', type: 'string' },
  },
  {
    id: 'icPct',
    label: '基准收益率ic(%)',
    cells: { value: { default: '8', rule: rate50 } },
    bind: { path: 'meta.icPct', type: 'dec' },
  },
  {
    id: 'equityIcPct',
    label: '资本金基准收益率(%)',
    cells: { value: { default: '8', rule: rate50 } },
    bind: { path: 'meta.equityIcPct', type: 'dec' },
  },
  {
    id: 'citRatePct',
    label: '所得税税率(%)',
    cells: { value: { default: '25', rule: pct } },
    bind: { path: 'meta.citRatePct', type: 'dec' },
  },
  {
    id: 'eduRatePct',
    label: '教育费附加(%)',
    cells: { value: { default: '3', rule: pct } },
    bind: { path: 'meta.eduRatePct', type: 'dec' },
  },
  {
    id: 'localEduRatePct',
    label: '地方教育附加(%)',
    cells: { value: { default: '2', rule: pct } },
    bind: { path: 'meta.localEduRatePct', type: 'dec' },
  },
  {
    id: 'reserveRatePct',
    label: '法定盈余公积金提取比例(%)',
    cells: { value: { default: '10', rule: pct } },
    bind: { path: 'meta.reserveRatePct', type: 'dec' },
  },
  {
    id: 'reserveCapPct',
    label: '法定盈余公积金上限(占资本金%)',
    cells: { value: { default: '50', rule: pct } },
    bind: { path: 'meta.reserveCapPct', type: 'dec' },
  },
  {
    id: 'dividendPct',
    label: '利润分配比例(%)',
    cells: { value: { default: '0', rule: pct } },
    bind: { path: 'meta.dividendPct', type: 'dec' },
  },
  {
    id: 'noDividendBeforeRepaid',
    label: '借款还清前不分配利润',
    cells: { value: { cell: 'check', default: 'true', options: boolOptions } },
    bind: { path: 'meta.noDividendBeforeRepaid', type: 'bool' },
  },
  {
    id: 'subsidyNonTaxable',
    label: '补贴收入作为不征税收入',
    cells: { value: { cell: 'check', default: 'false', options: boolOptions } },
    bind: { path: 'meta.subsidyNonTaxable', type: 'bool' },
  },
  {
    id: 'bepYear',
    label: '盈亏平衡分析年份',
    cells: { value: { cell: 'select', options: { kind: 'operatingYears' } } },
    bind: { path: 'meta.bepYear', type: 'intOrNull' },
  },
  {
    id: 'sensIndicator',
    label: '敏感性分析指标',
    cells: {
      value: {
        cell: 'select',
        default: 'firrPost',
        options: sensitivityIndicatorOptions,
      },
    },
    bind: { path: 'sensitivity.indicator', type: 'string' },
  },
  {
    id: 'sensFactors',
    label: '敏感性因素(建设投资、营业收入、经营成本、产量)',
    cells: { value: { cell: 'text', default: '建设投资、营业收入(价格)、经营成本' } },
    bind: { path: 'sensitivity.factors', type: 'factorList' },
  },
  {
    id: 'sensSteps',
    label: '变化幅度(%)',
    cells: { value: { cell: 'text', default: '-20,-10,10,20' } },
    bind: { path: 'sensitivity.stepsPct', type: 'list' },
  },
];
