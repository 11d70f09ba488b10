// Formula variables of a sub-project: $area (建设面积), $planted (当年造林面积) and $cumulative (累计造林面积) by construction year.
import { Decimal } from '../money/decimal';
import type { VarsFor } from './instantiate';
import { storeKey } from './stored';
import type { InstanceContext, StoredValues, TemplateRegistry } from './types';

const dec = (s: string | undefined) =>
  s !== undefined && /^-?\d+(\.\d+)?$/.test(s.trim()) ? new Decimal(s.trim()) : new Decimal(0);

export function plantingVars(
  registry: TemplateRegistry,
  ctx: InstanceContext,
  stored: StoredValues,
): VarsFor {
  const ref = registry.plantingVars;
  return (subProjectId): ReturnType<VarsFor> => {
    if (!ref || subProjectId === null) return {};
    const area = dec(
      stored[storeKey(ref.area.template, subProjectId, ref.area.table)]?.cells[ref.area.cellId],
    );
    const progress = stored[storeKey(ref.progress.template, subProjectId, ref.progress.table)]?.cells ?? {};
    let cum = new Decimal(0);
    const planted: string[] = [];
    const cumulative: string[] = [];
    for (let t = 1; t <= ctx.B; t++) {
      // a_t = A × 造林进度_t / 100 (finance-model §3.2); CA_t is its running sum.
      const a = area.times(dec(progress[`${ref.progress.row}:${ref.progress.years}.c${t}`])).div(100);
      cum = cum.plus(a);
      planted.push(a.toString());
      cumulative.push(cum.toString());
    }
    return { area: area.toString(), planted, cumulative };
  };
}
