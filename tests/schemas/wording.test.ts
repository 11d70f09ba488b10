// One wording per notion across tabs: the per-unit cost method reads the same in 营林成本 and 生产成本 (issue 16 item 6).
import { describe, expect, it } from 'vitest';
import { registry } from '../../schemas';
import type { ColumnSchema } from '../../src/core/template/types';

/** Label of every `method` select's option `value`, by tab. */
function methodLabels(value: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const visit = (tab: string, cols: readonly ColumnSchema[]) => {
    for (const c of cols) {
      if (c.kind === 'group') visit(tab, c.children);
      else if (c.kind !== 'years' && c.key === 'method' && c.options?.kind === 'static')
        for (const o of c.options.options) if (o.value === value) (out[tab] ??= []).push(o.label);
    }
  };
  for (const t of registry.templates) for (const table of t.tables) visit(t.label, table.columns);
  return out;
}

describe('wording', () => {
  it('the per-unit method is 元/单位产量 × 产量 wherever a cost is priced per unit of output', () => {
    const labels = methodLabels('perUnit');
    expect(Object.keys(labels)).toEqual(expect.arrayContaining(['营林成本', '成本费用与流动资金']));
    expect(new Set(Object.values(labels).flat())).toEqual(new Set(['元/单位产量 × 产量']));
  });
});
