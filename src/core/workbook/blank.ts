// 下载录入模板 · 空白模板: a version's cells with every entered value cleared and its shape kept — the row layout
// of dynamic tables, the row names (label column) they show and the template selects — so the blank workbook has
// the same sheets, rows and columns as the version and imports back into it.
import { buildTemplate } from '../template/instantiate';
import { cellId, cloneStored, setStoredCell } from '../template/stored';
import type { InstanceContext, StoredValues, TemplateRegistry } from '../template/types';

/** `stored` with the editable cells of every table cleared, except the row names of the label column. */
export function blankStored(
  registry: TemplateRegistry,
  ctx: InstanceContext,
  stored: StoredValues,
): StoredValues {
  const out = cloneStored(stored);
  for (const template of registry.templates)
    for (const built of buildTemplate(template, ctx, stored, { registry })) {
      const labelColumn = built.schema.labelColumn ?? 'name';
      const key = built.instance.key;
      for (const row of built.instance.rows)
        for (const [col, cell] of Object.entries(row.cells))
          if (cell.editable && col !== labelColumn) setStoredCell(out, key, cellId(row.id, col), null);
    }
  return out;
}
