// 计算指标 of the cash-flow tables: IRR and NPV over the flow rows, payback by interpolation in the recovery year.
import type { IrrIndicator, TableId } from '../../../../../src/core/engine/model-io-types';
import { FORMULA_EPS, type FormulaBook } from '../book';

/**
 * Static payback of a flow row (a range over years 1 … N) with its cumulative row: T = the first year whose cumulative
 * is ≥ −ε (a 0/1 flag row on 审计辅助计算), Pt = T − 1 + |Cum_{T−1}| / CF_T, and 0 when year 1 recovers (finance §4.5).
 */
function payback(b: FormulaBook, title: string, flow: string, cum: string): string {
  const h = b.helper;
  const flag = h.add(
    `${title}：累计净现金流量≥0`,
    '回收年份标记',
    (t) => `IF(INDEX(${cum},${t})>=-${FORMULA_EPS},1,0)`,
  );
  const T = `MATCH(1,${h.rowRange(flag, 1, b.N)},0)`;
  return `IF(ISNA(${T}),"",IF(${T}=1,0,${T}-1+ABS(INDEX(${cum},${T}-1))/INDEX(${flow},${T})))`;
}

/** Discounted flows CF_t (1+i)^−t and their running sum on the helper sheet, for the dynamic payback. */
function discounted(b: FormulaBook, title: string, flow: string, ratePct: string) {
  const h = b.helper;
  const d = h.add(
    `${title}：折现净现金流量`,
    'CF_t ÷ (1+ic)^t',
    (t) => `INDEX(${flow},${t})/(1+${ratePct}/100)^${t}`,
  );
  const c = h.reserve(`${title}：累计折现净现金流量`, '');
  c.fill((t) => (t === 1 ? h.ref(d, 1) : `${h.ref(c.row, t - 1)}+${h.ref(d, t)}`));
  return { flow: h.rowRange(d, 1, b.N), cum: h.rowRange(c.row, 1, b.N) };
}

function irrFormula(
  b: FormulaBook,
  table: TableId,
  no: string,
  slotNo: string,
  irr: IrrIndicator | undefined,
) {
  const range = b.rowRange(table, no);
  if (!range || irr?.status !== 'ok' || irr.value === null) return;
  // the guess is the engine's root to whole percents: Excel's and LibreOffice's Newton search from their default
  // 10 % misses roots far from it (a loss-making project's −6 % gives #N/A)
  const guess = (Math.round(Number(irr.value)) / 100).toFixed(2);
  b.set(table, slotNo, 'total', `IRR(${range},${guess})*100`);
}

export function indicatorRules(b: FormulaBook): void {
  const ind = b.output.indicators;
  const ic = b.inp('meta/icPct');
  const eic = b.inp('meta/equityIcPct');
  const P = 'projectCash' as const;
  irrFormula(b, P, '3', '8.1', ind.firrPre);
  irrFormula(b, P, '6', '8.2', ind.firrPost);
  const npv = (table: TableId, no: string, rate: string) => {
    const r = b.rowRange(table, no);
    return r ? `NPV(${rate}/100,${r})` : null;
  };
  const pre = npv(P, '3', ic);
  const post = npv(P, '6', ic);
  if (pre) b.set(P, '8.3', 'total', pre);
  if (post) b.set(P, '8.4', 'total', post);
  const flow3 = b.rowRange(P, '3');
  const flow6 = b.rowRange(P, '6');
  const cum4 = b.rowRange(P, '4');
  const cum7 = b.rowRange(P, '7');
  if (flow3 && cum4) {
    b.set(P, '8.5', 'total', payback(b, '所得税前', flow3, cum4));
    const d = discounted(b, '所得税前', flow3, ic);
    b.set(P, '8.7', 'total', payback(b, '所得税前(动态)', d.flow, d.cum));
  }
  if (flow6 && cum7) {
    b.set(P, '8.6', 'total', payback(b, '所得税后', flow6, cum7));
    const d = discounted(b, '所得税后', flow6, ic);
    b.set(P, '8.8', 'total', payback(b, '所得税后(动态)', d.flow, d.cum));
  }
  irrFormula(b, 'equityCash', '3', '5.1', ind.firrEquity);
  const eq = npv('equityCash', '3', eic);
  if (eq) b.set('equityCash', '5.2', 'total', eq);
}
