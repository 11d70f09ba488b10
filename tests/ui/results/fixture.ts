// The worked example's output and a result envelope around it, for the result-view tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ResultData } from '../../../src/core/contracts/results';

export const output = JSON.parse(
  readFileSync(join(__dirname, '../../fixtures/tea-garden.output.json'), 'utf8'),
) as ResultData['output'];

export const header: ResultData['header'] = {
  project_id: 7,
  project_name: '1000亩茶园建设项目',
  location: '示例省/示例市/示例县',
  project_type: '林业项目',
  version_id: 12,
  version_name: '2026年11月版',
  building_period: 2,
  operating_period: 10,
  computed_at: null,
};

export function resultData(o: ResultData['output'] = output): ResultData {
  return {
    header,
    repayments: [
      { loan_id: 'bank1', name: '银行借款1', method: 'annuity', start_year: 3, grace_years: 0, years: 8 },
    ],
    benchmark: { ic_pct: '8', equity_ic_pct: '8' },
    output: o,
  };
}
