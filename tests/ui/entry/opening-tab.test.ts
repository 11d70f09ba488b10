// The tab the entry screen opens on is built on the main thread while the worker opens the version: it must be the
// tab the worker's getTemplate would have answered, and leave the version's data as it came (it is saved from).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../schemas';
import { createCalcService } from '../../../src/core/calc/service';
import type { ModelInput } from '../../../src/core/engine/model-io-types';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';
import { buildOpeningTab } from '../../../src/features/entry/opening-tab';
import { largeProject } from '../../bench/engine.bench';

const teaGarden = JSON.parse(
  readFileSync(new URL('../../fixtures/tea-garden.input.json', import.meta.url), 'utf8'),
) as ModelInput;

describe('buildOpeningTab', () => {
  it.each([
    ['the worked example', teaGarden],
    ['the large bench version (30 sub-projects)', largeProject()],
  ])('builds every tab of %s as the worker answers it after opening', (_, input) => {
    const { ctx, stored } = modelInputToStoredValues(registry, input);
    const before = JSON.stringify(stored);
    const svc = createCalcService(registry);
    svc.openVersion({ ctx, stored }, { deferIssues: true });
    for (const t of registry.templates)
      expect(buildOpeningTab(t.key, ctx, stored)).toEqual(svc.getTemplate(t.key));
    expect(JSON.stringify(stored)).toBe(before);
  });

  it('refuses a tab the registry does not have, as the worker does', () => {
    const { ctx, stored } = modelInputToStoredValues(registry, teaGarden);
    expect(() => buildOpeningTab('tab99', ctx, stored)).toThrow('未知模板 tab99');
  });
});
