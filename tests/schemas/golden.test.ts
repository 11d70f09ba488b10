// The golden check: the worked example keyed into the templates maps back to exactly the same ModelInput.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { registry } from '../../schemas';
import { modelInputToStoredValues } from '../../src/core/template/from-model-input';
import { templatesToModelInput } from '../../src/core/template/to-model-input';
import type { ModelInput } from '../../src/core/engine/model-io-types';
import { withAnalysisOff } from '../fixtures/analysis-off';

const input = JSON.parse(
  readFileSync(new URL('../fixtures/tea-garden.input.json', import.meta.url), 'utf8'),
) as ModelInput;

describe('worked example through the templates', () => {
  it('input → stored values → input is the identity (plus the analysis settings switched off)', () => {
    const { ctx, stored } = modelInputToStoredValues(registry, input);
    const back = templatesToModelInput(registry, ctx, stored);
    // a document without `analysis` keys the 敏感性分析 part's blanks: no grid, no scenarios, 0 Monte Carlo runs
    expect(back).toEqual(withAnalysisOff(input));
  });

  it('the risk analysis settings (issue 18) go through the templates and back unchanged', () => {
    const withAnalysis: ModelInput = {
      ...input,
      analysis: {
        twoFactor: { indicator: 'fnpvPost', factors: ['revenue', 'opCost'], stepsPct: ['-15', '0', '15'] },
        scenarios: [
          { name: '乐观', changes: { capex: '-10', revenue: '10', opCost: '-5', quantity: '0' } },
          { name: '悲观', changes: { capex: '10', revenue: '-10', opCost: '5', quantity: '-3.5' } },
        ],
        monteCarlo: {
          runs: 1000,
          seed: 7,
          variables: [
            { factor: 'revenue', dist: { kind: 'triangular', min: '-20', mode: '0', max: '10' } },
            { factor: 'capex', dist: { kind: 'normal', meanPct: '2', sdPct: '8' } },
            { factor: 'quantity', dist: { kind: 'uniform', min: '-10', max: '5' } },
          ],
        },
      },
    };
    const { ctx, stored } = modelInputToStoredValues(registry, withAnalysis);
    expect(templatesToModelInput(registry, ctx, stored)).toEqual(withAnalysis);
  });
});
