// Tab 0, 敏感性分析 part (issue 18): the settings of the two-factor grid, the scenarios and the Monte Carlo analysis,
// bound to ModelInput.analysis. The two-factor grid is made when two factors are named (blank: none), the Monte Carlo
// analysis when 模拟次数 is above 0, the scenarios listed; the 合理性检查 always runs.
import type { TableSchema } from '../../src/core/template/types';
import { factorOptions, sensitivityIndicatorOptions } from './options';

const change = { allowNegative: true };

export const analysisTables: TableSchema[] = [
  {
    id: 'analysis',
    name: '风险分析设置(双因素敏感性分析、蒙特卡洛模拟)',
    scope: { kind: 'project' },
    columns: [
      { key: 'name', label: '项目', cell: 'text' },
      { key: 'value', label: '数值', cell: 'number' },
    ],
    rows: {
      mode: 'fixed',
      rows: [
        {
          id: 'tfIndicator',
          label: '双因素分析指标',
          cells: {
            value: {
              cell: 'select',
              default: 'firrPost',
              options: sensitivityIndicatorOptions,
            },
          },
          bind: { path: 'twoFactor.indicator', type: 'string' },
        },
        {
          id: 'tfFactors',
          label: '双因素(行因素、列因素；留空为不做)',
          cells: { value: { cell: 'text', default: '' } },
          bind: { path: 'twoFactor.factors', type: 'factorList' },
        },
        {
          id: 'tfSteps',
          label: '双因素变化幅度(%)',
          cells: { value: { cell: 'text', default: '-20,-10,0,10,20' } },
          bind: { path: 'twoFactor.stepsPct', type: 'list' },
        },
        {
          id: 'mcRuns',
          label: '蒙特卡洛模拟次数(0为不模拟，最多20000)',
          cells: { value: { default: '0', rule: { integer: true, max: '20000' } } },
          bind: { path: 'monteCarlo.runs', type: 'int' },
        },
        {
          id: 'mcSeed',
          label: '随机数种子(相同种子结果相同)',
          cells: { value: { default: '20261126', rule: { integer: true, max: '4294967295' } } },
          bind: { path: 'monteCarlo.seed', type: 'int' },
        },
      ],
    },
    bind: { kind: 'form', base: 'analysis' },
  },
  {
    id: 'scenarios',
    name: '情景分析(各因素变化率%)',
    scope: { kind: 'project' },
    columns: [
      { key: 'no', label: '序号', cell: 'text', numbering: true },
      { key: 'name', label: '情景', cell: 'text' },
      { key: 'capex', label: '建设投资(%)', cell: 'number', default: '0', rule: change },
      { key: 'revenue', label: '营业收入(价格)(%)', cell: 'number', default: '0', rule: change },
      { key: 'opCost', label: '经营成本(%)', cell: 'number', default: '0', rule: change },
      { key: 'quantity', label: '产量(%)', cell: 'number', default: '0', rule: change },
    ],
    rows: {
      mode: 'list',
      idPrefix: 'sc',
      max: 10,
      seed: [
        {
          id: 'sc1',
          label: '乐观',
          cells: { capex: { default: '-10' }, revenue: { default: '10' }, opCost: { default: '-10' } },
        },
        { id: 'sc2', label: '基准' },
        {
          id: 'sc3',
          label: '悲观',
          cells: { capex: { default: '10' }, revenue: { default: '-10' }, opCost: { default: '10' } },
        },
      ],
    },
    bind: {
      kind: 'rows',
      path: 'analysis.scenarios',
      fields: {
        name: { meta: 'label' },
        'changes.capex': { col: 'capex', type: 'dec' },
        'changes.revenue': { col: 'revenue', type: 'dec' },
        'changes.opCost': { col: 'opCost', type: 'dec' },
        'changes.quantity': { col: 'quantity', type: 'dec' },
      },
    },
  },
  {
    id: 'mcVariables',
    name: '蒙特卡洛模拟变量(变化率%的概率分布)',
    scope: { kind: 'project' },
    columns: [
      { key: 'no', label: '序号', cell: 'text', numbering: true },
      { key: 'factor', label: '因素', cell: 'select', options: factorOptions, default: 'revenue' },
      {
        key: 'kind',
        label: '分布',
        cell: 'select',
        default: 'triangular',
        options: {
          kind: 'static',
          options: [
            { value: 'triangular', label: '三角分布' },
            { value: 'normal', label: '正态分布' },
            { value: 'uniform', label: '均匀分布' },
          ],
        },
      },
      { key: 'min', label: '最小值(%)(三角/均匀)', cell: 'number', default: '0', rule: change },
      { key: 'mode', label: '最可能值(%)(三角)', cell: 'number', default: '0', rule: change },
      { key: 'max', label: '最大值(%)(三角/均匀)', cell: 'number', default: '0', rule: change },
      { key: 'meanPct', label: '均值(%)(正态)', cell: 'number', default: '0', rule: change },
      { key: 'sdPct', label: '标准差(%)(正态)', cell: 'number', default: '0' },
    ],
    rows: {
      mode: 'list',
      idPrefix: 'mv',
      max: 4,
      seed: [
        {
          id: 'mv1',
          label: '营业收入(价格)',
          cells: { factor: { default: 'revenue' }, min: { default: '-20' }, max: { default: '10' } },
        },
        {
          id: 'mv2',
          label: '建设投资',
          cells: { factor: { default: 'capex' }, min: { default: '-10' }, max: { default: '20' } },
        },
      ],
    },
    bind: {
      kind: 'rows',
      path: 'analysis.monteCarlo.variables',
      fields: {
        factor: { col: 'factor', type: 'string' },
        'dist.kind': { col: 'kind', type: 'string' },
        'dist.min': [
          { col: 'min', type: 'dec', when: { col: 'kind', eq: 'triangular' } },
          { col: 'min', type: 'dec', when: { col: 'kind', eq: 'uniform' } },
        ],
        'dist.mode': { col: 'mode', type: 'dec', when: { col: 'kind', eq: 'triangular' } },
        'dist.max': [
          { col: 'max', type: 'dec', when: { col: 'kind', eq: 'triangular' } },
          { col: 'max', type: 'dec', when: { col: 'kind', eq: 'uniform' } },
        ],
        'dist.meanPct': { col: 'meanPct', type: 'dec', when: { col: 'kind', eq: 'normal' } },
        'dist.sdPct': { col: 'sdPct', type: 'dec', when: { col: 'kind', eq: 'normal' } },
      },
    },
  },
];
