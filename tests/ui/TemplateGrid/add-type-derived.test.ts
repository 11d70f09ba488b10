// 添加类型 in a table ending with a derived row (tab 2 补植): the grid puts the new row where the page's
// answer will have it, so it does not appear after 补植 and then jump.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { registry } from '../../../schemas';
import { createCalcService } from '../../../src/core/calc/service';
import type { ModelInput } from '../../../src/core/engine/model-io-types';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';
import { storeKey } from '../../../src/core/template/stored';
import { addType } from '../../../src/components/TemplateGrid/numbering';
import { tableInstanceToGrid } from '../../../src/components/TemplateGrid/to-grid-model';

const TABLE = storeKey('tab2', 'tea', 'forestryCost');

/** The worked example planting 20 % in year 2 = B: its replanting falls in year 3 and tab 2 shows 补植. */
function openWithReplantRow() {
  const input = JSON.parse(
    readFileSync(new URL('../../fixtures/tea-garden.input.json', import.meta.url), 'utf8'),
  ) as ModelInput;
  (input.subProjects[0] as { plantingProgressPct: string[] }).plantingProgressPct = ['80', '20'];
  const svc = createCalcService(registry);
  svc.openVersion(modelInputToStoredValues(registry, input));
  return svc;
}

describe('添加类型 before a derived row', () => {
  it('the grid shows the new type where the template core puts it: before 补植, which is renumbered', () => {
    const svc = openWithReplantRow();
    const grid = tableInstanceToGrid(
      svc.getTemplate('tab2').sections.find((s) => s.subProjectId === 'tea')!.tables[0]!,
    );
    expect(grid.rows.at(-1)).toMatchObject({ id: 'replantOp', no: '2', locked: true });

    const shown = addType(grid.rows, grid.columns, 'u1');
    const added = svc.applyRowEdit({ table: TABLE, op: 'addTop' });
    const echoed = tableInstanceToGrid(added.tables.find((t) => t.key === TABLE)!);
    const order = (rows: typeof shown, newId: string) =>
      rows.map((r) => `${r.id === newId ? 'new' : r.id}=${r.no}`);
    expect(order(shown, 'u1')).toEqual(order(echoed.rows, added.addedRowId!));
    expect(order(shown, 'u1').slice(-2)).toEqual(['new=2', 'replantOp=3']);
  });
});
