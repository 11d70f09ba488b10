// 盈亏平衡分析表 (breakEven): layout of the engine table of model-io §3.2, header groups by year axis, rows by engine row number.
import type { OutputLayout } from '../../src/core/template/output-types';

export const breakEven = {
  id: 'breakEven',
  title: '盈亏平衡分析表',
  unit: '万元',
  yearAxis: 'operating',
  extraColumns: [],
  rows: [
    { no: '1', name: '营业收入' },
    { no: '2', name: '可变成本' },
    { no: '3', name: '税金及附加' },
    { no: '4', name: '固定成本' },
    { no: '5', name: '边际贡献(营业收入−可变成本−税金及附加)' },
    { no: '6', name: 'BEP(生产能力利用率)(%)' },
    { no: '7', name: 'BEP(营业收入)' },
    { no: '8', name: 'BEP(产量)' },
    { no: '9', name: 'BEP(单价)' },
  ],
} satisfies OutputLayout;
