// 无形资产和其他资产摊销估算表 (amortization): layout of the engine table of model-io §3.2, header groups by year axis, rows by engine row number.
import type { OutputLayout } from '../../src/core/template/output-types';

export const amortization = {
  id: 'amortization',
  title: '无形资产和其他资产摊销估算表',
  unit: '万元',
  yearAxis: 'operating',
  extraColumns: [],
  rows: [
    { no: '1', name: '无形资产' },
    { no: '1.1', name: '原值' },
    { no: '1.2', name: '当期摊销费' },
    { no: '1.3', name: '净值' },
    { no: '2', name: '其他资产' },
    { no: '2.1', name: '原值' },
    { no: '2.2', name: '当期摊销费' },
    { no: '2.3', name: '净值' },
    { no: '3', name: '合计' },
    { no: '3.1', name: '原值' },
    { no: '3.2', name: '当期摊销费' },
    { no: '3.3', name: '净值' },
  ],
} satisfies OutputLayout;
