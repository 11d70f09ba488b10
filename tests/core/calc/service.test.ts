// The calc service in-process: the worked example computes to the reference figures; edits answer with deltas.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { registry } from '../../../schemas';
import { createCalcService } from '../../../src/core/calc/service';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';
import { storeKey } from '../../../src/core/template/stored';
import { templatesToModelInput } from '../../../src/core/template/to-model-input';
import type { ModelInput, ModelOutput } from '../../../src/core/engine/model-io-types';
import { Decimal } from '../../../src/core/money/decimal';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), 'utf8')) as unknown;
const input = fixture('tea-garden.input.json') as ModelInput;
const reference = fixture('tea-garden.output.json') as ModelOutput;

function openExample() {
  const svc = createCalcService(registry);
  const { ctx, stored } = modelInputToStoredValues(registry, input);
  const opened = svc.openVersion({ ctx, stored });
  return { svc, ctx, opened };
}

describe('calc service', () => {
  it('opens a version with the nine tabs and no issues in the worked example', () => {
    const { opened } = openExample();
    expect(opened.templates.map((t) => t.label)).toEqual([
      '项目概况与子项目',
      '建设投资',
      '营林成本',
      '成本费用与流动资金',
      '资金筹措',
      '补贴',
      '还款方式',
      '产量',
      '销售收入',
    ]);
    expect(Object.values(opened.issues).flat()).toEqual([]);
  });

  it('computeAll maps the templates to the worked example and reproduces its key indicators', () => {
    const { svc } = openExample();
    const r = svc.computeAll();
    expect(r.input).toEqual(input);
    expect(r.output).not.toBeNull();
    const mine = r.output!.indicators.firrPost.value!;
    const ref = reference.indicators.firrPost.value!;
    expect(new Decimal(mine).minus(ref).abs().lt('1e-10')).toBe(true);
    expect(r.output!.tables.summary?.rows.length).toBe(reference.tables.summary?.rows.length);
    // The linked 分项详细估算法 amounts of tab 3 are the engine's 流动资金估算表, year by year.
    const wcKey = storeKey('tab3', null, 'wcDetailed');
    const wc3 = reference.tables.workingCapital!.rows.find((x) => x.no === '3')!;
    const linked = r.linked.filter((d) => d.table === wcKey && d.cellId.startsWith('wc:'));
    expect(linked.map((d) => d.cellId)).toEqual(Array.from({ length: 10 }, (_, i) => `wc:years.o${i + 1}`));
    linked.forEach((d, i) =>
      expect(new Decimal(d.value!).minus(wc3.values[i]!).abs().lt('1e-12')).toBe(true),
    );
  });

  it('the 营造林 合计 follows the planting schedule of tab 0 (Σ 单价 × 当年造林面积 ÷ 10⁴)', () => {
    const { svc } = openExample();
    const planting = svc.getTemplate('tab1').sections.find((s) => s.subProjectId === 'tea')!.tables[0]!;
    const 整地 = planting.rows.find((r) => r.label === '整地')!;
    // 400 元/亩 × 1000 亩 planted in year 1 ÷ 10⁴ = 40 万元
    expect(整地.cells.total!.value).toBe('40');
    const 造林 = planting.rows.find((r) => r.label === '造林')!;
    expect(造林.kind).toBe('group');
    // 整地 40 + 栽植 30 + 基肥 50; 苗木费 is linked (engine), so the subtotal of the typed rows is 120.
    expect(造林.cells.total!.value).toBe('120');
    // Moving half the planting to year 2 moves 抚育's base: CA = 500, 1000 → 600 × 1000 / 10⁴ stays 60 in year 2.
    const key = storeKey('tab0', 'tea', 'progress');
    const res = svc.applyEdits([
      { table: key, cellId: 'pct:years.c1', value: '50' },
      { table: key, cellId: 'pct:years.c2', value: '50' },
    ]);
    const plantingKey = storeKey('tab1', 'tea', 'planting');
    const 整地Delta = res.changed.find((d) => d.table === plantingKey && d.cellId === `${整地.id}:total`);
    expect(整地Delta?.value).toBe('20');
    expect(res.issues[key]).toEqual([]);
  });

  it('a build row answers with its 合计 delta and the year-sum check message', () => {
    const svc = createCalcService(registry);
    const ctx = {
      name: 'p',
      B: 2,
      O: 3,
      areaUnit: 'mu' as const,
      subProjects: [{ id: 'f', name: '中草药厂房', type: 2 as const, trees: [], productCategories: [] }],
    };
    svc.openVersion({ ctx, stored: {} });
    const key = storeKey('tab1', 'f', 'build');
    const res = svc.applyEdits([
      { table: key, cellId: 'r1:quantity', value: '200' },
      { table: key, cellId: 'r1:unitPrice', value: '1500' },
      { table: key, cellId: 'r1:years.c1', value: '20' },
    ]);
    expect(res.changed).toEqual([{ table: key, cellId: 'r1:total', value: '30' }]);
    expect(res.issues[key]?.map((i) => i.message)).toEqual(['建设期分年投资之和不等于年度投资合计，请检查']);
    const ok = svc.applyEdits([{ table: key, cellId: 'r1:years.c2', value: '10' }]);
    expect(ok.changed).toEqual([]);
    expect(ok.issues[key]).toEqual([]);
  });

  it('refuses non-numbers (the old value stays) and read-only cells', () => {
    const { svc } = openExample();
    const key = storeKey('tab1', 'tea', 'planting');
    const before = svc.getStoredValues()[key]!.cells['r2:years.c1'];
    const res = svc.applyEdits([
      { table: key, cellId: 'r2:years.c1', value: '4oo' },
      { table: key, cellId: 'r2:total', value: '1' },
    ]);
    expect(res.rejected.map((r) => r.message)).toEqual(['输入的值必须为数字', '该单元格不可编辑']);
    expect(svc.getStoredValues()[key]!.cells['r2:years.c1']).toBe(before);
  });

  it('a cleared cell shows its default again, and so do the cells computed from it', () => {
    const { svc } = openExample();
    const key = storeKey('tab3', null, 'wcDetailed');
    svc.applyEdits([{ table: key, cellId: 'receivables:days', value: '45' }]);
    const res = svc.applyEdits([{ table: key, cellId: 'receivables:days', value: null }]);
    expect(res.changed).toEqual([
      { table: key, cellId: 'receivables:days', value: '30' },
      { table: key, cellId: 'receivables:turnover', value: '12' },
    ]);
  });

  it('species shares must sum to 100', () => {
    const { svc } = openExample();
    const key = storeKey('tab0', 'tea', 'species');
    const res = svc.applyEdits([{ table: key, cellId: 's1:sharePct', value: '90' }]);
    expect(res.issues[key]?.map((i) => i.message)).toEqual(['树种占比之和不为100，请检查']);
  });

  it('adding a product in tab 7 adds its price row in tab 8', () => {
    const { svc } = openExample();
    const key = storeKey('tab7', 'tea', 'products');
    const r = svc.applyRowEdit({ table: key, op: 'addTop' });
    expect(r.addedRowId).toBe('p_tea_2');
    svc.applyEdits([{ table: key, cellId: `${r.addedRowId}:name`, value: '茶籽' }]);
    const prices = svc
      .getTemplate('tab8')
      .sections.find((s) => s.subProjectId === 'tea')!
      .tables.find((t) => t.tableId === 'prices')!;
    expect(prices.rows.map((x) => x.label)).toEqual(['鲜叶', '茶籽']);
  });

  it('after edits, the ModelInput of computeAll equals a mapping of the saved cells from scratch', () => {
    const { svc, ctx } = openExample();
    const planting = storeKey('tab1', 'tea', 'planting');
    const row = svc.applyRowEdit({ table: planting, op: 'addTop' }).addedRowId!;
    svc.applyEdits([
      { table: planting, cellId: `${row}:name`, value: '道路' },
      { table: planting, cellId: `${row}:basis`, value: 'fixed' },
      { table: planting, cellId: `${row}:years.c1`, value: '7.5' },
      { table: storeKey('tab0', 'tea', 'subProject'), cellId: 'area:value', value: '900' },
      { table: storeKey('tab3', null, 'wcDetailed'), cellId: 'cash:days', value: '20' },
    ]);
    const r = svc.computeAll();
    expect(r.input).toEqual(templatesToModelInput(registry, ctx, svc.getStoredValues()));
    expect(r.input.workingCapital).toMatchObject({ method: 'detailed', days: { cash: 20 } });
    const leaf = (
      r.input.subProjects[0] as { investment: { name: string; values?: string[] }[] }
    ).investment.at(-1)!;
    expect(leaf).toMatchObject({ no: '3', name: '道路', basis: 'fixed', values: ['7.5', '0'] });
  });

  it('switching 亩 → 公顷 keeps money unchanged', () => {
    const { svc } = openExample();
    svc.setAreaUnit('ha');
    const r = svc.computeAll();
    expect(r.input.meta.areaUnit).toBe('ha');
    const sp = r.input.subProjects[0] as { area: string };
    expect(new Decimal(sp.area).times(15).eq(1000)).toBe(true);
    const ref = reference.indicators.firrPost.value!;
    expect(new Decimal(r.output!.indicators.firrPost.value!).minus(ref).abs().lt('1e-10')).toBe(true);
  });
});
