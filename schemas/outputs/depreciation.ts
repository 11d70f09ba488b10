// 固定资产折旧费及林木资产折旧(成本结转)估算表 (depreciation): layout of the engine table of model-io §3.2, header groups by year axis, rows by engine row number.
import type { OutputLayout } from '../../src/core/template/output-types';

export const depreciation = {
  id: 'depreciation',
  title: '固定资产折旧费及林木资产折旧(成本结转)估算表',
  unit: '万元',
  yearAxis: 'operating',
  extraColumns: [],
  rows: [
    { no: '1', name: '房屋及构筑物' },
    { no: '1.1', name: '原值' },
    { no: '1.2', name: '当期折旧费' },
    { no: '1.3', name: '净值' },
    { no: '2', name: '机器设备' },
    { no: '2.1', name: '原值' },
    { no: '2.2', name: '当期折旧费' },
    { no: '2.3', name: '净值' },
    { no: '3', name: '林木资产' },
    { no: '3.{k}', name: '‹子项目名称›(生产性|消耗性林木资产)' },
    { no: '3.{k}.1', name: '原值' },
    { no: '3.{k}.2', name: '当期折旧费/成本结转' },
    { no: '3.{k}.3', name: '净值' },
    { no: '4', name: '合计' },
    { no: '4.1', name: '原值' },
    { no: '4.2', name: '当期折旧费' },
    { no: '4.3', name: '净值' },
  ],
} satisfies OutputLayout;
