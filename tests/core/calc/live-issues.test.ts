// The live computation names what stops it (table, row, cell) and goes on past rows that wait for a later tab's data.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { registry } from '../../../schemas';
import { createCalcService } from '../../../src/core/calc/service';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';
import type { ModelInput } from '../../../src/core/engine/model-io-types';
import { blocksSubmit, CODE_REF_PENDING } from '../../../src/core/template/validate';

const input = JSON.parse(
  readFileSync(new URL('../../fixtures/tea-garden.input.json', import.meta.url), 'utf8'),
) as ModelInput;

function open(stored?: 'empty') {
  const svc = createCalcService(registry);
  const example = modelInputToStoredValues(registry, input);
  const opened = svc.openVersion({ ctx: example.ctx, stored: stored ? {} : example.stored });
  return { svc, opened };
}

/** The first tab 2 cost row holding figures (除草松土, priced per area in the worked example) and its table. */
function costRow(svc: ReturnType<typeof open>['svc']) {
  const t = svc.getTemplate('tab2');
  for (const sec of t.sections)
    for (const table of sec.tables) {
      const row = table.rows.find((r) => r.cells.method?.value === 'perArea' && r.kind !== 'group');
      if (row) return { table: table.key, row };
    }
  throw new Error('no cost row in tab2');
}

describe('live computation and its issues', () => {
  it('a per-unit cost row without a product is a warning at its 产品 cell and counts as zero', () => {
    const { svc } = open();
    const before = svc.computeLive([]);
    expect(before.output).not.toBeNull();
    const { table, row } = costRow(svc);
    // priced per unit of output from now on, before a product is chosen
    const result = svc.applyEdits([
      { table, cellId: `${row.id}:method`, value: 'perUnit' },
      { table, cellId: `${row.id}:productId`, value: null },
    ]);
    const pending = (result.issues[table] ?? []).filter((i) => i.code === CODE_REF_PENDING);
    expect(pending).toEqual([
      {
        tableKey: table,
        rowId: row.id,
        cellId: `${row.id}:productId`,
        level: 'warning',
        code: CODE_REF_PENDING,
        message: '计价方式为“元/单位产量 × 产量”，须选择产品；选择前本行按0计入测算，提交前须补全',
      },
    ]);
    expect(blocksSubmit(pending[0]!)).toBe(true);
    const live = svc.computeLive([]);
    // the rest computes: indicators are there, and without this cost the project earns more
    expect(live.output).not.toBeNull();
    expect(live.issues).toEqual([]);
    const firr = (r: typeof live) => Number(r.output!.indicators.firrPre.value);
    expect(firr(live)).toBeGreaterThan(firr(before));
    // the whole-model mapping (what a submit maps) keeps the row as typed: perUnit without a product
    const mapped = svc.computeAll();
    expect(mapped.output).toBeNull();
    expect(mapped.issues.map((i) => [i.tableKey, i.cellId, i.message])).toEqual([
      [table, `${row.id}:productId`, '按产量计价的成本行须引用项目中的产品'],
    ]);
  });

  it('生产成本 1.4 priced per unit of output without a product: a warning too, the rest computes', () => {
    const { svc } = open();
    const t = svc.getTemplate('tab3');
    const table = t.sections.flatMap((sec) => sec.tables).find((x) => x.rows.some((r) => r.id === 'p14'))!;
    const result = svc.applyEdits([
      { table: table.key, cellId: 'p14:method', value: 'perUnit' },
      { table: table.key, cellId: 'p14:productId', value: null },
    ]);
    expect((result.issues[table.key] ?? []).filter((i) => i.code === CODE_REF_PENDING)).toMatchObject([
      { rowId: 'p14', cellId: 'p14:productId', level: 'warning' },
    ]);
    const live = svc.computeLive([]);
    expect(live.output).not.toBeNull();
    expect(live.issues).toEqual([]);
  });

  it('every engine refusal of a fresh version is located at its table, row and cell, with words for where', () => {
    const { svc } = open('empty');
    const live = svc.computeLive([]);
    expect(live.output).toBeNull();
    const errors = live.messages.filter((m) => m.level === 'error');
    expect(errors.length).toBeGreaterThan(0);
    expect(live.issues).toHaveLength(errors.length);
    for (const i of live.issues) expect(i.tableKey).toMatch(/^tab0\//);
    const area = live.issues.find((i) => i.code === 'E_AREA_ZERO');
    expect(area).toMatchObject({
      tableKey: 'tab0/tea/subProject',
      rowId: 'area',
      cellId: 'area:value',
      level: 'error',
      message: '子项目“茶园”的建设面积不能为0',
      where: '项目概况与子项目 · 茶园 · 建设面积(亩)',
    });
    // the 采收 row waits for a product on tab 7: a warning of its own, not one of the refusals
    expect(live.issues.some((i) => i.code === 'E_PRODUCT_REF')).toBe(false);
  });
});
