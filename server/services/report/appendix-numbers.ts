// 附表 numbers of the appendix, after the 财务分析报表 of 《建设项目经济评价方法与参数》（第三版）.
// The standard's tables keep their numbers (附表1 建设投资估算表 … 附表15 借款还本付息计划表); the forestry and
// analysis tables it has no number for follow as 附表16 onwards, and tables added later (risk analysis) after them.
import type { ModelOutput } from '../../../src/core/engine/model-io-types';
import { viewerTableOrder } from '../results/table-order';

const STANDARD: Record<string, string> = {
  investEstimate: '1',
  idc: '3',
  workingCapital: '4',
  funding: '5',
  revenueTax: '6',
  totalCost: '7',
  depreciation: '7.3',
  amortization: '7.4',
  projectCash: '9',
  equityCash: '10',
  profit: '12',
  finPlanCash: '13',
  balanceSheet: '14',
  loanPlan: '15',
};
/** Tables of this model the standard has no number for, in the order they follow 附表15. */
const SUPPLEMENT = ['yield', 'forestryCost', 'breakEven', 'sensitivity', 'summary'];

export interface AppendixEntry {
  id: string;
  /** "附表9" */
  label: string;
}

/** Every output table with its 附表 number, in the number's order. */
export function appendixEntries(output: Pick<ModelOutput, 'tables'>): AppendixEntry[] {
  const present = viewerTableOrder(output);
  const standard = Object.entries(STANDARD)
    .filter(([id]) => present.includes(id))
    .sort(([, a], [, b]) => Number(a) - Number(b))
    .map(([id, no]) => ({ id, label: `附表${no}` }));
  const rest = [
    ...SUPPLEMENT.filter((id) => present.includes(id)),
    ...present.filter((id) => !(id in STANDARD) && !SUPPLEMENT.includes(id)),
  ].map((id, i) => ({ id, label: `附表${16 + i}` }));
  return [...standard, ...rest];
}

/** "附表9" for a table of the output ("附表" alone when absent, so sentences stay readable). */
export function appendixRef(output: Pick<ModelOutput, 'tables'>, id: string): string {
  return appendixEntries(output).find((e) => e.id === id)?.label ?? '附表';
}
