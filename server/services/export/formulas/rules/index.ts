// Every formula rule, in an order where no rule needs another's output (they only write formulas).
import type { FormulaBook } from '../book';
import { balanceSheetRules, breakEvenRules, summaryRules } from './balance-summary';
import { equityCashRules, finPlanCashRules, fundingRules, projectCashRules } from './funding-cash';
import { indicatorRules } from './indicators';
import { assetRules, investEstimateRules, sensitivityRules } from './investment-assets';
import { idcRules, loanPlanRules } from './loans';
import {
  forestryCostRules,
  revenueTaxRules,
  totalCostRules,
  workingCapitalRules,
  yieldRules,
} from './operations';
import { plantingRules } from './planting';
import { profitRules } from './profit';

/** 合计 of every flow row: SUM over its year columns (rules may have set a 合计 of their own first). */
export function totalsRule(b: FormulaBook): void {
  for (const [id, table] of Object.entries(b.output.tables)) {
    if (!table || table.yearAxis === 'none') continue;
    for (const row of table.rows) {
      if (row.total === null || row.values.every((v) => v === null)) continue;
      const range = b.rowRange(id as never, row.no);
      if (range && !b.formulas.has(`${id}|${row.no}|total`))
        b.set(id as never, row.no, 'total', `SUM(${range})`);
    }
  }
}

export const allRules: readonly ((b: FormulaBook) => void)[] = [
  investEstimateRules,
  plantingRules,
  yieldRules,
  revenueTaxRules,
  forestryCostRules,
  totalCostRules,
  workingCapitalRules,
  assetRules,
  sensitivityRules,
  idcRules,
  loanPlanRules,
  fundingRules,
  finPlanCashRules,
  projectCashRules,
  equityCashRules,
  profitRules,
  balanceSheetRules,
  breakEvenRules,
  summaryRules,
  indicatorRules,
  totalsRule,
];
