import type { FormulaBook } from '../book';

/** K construction loans; blocks K+1 流动资金借款, K+2 短期借款, K+3 合计, K+4 计算指标 (model-io §3.2). */
export function loanBlocks(b: FormulaBook): { K: number } {
  return { K: b.input.financing.loans.length };
}
