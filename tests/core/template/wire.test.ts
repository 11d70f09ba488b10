// Template data on the wire: the zod contract accepts what toTemplateData produces; display rules per tab.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { registry } from '../../../schemas';
import { templateDataSchema } from '../../../src/core/contracts/templates';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';
import { instantiateTemplate } from '../../../src/core/template/instantiate';
import { plantingVars } from '../../../src/core/template/vars';
import { displayValue, toTemplateData } from '../../../src/core/template/wire';
import type { ModelInput } from '../../../src/core/engine/model-io-types';

const input = JSON.parse(
  readFileSync(new URL('../../fixtures/tea-garden.input.json', import.meta.url), 'utf8'),
) as ModelInput;

describe('template data wire shape', () => {
  const { ctx, stored } = modelInputToStoredValues(registry, input);
  it.each(registry.templates.map((t) => [t.key, t] as const))(
    '%s validates against the contract',
    (_k, t) => {
      const inst = instantiateTemplate(t, ctx, stored, {
        registry,
        vars: plantingVars(registry, ctx, stored),
      });
      const data = toTemplateData(inst, t.order, 'mu');
      expect(templateDataSchema.parse(data)).toEqual(data);
    },
  );
  it('cell ids are <rowId>:<columnKey> and year headers nest under 建设期 / 运营期', () => {
    const t5 = registry.templates.find((t) => t.key === 'tab5')!;
    const data = toTemplateData(instantiateTemplate(t5, ctx, stored, { registry }), 5, 'mu');
    const table = data.sub_project[0]!.tables[0]!;
    expect(table.cells[0]!['0']!.id).toBe('r1:no');
    const years = table.headers.find((h) => h.key === 'years')!;
    expect(years.children!.map((c) => c.label)).toEqual(['建设期', '运营期']);
    expect(years.children![1]!.children!.map((c) => c.label)[0]).toBe('第3年');
    expect(table.headers.find((h) => h.key === 'basis')!.children!.map((c) => c.label)).toEqual([
      '计价方式',
      '标准(元/亩)',
      '面积(亩)',
      '金额(万元)',
    ]);
  });
  it('shows 2 dp half-up beyond tab 3 and the plain typed number before', () => {
    const cell = { value: '12.345', cell: 'number' as const, editable: true, numeric: true };
    expect(displayValue(cell, true)).toBe('12.35');
    expect(displayValue(cell, false)).toBe('12.345');
    expect(displayValue({ ...cell, value: '-0.001', editable: false, cell: 'computed' }, true)).toBe('0.00');
  });
});

describe('planting variables', () => {
  it('default to the registry sources when the caller passes none (the server path)', () => {
    const { ctx, stored } = modelInputToStoredValues(registry, input);
    const t1 = registry.templates.find((t) => t.key === 'tab1')!;
    const planting = instantiateTemplate(t1, ctx, stored, { registry }).sections.find(
      (s) => s.subProjectId === 'tea',
    )!.tables[0]!;
    // 抚育 600 元/亩 × 累计造林面积 1000 亩 in year 2 ÷ 10⁴ = 60 万元, plus 补植 of the year-1 cohort:
    // 1000 亩 × 3000 株/亩 × 10 % × 0.20 元 ÷ 10⁴ = 6 万元 (finance-model §3.2).
    expect(planting.rows.find((r) => r.label === '抚育')!.cells.total!.value).toBe('66');
  });
});
