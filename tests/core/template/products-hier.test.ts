// Tab 7 产量 is hierarchical product › variety (finance-model §2.8): varieties are the products the engine sees.
import { describe, expect, it } from 'vitest';
import { registry } from '../../../schemas';
import { createCalcService } from '../../../src/core/calc/service';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';
import { storeKey } from '../../../src/core/template/stored';
import type { ModelInput } from '../../../src/core/engine/model-io-types';
import input from '../../fixtures/tea-garden.input.json';

describe('tab 7 product › variety', () => {
  it('maps each variety as a product, the product row only as their heading (not in lists, tab 8 or ModelInput)', () => {
    const svc = createCalcService(registry);
    const { ctx, stored } = modelInputToStoredValues(registry, input as unknown as ModelInput);
    svc.openVersion({ ctx, stored });
    const key = storeKey('tab7', 'tea', 'products');
    const table = () => svc.getTemplate('tab7').sections[0]!.tables[0]!;
    expect(table().mode).toBe('hier');
    const existing = table().rows.map((r) => r.id);

    const head = svc.applyRowEdit({ table: key, op: 'addTop' }).addedRowId!;
    // Product ids are unique project-wide: rows added in a sub-project carry its id.
    expect(head).toMatch(/_tea_/);
    const v1 = svc.applyRowEdit({ table: key, op: 'addChild', rowId: head }).addedRowId!;
    const v2 = svc.applyRowEdit({ table: key, op: 'addChild', rowId: head }).addedRowId!;
    expect(new Set([head, v1, v2, ...existing]).size).toBe(existing.length + 3);
    // A third level is refused: product › variety only.
    expect(() => svc.applyRowEdit({ table: key, op: 'addChild', rowId: v1 })).toThrow(/最多2级/);
    const res = svc.applyEdits([
      { table: key, cellId: `${head}:name`, value: '鲜叶' },
      { table: key, cellId: `${v1}:name`, value: '春茶鲜叶' },
      { table: key, cellId: `${v1}:basis`, value: 'perAreaByOperatingYear' },
      { table: key, cellId: `${v1}:op.o1`, value: '50' },
      { table: key, cellId: `${v2}:name`, value: '夏秋茶鲜叶' },
      { table: key, cellId: `${v2}:basis`, value: 'perAreaByOperatingYear' },
      { table: key, cellId: `${v2}:op.o1`, value: '30' },
    ]);
    expect(res.rejected).toEqual([]);
    const rows = table().rows;
    const headRow = rows.find((r) => r.id === head)!;
    expect([
      headRow.kind,
      headRow.no,
      headRow.cells['op.o1']!.cell,
      headRow.cells['op.o1']!.editable,
    ]).toEqual(['group', String(existing.length + 1), 'blank', false]);
    expect(rows.find((r) => r.id === v2)!.no).toBe(`${existing.length + 1}.2`);

    const products = svc.computeAll().input.subProjects[0]!.products;
    expect(products.map((p) => p.id)).toEqual([...existing, v1, v2]);
    expect(products.slice(-2).map((p) => [p.name, p.values[0]])).toEqual([
      ['春茶鲜叶', '50'],
      ['夏秋茶鲜叶', '30'],
    ]);
    // Tab 8 prices one row per product: the varieties, not their heading.
    const prices = svc.getTemplate('tab8').sections[0]!.tables[0]!;
    expect(prices.rows.map((r) => r.id)).toEqual([...existing, v1, v2]);
    // The 主产品 choice of tab 0 lists products only.
    const release = svc
      .getTemplate('tab0')
      .sections.find((s) => s.subProjectId === 'tea')!
      .tables.find((t) => t.tableId === 'subProject')!
      .rows.find((r) => r.id === 'releaseProduct')!.cells.value!.options!;
    expect(release.map((o) => o.value)).toEqual([...existing, v1, v2]);
  });
});
