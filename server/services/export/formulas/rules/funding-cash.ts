// 资金筹措表, 财务计划现金流量表, 项目投资 and 资本金现金流量表: references to the schedules and the year loop's chain.
import type { SubsidyLeafRow } from '../../../../../src/core/engine/model-io-types';
import { FORMULA_EPS, type FormulaBook, sumOf } from '../book';
import { loanBlocks } from './loan-blocks';

/** Leaves of the subsidy list with their input index (group rows carry no `nature`). */
export function subsidyLeaves(b: FormulaBook, nature: 'investment' | 'operating'): number[] {
  return b.input.subsidies
    .map((s, i) => ({ s: s as Partial<SubsidyLeafRow>, i }))
    .filter(({ s }) => s.nature === nature)
    .map(({ i }) => i);
}

/** Σ of entered year values (subsidies: all-year arrays; maintenance: operating arrays). */
export function enteredSum(b: FormulaBook, paths: readonly string[]): string {
  return sumOf(paths.map((p) => b.inp(p)));
}

/** 维持运营投资 of project year t: Σ of the maintenance rows' entered amounts. */
export function maintenance(b: FormulaBook, t: number): string {
  if (t <= b.B) return '0';
  return enteredSum(
    b,
    b.input.maintenance.map((_, i) => `maintenance/${i}/values/${t - b.B - 1}`),
  );
}

/** 补贴收入 (operating subsidies) of year t. */
export function operatingSubsidy(b: FormulaBook, t: number): string {
  return enteredSum(
    b,
    subsidyLeaves(b, 'operating').map((i) => `subsidies/${i}/values/${t - 1}`),
  );
}

/** Planned 资本金 of year t (funding 2.1.1 + 2.1.2 + 2.1.3, before any top-up). */
const planned = (b: FormulaBook, t: number) =>
  sumOf(['2.1.1', '2.1.2', '2.1.3'].map((no) => b.y('funding', no, t)));

/**
 * 累计盈余资金 of t−1 plus year t's cash before dividends (财务计划现金流量 without 短期借款, 追加资本金 and 应付利润):
 * the sign of this decides the dividend cap and the deficit financed in year t (finance-model §3.12).
 */
export function cashBeforeDividend(b: FormulaBook, t: number): string {
  const f = (no: string) => b.y('finPlanCash', no, t);
  const terms = [
    f('1'),
    f('2'),
    planned(b, t),
    f('3.1.2'),
    f('3.1.3'),
    f('3.1.6'),
    `-${f('3.2.1')}`,
    `-${f('3.2.2')}`,
  ];
  if (t > 1) terms.unshift(b.y('finPlanCash', '5', t - 1));
  return terms.join('+').replace(/\+-/g, '-');
}

/** The deficit of year t (short-term loan or 追加资本金): −(cash after dividends) when below −ε. */
export function deficit(b: FormulaBook, t: number): string {
  const c = `(${cashBeforeDividend(b, t)}-${b.y('profit', '16', t)})`;
  return `IF(${c}<-${FORMULA_EPS},-${c},0)`;
}

export function fundingRules(b: FormulaBook): void {
  const T = 'funding' as const;
  const loans = loanBlocks(b);
  const idcTotal = `${loans.K + 2}`;
  const equityPolicy = b.input.financing.deficitPolicy === 'equity';
  const inv = subsidyLeaves(b, 'investment');
  const rho = b.inp('financing/wcLoanPct');
  b.years(T, '1.1', (t) => b.y('investEstimate', '4', t));
  b.years(T, '1.2', (t) => b.y('idc', `${idcTotal}.3`, t));
  b.years(T, '1.3', (t) => b.y('workingCapital', '4', t));
  b.years(T, '1', (t) => sumOf(['1.1', '1.2', '1.3'].map((no) => b.y(T, no, t))));
  b.input.financing.loans.forEach((_, k) => b.years(T, `2.2.1.${k + 1}`, (t) => b.y('idc', `${k + 1}.2`, t)));
  b.years(T, '2.2.1', (t) => sumOf(b.input.financing.loans.map((_, k) => b.y(T, `2.2.1.${k + 1}`, t))));
  const idcOf = (capitalize: boolean, t: number) =>
    sumOf(
      b.input.financing.loans
        .map((l, k) => ({ l, k }))
        .filter(({ l }) => (l.idcTreatment === 'capitalize') === capitalize)
        .map(({ k }) => b.y('idc', `${k + 1}.3`, t)),
    );
  b.years(T, '2.2.2', (t) => idcOf(true, t));
  b.years(T, '2.2.3', (t) => (t > b.B ? `${b.y(T, '1.3', t)}*${rho}/100` : '0'));
  b.years(T, '2.2', (t) => sumOf(['2.2.1', '2.2.2', '2.2.3'].map((no) => b.y(T, no, t))));
  inv.forEach((i, k) => b.years(T, `2.3.${k + 1}`, (t) => b.inp(`subsidies/${i}/values/${t - 1}`)));
  b.years(T, '2.3', (t) => sumOf(inv.map((_, k) => b.y(T, `2.3.${k + 1}`, t))));
  b.years(T, '2.1.1', (t) => `${b.y(T, '1.1', t)}-${b.y(T, '2.2.1', t)}-${b.y(T, '2.3', t)}`);
  b.years(T, '2.1.2', (t) => `${b.y(T, '1.3', t)}-${b.y(T, '2.2.3', t)}`);
  b.years(T, '2.1.3', (t) => idcOf(false, t));
  b.years(T, '2.1.4', (t) => (equityPolicy ? deficit(b, t) : '0'));
  b.years(T, '2.1', (t) => sumOf(['2.1.1', '2.1.2', '2.1.3', '2.1.4'].map((no) => b.y(T, no, t))));
  b.years(T, '2', (t) => sumOf(['2.1', '2.2', '2.3'].map((no) => b.y(T, no, t))));
}

export function finPlanCashRules(b: FormulaBook): void {
  const T = 'finPlanCash' as const;
  const { K } = loanBlocks(b);
  const links: [string, (t: number) => string][] = [
    ['1.1.1', (t) => b.y('revenueTax', '1', t)],
    ['1.1.2', (t) => b.y('revenueTax', '3.1', t)],
    ['1.1.3', (t) => b.y('profit', '4', t)],
    ['1.1.4', () => '0'],
    ['1.2.1', (t) => b.y('totalCost', '5', t)],
    ['1.2.2', (t) => b.y('revenueTax', '3.2', t)],
    ['1.2.3', (t) => b.y('revenueTax', '2', t)],
    ['1.2.4', (t) => b.y('revenueTax', '3.4', t)],
    ['1.2.5', (t) => b.y('profit', '8', t)],
    ['1.2.6', () => '0'],
    ['2.1', () => '0'],
    ['2.2.1', (t) => b.y('investEstimate', '4', t)],
    ['2.2.2', (t) => maintenance(b, t)],
    ['2.2.3', (t) => b.y('workingCapital', '4', t)],
    ['2.2.4', () => '0'],
    ['3.1.1', (t) => b.y('funding', '2.1', t)],
    ['3.1.2', (t) => b.y('funding', '2.2.1', t)],
    ['3.1.3', (t) => b.y('loanPlan', `${K + 1}.2`, t)],
    ['3.1.4', () => '0'],
    ['3.1.5', (t) => b.y('loanPlan', `${K + 2}.2`, t)],
    ['3.1.6', (t) => b.y('funding', '2.3', t)],
    ['3.2.1', (t) => b.y('loanPlan', `${K + 3}.4.2`, t)],
    ['3.2.2', (t) => b.y('loanPlan', `${K + 3}.4.1`, t)],
    ['3.2.3', (t) => b.y('profit', '17', t)],
    ['3.2.4', () => '0'],
  ];
  for (const [no, f] of links) b.years(T, no, f);
  const sums: [string, string[]][] = [
    ['1.1', ['1.1.1', '1.1.2', '1.1.3', '1.1.4']],
    ['1.2', ['1.2.1', '1.2.2', '1.2.3', '1.2.4', '1.2.5', '1.2.6']],
    ['2.2', ['2.2.1', '2.2.2', '2.2.3', '2.2.4']],
    ['3.1', ['3.1.1', '3.1.2', '3.1.3', '3.1.4', '3.1.5', '3.1.6']],
    ['3.2', ['3.2.1', '3.2.2', '3.2.3', '3.2.4']],
  ];
  for (const [no, parts] of sums) b.years(T, no, (t) => sumOf(parts.map((p) => b.y(T, p, t))));
  b.years(T, '1', (t) => `${b.y(T, '1.1', t)}-${b.y(T, '1.2', t)}`);
  b.years(T, '2', (t) => `${b.y(T, '2.1', t)}-${b.y(T, '2.2', t)}`);
  b.years(T, '3', (t) => `${b.y(T, '3.1', t)}-${b.y(T, '3.2', t)}`);
  b.years(T, '4', (t) => sumOf(['1', '2', '3'].map((p) => b.y(T, p, t))));
  b.years(T, '5', (t) => (t === 1 ? b.y(T, '4', t) : `${b.y(T, '5', t - 1)}+${b.y(T, '4', t)}`));
}

/** Rows shared by 项目投资 and 资本金现金流量表 (1.1 … 1.4 and the cash-flow arithmetic). */
export function projectCashRules(b: FormulaBook): void {
  const T = 'projectCash' as const;
  const N = b.N;
  const atN = (t: number, f: () => string) => (t === N ? f() : '0');
  b.years(T, '1.1', (t) => b.y('revenueTax', '1', t));
  b.years(T, '1.2', (t) => b.y('profit', '4', t));
  b.years(T, '1.3.1', (t) =>
    atN(t, () =>
      sumOf([b.y('depreciation', '1.3', N), b.y('depreciation', '2.3', N), b.y('amortization', '3.3', N)]),
    ),
  );
  b.years(T, '1.3.2', (t) => atN(t, () => sumOf(bioResidual(b))));
  b.years(T, '1.3', (t) => `${b.y(T, '1.3.1', t)}+${b.y(T, '1.3.2', t)}`);
  b.years(T, '1.4', (t) => atN(t, () => b.y('workingCapital', '3', N)));
  b.years(T, '1', (t) => sumOf(['1.1', '1.2', '1.3', '1.4', '1.5'].map((no) => b.y(T, no, t))));
  b.years(T, '2.1', (t) => b.y('investEstimate', '4', t));
  b.years(T, '2.2', (t) => b.y('workingCapital', '4', t));
  b.years(T, '2.3', (t) => b.y('totalCost', '5', t));
  b.years(T, '2.4', (t) => b.y('revenueTax', '2', t));
  b.years(T, '2.5', (t) => maintenance(b, t));
  b.years(T, '2', (t) => sumOf(['2.1', '2.2', '2.3', '2.4', '2.5'].map((no) => b.y(T, no, t))));
  b.years(T, '3', (t) => `${b.y(T, '1', t)}-${b.y(T, '2', t)}`);
  b.years(T, '4', (t) => (t === 1 ? b.y(T, '3', t) : `${b.y(T, '4', t - 1)}+${b.y(T, '3', t)}`));
  b.years(T, '6', (t) => `${b.y(T, '3', t)}-${b.y(T, '5', t)}`);
  b.years(T, '7', (t) => (t === 1 ? b.y(T, '6', t) : `${b.y(T, '7', t - 1)}+${b.y(T, '6', t)}`));
}

/** 林木资产余值 at N: per type-0/1 sub-project its 评估值 where entered, else its net book value (D-27). */
function bioResidual(b: FormulaBook): string[] {
  const terms: string[] = [];
  let k = 0;
  b.input.subProjects.forEach((sp, j) => {
    if (sp.type !== 0 && sp.type !== 1) return;
    k += 1;
    const tv = sp.bioAsset.terminalValue;
    terms.push(
      tv !== null && tv !== undefined
        ? b.inp(`subProjects/${j}/bioAsset/terminalValue`)
        : b.y('depreciation', `3.${k}.3`, b.N),
    );
  });
  return terms;
}

export function equityCashRules(b: FormulaBook): void {
  const T = 'equityCash' as const;
  const { K } = loanBlocks(b);
  for (const no of ['1.1', '1.2', '1.3', '1.3.1', '1.3.2', '1.4'])
    b.years(T, no, (t) => b.y('projectCash', no, t));
  b.years(T, '1.5', (t) => b.y('loanPlan', `${K + 2}.2`, t));
  b.years(T, '1.6', (t) => b.y('projectCash', '1.5', t));
  b.years(T, '1', (t) => sumOf(['1.1', '1.2', '1.3', '1.4', '1.5', '1.6'].map((no) => b.y(T, no, t))));
  b.years(T, '2.1', (t) => b.y('funding', '2.1', t));
  b.years(T, '2.2', (t) => {
    const repaid = b.y('loanPlan', `${K + 3}.4.1`, t);
    return t === b.N ? `${repaid}+${b.y('loanPlan', `${K + 2}.5`, t)}` : repaid;
  });
  b.years(T, '2.3', (t) => b.y('totalCost', '8', t));
  b.years(T, '2.4', (t) => b.y('totalCost', '5', t));
  b.years(T, '2.5', (t) => b.y('revenueTax', '2', t));
  b.years(T, '2.6', (t) => b.y('profit', '8', t));
  b.years(T, '2.7', (t) => maintenance(b, t));
  b.years(T, '2', (t) => sumOf(['2.1', '2.2', '2.3', '2.4', '2.5', '2.6', '2.7'].map((no) => b.y(T, no, t))));
  b.years(T, '3', (t) => `${b.y(T, '1', t)}-${b.y(T, '2', t)}`);
  b.years(T, '4', (t) => (t === 1 ? b.y(T, '3', t) : `${b.y(T, '4', t - 1)}+${b.y(T, '3', t)}`));
}
