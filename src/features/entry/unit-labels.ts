// {unit} in row labels (建设面积({unit}), 元/{unit}·年) replaced by the version's area unit 亩 / 公顷 for display.
import { unitLabel } from '../../core/template/columns';
import type { TableInstance } from '../../core/template/types';

const HAS_UNIT = '{unit}';

/**
 * Column headers are replaced when the template is instantiated; row labels and fixed text cells (the 项目
 * column of form tables) still carry the placeholder, so the screen replaces them. Unchanged tables are
 * returned as they are (the grid keeps its state when its model object stays the same).
 */
export function withUnitLabels(t: TableInstance, areaUnit: 'mu' | 'ha'): TableInstance {
  const touched = t.rows.some(
    (r) =>
      r.label.includes(HAS_UNIT) ||
      Object.values(r.cells).some((c) => !c.editable && c.value?.includes(HAS_UNIT)),
  );
  if (!touched) return t;
  return {
    ...t,
    rows: t.rows.map((r) => ({
      ...r,
      label: unitLabel(r.label, areaUnit),
      cells: Object.fromEntries(
        Object.entries(r.cells).map(([k, c]) => [
          k,
          !c.editable && !c.numeric && c.value?.includes(HAS_UNIT)
            ? { ...c, value: unitLabel(c.value, areaUnit) }
            : c,
        ]),
      ),
    })),
  };
}
