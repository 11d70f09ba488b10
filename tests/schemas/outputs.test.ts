// Output layouts: one per engine table, in viewer order, and every row of a computed output has a layout row.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { outputLayouts } from '../../schemas/outputs';
import { computeModel } from '../../src/core/engine';
import { TABLE_IDS, type ModelInput, type ModelOutput } from '../../src/core/engine/model-io-types';
import { layoutRowFor, missingLayoutRows } from '../../src/core/template/output-match';

const output = JSON.parse(
  readFileSync(new URL('../fixtures/tea-garden.output.json', import.meta.url), 'utf8'),
) as ModelOutput;

// the analysis tables of issue 18 come only with ModelInput.analysis: computed here on the same worked example
const input = JSON.parse(
  readFileSync(new URL('../fixtures/tea-garden.input.json', import.meta.url), 'utf8'),
) as ModelInput;
input.analysis = {
  twoFactor: { indicator: 'firrPost', factors: ['capex', 'revenue'] },
  scenarios: [
    { name: '乐观', changes: { revenue: '10' } },
    { name: '悲观', changes: { revenue: '-10' } },
  ],
  monteCarlo: {
    runs: 30,
    seed: 1,
    variables: [{ factor: 'revenue', dist: { kind: 'uniform', min: '-10', max: '10' } }],
  },
};
const analysis = computeModel(input);
/** a layout column key with `{k}` stands for c1, c2, … */
const columnPattern = (key: string) => new RegExp(`^${key.replace('{k}', '[1-9][0-9]*')}$`);

describe('output layouts', () => {
  it('cover every engine table once, summary first then the report order', () => {
    expect(outputLayouts.map((l) => l.id)).toEqual([
      'summary',
      ...TABLE_IDS.filter((id) => id !== 'summary'),
    ]);
  });
  it.each(outputLayouts.map((l) => [l.id, l] as const))(
    '%s: every output row has a source row and every fixed row appears',
    (id, layout) => {
      const table = (output.tables[id] ?? analysis.tables[id])!;
      for (const row of table.rows) expect(layoutRowFor(layout, row.no), `${id} ${row.no}`).toBeDefined();
      expect(missingLayoutRows(layout, table.rows)).toEqual([]);
      expect(layout.yearAxis).toBe(table.yearAxis);
      const keys = table.columns.map((c) => c.key);
      // every table column is one of the layout's (patterns may repeat) and every layout column appears
      for (const k of keys)
        expect(
          layout.extraColumns.some((c) => columnPattern(c.key).test(k)),
          `${id} ${k}`,
        ).toBe(true);
      for (const c of layout.extraColumns)
        expect(
          keys.some((k) => columnPattern(c.key).test(k)),
          `${id} ${c.key}`,
        ).toBe(true);
    },
  );
  it('patterns stand for numbered blocks: loan k of 借款还本付息计划表', () => {
    const loanPlan = outputLayouts.find((l) => l.id === 'loanPlan')!;
    expect(layoutRowFor(loanPlan, '7.4.2')?.name).toBe('付息');
    expect(layoutRowFor(loanPlan, '7.6')).toBeUndefined();
  });
});
