// 添加子类型 under a row that holds figures: the row becomes a heading and its figures move into the new
// sub-type (tab 7: the product becomes the heading of its first variety), so nothing entered is lost.
import { describe, expect, it } from 'vitest';
import { registry } from '../../../schemas';
import { createCalcService } from '../../../src/core/calc/service';
import type { ModelInput } from '../../../src/core/engine/model-io-types';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';
import { instantiateTemplate } from '../../../src/core/template/instantiate';
import { applyRowEdit } from '../../../src/core/template/row-edits';
import { SAMPLE_CONTEXT } from '../../../src/core/template/schema-validator';
import { readLayout, storeKey } from '../../../src/core/template/stored';
import type { StoredValues } from '../../../src/core/template/types';
import input from '../../fixtures/tea-garden.input.json';

const PRODUCTS = storeKey('tab7', 'tea', 'products');

function open() {
  const svc = createCalcService(registry);
  const { ctx, stored } = modelInputToStoredValues(registry, input as unknown as ModelInput);
  svc.openVersion({ ctx, stored });
  return svc;
}

describe('添加子类型 hands the figures of a row to its first sub-type', () => {
  it('tab 7: the product’s figures, tab 8 prices and choices move to the new variety; the results are unchanged', () => {
    const svc = open();
    const before = svc.computeAll();
    const product = before.input.subProjects[0]!.products[0]!;
    expect(product.id).toBe('leaf');

    const edit = svc.applyRowEdit({ table: PRODUCTS, op: 'addChild', rowId: 'leaf' });
    const v1 = edit.addedRowId!;
    // the prices (tab 8) and the 按产量 cost row (tab 3) changed too: the screen saves those tabs as well
    expect(edit.otherTables.sort()).toEqual([
      storeKey('tab3', 'tea', 'productionCost'),
      storeKey('tab8', 'tea', 'prices'),
    ]);
    // the new variety has no name yet: a warning at its name cell (the engine needs one), gone once typed
    expect(edit.issues[PRODUCTS]).toContainEqual(
      expect.objectContaining({ code: 'W_NAME_EMPTY', level: 'warning', cellId: `${v1}:name` }),
    );
    const res = svc.applyEdits([{ table: PRODUCTS, cellId: `${v1}:name`, value: '春茶鲜叶' }]);
    expect(res.rejected).toEqual([]);
    expect(res.issues[PRODUCTS]!.filter((i) => i.code === 'W_NAME_EMPTY')).toEqual([]);

    const t = svc.getTemplate('tab7').sections[0]!.tables[0]!;
    const head = t.rows.find((r) => r.id === 'leaf')!;
    expect([
      head.kind,
      head.cells.name!.value,
      head.cells['age.a5']!.cell,
      head.cells['age.a5']!.value,
    ]).toEqual(['group', '鲜叶', 'blank', null]);
    const variety = t.rows.find((r) => r.id === v1)!;
    expect([variety.no, variety.cells['age.a5']!.value, variety.cells.unit!.value]).toEqual([
      '1.1',
      '250',
      'kg',
    ]);

    const after = svc.computeAll();
    expect(after.input.subProjects[0]!.products).toEqual([{ ...product, id: v1, name: '春茶鲜叶' }]);
    const prices = svc.getTemplate('tab8').sections[0]!.tables[0]!;
    expect(prices.rows.map((r) => [r.id, r.cells['prices.o1']!.value])).toEqual([[v1, '12']]);
    // The 采摘费 cost row priced per kg of 鲜叶 now prices the variety that carries its yields.
    expect(after.input.subProjects[0]!.productionCost[1]!.productId).toBe(v1);
    expect(after.messages.filter((m) => m.level === 'error')).toEqual([]);
    expect(after.output!.indicators).toEqual(before.output!.indicators);
  });

  it('undo (setLayout with the values the grid showed) gives the product back with its figures', () => {
    const svc = open();
    const layout = svc
      .getTemplate('tab7')
      .sections[0]!.tables[0]!.rows.map((r): [string, string | null] => [r.id, r.parentId]);
    const before = svc.computeAll().input;
    svc.applyRowEdit({ table: PRODUCTS, op: 'addChild', rowId: 'leaf' });
    // What the grid sends back: the old layout and the input cells of the product it showed.
    const cells = Object.fromEntries(
      Object.entries(
        modelInputToStoredValues(registry, input as unknown as ModelInput).stored[PRODUCTS]!.cells,
      ).filter(([id]) => id.startsWith('leaf:')),
    );
    svc.applyRowEdit({ table: PRODUCTS, op: 'setLayout', layout, cells });
    expect(svc.computeAll().input).toEqual(before);

    // Redo: the grid sends its own id for the variety and the figures it copied into it.
    const redoCells = Object.fromEntries(
      Object.entries(cells)
        .filter(([id]) => !id.endsWith(':name'))
        .map(([id, v]) => [id.replace('leaf:', 'u1:'), v]),
    );
    svc.applyRowEdit({
      table: PRODUCTS,
      op: 'setLayout',
      layout: [...layout, ['u1', 'leaf']],
      cells: { ...redoCells, 'u1:name': '春茶鲜叶' },
    });
    const redone = svc.computeAll();
    expect(redone.input.subProjects[0]!.products).toEqual([
      { ...before.subProjects[0]!.products[0]!, id: 'u1', name: '春茶鲜叶' },
    ]);
    expect(redone.input.subProjects[0]!.productionCost[1]!.productId).toBe('u1');
    expect(redone.messages.filter((m) => m.level === 'error')).toEqual([]);
  });

  it('a seed row’s own defaults go with it (整地: 当年造林面积), the label stays on the heading', () => {
    const stored: StoredValues = {};
    const key = storeKey('tab1', 'sp0', 'planting');
    stored[key] = { cells: { 'r2:years.c1': '120', 'r2:note': '人工' }, revision: 0 };
    const child = applyRowEdit(registry, SAMPLE_CONTEXT, stored, {
      table: key,
      op: 'addChild',
      rowId: 'r2',
    })!;
    expect(readLayout(stored, key)!.find(([id]) => id === child)).toEqual([child, 'r2']);
    expect(stored[key]!.cells).toMatchObject({
      [`${child}:years.c1`]: '120',
      [`${child}:basis`]: 'plantedThisYear',
      [`${child}:costCategory`]: 'labour',
      'r2:note': '人工',
    });
    expect(stored[key]!.cells['r2:years.c1']).toBeUndefined();
    const t = instantiateTemplate(
      registry.templates.find((x) => x.key === 'tab1')!,
      SAMPLE_CONTEXT,
      stored,
      {
        registry,
      },
    )
      .sections.find((s) => s.subProjectId === 'sp0')!
      .tables.find((x) => x.tableId === 'planting')!;
    expect(t.rows.find((r) => r.id === child)!.cells['years.c1']!.value).toBe('120');
    expect(t.rows.find((r) => r.id === 'r2')!.kind).toBe('group');
  });
});
