// "How to add a template", proven: a fixture template registered beside the registry's templates is validated, mapped and computed.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { registry } from '../../../schemas';
import { createCalcService } from '../../../src/core/calc/service';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';
import { checkRegistry } from '../../../src/core/template/schema-validator';
import { storeKey } from '../../../src/core/template/stored';
import type { TemplateRegistry } from '../../../src/core/template/types';
import type { ModelInput } from '../../../src/core/engine/model-io-types';
import { tabMaintenance } from './fixtures/tab-maintenance';

const input = JSON.parse(
  readFileSync(new URL('../../fixtures/tea-garden.input.json', import.meta.url), 'utf8'),
) as ModelInput;

// The new tab takes over ModelInput.maintenance, so tab 1 drops its own 维持运营投资 table.
const withFixture: TemplateRegistry = {
  ...registry,
  templates: [
    ...registry.templates.map((t) =>
      t.key === 'tab1' ? { ...t, tables: t.tables.filter((x) => x.id !== 'maintenance') } : t,
    ),
    tabMaintenance,
  ],
};

describe('adding a template', () => {
  it('passes the schema checks', () => {
    expect(checkRegistry(withFixture)).toEqual([]);
  });

  it('maps its cells into ModelInput and the engine computes with them', () => {
    const svc = createCalcService(withFixture);
    const { ctx, stored } = modelInputToStoredValues(withFixture, input);
    svc.openVersion({ ctx, stored });
    const key = storeKey('tabM', null, 'renewal');
    // The worked example has no 维持运营投资 rows: add one (添加类型), name it, type two years.
    const row = svc.applyRowEdit({ table: key, op: 'addTop' }).addedRowId!;
    const res = svc.applyEdits([
      { table: key, cellId: `${row}:name`, value: '设备更新' },
      { table: key, cellId: `${row}:years.o5`, value: '8.5' },
      { table: key, cellId: `${row}:years.o6`, value: '1.5' },
    ]);
    expect(res.changed.at(-1)).toEqual({ table: key, cellId: `${row}:total`, value: '10' });
    const r = svc.computeAll();
    expect(r.input.maintenance).toEqual([
      {
        name: '设备更新',
        assetClass: 'equipment',
        subProjectId: null,
        values: ['0', '0', '0', '0', '8.5', '1.5', '0', '0', '0', '0'],
      },
    ]);
    const cash = r.output!.tables.finPlanCash!.rows.find((x) => x.no === '2.2.2')!;
    // 维持运营投资 of year B+5 = 7 (item 6 of the all-year axis) is what was typed.
    expect(cash.values[6]).toBe('8.5');
    expect(cash.total).toBe('10');
  });
});
