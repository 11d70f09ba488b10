// 合理性检查表 (review, issue 18): one row per finding — the check and its explanation, 提示/警告, value, threshold.
import type { OutputLayout } from '../../src/core/template/output-types';

export const review = {
  id: 'review',
  title: '合理性检查表',
  unit: '',
  yearAxis: 'none',
  extraColumns: [
    { key: 'value', label: '数值' },
    { key: 'threshold', label: '阈值' },
  ],
  rows: [{ no: '{k}', name: '‹检查项›：‹说明›', optional: true }],
} satisfies OutputLayout;
