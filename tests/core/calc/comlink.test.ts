// The service across a message port with Comlink, as the worker exposes it: every answer survives structured clone.
import { afterAll, describe, expect, it } from 'vitest';
import * as Comlink from 'comlink';
import { MessageChannel } from 'node:worker_threads';
import { readFileSync } from 'node:fs';
import { registry } from '../../../schemas';
import { createCalcService } from '../../../src/core/calc/service';
import type { CalcApi } from '../../../src/core/calc/api';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';
import { storeKey } from '../../../src/core/template/stored';
import type { ModelInput } from '../../../src/core/engine/model-io-types';

const input = JSON.parse(
  readFileSync(new URL('../../fixtures/tea-garden.input.json', import.meta.url), 'utf8'),
) as ModelInput;

describe('CalcApi over Comlink', () => {
  const { port1, port2 } = new MessageChannel();
  Comlink.expose(createCalcService(registry), port1 as unknown as Comlink.Endpoint);
  const remote = Comlink.wrap<CalcApi>(port2 as unknown as Comlink.Endpoint);
  afterAll(() => {
    port1.close();
    port2.close();
  });

  it('opens, edits with deltas and computes through the port', async () => {
    const { ctx, stored } = modelInputToStoredValues(registry, input);
    const opened = await remote.openVersion({ ctx, stored });
    expect(opened.templates).toHaveLength(9);
    const key = storeKey('tab1', 'tea', 'planting');
    const res = await remote.applyEdits([{ table: key, cellId: 'r2:years.c1', value: '500' }]);
    expect(res.changed).toContainEqual({ table: key, cellId: 'r2:total', value: '50' });
    const computed = await remote.computeAll();
    expect(computed.output?.tables.investEstimate?.rows[0]?.no).toBe('1');
    expect(typeof computed.output?.indicators.firrPost.value).toBe('string');
  });
});
