// 敏感性分析表 (sensitivity): layout of the engine table of model-io §3.2, header groups by year axis, rows by engine row number.
import type { OutputLayout } from '../../src/core/template/output-types';

export const sensitivity = {
  id: 'sensitivity',
  title: '敏感性分析表',
  unit: '',
  yearAxis: 'none',
  extraColumns: [
    { key: 'changePct', label: '变化率(%)' },
    { key: 'value', label: '项目投资财务内部收益率(所得税后)(%)' },
    { key: 'saf', label: '敏感度系数' },
    { key: 'criticalPct', label: '临界点(%)' },
    { key: 'criticalValue', label: '临界值' },
    { key: 'criticalUnitPrice', label: '临界单价(元/单位)' },
  ],
  rows: [
    { no: '0', name: '基本方案' },
    { no: '{k}', name: '‹敏感性因素›' },
    { no: '{k}.{k}', name: '‹因素› ‹变化率›%' },
  ],
} satisfies OutputLayout;
