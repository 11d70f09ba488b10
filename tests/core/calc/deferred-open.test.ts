// Opening with deferIssues: the worker answers before building the version's tables; whatever is asked next gives
// what an ordinary open gives (the screen shows its first tab sooner, issue 20).
import { describe, expect, it } from 'vitest';
import { registry } from '../../../schemas';
import { createCalcService } from '../../../src/core/calc/service';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';
import type { ModelInput } from '../../../src/core/engine/model-io-types';
import type { StoredValues } from '../../../src/core/template/types';
import input from '../../fixtures/tea-garden.input.json';

/** The worked example with one 数量 cell of tab 1 keyed as text: every open must report it. */
function version() {
  const { ctx, stored } = modelInputToStoredValues(registry, input as unknown as ModelInput);
  const probe = createCalcService(registry);
  probe.openVersion({ ctx, stored });
  const table = probe
    .getTemplate('tab1')
    .sections.flatMap((s) => s.tables)
    .find((t) => t.rows.some((r) => Object.values(r.cells).some((c) => c.editable && c.cell === 'number')))!;
  const row = table.rows.find((r) => Object.values(r.cells).some((c) => c.editable && c.cell === 'number'))!;
  const col = Object.entries(row.cells).find(([, c]) => c.editable && c.cell === 'number')![0];
  const bad: StoredValues = JSON.parse(JSON.stringify(stored)) as StoredValues;
  (bad[table.key] ??= { revision: 0, cells: {} }).cells[`${row.id}:${col}`] = '一百';
  return { ctx, stored: bad, table: table.key, cellId: `${row.id}:${col}` };
}

describe('openVersion with deferIssues', () => {
  it('answers no issues at once; tableIssues, templates, edits and the live result are those of an ordinary open', () => {
    const v = version();
    const eager = createCalcService(registry);
    const deferred = createCalcService(registry);
    const opened = eager.openVersion({ ctx: v.ctx, stored: v.stored });
    const quick = deferred.openVersion({ ctx: v.ctx, stored: v.stored }, { deferIssues: true });

    expect(quick.templates).toEqual(opened.templates);
    expect(quick.issues).toEqual({});
    // the tab shows before any table is built
    for (const t of registry.templates) expect(deferred.getTemplate(t.key)).toEqual(eager.getTemplate(t.key));
    const issues = deferred.tableIssues();
    expect(issues).toEqual(opened.issues);
    expect(issues[v.table]!.map((i) => i.cellId)).toContain(v.cellId);
    expect(eager.tableIssues()).toEqual(opened.issues);

    // an edit straight after a deferred open (nothing asked before it) builds the tables first
    const fresh = createCalcService(registry);
    fresh.openVersion({ ctx: v.ctx, stored: v.stored }, { deferIssues: true });
    const edit = [{ table: v.table, cellId: v.cellId, value: '12' }];
    expect(fresh.applyEdits(edit)).toEqual(eager.applyEdits(edit));
    expect(fresh.computeLive(['yield'])).toEqual(eager.computeLive(['yield']));
    expect(fresh.tableIssues()).toEqual(eager.tableIssues());
    expect(fresh.tableIssues()[v.table]).toEqual([]);
  });
});
