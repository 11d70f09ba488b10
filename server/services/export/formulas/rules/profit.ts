// 利润与利润分配表: the return's order (D-12) — 所得减免, then the five-year FIFO loss ledger kept on 审计辅助计算 —
// then 盈余公积 (D-18) and dividends capped by cash (D-19); 调整所得税 repeats the ledger on EBIT.
import type { Decimal } from 'decimal.js';
import { FORMULA_EPS, type FormulaBook } from '../book';
import { cashBeforeDividend, operatingSubsidy } from './funding-cash';
import { loanBlocks } from './loan-blocks';

const CARRY_YEARS = 5;

/**
 * Builds the loss ledger of one tax base on the helper sheet: X_t, 所得减免 E_t, room_t = X − E when X > ε, and
 * one row per possible loss year s holding the loss still open after each year t = s … s+5 (oldest used first).
 * Returns the formula of 弥补以前年度亏损 for year t.
 */
function lossLedger(
  b: FormulaBook,
  title: string,
  base: (t: number) => string,
  exemption: (t: number) => string,
): { offset: (t: number) => string; base: (t: number) => string } {
  const h = b.helper;
  const { B, N } = b;
  const op = (t: number) => t > B;
  const xRow = h.add(`${title}：纳税调整后所得 X`, 'X_t', (t) => (op(t) ? base(t) : null));
  const eRow = h.add(`${title}：所得减免`, 'E_t', (t) => (op(t) ? exemption(t) : null));
  const X = (t: number) => h.ref(xRow, t);
  const roomRow = h.add(`${title}：可用于弥补亏损的所得`, 'X − E（X > ε 时）', (t) =>
    op(t) ? `IF(${X(t)}>${FORMULA_EPS},${X(t)}-${h.ref(eRow, t)},0)` : null,
  );
  const firstLoss = roomRow + 1;
  const lossRow = (s: number) => firstLoss + (s - B - 1);
  /** Losses of years max(B+1, t−5) … last still open at the end of t−1 (a column range), or null if none. */
  const liveRange = (t: number, last: number) => {
    const from = Math.max(B + 1, t - CARRY_YEARS);
    return from <= last ? h.columnRange(lossRow(from), lossRow(last), t - 1) : null;
  };
  for (let s = B + 1; s <= N; s++) {
    h.add(`${title}：第${s}年亏损余额`, '当年亏损，逐年先弥补最早的，5年后失效', (t) => {
      if (t < s || t > Math.min(N, s + CARRY_YEARS)) return null;
      if (t === s) return `IF(${X(s)}<-${FORMULA_EPS},-${X(s)},0)`;
      const prev = h.ref(lossRow(s), t - 1);
      const older = liveRange(t, s - 1);
      const need = older ? `MAX(0,${h.ref(roomRow, t)}-SUM(${older}))` : h.ref(roomRow, t);
      return `${prev}-MIN(${prev},${need})`;
    });
  }
  return {
    base: X,
    offset: (t) => {
      const avail = liveRange(t, t - 1);
      return avail ? `MIN(${h.ref(roomRow, t)},SUM(${avail}))` : '0';
    },
  };
}

export function profitRules(b: FormulaBook): void {
  const T = 'profit' as const;
  const { B } = b;
  const { K } = loanBlocks(b);
  const tau = b.inp('meta/citRatePct');
  const y = (no: string, t: number) => b.y(T, no, t);
  b.years(T, '1', (t) => b.y('revenueTax', '1', t));
  b.years(T, '2', (t) => b.y('revenueTax', '2', t));
  b.years(T, '3', (t) => b.y('totalCost', '9', t));
  b.years(T, '4', (t) => operatingSubsidy(b, t));
  b.years(T, '4.1', (t) => y('4', t));
  b.years(T, '5', (t) => `${y('1', t)}-${y('2', t)}-${y('3', t)}+${y('4', t)}`);
  const nonTaxable = (t: number) => (b.has(T, '4.1') ? `-${y('4.1', t)}` : '');
  const noExemption = b.input.subProjects.every((sp) => sp.taxPreference === 'none');
  if (noExemption) b.years(T, '5.1', () => '0');
  const ledger = lossLedger(
    b,
    '所得税',
    (t) => `${y('5', t)}${nonTaxable(t)}`,
    (t) => y('5.1', t),
  );
  b.years(T, '6', (t) => `IF(${ledger.base(t)}>${FORMULA_EPS},${ledger.offset(t)},0)`);
  b.years(
    T,
    '7',
    (t) => `IF(${ledger.base(t)}>${FORMULA_EPS},${ledger.base(t)}-${y('5.1', t)}-${y('6', t)},0)`,
  );
  b.years(T, '8', (t) => `${y('7', t)}*${tau}/100`);
  b.years(T, '9', (t) => `${y('5', t)}-${y('8', t)}`);
  b.years(T, '10', (t) => (t === B + 1 ? '0' : y('18', t - 1)));
  b.years(T, '11', (t) => `${y('9', t)}+${y('10', t)}`);
  // 法定盈余公积 = min(base × rate, cap × 资本金 so far − reserves so far)⁺, base = (min(净利润, 可供分配))⁺ (D-18)
  const rate = b.inp('meta/reserveRatePct');
  const cap = b.inp('meta/reserveCapPct');
  b.years(T, '12', (t) => {
    const equitySoFar = `${b.sumYears('funding', '2.1', 1, t)}-${b.y('funding', '2.1.4', t)}`;
    const reservesSoFar = b.sumYears(T, '12', B + 1, t - 1);
    return `MAX(0,MIN(MAX(0,MIN(${y('9', t)},${y('11', t)}))*${rate}/100,${cap}/100*(${equitySoFar})-${reservesSoFar}))`;
  });
  b.years(T, '13', (t) => `${y('11', t)}-${y('12', t)}`);
  b.years(T, '14', () => '0');
  b.years(T, '15', () => '0');
  // 应付利润 = ratio × 可供投资者分配, capped by the cash before dividends; none while construction loans are open
  const divPct = b.inp('meta/dividendPct');
  const blocked = b.input.meta.noDividendBeforeRepaid
    ? (t: number) =>
        `,${Array.from({ length: K }, (_, i) => b.y('loanPlan', `${i + 1}.5`, t)).join('+') || '0'}>${FORMULA_EPS}`
    : () => '';
  b.years(
    T,
    '16',
    (t) =>
      `IF(OR(${divPct}=0${blocked(t)},${y('13', t)}<=${FORMULA_EPS}),0,MIN(${divPct}/100*${y('13', t)},MAX(0,${cashBeforeDividend(b, t)})))`,
  );
  b.years(T, '17', (t) => y('16', t));
  b.years(T, '18', (t) => `${y('13', t)}-${y('14', t)}-${y('15', t)}-${y('17', t)}`);
  b.years(T, '19', (t) => `${y('5', t)}+${b.y('totalCost', '8', t)}`);
  b.years(T, '20', (t) => `${y('19', t)}+${b.y('totalCost', '6', t)}+${b.y('totalCost', '7', t)}`);

  // 调整所得税 (projectCash 5): the same return on EBIT − 不征税收入, with its own ledger (D-12).
  const adjExemption = noExemption
    ? () => '0'
    : (() => {
        const row = b.helper.addEngine(
          '调整所得税：所得减免(引擎值)',
          '按子项目分摊项目所得(D-11)，需资产按子项目归属，工作簿未展开，取引擎值',
          b.model.yl.adjExemption.map((v: Decimal, i) => (i + 1 > B ? v.toString() : null)),
        );
        return (t: number) => b.helper.ref(row, t);
      })();
  const adj = lossLedger(b, '调整所得税', (t) => `${y('19', t)}${nonTaxable(t)}`, adjExemption);
  const adjTaxable = b.helper.add('调整所得税：应纳税所得额', 'X − 所得减免 − 弥补亏损（X > ε 时）', (t) =>
    t > B ? `IF(${adj.base(t)}>${FORMULA_EPS},${adj.base(t)}-(${adjExemption(t)})-${adj.offset(t)},0)` : null,
  );
  b.years('projectCash', '5', (t) => (t > B ? `${b.helper.ref(adjTaxable, t)}*${tau}/100` : '0'));
}
