// 建设期利息估算表 and 借款还本付息计划表 as year-by-year chains: balance → interest → principal → balance.
import { FORMULA_EPS, type FormulaBook, sumOf } from '../book';
import { deficit, maintenance } from './funding-cash';
import { loanBlocks } from './loan-blocks';

export function idcRules(b: FormulaBook): void {
  const T = 'idc' as const;
  const { K } = loanBlocks(b);
  b.input.financing.loans.forEach((loan, i) => {
    const k = `${i + 1}`;
    const rate = b.inp(`financing/loans/${i}/ratePct`);
    b.years(T, `${k}.1`, (t) => (t === 1 ? '0' : b.y(T, `${k}.4`, t - 1)));
    b.years(T, `${k}.2`, (t) => b.inp(`financing/loans/${i}/drawdowns/${t - 1}`));
    b.years(T, `${k}.3`, (t) => `(${b.y(T, `${k}.1`, t)}+${b.y(T, `${k}.2`, t)}/2)*${rate}/100`);
    b.years(T, `${k}.4`, (t) =>
      sumOf([
        b.y(T, `${k}.1`, t),
        b.y(T, `${k}.2`, t),
        ...(loan.idcTreatment === 'capitalize' ? [b.y(T, `${k}.3`, t)] : []),
      ]),
    );
  });
  b.years(T, `${K + 1}`, () => '0');
  for (const r of ['1', '2', '3', '4'])
    b.years(T, `${K + 2}.${r}`, (t) =>
      sumOf(b.input.financing.loans.map((_, i) => b.y(T, `${i + 1}.${r}`, t))),
    );
}

/** Principal of year t of loan i by its repayment method (model-io §2.7, D-9; finance repayment.ts). */
function principal(b: FormulaBook, i: number, t: number, open: string): string {
  const loan = b.input.financing.loans[i]!;
  const r = loan.repayment;
  const base = `financing/loans/${i}/repayment`;
  const t0 = b.inp(`${base}/startYear`);
  const g = b.inp(`${base}/graceYears`);
  const n = b.inp(`${base}/years`);
  const P = b.y('idc', `${i + 1}.4`, b.B);
  const rate = b.inp(`financing/loans/${i}/ratePct`);
  const first = `(${t0}+${g})`;
  const last = `(${t0}+${g}+${n}-1)`;
  let due: string;
  if (r.method === 'annuity')
    due = `-PMT(${rate}/100,${n},${P})-${open}*${rate}/100`; // 等额本息: instalment A minus the year's interest
  else if (r.method === 'equalPrincipal') due = `${P}/${n}`;
  else {
    const k = t - (r.startYear + r.graceYears);
    due = k >= 0 && k < r.years - 1 ? `MIN(${b.inp(`${base}/customPrincipal/${k}`)},${open})` : '0';
  }
  return `IF(${t}=${last},${open},IF(AND(${t}>=${first},${t}<${last}),${due},0))`;
}

export function loanPlanRules(b: FormulaBook): void {
  const T = 'loanPlan' as const;
  const { K } = loanBlocks(b);
  const { B, N } = b;
  const prev = (no: string, t: number) => (t === 1 ? '0' : b.y(T, no, t - 1));
  b.input.financing.loans.forEach((loan, i) => {
    const k = `${i + 1}`;
    const rate = b.inp(`financing/loans/${i}/ratePct`);
    const equityPaid = loan.idcTreatment !== 'capitalize';
    b.years(T, `${k}.1`, (t) => prev(`${k}.5`, t));
    b.years(T, `${k}.2`, (t) => (t <= B ? b.y('idc', `${k}.2`, t) : '0'));
    b.years(T, `${k}.3`, (t) => (t <= B ? b.y('idc', `${k}.3`, t) : `${b.y(T, `${k}.1`, t)}*${rate}/100`));
    b.years(T, `${k}.4.1`, (t) => (t <= B ? '0' : principal(b, i, t, b.y(T, `${k}.1`, t))));
    b.years(T, `${k}.4.2`, (t) => (t <= B ? (equityPaid ? b.y(T, `${k}.3`, t) : '0') : b.y(T, `${k}.3`, t)));
    b.years(T, `${k}.4`, (t) => `${b.y(T, `${k}.4.1`, t)}+${b.y(T, `${k}.4.2`, t)}`);
    b.years(T, `${k}.5`, (t) =>
      t <= B ? b.y('idc', `${k}.4`, t) : `${b.y(T, `${k}.1`, t)}-${b.y(T, `${k}.4.1`, t)}`,
    );
  });
  // 流动资金借款: WL_t = ρ × W_t, drawn as it grows, repaid as it shrinks and wholly at N.
  const w = `${K + 1}`;
  const rho = b.inp('financing/wcLoanPct');
  const iw = b.inp('financing/wcLoanRatePct');
  const wd = (t: number) => b.y('funding', '2.2.3', t);
  b.years(T, `${w}.1`, (t) => prev(`${w}.5`, t));
  b.years(T, `${w}.2`, (t) => `MAX(0,${wd(t)})`);
  b.years(T, `${w}.3`, (t) => `${b.y('workingCapital', '3', t)}*${rho}/100*${iw}/100`);
  b.years(T, `${w}.4.1`, (t) =>
    t === N ? `MAX(0,-${wd(t)})+${b.y('workingCapital', '3', t)}*${rho}/100` : `MAX(0,-${wd(t)})`,
  );
  b.years(T, `${w}.4.2`, (t) => b.y(T, `${w}.3`, t));
  b.years(T, `${w}.4`, (t) => `${b.y(T, `${w}.4.1`, t)}+${b.y(T, `${w}.4.2`, t)}`);
  b.years(T, `${w}.5`, (t) => `${b.y(T, `${w}.1`, t)}+${b.y(T, `${w}.2`, t)}-${b.y(T, `${w}.4.1`, t)}`);
  // 短期借款: a deficit is borrowed at the end of year t and repaid, with a year's interest, in t+1.
  const s = `${K + 2}`;
  const is = b.inp('financing/shortTermRatePct');
  const stPolicy = b.input.financing.deficitPolicy === 'shortTermLoan';
  b.years(T, `${s}.1`, (t) => prev(`${s}.5`, t));
  b.years(T, `${s}.2`, (t) => (stPolicy ? deficit(b, t) : '0'));
  b.years(T, `${s}.3`, (t) => `${b.y(T, `${s}.1`, t)}*${is}/100`);
  b.years(T, `${s}.4.1`, (t) => b.y(T, `${s}.1`, t));
  b.years(T, `${s}.4.2`, (t) => b.y(T, `${s}.3`, t));
  b.years(T, `${s}.4`, (t) => `${b.y(T, `${s}.4.1`, t)}+${b.y(T, `${s}.4.2`, t)}`);
  b.years(T, `${s}.5`, (t) => b.y(T, `${s}.2`, t));
  const all = `${K + 3}`;
  for (const r of ['1', '2', '3', '4', '4.1', '4.2', '5'])
    b.years(T, `${all}.${r}`, (t) =>
      sumOf(Array.from({ length: K + 2 }, (_, j) => b.y(T, `${j + 1}.${r}`, t))),
    );
  // 计算指标: ICR, DSCR (D-20) and DSCR without short-term loans (D-39), where the denominator is > ε.
  const ind = `${K + 4}`;
  const ltPrincipal = (t: number) => sumOf(b.input.financing.loans.map((_, i) => b.y(T, `${i + 1}.4.1`, t)));
  const ltInterest = (t: number) => sumOf(b.input.financing.loans.map((_, i) => b.y(T, `${i + 1}.3`, t)));
  const ratio = (num: string, den: string) => `IF(${den}>${FORMULA_EPS},(${num})/(${den}),"")`;
  const cover = (t: number) => `${b.y('profit', '20', t)}-${b.y('profit', '8', t)}-(${maintenance(b, t)})`;
  b.years(T, `${ind}.1`, (t) => (t <= B ? null : ratio(b.y('profit', '19', t), b.y('totalCost', '8', t))));
  b.years(T, `${ind}.2`, (t) =>
    t <= B ? null : ratio(cover(t), sumOf([ltPrincipal(t), b.y(T, `${s}.4.1`, t), b.y('totalCost', '8', t)])),
  );
  b.years(T, `${ind}.3`, (t) =>
    t <= B ? null : ratio(cover(t), sumOf([ltPrincipal(t), ltInterest(t), b.y(T, `${w}.3`, t)])),
  );
}
