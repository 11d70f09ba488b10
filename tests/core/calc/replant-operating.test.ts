// Tab 2's read-only 补植 row: replanting of the year-B cohort falls in year B+1, which the engine books as 营林成本.
import { describe, expect, it } from 'vitest';
import { withAnalysisOff } from '../../fixtures/analysis-off';
import { readFileSync } from 'node:fs';
import { registry } from '../../../schemas';
import { computeModel } from '../../../src/core/engine';
import type { ModelInput, Table } from '../../../src/core/engine/model-io-types';
import { createCalcService } from '../../../src/core/calc/service';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';
import { storeKey } from '../../../src/core/template/stored';
import type { TableInstance } from '../../../src/core/template/types';

const workedExample = JSON.parse(
  readFileSync(new URL('../../fixtures/tea-garden.input.json', import.meta.url), 'utf8'),
) as ModelInput;

/** The worked example with 80 % of the 1000 亩 planted in year 1 and 20 % in year 2 = B. */
function lastYearPlanting(): ModelInput {
  const input = structuredClone(workedExample);
  const tea = input.subProjects[0] as { plantingProgressPct: string[] };
  tea.plantingProgressPct = ['80', '20'];
  return input;
}

function open(input: ModelInput) {
  const svc = createCalcService(registry);
  const { ctx, stored } = modelInputToStoredValues(registry, input);
  svc.openVersion({ ctx, stored });
  return svc;
}

const TABLE = storeKey('tab2', 'tea', 'forestryCost');
const PROGRESS = storeKey('tab0', 'tea', 'progress');
const SPECIES = storeKey('tab0', 'tea', 'species');

const forestryTable = (svc: ReturnType<typeof open>): TableInstance =>
  svc.getTemplate('tab2').sections.find((s) => s.subProjectId === 'tea')!.tables[0]!;
const row = (t: Table, no: string) => t.rows.find((r) => r.no === no)!;

describe('tab 2 补植 row (replanting in an operating year)', () => {
  it('is absent in the worked example, whose replanting (year 2) is construction investment', () => {
    const svc = open(workedExample);
    const t = forestryTable(svc);
    expect(t.rows.map((r) => r.cells.name!.value)).toEqual(['抚育管护', '抚育管护人工', '肥料农药']);
    expect(svc.computeAll().input).toEqual(withAnalysisOff(workedExample));
  });

  it('shows the engine’s 补植苗木 of year B+1: 元/亩 of 累计保存面积 and 万元, read-only, numbered after the rows', () => {
    const input = lastYearPlanting();
    const svc = open(input);
    const t = forestryTable(svc);
    expect(t.rows.map((r) => [r.no, r.cells.name!.value])).toEqual([
      ['1', '抚育管护'],
      ['1.1', '抚育管护人工'],
      ['1.2', '肥料农药'],
      ['2', '补植'],
    ]);
    const rp = t.rows.at(-1)!;
    expect(rp).toMatchObject({ kind: 'system', removable: false, canAddChild: false, level: 1 });
    // 200 亩 planted in year 2 × 3000 株/亩 × 10 % × 0.20 元 = 12 000 元 in year 3, over 1000 亩 = 12 元/亩.
    expect(rp.cells['years.o1']).toMatchObject({ value: '12', cell: 'computed', editable: false });
    const later = t.columns.filter((c) => c.yearGroup === 'years').slice(1);
    expect(later).toHaveLength(9);
    for (const c of later) expect(rp.cells[c.key]!.value).toBeNull();
    expect(rp.cells.total).toMatchObject({ value: '1.2', cell: 'computed', editable: false });
    expect(rp.cells.costCategory).toMatchObject({ value: 'material', cell: 'select', editable: false });
    expect(rp.cells.method).toMatchObject({ value: 'perArea', editable: false });
    expect(rp.cells.name).toMatchObject({ value: '补植', editable: false });
    expect(rp.cells.inputVatPct!.cell).toBe('blank');

    // The same figures as the engine's 营林成本估算表 (1.2.2 元/亩, 1.3.2 万元), with all the digits.
    const out = svc.computeAll().output!;
    const fc = out.tables.forestryCost!;
    expect(row(fc, '1.2.2').name).toBe('补植苗木');
    expect(rp.cells['years.o1']!.value).toBe(row(fc, '1.2.2').values[0]);
    expect(rp.cells.total!.value).toBe(row(fc, '1.3.2').total);
    expect(row(fc, '1.3.2').values.slice(0, 2)).toEqual(['1.2', '0']);
  });

  it('is never sent to the engine: the ModelInput and the model result are those of the input alone', () => {
    const input = lastYearPlanting();
    const svc = open(input);
    const r = svc.computeAll();
    expect(r.input).toEqual(withAnalysisOff(input));
    const direct = computeModel(input);
    expect(r.output!.indicators).toEqual(direct.indicators);
    expect(r.output!.tables.forestryCost).toEqual(direct.tables.forestryCost);
    expect(r.output!.tables.totalCost).toEqual(direct.tables.totalCost);
    // Counted once: year 3's 营林成本 = 80 (抚育管护 800 元/亩 × 1000 亩) + 1.2 补植.
    expect(row(r.output!.tables.forestryCost!, '1.3').values[0]).toBe('81.2');
  });

  it('follows the planting progress and the 树种比例表 live (rows swapped in, values as deltas)', () => {
    const svc = open(lastYearPlanting());
    // Everything planted in year 1: no replanting after year 2, the row goes.
    const gone = svc.applyEdits([
      { table: PROGRESS, cellId: 'pct:years.c1', value: '100' },
      { table: PROGRESS, cellId: 'pct:years.c2', value: '0' },
    ]);
    const without = gone.restructured?.find((x) => x.key === TABLE);
    expect(without?.rows.map((r) => r.cells.name!.value)).toEqual(['抚育管护', '抚育管护人工', '肥料农药']);
    expect(forestryTable(svc).rows).toHaveLength(3);
    // 20 % in year 2 again: 200 亩 × 60 元/亩 = 12 000 元 over 1000 亩 = 12 元/亩, 1.2 万元.
    const back = svc.applyEdits([
      { table: PROGRESS, cellId: 'pct:years.c1', value: '80' },
      { table: PROGRESS, cellId: 'pct:years.c2', value: '20' },
    ]);
    const withRow = back.restructured?.find((x) => x.key === TABLE);
    const rp = withRow?.rows.find((r) => r.id === 'replantOp');
    expect([rp?.no, rp?.cells['years.o1']!.value, rp?.cells.total!.value]).toEqual(['2', '12', '1.2']);
    // A replanting rate of 20 %: 3000 × 20 % × 0.20 = 120 元 per 亩 planted → 24 元/亩, 2.4 万元 (same rows).
    const rate = svc.applyEdits([{ table: SPECIES, cellId: 's1:replantPct', value: '20' }]);
    expect(rate.restructured).toBeUndefined();
    const at = (id: string) => rate.changed.find((d) => d.table === TABLE && d.cellId === id)?.value;
    expect([at('replantOp:years.o1'), at('replantOp:total')]).toEqual(['24', '2.4']);
    const fc = svc.computeAll().output!.tables.forestryCost!;
    expect(row(fc, '1.3.2').total).toBe('2.4');
    // No replanting at all (rate 0): no row.
    const none = svc.applyEdits([{ table: SPECIES, cellId: 's1:replantPct', value: '0' }]);
    expect(none.restructured?.find((x) => x.key === TABLE)?.rows).toHaveLength(3);
  });

  it('cannot be deleted or given sub-types, stays last when a type is added, and undo never stores it', () => {
    const svc = open(lastYearPlanting());
    expect(() => svc.applyRowEdit({ table: TABLE, op: 'delete', rowId: 'replantOp' })).toThrow(
      '系统行不能删除',
    );
    expect(() => svc.applyRowEdit({ table: TABLE, op: 'addChild', rowId: 'replantOp' })).toThrow(
      '系统行不能添加子类型',
    );
    const before = forestryTable(svc).rows.map((r): [string, string | null] => [r.id, r.parentId]);
    const added = svc.applyRowEdit({ table: TABLE, op: 'addTop' });
    const t = added.tables.find((x) => x.key === TABLE)!;
    expect(t.rows.map((r) => [r.no, r.id === added.addedRowId ? 'new' : r.cells.name!.value])).toEqual([
      ['1', '抚育管护'],
      ['1.1', '抚育管护人工'],
      ['1.2', '肥料农药'],
      ['2', 'new'],
      ['3', '补植'],
    ]);
    svc.applyEdits([
      { table: TABLE, cellId: `${added.addedRowId}:name`, value: '道路养护' },
      { table: TABLE, cellId: `${added.addedRowId}:years.o1`, value: '10' },
    ]);
    // The engine numbers its 补植苗木 after the entered rows too: 1.3.3, still 1.2 万元.
    const r = svc.computeAll();
    const rows = (r.input.subProjects[0] as { forestryCost: { name: string }[] }).forestryCost;
    expect(rows.map((x) => x.name)).toEqual(['抚育管护', '抚育管护人工', '肥料农药', '道路养护']);
    const fc = r.output!.tables.forestryCost!;
    expect([row(fc, '1.3.3').name, row(fc, '1.3.3').total]).toEqual(['补植苗木', '1.2']);
    expect(forestryTable(svc).rows.at(-1)!.cells.total!.value).toBe(row(fc, '1.3.3').total);
    // Undo of the added type: the grid's snapshot lists the 补植 row too; only the entered rows are stored.
    svc.applyRowEdit({ table: TABLE, op: 'setLayout', layout: before, cells: {} });
    const layout = JSON.parse(svc.getStoredValues()[TABLE]!.cells['_layout:rows']!) as [string, unknown][];
    expect(layout.map(([id]) => id)).not.toContain('replantOp');
    expect(forestryTable(svc).rows.map((r) => [r.no, r.cells.name!.value])).toEqual([
      ['1', '抚育管护'],
      ['1.1', '抚育管护人工'],
      ['1.2', '肥料农药'],
      ['2', '补植'],
    ]);
  });

  it('refuses edits of its cells', () => {
    const svc = open(lastYearPlanting());
    const res = svc.applyEdits([
      { table: TABLE, cellId: 'replantOp:years.o1', value: '5' },
      { table: TABLE, cellId: 'replantOp:costCategory', value: 'labour' },
    ]);
    expect(res.rejected.map((x) => x.message)).toEqual(['该单元格不可编辑', '该单元格不可编辑']);
    expect(svc.getStoredValues()[TABLE]?.cells['replantOp:costCategory']).toBeUndefined();
  });
});
