// Cell checks and table rules: non-numbers, negatives, limits, integer days; sheet cycles are reported.
import { describe, expect, it } from 'vitest';
import {
  checkNumber,
  MSG_NEGATIVE,
  MSG_NOT_INTEGER,
  MSG_NOT_NUMBER,
  MSG_TOO_MANY_DIGITS,
  round2,
} from '../../../src/core/template/validate';
import { CycleError, Sheet } from '../../../src/core/template/sheet';
import { parseFormula } from '../../../src/core/template/formula';
import { Decimal } from '../../../src/core/money/decimal';

describe('cell checks', () => {
  it('accepts plain decimals and refuses anything else with 输入的值必须为数字', () => {
    expect(checkNumber('12.50', undefined)).toBeNull();
    for (const bad of ['1,000', '1e3', 'abc', '1.2.3', ''])
      expect(checkNumber(bad, undefined)).toBe(MSG_NOT_NUMBER);
  });
  it('refuses negatives unless allowed, fractions where integers are required, values above the limit', () => {
    expect(checkNumber('-1', undefined)).toBe(MSG_NEGATIVE);
    expect(checkNumber('-1', { allowNegative: true })).toBeNull();
    expect(checkNumber('30.5', { integer: true })).toBe(MSG_NOT_INTEGER);
    expect(checkNumber('100.01', { max: '100' })).toBe('输入的值不能大于100');
    expect(checkNumber('100', { max: '100' })).toBeNull();
  });
  it('decides sign and integrality as the Decimal value would: −0 is not negative, 30.00 is an integer', () => {
    for (const zero of ['-0', '-0.00', '-000']) expect(checkNumber(zero, undefined)).toBeNull();
    expect(checkNumber('-0.001', undefined)).toBe(MSG_NEGATIVE);
    expect(checkNumber('-10', undefined)).toBe(MSG_NEGATIVE);
    expect(checkNumber('30.00', { integer: true })).toBeNull();
    expect(checkNumber('30', { integer: true })).toBeNull();
    expect(checkNumber('30.001', { integer: true })).toBe(MSG_NOT_INTEGER);
    expect(checkNumber('-2.5', { integer: true, allowNegative: true })).toBe(MSG_NOT_INTEGER);
  });
  it('refuses more than 12 integer digits (the engine limit, D-56), leading zeros and decimals aside', () => {
    expect(MSG_TOO_MANY_DIGITS).toBe('输入的值整数部分不得超过12位');
    expect(checkNumber('1000000000000', undefined)).toBe(MSG_TOO_MANY_DIGITS);
    expect(checkNumber('-1000000000000', { allowNegative: true })).toBe(MSG_TOO_MANY_DIGITS);
    expect(checkNumber('999999999999.999', undefined)).toBeNull();
    expect(checkNumber('0000999999999999', undefined)).toBeNull();
    expect(checkNumber('0.0000000000000001', undefined)).toBeNull();
  });
  it('round₂ is half-up after a 20-dp snap', () => {
    expect(round2(new Decimal('2.345')).toString()).toBe('2.35');
    expect(round2(new Decimal('2.344999999999999999999999')).toString()).toBe('2.35');
  });
});

describe('sheet', () => {
  it('reports a formula cycle with its cells', () => {
    const computed = new Map([
      ['r:a', { kind: 'formula' as const, ast: parseFormula('[b] + 1') }],
      ['r:b', { kind: 'formula' as const, ast: parseFormula('[a] * 2') }],
    ]);
    expect(
      () =>
        new Sheet(
          { rows: ['r'], leafRows: ['r'], yearGroups: new Map(), computed, variable: () => null },
          new Map(),
        ),
    ).toThrow(CycleError);
  });
  it('re-evaluates only what an input reaches, in dependency order', () => {
    const computed = new Map([
      ['r:b', { kind: 'formula' as const, ast: parseFormula('[a] * 2') }],
      ['r:c', { kind: 'formula' as const, ast: parseFormula('[b] + [x]') }],
      ['r:d', { kind: 'formula' as const, ast: parseFormula('[y] + 1') }],
    ]);
    const values = new Map<string, string | null>([
      ['r:a', '1'],
      ['r:x', '10'],
      ['r:y', '5'],
    ]);
    const sheet = new Sheet(
      { rows: ['r'], leafRows: ['r'], yearGroups: new Map(), computed, variable: () => null },
      values,
    );
    sheet.computeAll();
    expect(sheet.values.get('r:c')).toBe('12');
    const changed = sheet.setInputs([['r:a', '2.5']]);
    expect([...changed]).toEqual([
      ['r:b', '5'],
      ['r:c', '15'],
    ]);
  });
});
