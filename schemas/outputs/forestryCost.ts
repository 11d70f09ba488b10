// 营林成本估算表 (forestryCost): layout of the engine table of model-io §3.2, header groups by year axis, rows by engine row number.
import type { OutputLayout } from '../../src/core/template/output-types';

export const forestryCost = {
  id: 'forestryCost',
  title: '营林成本估算表',
  unit: '万元',
  yearAxis: 'operating',
  extraColumns: [],
  rows: [
    { no: '{k}', name: '‹种植子项目›' },
    { no: '{k}.1', name: '营林面积' },
    { no: '{k}.2', name: '单位面积营林成本' },
    { no: '{k}.2.{*}', name: '‹营林成本行›' },
    { no: '{k}.3', name: '营林成本(万元)' },
    { no: '{k}.3.{*}', name: '‹营林成本行›' },
  ],
} satisfies OutputLayout;
