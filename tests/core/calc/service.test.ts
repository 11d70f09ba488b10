// The calc service in-process: the worked example computes to the reference figures; edits answer with deltas.
import { describe, expect, it } from 'vitest';
import { withAnalysisOff } from '../../fixtures/analysis-off';
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
  it("opens a version with the registry's tabs in order and no issues in the worked example", () => {
    const { opened } = openExample();
    expect(opened.templates.map((t) => t.label)).toEqual(
      [...registry.templates].sort((a, b) => a.order - b.order).map((t) => t.label),
    );
    expect(Object.values(opened.issues).flat()).toEqual([]);
  });

  it('computeAll leaves out the sensitivity re-runs (live indicators only) but keeps every indicator', () => {
    const { svc } = openExample();
    const out = svc.computeAll().output!;
    expect(reference.tables.sensitivity!.rows.length).toBeGreaterThan(0);
    expect(out.tables.sensitivity!.rows).toEqual([]);
    for (const k of ['firrPre', 'firrPost', 'firrEquity'] as const)
      expect(
        new Decimal(out.indicators[k].value!).minus(reference.indicators[k].value!).abs().lt('1e-10'),
      ).toBe(true);
    expect(new Decimal(out.indicators.fnpvPost).minus(reference.indicators.fnpvPost).abs().lt('1e-10')).toBe(
      true,
    );
  });

  it('computeLive builds and returns only the tables asked for, with the same indicators and linked cells', () => {
    const { svc } = openExample();
    const all = svc.computeAll();
    const live = svc.computeLive(['yield', 'revenueTax']);
    expect(Object.keys(live.output!.tables)).toEqual(['yield', 'revenueTax']);
    expect(live.output!.tables.yield).toEqual(all.output!.tables.yield);
    expect(live.output!.indicators).toEqual(all.output!.indicators);
    expect(live.messages).toEqual(all.messages);
    // linked cells (tab 2/3 from forestryCost, totalCost, workingCapital) come from tables built anyway
    expect(live.linked).toEqual(all.linked);
    expect(live.linked.length).toBeGreaterThan(0);
    expect('input' in live).toBe(false);
  });

  it('computeAll maps the templates to the worked example and reproduces its key indicators', () => {
    const { svc } = openExample();
    const r = svc.computeAll();
    expect(r.input).toEqual(withAnalysisOff(input));
    expect(r.output).not.toBeNull();
    const mine = r.output!.indicators.firrPost.value!;
    const ref = reference.indicators.firrPost.value!;
    expect(new Decimal(mine).minus(ref).abs().lt('1e-10')).toBe(true);
    expect(r.output!.tables.summary?.rows.length).toBe(reference.tables.summary?.rows.length);
    // The linked 分项详细估算法 amounts of tab 3 are the engine's 流动资金估算表, year by year, shown as the
    // engine's tables are: 2 dp half-up (16.1666… → 16.17).
    const wcKey = storeKey('tab3', null, 'wcDetailed');
    const wc3 = reference.tables.workingCapital!.rows.find((x) => x.no === '3')!;
    const linked = r.linked.filter((d) => d.table === wcKey && d.cellId.startsWith('wc:'));
    expect(linked.map((d) => d.cellId)).toEqual(Array.from({ length: 10 }, (_, i) => `wc:years.o${i + 1}`));
    linked.forEach((d, i) =>
      expect(d.value).toBe(new Decimal(wc3.values[i]!).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toString()),
    );
    const ca = r.linked.find((d) => d.table === wcKey && d.cellId === 'ca:years.o1')!;
    expect(ca.value).toBe('16.17');
  });

  it('the 营造林 合计 follows the planting schedule of tab 0 (Σ 单价 × 当年造林面积 ÷ 10⁴)', () => {
    const { svc } = openExample();
    const planting = svc.getTemplate('tab1').sections.find((s) => s.subProjectId === 'tea')!.tables[0]!;
    const 整地 = planting.rows.find((r) => r.label === '整地')!;
    // 400 元/亩 × 1000 亩 planted in year 1 ÷ 10⁴ = 40 万元
    expect(整地.cells.total!.value).toBe('40');
    const 造林 = planting.rows.find((r) => r.label === '造林')!;
    expect(造林.kind).toBe('group');
    // 整地 40 + 栽植 30 + 基肥 50 + 苗木费 63 (1000 亩 × 3000 株/亩 × 1.05 × 0.20 元 ÷ 10⁴, finance-model §3.2).
    expect(造林.cells.total!.value).toBe('183');
    const 苗木费 = planting.rows.find((r) => r.label === '苗木费')!;
    expect(苗木费.kind).toBe('system');
    // Read-only, priced per 亩 planted: 3000 × 1.05 × 0.20 = 630 元/亩 in the planting year, nothing in year 2.
    expect(苗木费.cells['years.c1']).toMatchObject({ value: '630', editable: false, cell: 'computed' });
    expect(苗木费.cells['years.c2']!.value).toBeNull();
    expect(苗木费.cells.total).toMatchObject({ value: '63', editable: false });
    const 补植 = planting.rows.find((r) => r.label === '补植')!;
    // 补植 of the year-1 cohort falls in year 2: 3000 × 10 % × 0.20 = 60 元/亩, × 1000 亩 ÷ 10⁴ = 6 万元.
    expect([补植.cells['years.c1']!.value, 补植.cells['years.c2']!.value, 补植.cells.total!.value]).toEqual([
      null,
      '60',
      '6',
    ]);
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
    const at = (r: { id: string }, col: string) =>
      res.changed.find((d) => d.table === plantingKey && d.cellId === `${r.id}:${col}`)?.value;
    // 苗木费 now in both years (630 元/亩 each), 补植 of the year-1 cohort halves to 3 万元.
    expect(at(苗木费, 'years.c2')).toBe('630');
    expect(at(补植, 'total')).toBe('3');
  });

  it('苗木费 follows an edit of the 树种比例表 (density, price, loss) as a delta of tab 1', () => {
    const { svc } = openExample();
    const species = storeKey('tab0', 'tea', 'species');
    const res = svc.applyEdits([{ table: species, cellId: 's1:density', value: '4000' }]);
    const plantingKey = storeKey('tab1', 'tea', 'planting');
    const get = (id: string) => res.changed.find((d) => d.table === plantingKey && d.cellId === id)?.value;
    // 4000 × 1.05 × 0.20 = 840 元/亩; × 1000 亩 ÷ 10⁴ = 84 万元; 补植 4000 × 10 % × 0.20 = 80 元/亩 → 8 万元.
    expect(get('seedling:years.c1')).toBe('840');
    expect(get('seedling:total')).toBe('84');
    expect(get('replant:total')).toBe('8');
    // The engine books the same amounts: 工程费用 249 → 249 + 21 + 2.
    const out = svc.computeAll().output!;
    expect(out.tables.investEstimate!.rows.find((r) => r.no === '1')!.total).toBe('272');
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
    // a mirrored row has no stored cells of its own until something is typed: nothing else to save
    expect(r.otherTables).toEqual([]);
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
  it('fills linked cells from the engine: 生产成本 1.1 营林成本 / 1.2 地租 and the 合计 of tabs 2 and 3', () => {
    const { svc } = openExample();
    const before = svc.getTemplate('tab3').sections.find((s) => s.subProjectId === 'tea')!.tables[0]!;
    // Nothing computed yet: the linked rows are empty, never a made-up number.
    expect(before.rows.find((r) => r.no === '1.1')!.cells['years.o1']!.value).toBeNull();
    const res = svc.computeAll();
    const total = res.output!.tables.totalCost!;
    const eng = (no: string) => total.rows.find((r) => r.no === no)!;
    const prod = storeKey('tab3', 'tea', 'productionCost');
    const delta = (id: string) => res.linked.find((d) => d.table === prod && d.cellId === id)?.value;
    // 营林成本 = 总成本费用估算表 1.1.1 (tab 2 total), 地租 = 1.1.2: 1000 亩 × 50 元 ÷ 10⁴ = 5 万元 a year.
    expect(delta('p11:years.o1')).toBe(eng('1.1.1').values[0]);
    expect(delta('p12:years.o1')).toBe('5');
    expect(delta('p12:total')).toBe('50');
    // A typed row's 合计 is its amount: 保险费 10 元/亩·年 × 1000 亩 ÷ 10⁴ × 10 years.
    expect(delta('p13:total')).toBe('10');
    // A template opened after the computation shows the same values at once.
    const tab3 = svc.getTemplate('tab3');
    const p11 = tab3.sections.find((s) => s.subProjectId === 'tea')!.tables[0]!.rows[0]!;
    expect(p11.cells.total).toMatchObject({ value: eng('1.1.1').total, editable: false, cell: 'linked' });
    const mgmt = tab3.sections
      .find((s) => s.subProjectId === null)!
      .tables.find((t) => t.tableId === 'managementCost')!;
    expect(mgmt.rows.map((r) => r.cells.total!.value)).toEqual(['120', '30']);
    // Tab 2: each row's 合计 and the subtotal come from 营林成本估算表 1.3.‹no›.
    const forestry = svc.getTemplate('tab2').sections[0]!.tables[0]!;
    expect(forestry.rows.map((r) => [r.no, r.cells.total!.value])).toEqual([
      ['1', '800'],
      ['1.1', '400'],
      ['1.2', '400'],
    ]);
  });

  it('labels select choices with the area unit ({unit} → 亩 / 公顷)', () => {
    const { svc } = openExample();
    const labels = (key: string) =>
      svc
        .getTemplate(key)
        .sections.flatMap((s) => s.tables)
        .flatMap((t) => t.rows.flatMap((r) => Object.values(r.cells)))
        .flatMap((c) => (c.options ?? []).map((o) => o.label));
    expect(labels('tab3')).toContain('元/亩·年 × 面积');
    expect(labels('tab2')).toContain('元/亩·年 × 累计保存面积');
    svc.setAreaUnit('ha');
    expect(labels('tab3')).toContain('元/公顷·年 × 面积');
    for (const t of registry.templates) expect(labels(t.key).filter((l) => l.includes('{unit}'))).toEqual([]);
    // A default unit text follows the unit too: a new 公顷 version prices 整地 and 苗木费 in 元/公顷.
    const fresh = createCalcService(registry);
    const sp = { id: 'f', name: '林', type: 0 as const, trees: ['杉木'], productCategories: [] };
    fresh.openVersion({ ctx: { name: 'p', B: 1, O: 2, areaUnit: 'ha', subProjects: [sp] }, stored: {} });
    const planting = fresh.getTemplate('tab1').sections.find((s) => s.subProjectId === 'f')!.tables[0]!;
    expect(planting.rows.filter((r) => r.kind !== 'group').map((r) => r.cells.unit!.value)).toEqual(
      Array(planting.rows.filter((r) => r.kind !== 'group').length).fill('元/公顷'),
    );
    const inv = fresh.computeAll().input.subProjects[0]!.investment as { unit?: string }[];
    expect(inv.filter((r) => r.unit !== undefined).every((r) => r.unit === '元/公顷')).toBe(true);
  });
  it('labels year columns 第t年 with the calendar year of the 起始年份 typed in tab 0, and relabels on a change', () => {
    const { svc } = openExample();
    const progress = () =>
      svc
        .getTemplate('tab0')
        .sections.find((s) => s.subProjectId === 'tea')!
        .tables.find((t) => t.tableId === 'progress')!;
    // No start year in the worked example: one line 第1年, 第2年.
    expect(progress().header[1]!.children!.map((n) => [n.label, n.children])).toEqual([
      ['第1年', undefined],
      ['第2年', undefined],
    ]);
    const res = svc.applyEdits([
      { table: storeKey('tab0', null, 'project'), cellId: 'startYear:value', value: '2026' },
    ]);
    expect(res.relabeled).toBe(true);
    // A third header line under 第t年 holds Y₀ + t − 1 (finance-model §2.0); the leaf keeps the column key.
    expect(
      progress().header[1]!.children!.map((n) => [n.label, n.children?.map((c) => [c.key, c.label])]),
    ).toEqual([
      ['第1年', [['years.c1', '2026']]],
      ['第2年', [['years.c2', '2027']]],
    ]);
    const tab3 = svc.getTemplate('tab3').sections.find((s) => s.subProjectId === 'tea')!.tables[0]!;
    const op = tab3.header.find((n) => n.key === 'years')!.children!;
    // Operating years start at B + 1 = 3: 第3年 is 2028.
    expect([op[0]!.label, op[0]!.children![0]!.label]).toEqual(['第3年', '2028']);
    // Changing it again relabels; a value that is not a year falls back to none.
    svc.applyEdits([{ table: storeKey('tab0', null, 'project'), cellId: 'startYear:value', value: '2030' }]);
    expect(progress().header[1]!.children![1]!.children![0]!.label).toBe('2031');
    const cleared = svc.applyEdits([
      { table: storeKey('tab0', null, 'project'), cellId: 'startYear:value', value: null },
    ]);
    expect(cleared.relabeled).toBe(true);
    expect(progress().header[1]!.children![0]!.children).toBeUndefined();
    // An ordinary edit does not relabel.
    expect(
      svc.applyEdits([{ table: storeKey('tab0', null, 'project'), cellId: 'icPct:value', value: '6' }])
        .relabeled,
    ).toBeUndefined();
  });

  it('flags a number of 13 integer digits in the grid with the engine limit (D-56), keeping the value typed', () => {
    const { svc } = openExample();
    const key = storeKey('tab0', 'tea', 'progress');
    const res = svc.applyEdits([{ table: key, cellId: 'pct:years.c1', value: '1000000000000' }]);
    expect(res.rejected).toEqual([]);
    expect(res.issues[key]?.find((i) => i.cellId === 'pct:years.c1')).toMatchObject({
      level: 'error',
      code: 'E_NUMBER_RANGE',
      message: '输入的值整数部分不得超过12位',
    });
  });
});
