// 双因素敏感性分析表 (sensitivity2, issue 18): rows = steps of the first factor, one column per step of the second
// (`c{k}`), the 临界线 and the benchmark.
import type { OutputLayout } from '../../src/core/template/output-types';

export const sensitivity2 = {
  id: 'sensitivity2',
  title: '双因素敏感性分析表',
  unit: '%',
  yearAxis: 'none',
  extraColumns: [
    { key: 'changePct', label: '‹因素A›变化率(%)' },
    { key: 'c{k}', label: '‹因素B› ‹变化率›%' },
    { key: 'criticalPct', label: '临界线：‹因素B›变化率(%)' },
    { key: 'benchmark', label: '基准值' },
  ],
  rows: [{ no: '{k}', name: '‹因素A› ‹变化率›%' }],
} satisfies OutputLayout;
