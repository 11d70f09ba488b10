// 流动资金估算表 (workingCapital): layout of the engine table of model-io §3.2, header groups by year axis, rows by engine row number.
import type { OutputLayout } from '../../src/core/template/output-types';

export const workingCapital = {
  id: 'workingCapital',
  title: '流动资金估算表',
  unit: '万元',
  yearAxis: 'operating',
  extraColumns: [
    { key: 'days', label: '最低周转天数' },
    { key: 'turnover', label: '周转次数' },
  ],
  rows: [
    { no: '1', name: '流动资产' },
    { no: '1.1', name: '应收账款', optional: true },
    { no: '1.2', name: '存货', optional: true },
    { no: '1.2.1', name: '原材料及燃料动力', optional: true },
    { no: '1.2.2', name: '在产品', optional: true },
    { no: '1.2.3', name: '产成品', optional: true },
    { no: '1.3', name: '现金', optional: true },
    { no: '1.4', name: '预付账款', optional: true },
    { no: '2', name: '流动负债' },
    { no: '2.1', name: '应付账款', optional: true },
    { no: '2.2', name: '预收账款', optional: true },
    { no: '3', name: '流动资金' },
    { no: '4', name: '流动资金当期增加额' },
  ],
} satisfies OutputLayout;
