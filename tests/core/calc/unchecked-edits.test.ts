// applyEdits with validate: false (the computing worker's copy of an edit): no issues answered, the same values and
// deltas, and the next checked edit of that table reports what the unchecked one brought.
import { describe, expect, it } from 'vitest';
import { registry } from '../../../schemas';
import { createCalcService } from '../../../src/core/calc/service';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';
import type { ModelInput } from '../../../src/core/engine/model-io-types';
import input from '../../fixtures/tea-garden.input.json';

function open() {
  const { ctx, stored } = modelInputToStoredValues(registry, input as unknown as ModelInput);
  const svc = createCalcService(registry);
  svc.openVersion({ ctx, stored });
  return svc;
}

describe('applyEdits with validate: false', () => {
  it('answers the same deltas without issues; a later checked edit still reports the unchecked rows', () => {
    const checked = open();
    const unchecked = open();
    // two number cells of one table in different rows, which refuse a negative value
    const table = checked
      .getTemplate('tab1')
      .sections.flatMap((s) => s.tables)
      .find((t) => t.rows.filter((r) => r.cells['years.c1']?.editable).length >= 2)!;
    const [r1, r2] = table.rows.filter((r) => r.cells['years.c1']?.editable);
    const bad = [{ table: table.key, cellId: `${r1!.id}:years.c1`, value: '-5' }];

    const a = checked.applyEdits(bad);
    const b = unchecked.applyEdits(bad, { validate: false });
    expect(b.changed).toEqual(a.changed);
    expect(b.issues).toEqual({});
    expect(a.issues[table.key]!.some((i) => i.cellId === `${r1!.id}:years.c1`)).toBe(true);

    // an edit of another row, checked: the issue of the first row is there too
    const next = [{ table: table.key, cellId: `${r2!.id}:years.c1`, value: '3' }];
    expect(unchecked.applyEdits(next).issues).toEqual(checked.applyEdits(next).issues);
    expect(unchecked.computeLive([])).toEqual(checked.computeLive([]));
  });
});
