// 利润与利润分配表 (profit): layout of the engine table of model-io §3.2, header groups by year axis, rows by engine row number.
import type { OutputLayout } from '../../src/core/template/output-types';

export const profit = {
  id: 'profit',
  title: '利润与利润分配表',
  unit: '万元',
  yearAxis: 'operating',
  extraColumns: [],
  rows: [
    { no: '1', name: '营业收入' },
    { no: '2', name: '税金及附加' },
    { no: '3', name: '总成本费用' },
    { no: '4', name: '补贴收入' },
    { no: '4.1', name: '其中：不征税收入', optional: true },
    { no: '5', name: '利润总额' },
    { no: '5.1', name: '减：所得减免' },
    { no: '6', name: '弥补以前年度亏损' },
    { no: '7', name: '应纳税所得额' },
    { no: '8', name: '所得税' },
    { no: '9', name: '净利润' },
    { no: '10', name: '期初未分配利润' },
    { no: '11', name: '可供分配的利润' },
    { no: '12', name: '提取法定盈余公积金' },
    { no: '13', name: '可供投资者分配的利润' },
    { no: '14', name: '应付优先股股利' },
    { no: '15', name: '提取任意盈余公积金' },
    { no: '16', name: '应付普通股股利' },
    { no: '17', name: '各投资方利润分配' },
    { no: '18', name: '未分配利润' },
    { no: '19', name: '息税前利润(EBIT)' },
    { no: '20', name: '息税折旧摊销前利润(EBITDA)' },
  ],
} satisfies OutputLayout;
