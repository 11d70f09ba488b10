// 项目总投资使用计划与资金筹措表 (funding): layout of the engine table of model-io §3.2, header groups by year axis, rows by engine row number.
import type { OutputLayout } from '../../src/core/template/output-types';

export const funding = {
  id: 'funding',
  title: '项目总投资使用计划与资金筹措表',
  unit: '万元',
  yearAxis: 'all',
  extraColumns: [],
  rows: [
    { no: '1', name: '总投资' },
    { no: '1.1', name: '建设投资' },
    { no: '1.2', name: '建设期利息' },
    { no: '1.3', name: '流动资金' },
    { no: '2', name: '资金筹措' },
    { no: '2.1', name: '项目资本金' },
    { no: '2.1.1', name: '用于建设投资' },
    { no: '2.1.2', name: '用于流动资金' },
    { no: '2.1.3', name: '用于建设期利息' },
    { no: '2.1.4', name: '追加资本金(弥补资金缺口)' },
    { no: '2.2', name: '债务资金' },
    { no: '2.2.1', name: '建设投资借款' },
    { no: '2.2.1.{k}', name: '‹借款名称›' },
    { no: '2.2.2', name: '用于建设期利息(资本化)' },
    { no: '2.2.3', name: '流动资金借款' },
    { no: '2.3', name: '其他资金(投资补助)' },
    { no: '2.3.{k}', name: '‹投资补助›' },
  ],
} satisfies OutputLayout;
