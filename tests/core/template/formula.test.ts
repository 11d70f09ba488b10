// The formula language: precedence, references, ranges, IF/NULL, Decimal exactness, parse errors.
import { describe, expect, it } from 'vitest';
import {
  collectRefs,
  evaluate,
  parseFormula,
  type FormulaEnv,
  type FormulaValue,
} from '../../../src/core/template/formula';
import { Decimal } from '../../../src/core/money/decimal';

const env = (
  cells: Record<string, string | null>,
  vars: Record<string, FormulaValue | FormulaValue[]> = {},
): FormulaEnv => ({
  ref: (row, col) => cells[`${row ?? 'me'}:${col}`] ?? null,
  range: (kind, key) =>
    Object.entries(cells)
      .filter(([k]) => (kind === 'group' ? k.startsWith(`me:${key}.`) : k.endsWith(`:${key}`)))
      .map(([, v]) => v),
  variable: (n) => vars[n] ?? null,
});
const run = (f: string, cells: Record<string, string | null> = {}, vars = {}) => {
  const v = evaluate(parseFormula(f), env(cells, vars));
  return v instanceof Decimal ? v.toString() : v;
};

describe('formula', () => {
  it('multiplies before adding and keeps decimals exact', () => {
    expect(run('0.1 + 0.2 * 3')).toBe('0.7');
    expect(run('(0.1 + 0.2) * 3')).toBe('0.9');
    expect(run('-[a] - -2', { 'me:a': '5' })).toBe('-3');
  });
  it('quantity × unit price ÷ 10000 gives 万元', () => {
    expect(run('[quantity] * [unitPrice] / 10000', { 'me:quantity': '200', 'me:unitPrice': '1500.5' })).toBe(
      '30.01',
    );
  });
  it('reads another row, a year-group range and a column range', () => {
    const cells = { 'me:years.c1': '1.5', 'me:years.c2': '2.25', 'r2:x': '4', 'me:x': '1' };
    expect(run('[r2:x] + SUM([@years])', cells)).toBe('7.75');
    expect(run('SUM([*:x])', cells)).toBe('5');
  });
  it('treats empty cells as 0 and a division by zero as NULL', () => {
    expect(run('[a] + 1')).toBe('1');
    expect(run('360 / [days]', { 'me:days': '0' })).toBeNull();
    expect(run('IF([days] = 0, NULL, 360 / [days])', { 'me:days': '30' })).toBe('12');
  });
  it('compares select values as text', () => {
    expect(run('IF([m] = "fixed", [a], [b])', { 'me:m': 'fixed', 'me:a': '1', 'me:b': '2' })).toBe('1');
    expect(run('IF([m] <> "fixed", [a], [b])', { 'me:m': 'fixed', 'me:a': '1', 'me:b': '2' })).toBe('2');
  });
  it('SUMPRODUCT pairs a range with an array variable', () => {
    expect(
      run(
        'SUMPRODUCT([@years], $planted) / 10000',
        { 'me:years.c1': '400', 'me:years.c2': '600' },
        { planted: ['1000', '500'] },
      ),
    ).toBe('70');
  });
  it('SUM adds the items of an array variable (a by-year amount), alone or with numbers', () => {
    expect(run('SUM($opReplant)', {}, { opReplant: ['12000', '0', '0.5'] })).toBe('12000.5');
    expect(run('SUM($opReplant, 1) > 12001', {}, { opReplant: ['12000', '0', '0.5'] })).toBe('1');
    expect(run('SUM($none)', {}, {})).toBe('0');
  });
  it('MAX, MIN, ABS', () => {
    expect(run('MAX(1, 3, 2) + MIN(4, -1) + ABS(-2)')).toBe('4');
  });
  it('rejects bad syntax and unknown functions', () => {
    expect(() => parseFormula('1 +')).toThrow();
    expect(() => parseFormula('FOO(1)')).toThrow(/unknown function/);
    expect(() => parseFormula('[a')).toThrow(/unterminated/);
    expect(() => parseFormula('IF(1, 2)')).toThrow(/3 arguments/);
  });
  it('lists the references it reads', () => {
    const refs = collectRefs(parseFormula('[a] + [r:b] * SUM([@y]) + $B'));
    expect(refs.map((r) => r.t)).toEqual(['ref', 'ref', 'range', 'var']);
  });
  it('AT($array) reads the item of the year column being computed, and NULL outside year columns', () => {
    const vars = { planted: ['500', '0', '250'], rate: '630' };
    const at = (yearIndex: number | undefined) => {
      const v = evaluate(parseFormula('IF(AT($planted) > 0, $rate, NULL)'), {
        ...env({}, vars),
        yearIndex,
      });
      return v instanceof Decimal ? v.toString() : v;
    };
    expect([at(0), at(1), at(2), at(undefined)]).toEqual(['630', null, '630', null]);
    expect(() => parseFormula('AT([x])')).not.toThrow();
    expect(() => evaluate(parseFormula('AT([x])'), { ...env({}), yearIndex: 0 })).toThrow(/array variable/);
  });
});
