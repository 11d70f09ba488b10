// The worked example (finance-model §5): computeModel reproduces tea-garden.output.json table by table (model-io §4.2).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeModel } from '../../../src/core/engine';
import { compareOutputs } from './compare';

const load = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), 'utf8'));
const input = load('tea-garden.input.json');
const expected = load('tea-garden.output.json');
const output = computeModel(input);
const actual = JSON.parse(JSON.stringify(output));
const pick = (t: { headers: unknown; columns: unknown; title: string; unit: string }) => ({
  headers: t.headers,
  columns: t.columns,
  title: t.title,
  unit: t.unit,
});

describe('worked example: tea garden', () => {
  it('has no input errors and lists the tables in report order', () => {
    expect(output.messages.filter((m) => m.level === 'error')).toEqual([]);
    expect(Object.keys(output.tables)).toEqual(Object.keys(expected.tables));
  });

  for (const id of Object.keys(expected.tables)) {
    it(`table ${id} agrees row by row at 2 dp`, () => {
      const diffs = compareOutputs(
        { tables: { [id]: actual.tables[id] } },
        { tables: { [id]: expected.tables[id] } },
      );
      expect(diffs).toEqual([]);
    });
  }

  it('prints every table with the reference headers, columns and titles (what screen and workbook show)', () => {
    for (const id of Object.keys(expected.tables)) {
      const { headers, columns, title, unit } = actual.tables[id];
      expect({ id, headers, columns, title, unit }).toEqual({ id, ...pick(expected.tables[id]) });
    }
  });

  it('indicators agree (statuses, roots, bep.year, shortTermYears, sensitivityIndicator exactly)', () => {
    expect(compareOutputs({ indicators: actual.indicators }, { indicators: expected.indicators })).toEqual(
      [],
    );
  });

  it('raises the warnings and infos of the reference', () => {
    const codes = (msgs: { code: string }[]) => msgs.map((m) => m.code).sort();
    expect(codes(output.messages)).toEqual(codes(expected.messages));
  });

  it('the comparison rule detects a changed figure', () => {
    const broken = JSON.parse(JSON.stringify(actual));
    broken.tables.profit.rows[0].values[1] = '180.01';
    expect(compareOutputs(broken, expected)).toEqual(['profit 1 year#2 180.01 ≠ 180']);
  });
});
