// Generic income and cost lines (ModelInput incomeLines / costLines, per sub-project and project level): amounts
// in 万元 per operating year that a template computes itself (碳汇收益 = 数量 × 单价), so a new line needs no engine code.
import type { CostLine, IncomeLine, ModelInput, SubProject } from './model-io-types';
import { type Decimal, type Series, times, zeros } from './num';

/**
 * A sub-project's generic income lines are other income (其他营业收入) to the engine: the same revenue, output VAT,
 * tax allocation and table rows. The folded sub-project is a copy; the input stays as it was.
 */
export function foldIncomeLines(sp: SubProject): SubProject {
  const lines = sp.incomeLines ?? [];
  if (lines.length === 0) return sp;
  return {
    ...sp,
    otherIncome: [
      ...sp.otherIncome,
      ...lines.map((l) => ({
        name: l.name,
        vatPct: l.vatPct,
        values: l.values,
        ...(l.note === undefined ? {} : { note: l.note }),
      })),
    ],
  };
}

/** What a line needs of the prepared input (a structural slice of Prepared, so prep.ts can import this file). */
interface Periods {
  B: number;
  O: number;
  N: number;
  decs: (a: readonly (string | null | undefined)[] | undefined, n: number) => Decimal[];
}

/** A line's operating-year amounts on the N-year axis, times the sensitivity factor k (null = 1). */
export function lineSeries(p: Periods, line: IncomeLine | CostLine, k: Decimal | null): Series {
  const a = zeros(p.N);
  const vals = p.decs(line.values, p.O);
  for (let t = p.B + 1; t <= p.N; t++) {
    const v = vals[t - p.B - 1]!;
    if (!v.isZero()) a[t - 1] = k ? times(v, k) : v;
  }
  return a;
}

type Emit = (code: string, path: string, text: string) => void;

/** Year-array lengths and rates of every generic line (they stop the later rules as the other lengths do). */
export function checkGenericLines(input: ModelInput, emit: Emit): void {
  const O = input.meta.O;
  const check = (lines: readonly (IncomeLine | CostLine)[] | undefined, base: string) =>
    (lines ?? []).forEach((l, i) => {
      if (l.values.length !== O)
        emit(
          'E_ARRAY_LENGTH',
          `${base}/${i}/values`,
          `“${l.name}”的运营期数组应有${O}个年份数值，实际为${l.values.length}个`,
        );
      if ('inputVatPct' in l && Number(l.inputVatPct) > 100)
        emit('E_PERCENT_RANGE', `${base}/${i}/inputVatPct`, '进项税率应在0–100%之间');
    });
  input.subProjects.forEach((sp, j) => {
    check(sp.incomeLines, `/subProjects/${j}/incomeLines`);
    check(sp.costLines, `/subProjects/${j}/costLines`);
  });
  check(input.incomeLines, '/incomeLines');
  check(input.costLines, '/costLines');
}
