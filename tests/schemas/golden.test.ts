// The golden check: the worked example keyed into the templates maps back to exactly the same ModelInput.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { registry } from '../../schemas';
import { modelInputToStoredValues } from '../../src/core/template/from-model-input';
import { templatesToModelInput } from '../../src/core/template/to-model-input';
import type { ModelInput } from '../../src/core/engine/model-io-types';

const input = JSON.parse(
  readFileSync(new URL('../fixtures/tea-garden.input.json', import.meta.url), 'utf8'),
) as ModelInput;

describe('worked example through the templates', () => {
  it('input → stored values → input is the identity', () => {
    const { ctx, stored } = modelInputToStoredValues(registry, input);
    const back = templatesToModelInput(registry, ctx, stored);
    expect(back).toEqual(input);
  });
});
