// 亩 ↔ 公顷: areas ÷15, per-area values ×15, fixed amounts and per-unit prices untouched, exact both ways.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { registry } from '../../../schemas';
import { convertAreaUnit } from '../../../src/core/template/area-unit';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';
import { storeKey } from '../../../src/core/template/stored';
import { Decimal } from '../../../src/core/money/decimal';
import type { ModelInput } from '../../../src/core/engine/model-io-types';

const input = JSON.parse(
  readFileSync(new URL('../../fixtures/tea-garden.input.json', import.meta.url), 'utf8'),
) as ModelInput;

describe('area unit conversion', () => {
  const { ctx, stored } = modelInputToStoredValues(registry, input);
  const ha = convertAreaUnit(registry, ctx, stored, 'ha');
  const cell = (s: typeof stored, key: string, id: string) => s[key]!.cells[id]!;

  it('divides areas and multiplies per-area values by 15', () => {
    const sp = storeKey('tab0', 'tea', 'subProject');
    expect(new Decimal(cell(ha, sp, 'area:value')).times(15).toString()).toBe('1000');
    expect(cell(ha, sp, 'rentUnitPrice:value')).toBe('750');
    expect(cell(ha, storeKey('tab0', 'tea', 'species'), 's1:density')).toBe('45000');
    expect(cell(ha, storeKey('tab7', 'tea', 'products'), 'leaf:age.a3')).toBe('750');
  });
  it('leaves per-unit prices, fixed amounts and percentages alone', () => {
    const pc = storeKey('tab3', 'tea', 'productionCost');
    expect(cell(ha, pc, 'p14:years.o1')).toBe('3'); // 元/kg
    expect(cell(ha, pc, 'p13:years.o1')).toBe('150'); // 元/亩·年 → 元/公顷·年
    expect(cell(ha, storeKey('tab3', null, 'managementCost'), 'm21:years.o1')).toBe('12'); // 万元/年
    expect(cell(ha, storeKey('tab0', 'tea', 'species'), 's1:sharePct')).toBe('100');
  });
  it('converting back restores every stored value', () => {
    const back = convertAreaUnit(registry, { ...ctx, areaUnit: 'ha' }, ha, 'mu');
    expect(back).toEqual(stored);
  });
  it('any area survives mu → ha → mu at full precision', () => {
    const key = storeKey('tab0', 'tea', 'subProject');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        (whole, cents) => {
          const v = `${whole}.${String(cents).padStart(2, '0')}`;
          const s = structuredClone(stored);
          s[key]!.cells['area:value'] = v;
          const there = convertAreaUnit(registry, ctx, s, 'ha');
          const again = convertAreaUnit(registry, { ...ctx, areaUnit: 'ha' }, there, 'mu');
          return new Decimal(again[key]!.cells['area:value']!).eq(v);
        },
      ),
      { numRuns: 40 },
    );
  });
});
