// Output layouts in viewer order: 主要经济指标一览表 first, then R1 … R18 (finance-model §3.20).
import type { OutputLayout } from '../../src/core/template/output-types';
import { summary } from './summary';
import { investEstimate } from './investEstimate';
import { idc } from './idc';
import { workingCapital } from './workingCapital';
import { funding } from './funding';
import { yieldEstimate } from './yield';
import { revenueTax } from './revenueTax';
import { forestryCost } from './forestryCost';
import { totalCost } from './totalCost';
import { depreciation } from './depreciation';
import { amortization } from './amortization';
import { loanPlan } from './loanPlan';
import { profit } from './profit';
import { finPlanCash } from './finPlanCash';
import { projectCash } from './projectCash';
import { equityCash } from './equityCash';
import { balanceSheet } from './balanceSheet';
import { breakEven } from './breakEven';
import { sensitivity } from './sensitivity';
import { sensitivity2 } from './sensitivity2';
import { scenarios } from './scenarios';
import { risk } from './risk';
import { review } from './review';

export const outputLayouts: readonly OutputLayout[] = [
  summary,
  investEstimate,
  idc,
  workingCapital,
  funding,
  yieldEstimate,
  revenueTax,
  forestryCost,
  totalCost,
  depreciation,
  amortization,
  loanPlan,
  profit,
  finPlanCash,
  projectCash,
  equityCash,
  balanceSheet,
  breakEven,
  sensitivity,
  sensitivity2,
  scenarios,
  risk,
  review,
];
