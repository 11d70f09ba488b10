// 产量估算表 (yield): layout of the engine table of model-io §3.2, header groups by year axis, rows by engine row number.
import type { OutputLayout } from '../../src/core/template/output-types';

export const yieldEstimate = {
  id: 'yield',
  title: '产量估算表',
  unit: '',
  yearAxis: 'operating',
  extraColumns: [],
  rows: [
    { no: '{k}', name: '‹子项目名称›' },
    { no: '{k}.{k}', name: '‹产品名称›' },
    { no: '{k}.{k}.1', name: '面积|加工量' },
    { no: '{k}.{k}.2', name: '单产|成品率(%)' },
    { no: '{k}.{k}.3', name: '总产量' },
    { no: '{k}.{k}.4', name: '损耗量' },
    { no: '{k}.{k}.5', name: '自用量' },
    { no: '{k}.{k}.6', name: '调出作原料' },
    { no: '{k}.{k}.7', name: '可销售量' },
  ],
} satisfies OutputLayout;
