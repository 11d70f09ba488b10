// Output layouts: one per engine table, in viewer order, and every row of a computed output has a layout row.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { outputLayouts } from '../../schemas/outputs';
import { TABLE_IDS, type ModelOutput } from '../../src/core/engine/model-io-types';
import { layoutRowFor, missingLayoutRows } from '../../src/core/template/output-match';

const output = JSON.parse(
  readFileSync(new URL('../fixtures/tea-garden.output.json', import.meta.url), 'utf8'),
) as ModelOutput;

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
      const table = output.tables[id]!;
      for (const row of table.rows) expect(layoutRowFor(layout, row.no), `${id} ${row.no}`).toBeDefined();
      expect(missingLayoutRows(layout, table.rows)).toEqual([]);
      expect(layout.yearAxis).toBe(table.yearAxis);
      expect(layout.extraColumns.map((c) => c.key)).toEqual(table.columns.map((c) => c.key));
    },
  );
  it('patterns stand for numbered blocks: loan k of 借款还本付息计划表', () => {
    const loanPlan = outputLayouts.find((l) => l.id === 'loanPlan')!;
    expect(layoutRowFor(loanPlan, '7.4.2')?.name).toBe('付息');
    expect(layoutRowFor(loanPlan, '7.6')).toBeUndefined();
  });
});
