// 借款还本付息计划表 (loanPlan): layout of the engine table of model-io §3.2, header groups by year axis, rows by engine row number.
import type { OutputLayout } from '../../src/core/template/output-types';

export const loanPlan = {
  id: 'loanPlan',
  title: '借款还本付息计划表',
  unit: '万元',
  yearAxis: 'all',
  extraColumns: [],
  rows: [
    { no: '{k}', name: '‹借款名称›|流动资金借款|短期借款|合计|计算指标' },
    { no: '{k}.1', name: '期初借款余额|利息备付率' },
    { no: '{k}.2', name: '当期借款|偿债备付率' },
    { no: '{k}.3', name: '当期应计利息|偿债备付率(不含短期借款)' },
    { no: '{k}.4', name: '当期还本付息' },
    { no: '{k}.4.1', name: '还本' },
    { no: '{k}.4.2', name: '付息' },
    { no: '{k}.5', name: '期末借款余额' },
  ],
} satisfies OutputLayout;
