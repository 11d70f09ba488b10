// Areas and rents of a sub-project as cell references: planted area by year, 苗木费 and 补植, 地租 — shared by the
// investment (planting) and the operating-cost (operations) rules.
import { type FormulaBook, sumOf } from '../book';

/** a_{j,t}: the area planted in construction year t. */
export function plantedIn(b: FormulaBook, j: number, t: number): string {
  if (t < 1 || t > b.B) return '0';
  return `${b.inp(`subProjects/${j}/area`)}*${b.inp(`subProjects/${j}/plantingProgressPct/${t - 1}`)}/100`;
}

/** Σ over species of 比例 × 密度 × factor × 苗木单价: 元 per area unit planted. */
function perPlantedArea(b: FormulaBook, j: number, factor: (e: string) => string): string {
  const sp = b.input.subProjects[j]!;
  if (sp.type !== 0) return '0';
  return `(${sumOf(
    sp.species.map((_, e) => {
      const s = `subProjects/${j}/species/${e}`;
      return `${b.inp(`${s}/sharePct`)}/100*${b.inp(`${s}/density`)}*${factor(s)}*${b.inp(`${s}/seedlingPrice`)}`;
    }),
  )})`;
}

/** 苗木费 of year t: the trees planted plus their 损耗. */
export function seedlingCost(b: FormulaBook, j: number, t: number): string {
  const a = plantedIn(b, j, t);
  return a === '0' ? '0' : `${a}*${perPlantedArea(b, j, (s) => `(1+${b.inp(`${s}/lossPct`)}/100)`)}/10000`;
}

/** 补植 of year t: the 补植率 of the trees planted the year before (operating year B+1 included). */
export function replantCost(b: FormulaBook, j: number, t: number): string {
  const a = plantedIn(b, j, t - 1);
  return a === '0' ? '0' : `${a}*${perPlantedArea(b, j, (s) => `${b.inp(`${s}/replantPct`)}/100`)}/10000`;
}

/** 地租 Rent_t of a type-0/1 sub-project whatever its payment: area × price × (1+g)^⌊(t−1)/k⌋ ÷ 10⁴. */
export function rentOf(b: FormulaBook, j: number, t: number): string {
  const r = `subProjects/${j}/rent`;
  const every = b.inp(`${r}/escalationEveryYears`);
  const steps = `IF(${every}=0,0,INT((${t}-1)/MAX(1,${every})))`;
  return `${b.inp(`${r}/area`)}*${b.inp(`${r}/unitPrice`)}*(1+${b.inp(`${r}/escalationPct`)}/100)^${steps}/10000`;
}

/** k′ of a type-0 sub-project in 营林成本估算表. */
export function forestryIndex(b: FormulaBook, j: number): number {
  return b.input.subProjects.filter((sp, i) => sp.type === 0 && i <= j).length;
}

/** 累计造林面积 CA of a type-0 sub-project in year t: A × Σ 造林进度 up to t. */
export function plantedArea(b: FormulaBook, j: number, t: number): string {
  // operating years: the 营林面积 row of 营林成本估算表 holds it (shorter formulas, one place to audit)
  if (t > b.B && b.has('forestryCost', `${forestryIndex(b, j)}.1`))
    return b.y('forestryCost', `${forestryIndex(b, j)}.1`, t);
  return cumulativePlanting(b, j, t);
}

/** A × Σ 造林进度 of years 1 … min(t, B), from the 录入 cells. */
export function cumulativePlanting(b: FormulaBook, j: number, t: number): string {
  const upTo = Math.min(t, b.B);
  const progress = Array.from({ length: upTo }, (_, i) => b.inp(`subProjects/${j}/plantingProgressPct/${i}`));
  return `${b.inp(`subProjects/${j}/area`)}*(${sumOf(progress)})/100`;
}

/** Annual 地租 of sub-project j in year t (0 when paid in advance, D-7). */
export function annualRent(b: FormulaBook, j: number, t: number): string {
  const sp = b.input.subProjects[j]!;
  if ((sp.type !== 0 && sp.type !== 1) || sp.rent.payment !== 'annual') return '0';
  return rentOf(b, j, t);
}
