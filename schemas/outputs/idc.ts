// 建设期利息估算表 (idc): layout of the engine table of model-io §3.2, header groups by year axis, rows by engine row number.
import type { OutputLayout } from '../../src/core/template/output-types';

export const idc = {
  id: 'idc',
  title: '建设期利息估算表',
  unit: '万元',
  yearAxis: 'construction',
  extraColumns: [],
  rows: [
    { no: '{k}', name: '‹借款名称›|其他融资费用|合计' },
    { no: '{k}.1', name: '期初借款余额' },
    { no: '{k}.2', name: '当期借款' },
    { no: '{k}.3', name: '当期应计利息|建设期利息合计' },
    { no: '{k}.4', name: '期末借款余额' },
  ],
} satisfies OutputLayout;
