// 项目投资估算表 (investEstimate): layout of the engine table of model-io §3.2, header groups by year axis, rows by engine row number.
import type { OutputLayout } from '../../src/core/template/output-types';

export const investEstimate = {
  id: 'investEstimate',
  title: '项目投资估算表',
  unit: '万元',
  yearAxis: 'construction',
  extraColumns: [
    { key: 'building', label: '建筑工程费' },
    { key: 'equipment', label: '设备及工器具购置费' },
    { key: 'installation', label: '安装工程费' },
    { key: 'forestry', label: '营造林工程费' },
    { key: 'other', label: '其他费用' },
    { key: 'sharePct', label: '占建设投资比例(%)' },
  ],
  rows: [
    { no: '1', name: '工程费用' },
    { no: '1.1', name: '种植工程' },
    { no: '1.1.{k}', name: '‹种植子项目›' },
    { no: '1.2', name: '苗圃工程' },
    { no: '1.3', name: '厂房工程' },
    { no: '1.4', name: '支撑体系工程' },
    { no: '2', name: '工程建设其他费用' },
    { no: '2.1', name: '林地租金' },
    { no: '2.{k}', name: '‹工程建设其他费用›' },
    { no: '3', name: '预备费' },
    { no: '3.1', name: '基本预备费' },
    { no: '3.2', name: '涨价预备费' },
    { no: '4', name: '建设投资' },
    { no: '4.1', name: '其中：可抵扣进项税额', optional: true },
    { no: '5', name: '建设期利息' },
    { no: '6', name: '流动资金' },
    { no: '7', name: '项目总投资' },
  ],
} satisfies OutputLayout;
