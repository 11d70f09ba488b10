// Property: applying edits incrementally (deltas) leaves the same computed cells as a full recompute from scratch.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { registry } from '../../../schemas';
import { createCalcService } from '../../../src/core/calc/service';
import type { CalcApi, EditResult } from '../../../src/core/calc/api';
import type { TableInstance } from '../../../src/core/template/types';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';
import type { ModelInput } from '../../../src/core/engine/model-io-types';

const input = JSON.parse(
  readFileSync(new URL('../../fixtures/tea-garden.input.json', import.meta.url), 'utf8'),
) as ModelInput;
const { ctx, stored } = modelInputToStoredValues(registry, input);
// A second sub-project of type 2 brings a build table (合计 = 数量 × 单价 ÷ 10⁴, hier subtotals).
const ctx2 = {
  ...ctx,
  subProjects: [
    ...ctx.subProjects,
    { id: 'mill', name: '加工厂', type: 2 as const, trees: [], productCategories: [] },
  ],
};

function putTable(out: Map<string, string | null>, table: TableInstance): void {
  for (const r of table.rows)
    for (const [col, c] of Object.entries(r.cells))
      if (c.cell === 'computed') out.set(`${table.key}|${r.id}:${col}`, c.value);
}

function computedCells(svc: CalcApi): Map<string, string | null> {
  const out = new Map<string, string | null>();
  for (const t of registry.templates)
    for (const s of svc.getTemplate(t.key).sections) for (const table of s.tables) putTable(out, table);
  return out;
}

/** What a screen holding `view` does with an answer: restructured tables swapped in whole, then the deltas. */
function apply(view: Map<string, string | null>, res: EditResult): void {
  for (const table of res.restructured ?? []) {
    for (const k of [...view.keys()]) if (k.startsWith(`${table.key}|`)) view.delete(k);
    putTable(view, table);
  }
  for (const d of res.changed) {
    // Deltas also carry a cleared input cell that shows its default again; the view holds computed cells.
    const k = `${d.table}|${d.cellId}`;
    if (view.has(k)) view.set(k, d.value);
  }
}

/** Editable number cells the property may touch (every table kind: form, hier, list, year arrays). */
function editableCells(svc: CalcApi): { table: string; cellId: string }[] {
  const out: { table: string; cellId: string }[] = [];
  for (const key of ['tab0', 'tab1', 'tab3', 'tab4', 'tab5'])
    for (const s of svc.getTemplate(key).sections)
      for (const table of s.tables)
        for (const r of table.rows)
          for (const [col, c] of Object.entries(r.cells))
            if (c.editable && c.cell === 'number') out.push({ table: table.key, cellId: `${r.id}:${col}` });
  return out;
}

describe('incremental recompute', () => {
  const probe = createCalcService(registry);
  probe.openVersion({ ctx: ctx2, stored });
  const cells = editableCells(probe);

  it('equals a full recompute after any sequence of edits', () => {
    const value = fc.oneof(
      fc.constant(null),
      fc.integer({ min: -50, max: -1 }).map(String),
      fc.integer({ min: 0, max: 5000 }).map(String),
      fc
        .tuple(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 9999 }))
        .map(([a, b]) => `${a}.${b}`),
    );
    const edit = fc.record({ i: fc.nat({ max: cells.length - 1 }), value });
    fc.assert(
      fc.property(
        fc.array(fc.array(edit, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (batches) => {
          const svc = createCalcService(registry);
          const issues = svc.openVersion({ ctx: ctx2, stored }).issues;
          const view = computedCells(svc);
          for (const batch of batches) {
            const res = svc.applyEdits(batch.map((e) => ({ ...cells[e.i]!, value: e.value })));
            apply(view, res);
            Object.assign(issues, res.issues);
          }
          const fresh = createCalcService(registry);
          const freshIssues = fresh.openVersion({ ctx: ctx2, stored: svc.getStoredValues() }).issues;
          expect(view).toEqual(computedCells(fresh));
          // Validation after edits (only the edited rows checked again) lists what a fresh one does.
          expect(issues).toEqual(freshIssues);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('equals a full recompute after a paste-sized batch that edits a cell twice', () => {
    // One batch over every editable cell (each sheet recomputes once per batch), then a second value for some.
    const svc = createCalcService(registry);
    svc.openVersion({ ctx: ctx2, stored });
    const view = computedCells(svc);
    const batch = [
      ...cells.map((c, i) => ({ ...c, value: String((i * 37) % 500) })),
      ...cells.filter((_, i) => i % 7 === 0).map((c, i) => ({ ...c, value: i % 2 ? null : `${i}.5` })),
    ];
    const res = svc.applyEdits(batch);
    expect(res.rejected).toEqual([]);
    apply(view, res);
    const fresh = createCalcService(registry);
    fresh.openVersion({ ctx: ctx2, stored: svc.getStoredValues() });
    expect(view).toEqual(computedCells(fresh));
    expect(res.changed.length).toBeGreaterThan(0);
  });

  it('equals a full recompute after a batch reaching several scopes (从Excel导入: one rebuild of everything)', () => {
    const svc = createCalcService(registry);
    svc.openVersion({ ctx: ctx2, stored });
    const view = computedCells(svc);
    const loans = svc
      .getTemplate('tab4')
      .sections.flatMap((x) => x.tables)
      .find((t) => t.tableId === 'loans')!;
    // 树种 of the tea garden (scope tea), its planting progress, and a loan's name (mirrored by tab 6: scope project)
    const res = svc.applyEdits(
      [
        { table: 'tab0/tea/species', cellId: 's1:density', value: '3500' },
        { table: 'tab0/tea/progress', cellId: 'pct:years.c1', value: '60' },
        { table: 'tab0/tea/progress', cellId: 'pct:years.c2', value: '40' },
        { table: loans.key, cellId: `${loans.rows[0]!.id}:name`, value: '改名的借款' },
      ],
      { allOrNothing: true },
    );
    expect(res.rejected).toEqual([]);
    apply(view, res);
    const fresh = createCalcService(registry);
    fresh.openVersion({ ctx: ctx2, stored: svc.getStoredValues() });
    expect(view).toEqual(computedCells(fresh));
    expect(res.changed.length).toBeGreaterThan(0);
  });
});
