// 项目资本金现金流量表 (equityCash): layout of the engine table of model-io §3.2, header groups by year axis, rows by engine row number.
import type { OutputLayout } from '../../src/core/template/output-types';

export const equityCash = {
  id: 'equityCash',
  title: '项目资本金现金流量表',
  unit: '万元',
  yearAxis: 'all',
  extraColumns: [],
  rows: [
    { no: '1', name: '现金流入' },
    { no: '1.1', name: '营业收入' },
    { no: '1.2', name: '补贴收入' },
    { no: '1.3', name: '回收资产余值' },
    { no: '1.3.1', name: '固定资产及无形资产余值' },
    { no: '1.3.2', name: '林木资产余值(账面价值)' },
    { no: '1.4', name: '回收流动资金' },
    { no: '1.5', name: '短期借款' },
    { no: '1.6', name: '建设投资进项税额抵扣', optional: true },
    { no: '2', name: '现金流出' },
    { no: '2.1', name: '项目资本金' },
    { no: '2.2', name: '借款本金偿还' },
    { no: '2.3', name: '借款利息支付' },
    { no: '2.4', name: '经营成本' },
    { no: '2.5', name: '税金及附加' },
    { no: '2.6', name: '所得税' },
    { no: '2.7', name: '维持运营投资' },
    { no: '3', name: '净现金流量' },
    { no: '4', name: '累计净现金流量' },
    { no: '5', name: '计算指标' },
    { no: '5.1', name: '资本金财务内部收益率' },
    { no: '5.2', name: '资本金财务净现值(ic=8%)' },
  ],
} satisfies OutputLayout;
