// Formula variables of a sub-project: $area (建设面积), $planted (当年造林面积), $plantedPrev (the year before's),
// $cumulative (累计造林面积) by construction year, the 树种比例表 rates $seedlingRate / $replantRate, and by
// operating year $opCumulative (累计保存面积) and $opReplant (补植苗木 in 元).
import { Decimal } from '../money/decimal';
import type { FormulaValue } from './formula';
import { findTable, layoutOf } from './rows';
import { storeKey } from './stored';
import type { FieldSource, InstanceContext, StoredValues, TemplateRegistry } from './types';

/** Context variables of formulas, per sub-project ($area, $planted, $cumulative …), supplied by the caller. */
export type VarsFor = (subProjectId: string | null) => Record<string, FormulaValue | FormulaValue[]>;

const dec = (s: string | undefined) =>
  s !== undefined && /^-?\d+(\.\d+)?$/.test(s.trim()) ? new Decimal(s.trim()) : new Decimal(0);

/** The column that feeds a ModelInput species member (the 树种比例表 binding names them, e.g. species[].density). */
function speciesColumn(registry: TemplateRegistry, member: string): string | null {
  const { table } = findTable(registry, registry.species.template, registry.species.table);
  if (table.bind.kind !== 'rows') return null;
  const src = table.bind.fields[member] as FieldSource | readonly FieldSource[] | undefined;
  const first = Array.isArray(src) ? (src as readonly FieldSource[])[0] : (src as FieldSource | undefined);
  return first && 'col' in first ? first.col : null;
}

/**
 * 苗木费 and 补植 per area unit planted (finance-model §3.2): Σ_e 比例_e/100 × 密度_e × (1 + 损耗_e/100) × 单价_e and
 * Σ_e 比例_e/100 × 密度_e × 补植率_e/100 × 单价_e. Times the area planted (÷10⁴) they are the engine's amounts.
 */
export function seedlingRates(
  registry: TemplateRegistry,
  ctx: InstanceContext,
  stored: StoredValues,
  subProjectId: string,
): { seedling: Decimal; replant: Decimal } {
  const ref = registry.species;
  const { table } = findTable(registry, ref.template, ref.table);
  const key = storeKey(ref.template, subProjectId, ref.table);
  const cells = stored[key]?.cells ?? {};
  const col = (m: string) => speciesColumn(registry, m);
  const share = col('sharePct');
  const density = col('density');
  const price = col('seedlingPrice');
  const loss = col('lossPct');
  const replant = col('replantPct');
  const trees = ctx.subProjects.find((s) => s.id === subProjectId)?.trees ?? [];
  let seedling = new Decimal(0);
  let rep = new Decimal(0);
  for (const [id] of layoutOf(table, key, stored, () => trees)) {
    const v = (c: string | null) => (c ? dec(cells[`${id}:${c}`]) : new Decimal(0));
    const perArea = v(share).div(100).times(v(density)).times(v(price));
    seedling = seedling.plus(perArea.times(v(loss).div(100).plus(1)));
    rep = rep.plus(perArea.times(v(replant)).div(100));
  }
  return { seedling, replant: rep };
}

export function plantingVars(
  registry: TemplateRegistry,
  ctx: InstanceContext,
  stored: StoredValues,
): VarsFor {
  const ref = registry.plantingVars;
  // one computation per sub-project: every table of the sub-project asks for the same variables
  const made = new Map<string, ReturnType<VarsFor>>();
  return (subProjectId): ReturnType<VarsFor> => {
    if (!ref || subProjectId === null) return {};
    const hit = made.get(subProjectId);
    if (hit) return hit;
    const v = varsOf(ref, subProjectId);
    made.set(subProjectId, v);
    return v;
  };

  function varsOf(
    ref: NonNullable<TemplateRegistry['plantingVars']>,
    subProjectId: string,
  ): ReturnType<VarsFor> {
    const area = dec(
      stored[storeKey(ref.area.template, subProjectId, ref.area.table)]?.cells[ref.area.cellId],
    );
    const progress = stored[storeKey(ref.progress.template, subProjectId, ref.progress.table)]?.cells ?? {};
    let cum = new Decimal(0);
    const planted: string[] = [];
    const plantedPrev: string[] = [];
    const cumulative: string[] = [];
    for (let t = 1; t <= ctx.B; t++) {
      // a_t = A × 造林进度_t / 100 (finance-model §3.2); CA_t is its running sum.
      const a = area.times(dec(progress[`${ref.progress.row}:${ref.progress.years}.c${t}`])).div(100);
      cum = cum.plus(a);
      plantedPrev.push(planted[t - 2] ?? '0');
      planted.push(a.toString());
      cumulative.push(cum.toString());
    }
    const rates = seedlingRates(registry, ctx, stored, subProjectId);
    // Trees planted in year s are replanted in year s+1 (finance-model §3.2): from year B+1 on that is 营林成本
    // (材料), which the engine adds itself; planting stops after year B, so only year B+1 can carry any.
    const opCumulative: string[] = [];
    const opReplant: string[] = [];
    for (let t = ctx.B + 1; t <= ctx.B + ctx.O; t++) {
      opCumulative.push(cum.toString());
      opReplant.push(t === ctx.B + 1 ? rates.replant.times(planted[ctx.B - 1] ?? '0').toString() : '0');
    }
    return {
      area: area.toString(),
      planted,
      plantedPrev,
      cumulative,
      seedlingRate: rates.seedling.toString(),
      replantRate: rates.replant.toString(),
      opCumulative,
      opReplant,
    };
  }
}
