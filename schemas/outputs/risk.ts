// 风险分析表(蒙特卡洛模拟) (risk, issue 18): statistics, probabilities and the two histograms with cumulative curve.
import type { OutputLayout } from '../../src/core/template/output-types';

export const risk = {
  id: 'risk',
  title: '风险分析表(蒙特卡洛模拟)',
  unit: '',
  yearAxis: 'none',
  extraColumns: [
    { key: 'firr', label: '项目投资财务内部收益率(所得税后)(%)' },
    { key: 'fnpv', label: '项目投资财务净现值(所得税后)(万元)' },
    { key: 'value', label: '数值' },
    { key: 'from', label: '区间下限' },
    { key: 'to', label: '区间上限' },
    { key: 'count', label: '次数' },
    { key: 'pct', label: '频率(%)' },
    { key: 'cumPct', label: '累计概率(%)' },
  ],
  rows: [
    { no: '1', name: '统计量' },
    { no: '1.1', name: 'P5' },
    { no: '1.2', name: 'P25' },
    { no: '1.3', name: 'P50' },
    { no: '1.4', name: 'P75' },
    { no: '1.5', name: 'P95' },
    { no: '1.6', name: '平均值' },
    { no: '1.7', name: '标准差' },
    { no: '2', name: '概率' },
    { no: '2.1', name: 'P(财务内部收益率 ≥ 基准收益率)' },
    { no: '2.2', name: 'P(财务净现值 ≥ 0)' },
    { no: '2.3', name: '模拟次数' },
    { no: '2.4', name: '内部收益率不存在的次数' },
    { no: '2.5', name: '随机数种子' },
    { no: '3', name: '财务内部收益率分布' },
    { no: '3.{k}', name: '区间‹k›', optional: true },
    { no: '4', name: '财务净现值分布' },
    { no: '4.{k}', name: '区间‹k›', optional: true },
  ],
} satisfies OutputLayout;
