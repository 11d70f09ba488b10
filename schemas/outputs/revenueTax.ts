// 营业收入、税金及附加和增值税估算表 (revenueTax): layout of the engine table of model-io §3.2, header groups by year axis, rows by engine row number.
import type { OutputLayout } from '../../src/core/template/output-types';

export const revenueTax = {
  id: 'revenueTax',
  title: '营业收入、税金及附加和增值税估算表',
  unit: '万元',
  yearAxis: 'operating',
  extraColumns: [],
  rows: [
    { no: '1', name: '营业收入' },
    { no: '1.{k}', name: '‹子项目名称›' },
    { no: '1.{k}.{k}', name: '‹产品或其他营业收入›' },
    { no: '1.{k}.{k}.1', name: '单价|销项税额' },
    { no: '1.{k}.{k}.2', name: '销售量' },
    { no: '1.{k}.{k}.3', name: '销项税额' },
    { no: '2', name: '税金及附加' },
    { no: '2.1', name: '城市维护建设税' },
    { no: '2.2', name: '教育费附加' },
    { no: '2.3', name: '地方教育附加' },
    { no: '3', name: '增值税' },
    { no: '3.1', name: '销项税额' },
    { no: '3.2', name: '进项税额(可抵扣)' },
    { no: '3.3', name: '建设投资可抵扣进项税额' },
    { no: '3.4', name: '应纳增值税' },
    { no: '3.5', name: '期末留抵税额' },
    { no: '3.6', name: '不可抵扣进项税额(计入经营成本)' },
  ],
} satisfies OutputLayout;
