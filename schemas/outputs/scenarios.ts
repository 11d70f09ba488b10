// 情景分析表 (scenarios, issue 18): the factor changes and the main indicators, one column per scenario (`s{k}`).
import type { OutputLayout } from '../../src/core/template/output-types';

export const scenarios = {
  id: 'scenarios',
  title: '情景分析表',
  unit: '',
  yearAxis: 'none',
  extraColumns: [{ key: 's{k}', label: '‹情景名称›' }],
  rows: [
    { no: '0', name: '因素变化率' },
    { no: '0.1', name: '建设投资' },
    { no: '0.2', name: '营业收入(价格)' },
    { no: '0.3', name: '经营成本' },
    { no: '0.4', name: '产量' },
    { no: '1', name: '项目投资财务内部收益率(所得税前)' },
    { no: '2', name: '项目投资财务内部收益率(所得税后)' },
    { no: '3', name: '项目投资财务净现值(所得税前)' },
    { no: '4', name: '项目投资财务净现值(所得税后)' },
    { no: '5', name: '资本金财务内部收益率' },
    { no: '6', name: '静态投资回收期(所得税前)' },
    { no: '7', name: '静态投资回收期(所得税后)' },
    { no: '8', name: '动态投资回收期(所得税后)' },
    { no: '9', name: '总投资收益率(ROI)' },
    { no: '10', name: '资本金净利润率(ROE)' },
    { no: '11', name: '最小利息备付率' },
    { no: '12', name: '最小偿债备付率' },
    { no: '13', name: '盈亏平衡点(生产能力利用率)' },
  ],
} satisfies OutputLayout;
