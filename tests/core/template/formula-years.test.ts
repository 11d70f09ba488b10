// Year-by-year arithmetic: in a year column a bare [@group] is the same year of that group and a bare by-year
// $array its item for that year; inside SUM and the like a group is every year; outside year columns, the sum.
import { describe, expect, it } from 'vitest';
import { parseFormula } from '../../../src/core/template/formula';
import { Sheet, type ComputedDef } from '../../../src/core/template/sheet';

const years = (g: string, prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${g}.${prefix}${i + 1}`);

function sheet(formulas: Record<string, string>, inputs: Record<string, string>) {
  const yearGroups = new Map([
    ['qty', years('qty', 'o', 3)],
    ['price', years('price', 'o', 3)],
    ['amount', years('amount', 'o', 3)],
    ['share', years('share', 'o', 3)],
  ]);
  const computed = new Map<string, ComputedDef>();
  for (const [col, f] of Object.entries(formulas)) {
    const cols = yearGroups.get(col) ?? [col];
    for (const c of cols) computed.set(`r1:${c}`, { kind: 'formula', ast: parseFormula(f) });
  }
  const values = new Map<string, string | null>(Object.entries(inputs).map(([k, v]) => [`r1:${k}`, v]));
  const s = new Sheet(
    {
      rows: ['r1'],
      leafRows: ['r1'],
      yearGroups,
      computed,
      variable: (n) => (n === 'rate' ? ['0.1', '0.2', '0.3'] : '2'),
    },
    values,
  );
  s.computeAll();
  return s;
}

const inputs = {
  'qty.o1': '100',
  'qty.o2': '120',
  'qty.o3': '150',
  'price.o1': '52.5',
  'price.o2': '60',
  'price.o3': '0.1',
};

describe('year-by-year formulas', () => {
  it('[@qty] * [@price] / 10000 in a year group multiplies each year exactly', () => {
    const s = sheet({ amount: '[@qty] * [@price] / 10000', total: 'SUM([@amount])' }, inputs);
    expect(years('amount', 'o', 3).map((c) => s.values.get(`r1:${c}`))).toEqual(['0.525', '0.72', '0.0015']);
    expect(s.values.get('r1:total')).toBe('1.2465');
  });

  it('a bare by-year variable is its item for the year; SUM inside a year cell still adds the whole group', () => {
    const s = sheet({ share: '[@qty] * $rate + SUM([@qty]) * 0 + $k' }, inputs);
    expect(years('share', 'o', 3).map((c) => s.values.get(`r1:${c}`))).toEqual(['12', '26', '47']);
  });

  it('outside a year column a bare group is its sum (unchanged)', () => {
    const s = sheet({ total: '[@qty] / 10' }, inputs);
    expect(s.values.get('r1:total')).toBe('37');
  });

  it('an edit of one year recomputes only that year and the total', () => {
    const s = sheet({ amount: '[@qty] * [@price] / 10000', total: 'SUM([@amount])' }, inputs);
    const changed = s.setInputs([['r1:qty.o2', '200']]);
    expect([...changed]).toEqual([
      ['r1:amount.o2', '1.2'],
      ['r1:total', '1.7265'],
    ]);
    expect(s.depsOf('r1:amount.o2')).toEqual(['r1:qty.o2', 'r1:price.o2']);
  });
});
