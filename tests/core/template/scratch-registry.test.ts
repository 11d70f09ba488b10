// A scratch registry (new tab with a display-only column, a quantity × price income line and a moved table):
// checked, carried over from a version saved before the move, computed live by the calc service exactly as the
// engine computes the same ModelInput written by hand, and read back without losing the line.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../schemas';
import { Decimal } from '../../../src/core/money/decimal';
import { createCalcService } from '../../../src/core/calc/service';
import { computeModel } from '../../../src/core/engine';
import type { IncomeLine, ModelInput } from '../../../src/core/engine/model-io-types';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';
import { checkRegistry } from '../../../src/core/template/schema-validator';
import { storeKey } from '../../../src/core/template/stored';
import { templatesToModelInput } from '../../../src/core/template/to-model-input';
import { scratchRegistry } from './fixtures/scratch-registry';
import { vatOptions } from '../../../schemas/templates/options';
import type { TableSchema, TemplateRegistry } from '../../../src/core/template/types';

const input = JSON.parse(
  readFileSync(new URL('../../fixtures/tea-garden.input.json', import.meta.url), 'utf8'),
) as ModelInput;
// Saved before the move: a contingency rate that is not the default.
const before: ModelInput = { ...input, contingency: { ...input.contingency, basicRatePct: '8' } };
const sp = input.subProjects[0]!;
const O = input.meta.O;
const qty = Array.from({ length: O }, (_, i) => String(100 + 10 * i));
const price = Array.from({ length: O }, (_, i) => (i < 5 ? '52.5' : '60'));

function openScratch() {
  const { ctx, stored } = modelInputToStoredValues(registry, before);
  expect(stored['tab1/-/contingency']?.cells['basicRatePct:value']).toBe('8');
  const svc = createCalcService(scratchRegistry);
  svc.openVersion({ ctx, stored });
  const key = storeKey('tabC', sp.id, 'carbon');
  svc.applyEdits([
    { table: key, cellId: 'c1:name', value: 'CCER碳汇' },
    { table: key, cellId: 'c1:basis', value: '第三方核证 2026' },
    ...qty.map((v, i) => ({ table: key, cellId: `c1:qty.o${i + 1}`, value: v })),
    ...price.map((v, i) => ({ table: key, cellId: `c1:price.o${i + 1}`, value: v })),
  ]);
  return { svc, key };
}

/** 数量 × 单价 ÷ 10⁴ per year, written out independently of the formula language. */
const amounts = qty.map((q, i) => new Decimal(q).times(price[i]!).div(10000).toString());

describe('a scratch registry', () => {
  it('passes the checker', () => {
    expect(checkRegistry(scratchRegistry).join('\n')).toBe('');
  });

  it('computes 数量 × 单价 year by year and shows the display-only note', () => {
    const { svc, key } = openScratch();
    const t = svc.getTemplate('tabC');
    const carbon = t.sections.flatMap((s) => s.tables).find((x) => x.key === key)!;
    const row = carbon.rows.find((r) => r.id === 'c1')!;
    expect(
      carbon.columns.filter((c) => c.yearGroup === 'amount').map((c) => row.cells[c.key]!.value),
    ).toEqual(amounts);
    expect(row.cells.basis).toMatchObject({ value: '第三方核证 2026', editable: true });
    const moved = t.sections.flatMap((s) => s.tables).find((x) => x.tableId === 'contingency')!;
    expect(moved.rows.find((r) => r.id === 'basicRatePct')!.cells.value!.value).toBe('8');
  });

  it('feeds the live result exactly as the engine computes the same input written by hand', () => {
    const { svc } = openScratch();
    const r = svc.computeAll();
    const line = { name: 'CCER碳汇', tag: 'carbon', vatPct: '6' as const, values: amounts };
    expect(r.input.subProjects[0]!.incomeLines).toEqual([line]);
    expect(r.input.contingency.basicRatePct).toBe('8');
    // the display-only column never reaches the engine
    expect(JSON.stringify(r.input)).not.toContain('第三方核证');
    const byHand: ModelInput = {
      ...before,
      subProjects: [{ ...before.subProjects[0]!, incomeLines: [line] }, ...before.subProjects.slice(1)],
    };
    const expected = computeModel(byHand, { skipSensitivity: true });
    expect(r.output!.indicators).toEqual(expected.indicators);
    const rev = r.output!.tables.revenueTax!.rows.find((x) => x.name === 'CCER碳汇')!;
    expect(rev.values).toEqual(amounts);
    // and the line moves the result: revenue is higher than the worked example's by the line's total
    const base = computeModel(before, { skipSensitivity: true });
    const total = (o: typeof base) => o.tables.revenueTax!.rows.find((x) => x.no === '1')!.total!;
    expect(Number(total(r.output!)) - Number(total(base))).toBeCloseTo(
      amounts.reduce((s, a) => s + Number(a), 0),
      9,
    );
  });

  it('reads two lists of one kind back into their own tables (rows remember their table by tag)', () => {
    // a second income table on the same list, typed in 万元 directly: its tag tells its lines apart
    const carbonTable = scratchRegistry.templates.find((t) => t.key === 'tabC')!.tables[1]!;
    const typed = {
      ...carbonTable,
      id: 'typed',
      name: '其他收益',
      title: '{name}其他收益',
      columns: [
        { key: 'name', label: '收入名称', cell: 'text' },
        { key: 'vatPct', label: '增值税率', cell: 'select', options: vatOptions, default: '6' },
        { kind: 'years', key: 'amount', span: 'operating', label: '收入(万元)', cell: 'number' },
      ],
      rows: { mode: 'list', seed: [], idPrefix: 't' },
      bind: {
        kind: 'rows',
        path: 'incomeLines',
        fields: {
          name: { meta: 'label' },
          tag: { const: 'typed' },
          vatPct: { col: 'vatPct', type: 'string' },
          values: { years: 'amount' },
        },
      },
    } as TableSchema;
    const both: TemplateRegistry = {
      ...scratchRegistry,
      templates: scratchRegistry.templates.map((t) =>
        t.key === 'tabC' ? { ...t, tables: [...t.tables, typed] } : t,
      ),
    };
    expect(checkRegistry(both)).toEqual([]);
    const year = (v: string) => Array.from({ length: O }, () => v);
    const lines = [
      { name: '林下碳汇', tag: 'carbon', vatPct: '6', values: year('0') },
      { name: '生态旅游', tag: 'typed', vatPct: '9', values: year('3.5') },
      { name: '森林康养', tag: 'typed', vatPct: '6', values: year('1.25') },
    ] satisfies IncomeLine[];
    const withLines: ModelInput = {
      ...before,
      subProjects: [{ ...before.subProjects[0]!, incomeLines: lines }, ...before.subProjects.slice(1)],
    };
    const back = modelInputToStoredValues(both, withLines);
    const labels = (table: string) =>
      Object.entries(back.stored[storeKey('tabC', sp.id, table)]!.cells)
        .filter(([id]) => id.endsWith(':name'))
        .map(([, v]) => v);
    expect(labels('carbon')).toEqual(['林下碳汇']);
    expect(labels('typed')).toEqual(['生态旅游', '森林康养']);
    expect(templatesToModelInput(both, back.ctx, back.stored).subProjects[0]!.incomeLines).toEqual(lines);
  });

  it('refuses two tables on one list when nothing tells their rows apart', () => {
    const tabC = scratchRegistry.templates.find((t) => t.key === 'tabC')!;
    const twin = { ...tabC.tables[1]!, id: 'twin' };
    const problems = checkRegistry({
      ...scratchRegistry,
      templates: scratchRegistry.templates.map((t) =>
        t.key === 'tabC' ? { ...t, tables: [...t.tables, twin] } : t,
      ),
    });
    expect(problems.join('\n')).toMatch(
      /schemas\/templates\/tabC\.ts › table twin › bind: binds rows to "incomeLines" like tabC\/carbon, and no const member tells their objects apart/,
    );
  });
});
