// Whole-number cells (rule.integer: 宽限期, 还款年限) show no decimals where the tab shows 2 dp (issue 16 item 4).
import { describe, expect, it } from 'vitest';
import type { ColDef } from 'ag-grid-community';
import { readFileSync } from 'node:fs';
import { registry } from '../../../schemas';
import { createGridContext } from '../../../src/components/TemplateGrid/grid-context';
import { toColumnDefs } from '../../../src/components/TemplateGrid/to-column-defs';
import { tableInstanceToGrid } from '../../../src/components/TemplateGrid/to-grid-model';
import type { GridRow } from '../../../src/components/TemplateGrid/types';
import type { ModelInput } from '../../../src/core/engine/model-io-types';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';
import { instantiateTemplate } from '../../../src/core/template/instantiate';
import { displayDecimals } from '../../../src/features/entry/tab-nav';

const input = JSON.parse(
  readFileSync(new URL('../../fixtures/tea-garden.input.json', import.meta.url), 'utf8'),
) as ModelInput;

describe('integer cells on a 2 dp tab', () => {
  it('tab 6 shows 宽限期 0 and 还款年限 8, not 0.00 and 8.00', () => {
    const { ctx, stored } = modelInputToStoredValues(registry, input);
    const tab6 = registry.templates.find((t) => t.key === 'tab6')!;
    const table = instantiateTemplate(tab6, ctx, stored, { registry })
      .sections.flatMap((s) => s.tables)
      .find((t) => t.columns.some((c) => c.key === 'graceYears'))!;
    const model = tableInstanceToGrid(table);
    const defs = toColumnDefs(model).flatMap((d) =>
      'children' in d ? d.children : [d],
    ) as ColDef<GridRow>[];
    const context = createGridContext(displayDecimals(tab6.order), false);
    expect(context.decimals).toBe(2);
    const shown = (key: string) => {
      const def = defs.find((d) => d.colId === key)!;
      const format = def.valueFormatter as (p: { data: GridRow; value: unknown; context: unknown }) => string;
      return model.rows.map((r) => format({ data: r, value: r.cells[key]?.value, context }));
    };
    expect(shown('graceYears')).toContain('0');
    expect(shown('years')).toContain('8');
    expect([...shown('graceYears'), ...shown('years')].some((v) => v.includes('.'))).toBe(false);
  });
});
