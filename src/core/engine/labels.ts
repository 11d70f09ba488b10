// Chinese names of the sensitivity settings, shared by the output tables, the engine's messages and the tab-0
// form (where the user types the factors by these names).
import type { SensitivityFactor, SensitivityIndicator } from './model-io-types';

export const INDICATOR_LABEL: Record<SensitivityIndicator, string> = {
  firrPost: '项目投资财务内部收益率(所得税后)',
  firrPre: '项目投资财务内部收益率(所得税前)',
  firrEquity: '资本金财务内部收益率',
  fnpvPost: '项目投资财务净现值(所得税后)',
};

export const FACTOR_LABEL: Record<SensitivityFactor, string> = {
  capex: '建设投资',
  revenue: '营业收入(价格)',
  opCost: '经营成本',
  quantity: '产量',
};
