// Inputs the audit-workbook tests recalculate: the worked example, a large generated project (30 sub-projects,
// 5 + 55 years, 3 loans with every repayment method), a loss-making project and one in 公顷.
import { readFileSync } from 'node:fs';
import type { ModelInput } from '../../../../src/core/engine';
import { largeProject } from '../../../bench/engine.bench';

export function workedExample(): ModelInput {
  return JSON.parse(
    readFileSync(new URL('../../../fixtures/tea-garden.input.json', import.meta.url), 'utf8'),
  ) as ModelInput;
}

/** The bench's large project with its three loans repaid 等额本息, 等额本金 and 自定义 (one each). */
export function largeAllMethods(): ModelInput {
  const input = largeProject();
  const methods = ['annuity', 'equalPrincipal', 'custom'] as const;
  input.financing.loans.forEach((loan, i) => {
    const method = methods[i % 3]!;
    const drawn = loan.drawdowns.reduce((s, v) => s + Number(v), 0);
    const each = String(Math.floor((drawn * 100) / (loan.repayment.years + 1)) / 100);
    loan.repayment = {
      ...loan.repayment,
      method,
      customPrincipal: method === 'custom' ? Array.from({ length: loan.repayment.years }, () => each) : null,
    };
  });
  return input;
}

/**
 * The worked example selling at 2 元/kg for its first six operating years: six loss years, deficits financed by
 * short-term loans, the oldest loss expiring unused and the later ones offset once the full price returns.
 */
export function lossMaking(): ModelInput {
  const input = workedExample();
  for (const sp of input.subProjects)
    for (const p of sp.products) p.prices = p.prices.map((x, i) => (i < 6 ? '2' : x));
  return input;
}

/** The worked example keyed in 公顷 (the engine computes alike; labels and the 录入 sheets change). */
export function inHectares(): ModelInput {
  const input = workedExample();
  input.meta.areaUnit = 'ha';
  return input;
}
