// Submit builds a version's tables once, for the validation and for the engine's input: the ModelInput mapped from
// those tables must be the very one mapped from scratch (on the large bench project and the worked example).
import { describe, expect, it } from 'vitest';
import { registry } from '../../../schemas';
import { templates } from '../../../server/services/compute/templates';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';
import { largeProject } from '../../bench/engine.bench';
import { workedInput } from './worked-version';

describe('tables built once for validation and the ModelInput', () => {
  it.each([
    ['the large bench project', largeProject()],
    ['the worked example', workedInput],
  ])('maps %s to the same ModelInput and issues', (_name, input) => {
    const { ctx, stored } = modelInputToStoredValues(registry, input);
    const built = templates.build(ctx, stored);
    const fresh = templates.toModelInput(ctx, stored);
    expect(templates.toModelInput(ctx, stored, built)).toEqual(fresh);
    expect(fresh.subProjects).toHaveLength(input.subProjects.length);
    expect(templates.validate(ctx, stored, undefined, built)).toEqual(templates.validate(ctx, stored));
  });

  it('refuses tables built from other inputs', () => {
    const { ctx, stored } = modelInputToStoredValues(registry, workedInput);
    const other = modelInputToStoredValues(registry, workedInput);
    expect(() => templates.toModelInput(ctx, stored, templates.build(other.ctx, other.stored))).toThrow(
      /other inputs/,
    );
  });
});
