// Generic income and cost lines (incomeLines / costLines, per sub-project and project level): each lands in the
// revenue, VAT and cost rows its fields name, by exactly its amounts; a sub-project income line is other income.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeModel } from '../../../src/core/engine';
import type { ModelInput, ModelOutput, TableId } from '../../../src/core/engine/model-io-types';
import { Decimal } from '../../../src/core/money/decimal';

const input = JSON.parse(
  readFileSync(new URL('../../fixtures/tea-garden.input.json', import.meta.url), 'utf8'),
) as ModelInput;
const { B, O } = input.meta;
const opts = { skipSensitivity: true };
const base = computeModel(input, opts);
const years = (f: (i: number) => string) => Array.from({ length: O }, (_, i) => f(i));
const values = years((i) => (i === 0 ? '0' : `${1 + i / 4}`));

const row = (out: ModelOutput, table: TableId, no: string) => {
  const r = out.tables[table]!.rows.find((x) => x.no === no);
  if (!r) throw new Error(`no row ${no} in ${table}`);
  return r;
};
/** row `no` of `out` minus the same row of the worked example, per operating year (decimal strings). */
const increase = (out: ModelOutput, table: TableId, no: string) =>
  row(out, table, no).values.map((v, i) =>
    new Decimal(v ?? '0').minus(row(base, table, no).values[i] ?? '0').toString(),
  );
const operating = (xs: string[], table: TableId) =>
  base.tables[table]!.yearAxis === 'operating' ? xs : [...Array.from({ length: B }, () => '0'), ...xs];

const withSub = (extra: object): ModelInput => ({
  ...input,
  subProjects: [{ ...input.subProjects[0]!, ...extra }, ...input.subProjects.slice(1)],
});

describe('generic lines', () => {
  it('a sub-project income line computes exactly as the same other-income row', () => {
    const line = { name: '碳汇收益', tag: 'carbon', vatPct: '6' as const, values };
    const asLine = computeModel(withSub({ incomeLines: [line] }), opts);
    const asOther = computeModel(withSub({ otherIncome: [{ name: '碳汇收益', vatPct: '6', values }] }), opts);
    expect(asLine.messages.filter((m) => m.level === 'error')).toEqual([]);
    expect(asLine.tables).toEqual(asOther.tables);
    expect(asLine.indicators).toEqual(asOther.indicators);
    expect(asLine.indicators).not.toEqual(base.indicators);
  });

  it('a project-level income line adds its amounts to 营业收入 and its output VAT to 销项税额', () => {
    const out = computeModel({ ...input, incomeLines: [{ name: '生态旅游', vatPct: '9', values }] }, opts);
    expect(increase(out, 'revenueTax', '1')).toEqual(operating(values, 'revenueTax'));
    const vat = values.map((v) => new Decimal(v).times('0.09').toString());
    expect(increase(out, 'revenueTax', '3.1')).toEqual(operating(vat, 'revenueTax'));
    const own = out.tables.revenueTax!.rows.find((r) => r.name === '生态旅游')!;
    expect(own.no).toBe('1.2');
    expect(own.values).toEqual(operating(values, 'revenueTax'));
  });

  it('a sub-project cost line is a 生产成本 row in its cost category', () => {
    const line = { name: '管护巡护', costCategory: 'labour' as const, inputVatPct: '0', values };
    const out = computeModel(withSub({ costLines: [line] }), opts);
    expect(increase(out, 'totalCost', '1')).toEqual(operating(values, 'totalCost'));
    expect(increase(out, 'totalCost', '5.2')).toEqual(operating(values, 'totalCost'));
    expect(increase(out, 'totalCost', '5.1')).toEqual(
      operating(
        years(() => '0'),
        'totalCost',
      ),
    );
    expect(out.tables.totalCost!.rows.find((r) => r.name === '管护巡护')!.no).toMatch(/^1\.1\.\d+$/);
    expect(increase(out, 'totalCost', '9.1')).toEqual(
      operating(
        years(() => '0'),
        'totalCost',
      ),
    );
  });

  it('a project-level cost line is 管理费用 in its category; variable lines count in 可变成本', () => {
    const line = {
      name: '监测评估',
      costCategory: 'repair' as const,
      inputVatPct: '0',
      variable: true,
      values,
    };
    const out = computeModel({ ...input, costLines: [line] }, opts);
    expect(increase(out, 'totalCost', '2')).toEqual(operating(values, 'totalCost'));
    expect(increase(out, 'totalCost', '5.3')).toEqual(operating(values, 'totalCost'));
    expect(increase(out, 'totalCost', '9.1')).toEqual(operating(values, 'totalCost'));
    const own = out.tables.totalCost!.rows.find((r) => r.name === '监测评估')!;
    expect(own.no).toBe(`2.${input.managementCost.length + 1}`);
  });

  it('refuses a line of the wrong length, naming it, and a member the schema does not know', () => {
    const short = computeModel(
      withSub({ costLines: [{ name: '巡护', costCategory: 'other', inputVatPct: '0', values: ['1'] }] }),
    );
    expect(short.messages).toContainEqual(
      expect.objectContaining({ code: 'E_ARRAY_LENGTH', path: '/subProjects/0/costLines/0/values' }),
    );
    expect(short.messages.find((m) => m.code === 'E_ARRAY_LENGTH')!.text).toContain('巡护');
    const unknown = computeModel({
      ...input,
      incomeLines: [{ name: 'x', vatPct: '6', values, extra: 1 } as never],
    });
    expect(unknown.messages[0]).toMatchObject({ code: 'E_SCHEMA', path: '/incomeLines/0' });
  });
});
