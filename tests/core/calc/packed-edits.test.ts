// Edits packed for the worker boundary: the worker applies what it unpacks, in the order sent.
import { describe, expect, it } from 'vitest';
import * as Comlink from 'comlink';
import { MessageChannel } from 'node:worker_threads';
import { readFileSync } from 'node:fs';
import { registry } from '../../../schemas';
import { createCalcService } from '../../../src/core/calc/service';
import type { CalcApi } from '../../../src/core/calc/api';
import { packEdits, unpackEdits, unpackingEdits } from '../../../src/core/calc/packed-edits';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';
import { storeKey } from '../../../src/core/template/stored';
import type { CellEdit } from '../../../src/core/template/types';
import type { ModelInput } from '../../../src/core/engine/model-io-types';

const input = JSON.parse(
  readFileSync(new URL('../../fixtures/tea-garden.input.json', import.meta.url), 'utf8'),
) as ModelInput;

describe('packed edits', () => {
  it('unpack to the edits packed, in their order, across runs of tables', () => {
    const edits: CellEdit[] = [
      { table: 'a', cellId: 'r1:x', value: '1' },
      { table: 'a', cellId: 'r2:x', value: null },
      { table: 'b', cellId: 'r1:y', value: '3' },
      { table: 'a', cellId: 'r1:x', value: '4' },
    ];
    const packed = packEdits(edits);
    expect(packed.runs.map((r) => r.table)).toEqual(['a', 'b', 'a']);
    expect(unpackEdits(structuredClone(packed))).toEqual(edits);
    expect(unpackEdits(edits)).toBe(edits);
  });

  it('are applied by the worker as the edits themselves', async () => {
    const { port1, port2 } = new MessageChannel();
    Comlink.expose(unpackingEdits(createCalcService(registry)), port1 as unknown as Comlink.Endpoint);
    const remote = Comlink.wrap<CalcApi>(port2 as unknown as Comlink.Endpoint);
    const plain = createCalcService(registry);
    const { ctx, stored } = modelInputToStoredValues(registry, input);
    await remote.openVersion({ ctx, stored });
    plain.openVersion({ ctx, stored });
    const key = storeKey('tab1', 'tea', 'planting');
    const edits: CellEdit[] = [
      { table: key, cellId: 'r2:years.c1', value: '500' },
      { table: key, cellId: 'r2:years.c2', value: 'x' },
      { table: key, cellId: 'r2:years.c1', value: '700' },
    ];
    const sent = await remote.applyEdits(packEdits(edits) as unknown as CellEdit[]);
    expect(sent).toEqual(plain.applyEdits(edits));
    expect(sent.changed).toContainEqual({ table: key, cellId: 'r2:total', value: '70' });
    expect(sent.rejected).toHaveLength(1);
    port1.close();
    port2.close();
  });
});
