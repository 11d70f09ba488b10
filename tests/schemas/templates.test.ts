// Every template schema file is valid: shape, unique ids, formulas parse with no cycles, every input cell is mapped.
import { describe, expect, it } from 'vitest';
import { registry, templateList } from '../../schemas';
import { checkRegistry, checkTemplate, SAMPLE_CONTEXT } from '../../src/core/template/schema-validator';
import { instantiateTemplate } from '../../src/core/template/instantiate';
import type { TemplateSchema } from '../../src/core/template/types';

describe('the input templates', () => {
  it('are listed in tab order (the registry order is the tab order)', () => {
    const byOrder = [...registry.templates].sort((a, b) => a.order - b.order).map((t) => t.key);
    expect(templateList.map((t) => t.key)).toEqual(byOrder);
    expect(templateList.find((t) => t.key === 'tab1')?.template).toBe('建设投资');
  });
  it.each(registry.templates.map((t) => [t.key, t] as const))('%s passes the schema checks', (_k, t) => {
    expect(checkTemplate(t, registry)).toEqual([]);
  });
  it('the registry has unique keys and orders', () => {
    expect(checkRegistry(registry)).toEqual([]);
  });
  it('instantiate every template for every sub-project type with leaf columns keyed by year', () => {
    for (const t of registry.templates) {
      const inst = instantiateTemplate(t, SAMPLE_CONTEXT, {}, { registry });
      for (const s of inst.sections)
        for (const tab of s.tables)
          expect(new Set(tab.columns.map((c) => c.key)).size).toBe(tab.columns.length);
    }
    const tab1 = instantiateTemplate(registry.templates[1]!, SAMPLE_CONTEXT, {}, { registry });
    const build = tab1.sections.find((s) => s.subProjectId === 'sp2')!.tables[0]!;
    expect(build.columns.filter((c) => c.yearGroup === 'years').map((c) => c.key)).toEqual([
      'years.c1',
      'years.c2',
    ]);
    expect(build.name).toBe('厂房');
  });
});

describe('the checker catches broken schemas', () => {
  const base = registry.templates[5]!;
  it('a formula cycle', () => {
    const broken = structuredClone(base) as TemplateSchema;
    const cols = broken.tables[0]!.columns as unknown as { key: string; formula?: string; cell: string }[];
    const total = cols.find((c) => c.key === 'total')!;
    total.formula = '[amount] + [note2]';
    cols.push({ key: 'note2', label: '二倍', cell: 'computed', formula: '[total] * 2' } as never);
    expect(checkTemplate(broken, registry).join()).toMatch(/cycle/);
  });
  it('an unmapped input column and an unknown column in a formula', () => {
    const broken = structuredClone(base) as TemplateSchema;
    const cols = broken.tables[0]!.columns as unknown as object[];
    cols.push({ key: 'extra', label: '多余', cell: 'number' });
    cols.push({ key: 'calc', label: '计算', cell: 'computed', formula: '[nope] * 2' });
    const problems = checkTemplate(broken, registry).join('\n');
    expect(problems).toMatch(/input column extra maps to no ModelInput field/);
    expect(problems).toMatch(/unknown column nope/);
  });
  it('duplicate row ids', () => {
    const broken = structuredClone(registry.templates[3]!) as TemplateSchema;
    const rows = (broken.tables[1]!.rows as unknown as { rows: { id: string }[] }).rows;
    rows[1]!.id = rows[0]!.id;
    expect(checkTemplate(broken, registry).join()).toMatch(/duplicate row id/);
  });
  it('a derived row (tab 2 补植) with a bad condition, an unknown column or a taken id', () => {
    const broken = structuredClone(registry.templates[2]!) as TemplateSchema;
    const rows = broken.tables[0]!.rows as unknown as {
      derived: { id: string; showIf?: string; cells: Record<string, { formula?: string }> }[];
    };
    const d = rows.derived[0]!;
    d.showIf = 'SUM($opReplant >';
    d.cells.total!.formula = '[nope] / 10000';
    d.id = 'r1';
    const problems = checkTemplate(broken, registry).join('\n');
    expect(problems).toMatch(/row r1 showIf/);
    expect(problems).toMatch(/unknown column nope/);
    expect(problems).toMatch(/schemas\/templates\/tab2\.ts › table forestryCost: duplicate row id r1/);
  });
});
