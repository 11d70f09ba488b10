// 资产负债表, 盈亏平衡分析表 and 主要经济指标一览表: sums and ratios over the other statements.
import { FORMULA_EPS, type FormulaBook, sumOf } from '../book';
import { loanBlocks } from './loan-blocks';

export function balanceSheetRules(b: FormulaBook): void {
  const T = 'balanceSheet' as const;
  const { K } = loanBlocks(b);
  const { B } = b;
  const detailed = b.input.workingCapital.method === 'detailed';
  const wc = (no: string, t: number) => b.y('workingCapital', no, t);
  const y = (no: string, t: number) => b.y(T, no, t);
  b.years(T, '1.1.1', (t) => {
    const cum = b.y('finPlanCash', '5', t);
    if (t <= B) return cum;
    // 现金 item plus the current liabilities current assets do not cover (D-51); ratio method: W itself (D-16)
    return detailed ? `${wc('1.3', t)}+MAX(0,${wc('2', t)}-${wc('1', t)})+${cum}` : `${wc('3', t)}+${cum}`;
  });
  b.years(T, '1.1.2', (t) => (detailed ? wc('1.1', t) : '0'));
  b.years(T, '1.1.3', (t) => (detailed ? wc('1.4', t) : '0'));
  b.years(T, '1.1.4', (t) => (detailed ? wc('1.2', t) : '0'));
  b.years(T, '1.1.5', (t) => b.y('revenueTax', '3.5', t));
  b.years(T, '1.1', (t) => sumOf(['1.1.1', '1.1.2', '1.1.3', '1.1.4', '1.1.5'].map((no) => y(no, t))));
  b.years(T, '1.2', (t) =>
    t <= B ? `${b.sumYears('investEstimate', '4', 1, t)}+${b.sumYears('idc', `${K + 2}.3`, 1, t)}` : '0',
  );
  b.years(T, '1.3', (t) => `${b.y('depreciation', '1.3', t)}+${b.y('depreciation', '2.3', t)}`);
  b.years(T, '1.4', (t) =>
    sumOf(b.rows('depreciation', (no) => /^3\.\d+\.3$/.test(no)).map((no) => b.y('depreciation', no, t))),
  );
  b.years(T, '1.5', (t) => b.y('amortization', '3.3', t));
  b.years(T, '1', (t) => sumOf(['1.1', '1.2', '1.3', '1.4', '1.5'].map((no) => y(no, t))));
  b.years(T, '2.1.1', (t) => b.y('loanPlan', `${K + 2}.5`, t));
  b.years(T, '2.1.2', (t) => (detailed ? wc('2.1', t) : '0'));
  b.years(T, '2.1.3', (t) => (detailed ? wc('2.2', t) : '0'));
  b.years(T, '2.1', (t) => sumOf(['2.1.1', '2.1.2', '2.1.3'].map((no) => y(no, t))));
  b.years(T, '2.2', (t) => sumOf(b.input.financing.loans.map((_, i) => b.y('loanPlan', `${i + 1}.5`, t))));
  b.years(T, '2.3', (t) => b.y('loanPlan', `${K + 1}.5`, t));
  b.years(T, '2.4', (t) => sumOf(['2.1', '2.2', '2.3'].map((no) => y(no, t))));
  b.years(T, '2.5.1', (t) => b.sumYears('funding', '2.1', 1, t));
  b.years(T, '2.5.2', (t) => b.sumYears('funding', '2.3', 1, t));
  b.years(T, '2.5.3', (t) => b.sumYears('profit', '12', B + 1, t));
  b.years(T, '2.5.4', (t) => b.y('profit', '18', t));
  b.years(T, '2.5', (t) => sumOf(['2.5.1', '2.5.2', '2.5.3', '2.5.4'].map((no) => y(no, t))));
  b.years(T, '2', (t) => `${y('2.4', t)}+${y('2.5', t)}`);
  b.years(T, '3', (t) => `IF(ABS(${y('1', t)})>${FORMULA_EPS},${y('2.4', t)}/${y('1', t)}*100,"")`);
  b.years(T, '4', (t) => `IF(${y('2.1', t)}>${FORMULA_EPS},${y('1.1', t)}/${y('2.1', t)}*100,"")`);
  b.years(
    T,
    '5',
    (t) => `IF(${y('2.1', t)}>${FORMULA_EPS},(${y('1.1', t)}-${y('1.1.4', t)})/${y('2.1', t)}*100,"")`,
  );
}

/** Yield row no (k.m) of the project's only product when it is single-product (D-22), else null. */
export function singleProductYieldRow(b: FormulaBook): string | null {
  const withProducts = b.input.subProjects.filter((sp) => sp.products.length > 0);
  const products = b.input.subProjects.reduce((n, sp) => n + sp.products.length, 0);
  const other = b.input.subProjects.reduce((n, sp) => n + sp.otherIncome.length, 0);
  if (products !== 1 || other !== 0 || withProducts.length !== 1) return null;
  const k = b.input.subProjects.filter((sp) => sp.type !== 3).findIndex((sp) => sp === withProducts[0]) + 1;
  return `${k}.1`;
}

export function breakEvenRules(b: FormulaBook): void {
  const T = 'breakEven' as const;
  const y = (no: string, t: number) => b.y(T, no, t);
  b.years(T, '1', (t) => b.y('revenueTax', '1', t));
  b.years(T, '2', (t) => b.y('totalCost', '9.1', t));
  b.years(T, '3', (t) => b.y('revenueTax', '2', t));
  b.years(T, '4', (t) => `${b.y('totalCost', '9', t)}-${b.y('totalCost', '9.1', t)}`);
  b.years(T, '5', (t) => `${y('1', t)}-${y('2', t)}-${y('3', t)}`);
  const margin = (t: number, f: string) => `IF(${y('5', t)}>${FORMULA_EPS},${f},"")`;
  b.years(T, '6', (t) => margin(t, `${y('4', t)}/${y('5', t)}*100`));
  b.years(T, '7', (t) => margin(t, `${y('6', t)}/100*${y('1', t)}`));
  const single = singleProductYieldRow(b);
  if (!single) return;
  const saleable = (t: number) => b.y('yield', `${single}.7`, t);
  b.years(T, '8', (t) => margin(t, `${y('6', t)}/100*${saleable(t)}`));
  b.years(
    T,
    '9',
    (t) =>
      `IF(${saleable(t)}>${FORMULA_EPS},(${y('4', t)}+${y('2', t)}+${y('3', t)})/${saleable(t)}*10000,"")`,
  );
}

export function summaryRules(b: FormulaBook): void {
  const T = 'summary' as const;
  const v = { extra: 'value' } as const;
  const { K } = loanBlocks(b);
  const { B, N, O } = b;
  const set = (no: string, f: string) => b.set(T, no, v, f);
  const s = (no: string) => b.ref(T, no, v) ?? '0';
  const tot = (table: Parameters<FormulaBook['ref']>[0], no: string) => b.ref(table, no, 'total') ?? '0';
  const range = (table: Parameters<FormulaBook['rowRange']>[0], no: string) => b.rowRange(table, no);
  set('1.1', tot('investEstimate', '4'));
  set('1.2', tot('investEstimate', '5'));
  set('1.3', tot('investEstimate', '6'));
  set('1', `${s('1.1')}+${s('1.2')}+${s('1.3')}`);
  set('2', tot('funding', '2.1'));
  set('3.1', sumOf(b.input.financing.loans.map((_, i) => b.y('idc', `${i + 1}.4`, B))));
  set('3.2', `${s('1.3')}*${b.inp('financing/wcLoanPct')}/100`);
  const st = range('loanPlan', `${K + 2}.5`);
  if (st) set('3.3', `MAX(${st})`);
  set('4', tot('funding', '2.3'));
  ['1', '2', '3', '5', '8', '9'].forEach((no, i) => set(`${5 + i}`, `${tot('profit', no)}/${O}`));
  ['8.1', '8.2', '8.3', '8.4', '8.5', '8.6', '8.7', '8.8'].forEach((no, i) =>
    set(`${11 + i}`, tot('projectCash', no)),
  );
  set('19', tot('equityCash', '5.1'));
  set('20', tot('equityCash', '5.2'));
  set('21', `IF(${s('1')}>${FORMULA_EPS},${tot('profit', '19')}/${O}/${s('1')}*100,"")`);
  set('22', `IF(${s('2')}>${FORMULA_EPS},${tot('profit', '9')}/${O}/${s('2')}*100,"")`);
  const ind = `${K + 4}`;
  const lp = (r: string) => b.grid('loanPlan')?.range(`${ind}.${r}`, B + 1, N);
  const minOf = (r: string | null | undefined) => (r ? `MIN(${r})` : null);
  const m23 = minOf(lp('1'));
  const m24 = minOf(lp('2'));
  const m241 = minOf(lp('3'));
  if (m23) set('23', m23);
  if (m24) set('24', m24);
  if (m241) set('24.1', m241);
  const loar = range('balanceSheet', '3');
  if (loar) set('25', `MAX(${loar})`);
  const bepYear = b.output.indicators.bep?.year;
  if (typeof bepYear === 'number') set('26', b.y('breakEven', '6', bepYear));
  const area = sumOf(
    b.input.subProjects.flatMap((sp, j) =>
      sp.type === 0
        ? [b.inp(`subProjects/${j}/area`)]
        : sp.type === 1
          ? [b.inp(`subProjects/${j}/nurseryArea`)]
          : [],
    ),
  );
  const perArea = (f: string) => `IF((${area})>0,${f}*10000/(${area}),"")`;
  set('28', perArea(s('1.1')));
  set('29', perArea(s('5')));
  set('30', perArea(s('8')));
}
