import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OutputTable } from '../../../src/core/contracts/results';
import {
  cellOf,
  hasUnitColumn,
  layoutTable,
  placeHeaders,
  replaceUnit,
  rowLevel,
} from '../../../src/core/contracts/results-layout';

const tables = (
  JSON.parse(readFileSync(join(__dirname, '../../fixtures/tea-garden.output.json'), 'utf8')) as {
    tables: Record<string, OutputTable>;
  }
).tables;
const t = (id: string) => tables[id] as OutputTable;

describe('header layout of computed tables', () => {
  it('binds 项目投资估算表 leaves by label, with 合计 inside 估算价值 and 占比 before the years', () => {
    const kinds = layoutTable(t('investEstimate')).leaves.map((l) =>
      l.binding.kind === 'extra'
        ? l.binding.key
        : l.binding.kind === 'value'
          ? `y${l.binding.index}`
          : l.binding.kind,
    );
    expect(kinds).toEqual([
      'no',
      'name',
      'building',
      'equipment',
      'installation',
      'forestry',
      'other',
      'total',
      'sharePct',
      'y0',
      'y1',
    ]);
  });

  it('places row spans the way an HTML table does', () => {
    const p = placeHeaders(t('funding').headers);
    expect(p.depth).toBe(2);
    expect(p.width).toBe(3 + 12);
    expect(p.cells.find((c) => c.label === '第1年')).toMatchObject({ row: 1, col: 3 });
    expect(p.cells.find((c) => c.label === '运营期')).toMatchObject({ row: 0, col: 5, colSpan: 10 });
  });

  it('reads year values in axis order, and a third calendar-year line does not shift them', () => {
    const funding = t('funding');
    const withYears: OutputTable = {
      ...funding,
      headers: [
        funding.headers[0]!.map((h) => (h.rowSpan ? { ...h, rowSpan: 3 } : h)),
        funding.headers[1]!,
        funding.headers[1]!.map((_, i) => ({ label: `${2025 + i}年` })),
      ],
    };
    const layout = layoutTable(withYears);
    expect(layout.depth).toBe(3);
    const row = funding.rows[0]!;
    expect(layout.leaves.slice(3).map((l) => cellOf(row, l.binding))).toEqual(row.values);
    expect(layout.leaves[2]?.binding).toEqual({ kind: 'total' });
  });

  it('adds a 单位 column to the yield and summary tables only', () => {
    expect(hasUnitColumn(t('yield'))).toBe(true);
    expect(hasUnitColumn(t('summary'))).toBe(true);
    expect(hasUnitColumn(t('profit'))).toBe(false);
    expect(hasUnitColumn(t('sensitivity'))).toBe(false);
    const summary = layoutTable(t('summary'));
    expect(summary.leaves.map((l) => l.label)).toEqual(['序号', '项目', '单位', '数值']);
    expect(summary.header.find((h) => h.label === '数值')?.col).toBe(3);
  });

  it('gives the sensitivity table one header line bound to its extra columns', () => {
    const layout = layoutTable(t('sensitivity'));
    expect(layout.depth).toBe(1);
    expect(layout.leaves.slice(2).map((l) => (l.binding.kind === 'extra' ? l.binding.key : '?'))).toEqual([
      'changePct',
      'value',
      'saf',
      'criticalPct',
      'criticalValue',
      'criticalUnitPrice',
    ]);
  });

  it('falls back to the default header when a table carries none', () => {
    const profit = { ...t('profit'), headers: [] };
    const layout = layoutTable(profit);
    expect(layout.leaves.map((l) => l.binding.kind)).toEqual([
      'no',
      'name',
      'total',
      ...Array(10).fill('value'),
    ]);
  });
});

describe('row levels and unit labels', () => {
  it('counts numbering depth', () => {
    expect([rowLevel('1'), rowLevel('1.2'), rowLevel('2.2.1.1')]).toEqual([0, 1, 3]);
  });
  it('replaces {unit} with 亩 by default and 公顷 for hectares', () => {
    expect(replaceUnit('单价(元/{unit})', undefined)).toBe('单价(元/亩)');
    expect(replaceUnit('面积({unit})', 'ha')).toBe('面积(公顷)');
  });
});
