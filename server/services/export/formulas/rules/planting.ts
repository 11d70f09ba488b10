// Type-0 planting (finance-model §3.2): planting rows by their area basis, 苗木费 and 补植 from the species table,
// and 林地租金 (annual or one-off prepaid, D-7) — in 项目投资估算表 1.1.k, 2.1 and 营林成本 补植苗木.
import type { PlantingLeafRow } from '../../../../../src/core/engine/model-io-types';
import { type FormulaBook, sumOf } from '../book';
import { annualRent, plantedArea, plantedIn, rentOf, replantCost, seedlingCost } from './area-rent';

/** One planting leaf row's amount in construction year t by its basis (元 per area unit, or 万元 when fixed). */
function plantingRow(b: FormulaBook, j: number, r: number, row: PlantingLeafRow, t: number): string {
  const v = b.inp(`subProjects/${j}/investment/${r}/values/${t - 1}`);
  switch (row.basis) {
    case 'fixed':
      return v;
    case 'plantedThisYear':
      return `${v}*${plantedIn(b, j, t)}/10000`;
    case 'plantedCumulative':
      return `${v}*${plantedArea(b, j, t)}/10000`;
    default:
      return `${v}*${b.inp(`subProjects/${j}/area`)}/10000`;
  }
}

const prepaidRents = new WeakMap<FormulaBook, string>();

/**
 * Σ 一次性预付地租 of the project (D-7): for each sub-project paying in advance, a row of its yearly rents on
 * 审计辅助计算 and their SUM; "0" when none pays in advance.
 */
export function prepaidRent(b: FormulaBook): string {
  const known = prepaidRents.get(b);
  if (known !== undefined) return known;
  const sums = b.input.subProjects.flatMap((sp, j) => {
    if ((sp.type !== 0 && sp.type !== 1) || sp.rent.payment !== 'prepaid') return [];
    const row = b.helper.add(`${sp.name}：一次性预付地租(逐年地租)`, '第1年一次付清各年地租之和', (t) =>
      rentOf(b, j, t),
    );
    return [`SUM(${b.helper.rowRange(row, 1, b.N)})`];
  });
  const total = sumOf(sums);
  prepaidRents.set(b, total);
  return total;
}

export function plantingRules(b: FormulaBook): void {
  const T = 'investEstimate' as const;
  let k = 0;
  b.input.subProjects.forEach((sp, j) => {
    if (sp.type !== 0) return;
    k += 1;
    const nos = sp.investment.map((x) => x.no);
    const leaves = sp.investment
      .map((row, r) => ({ row, r }))
      .filter(
        ({ row }) =>
          'basis' in row &&
          row.basis !== 'autoSeedling' &&
          row.basis !== 'autoReplant' &&
          !nos.some((n) => n.startsWith(`${row.no}.`)),
      ) as { row: PlantingLeafRow; r: number }[];
    b.years(T, `1.1.${k}`, (t) =>
      sumOf([
        ...leaves.map(({ row, r }) => plantingRow(b, j, r, row, t)),
        seedlingCost(b, j, t),
        replantCost(b, j, t),
      ]),
    );
  });
  // 2.1 林地租金: annual rent of the construction years, plus every year's rent paid at once in year 1 (D-7),
  // summed over a row of yearly rents on 审计辅助计算
  const prepaid = b.input.subProjects.flatMap((sp, j) => {
    if ((sp.type !== 0 && sp.type !== 1) || sp.rent.payment !== 'prepaid') return [];
    const row = b.helper.add(`${sp.name}：一次性预付地租(逐年地租)`, '第1年一次付清各年地租之和', (t) =>
      rentOf(b, j, t),
    );
    return [`SUM(${b.helper.rowRange(row, 1, b.N)})`];
  });
  b.years(T, '2.1', (t) =>
    sumOf([...b.input.subProjects.map((_, j) => annualRent(b, j, t)), ...(t === 1 ? prepaid : [])]),
  );
}
