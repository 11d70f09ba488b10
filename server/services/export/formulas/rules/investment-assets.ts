// 项目投资估算表 (工程费用 … 预备费 …), 折旧 and 摊销 tables (straight line with 维持运营投资, 林木资产 release), and
// the sensitivity table's arithmetic (敏感度系数, 临界值) over the re-run values.
import type { BuildLeafRow, MaintenanceRow } from '../../../../../src/core/engine/model-io-types';
import { FORMULA_EPS, type FormulaBook, childrenOf, sumOf } from '../book';
import type { Slot } from '../grid';
import { loanBlocks } from './loan-blocks';
import { singleProductYieldRow } from './balance-summary';
import { productBlock } from './operations';
import { prepaidRent } from './planting';

const COLS = ['building', 'equipment', 'installation', 'forestry', 'other'] as const;

export function investEstimateRules(b: FormulaBook): void {
  const T = 'investEstimate' as const;
  const { K } = loanBlocks(b);
  const nos = b.rows(T, () => true);
  const y = (no: string, t: number) => b.y(T, no, t);
  const ex = (no: string, c: string): Slot => ({ extra: c });
  // 1.x.k of build sub-projects (types 1–3): Σ of their entered rows (万元), by year and by 费用 column
  const groupOf = ['1.1', '1.2', '1.3', '1.4'];
  const counters = [0, 0, 0, 0];
  b.input.subProjects.forEach((sp, j) => {
    counters[sp.type] = (counters[sp.type] ?? 0) + 1;
    const no = `${groupOf[sp.type]}.${counters[sp.type]}`;
    if (sp.type === 0) {
      b.set(T, no, ex(no, 'forestry'), b.ref(T, no, 'total') ?? '0');
      for (const c of COLS) if (c !== 'forestry') b.set(T, no, ex(no, c), '0');
      return;
    }
    const leaves = sp.investment.map((row, r) => ({ row, r })).filter(({ row }) => 'values' in row) as {
      row: BuildLeafRow;
      r: number;
    }[];
    b.years(T, no, (t) =>
      sumOf(leaves.map(({ r }) => b.inp(`subProjects/${j}/investment/${r}/values/${t - 1}`))),
    );
    for (const c of COLS)
      b.set(
        T,
        no,
        ex(no, c),
        sumOf(
          leaves
            .filter(({ row }) => row.costType === c)
            .flatMap(({ r }) =>
              Array.from({ length: b.B }, (_, i) => b.inp(`subProjects/${j}/investment/${r}/values/${i}`)),
            ),
        ),
      );
  });
  const sumChildren = (no: string) => {
    const kids = childrenOf(nos, no);
    b.years(T, no, (t) => sumOf(kids.map((k) => y(k, t))));
    for (const c of COLS) b.set(T, no, ex(no, c), sumOf(kids.map((k) => b.ref(T, k, { extra: c }) ?? '0')));
  };
  groupOf.forEach(sumChildren);
  sumChildren('1');
  b.input.otherFees.forEach((fee, i) => {
    b.years(T, `2.${i + 2}`, (t) =>
      fee.method === 'fixed'
        ? b.inp(`otherFees/${i}/values/${t - 1}`)
        : `${b.inp(`otherFees/${i}/ratePct`)}/100*${y('1', t)}`,
    );
  });
  b.years(T, '2', (t) => sumOf(childrenOf(nos, '2').map((k) => y(k, t))));
  b.years(T, '3.1', (t) => `(${y('1', t)}+${y('2', t)})*${b.inp('contingency/basicRatePct')}/100`);
  const f = b.inp('contingency/priceRatePct');
  const m = b.inp('contingency/preYears');
  // 涨价预备费 PF_t = (EF_t + OF_t + BC_t) × ((1+f)^(m + 0.5 + t − 1) − 1)
  b.years(T, '3.2', (t) => `(${y('1', t)}+${y('2', t)}+${y('3.1', t)})*((1+${f}/100)^(${m}+${t}-0.5)-1)`);
  b.years(T, '3', (t) => `${y('3.1', t)}+${y('3.2', t)}`);
  b.years(T, '4', (t) => sumOf(['1', '2', '3'].map((k) => y(k, t))));
  for (const no of ['2', '3', ...childrenOf(nos, '2'), ...childrenOf(nos, '3')])
    for (const c of COLS) b.set(T, no, ex(no, c), c === 'other' ? (b.ref(T, no, 'total') ?? '0') : '0');
  for (const c of COLS)
    b.set(T, '4', ex('4', c), sumOf(['1', '2', '3'].map((k) => b.ref(T, k, { extra: c }) ?? '0')));
  const ci = b.ref(T, '4', 'total') ?? '0';
  for (const no of nos)
    if (no !== '5' && no !== '6' && no !== '7')
      b.set(T, no, { extra: 'sharePct' }, `IF(${ci}>${FORMULA_EPS},${b.ref(T, no, 'total')}/${ci}*100,"")`);
  constructionVat(b);
  b.years(T, '5', (t) => b.y('idc', `${K + 2}.3`, t));
  const w = b.rowRange('workingCapital', '3');
  if (w) b.set(T, '6', 'total', `MAX(0,${w})`);
  b.set(T, '7', 'total', `${ci}+${b.ref(T, '5', 'total') ?? '0'}+${b.ref(T, '6', 'total') ?? '0'}`);
}

/**
 * 4.1 可抵扣进项税额 (D-36, D-38): amount × r ÷ (100 + r) of the build rows of plants with taxable output — by year
 * and by 费用 column; a plant without taxable output deducts nothing.
 */
function constructionVat(b: FormulaBook): void {
  const T = 'investEstimate' as const;
  if (!b.has(T, '4.1')) return;
  const rows = b.input.subProjects.flatMap((sp, j) =>
    sp.type === 2 &&
    (sp.products.some((p) => p.vatPct !== '0') || sp.otherIncome.some((o) => o.vatPct !== '0'))
      ? sp.investment.flatMap((row, r) =>
          'values' in row && Number((row as BuildLeafRow).inputVatPct ?? '0') > 0
            ? [{ row: row as BuildLeafRow, path: `subProjects/${j}/investment/${r}` }]
            : [],
        )
      : [],
  );
  const vat = (path: string, t: number) => {
    const rate = b.inp(`${path}/inputVatPct`);
    return `${b.inp(`${path}/values/${t - 1}`)}*${rate}/(100+${rate})`;
  };
  b.years(T, '4.1', (t) => sumOf(rows.map(({ path }) => vat(path, t))));
  for (const c of COLS)
    b.set(
      T,
      '4.1',
      { extra: c },
      sumOf(
        rows
          .filter(({ row }) => row.costType === c)
          .flatMap(({ path }) => Array.from({ length: b.B }, (_, i) => vat(path, i + 1))),
      ),
    );
}

type AccountRows = { orig: string; dep: string; nv: string };

/** 原值 chain (first year the engine's allocated value, then + 维持运营投资 of the year) and 净值 = 原值 − Σ charges. */
function accountChain(
  b: FormulaBook,
  table: 'depreciation' | 'amortization',
  rows: AccountRows,
  maint: readonly number[],
): void {
  const { B } = b;
  const m = (t: number) => sumOf(maint.map((i) => b.inp(`maintenance/${i}/values/${t - B - 1}`)));
  b.years(table, rows.orig, (t) => (t === B + 1 ? null : `${b.y(table, rows.orig, t - 1)}+${m(t)}`));
  b.years(table, rows.nv, (t) => `${b.y(table, rows.orig, t)}-${b.sumYears(table, rows.dep, B + 1, t)}`);
}

/**
 * Straight-line charge (D-10): V(1 − s)/L in years start … start+L−1, plus each year τ's maintenance M_τ(1 − s)/L in
 * τ+1 … τ+L; V is the construction-time value = 原值 of the first operating year less that year's maintenance.
 */
function straightLine(
  b: FormulaBook,
  table: 'depreciation' | 'amortization',
  rows: AccountRows,
  maint: readonly number[],
  life: string,
  residualPct: string,
  start: number | null,
  /** an amount inside 原值 written off over the whole operating period instead (一次性预付地租, D-7) */
  overPeriod?: string,
): void {
  const { B, O } = b;
  const M = (tau: number) => sumOf(maint.map((i) => b.inp(`maintenance/${i}/values/${tau - B - 1}`)));
  const V = `(${b.y(table, rows.orig, B + 1)}-(${M(B + 1)})${overPeriod ? `-${overPeriod}` : ''})`;
  b.years(table, rows.dep, (t) => {
    const first = start === null ? '0' : `IF(AND(${t}>=${start},${t}<${start}+${life}),${V},0)`;
    const later = Array.from({ length: Math.max(0, t - 1 - B) }, (_, i) => B + 1 + i).map(
      (tau) => `IF(${t}<=${tau}+${life},${M(tau)},0)`,
    );
    const charge = `(${sumOf([first, ...(maint.length ? later : [])])})*(1-${residualPct}/100)/${life}`;
    return overPeriod ? `${charge}+${overPeriod}/${O}` : charge;
  });
}

/**
 * 消耗性林木资产 (D-27, D-10): V × Gross_t ÷ E, E = 预计总采伐量 or the output within the period, plus each year τ's
 * 维持运营投资 released over the later output: M_τ ÷ (E − output up to τ, or the output after τ) per unit, summed
 * on 审计辅助计算 as a running per-unit rate.
 */
function consumableRelease(
  b: FormulaBook,
  rows: AccountRows,
  maint: readonly number[],
  gross: string,
  E: string | null,
) {
  const { B, N } = b;
  const D = 'depreciation' as const;
  const out = b.sumYears('yield', gross, B + 1, N);
  const V = `(${b.y(D, rows.orig, B + 1)}-(${sumOf(maint.map((i) => b.inp(`maintenance/${i}/values/0`)))}))`;
  let perUnitLater: ((t: number) => string) | null = null;
  if (maint.length) {
    const h = b.helper;
    const u = h.add(`${rows.orig}：维持运营投资每单位产量结转额`, 'M_τ ÷ 之后可结转的产量', (tau) => {
      if (tau <= B || tau >= N) return null;
      const M = sumOf(maint.map((i) => b.inp(`maintenance/${i}/values/${tau - B - 1}`)));
      const later = b.sumYears('yield', gross, tau + 1, N);
      const d2 = E ? `(${E}-${b.sumYears('yield', gross, B + 1, tau)})` : later;
      return `IF(AND(${later}>${FORMULA_EPS},${d2}>0),(${M})/${d2},0)`;
    });
    const cum = h.reserve(`${rows.orig}：累计每单位产量结转额`, '之前各年的维持运营投资');
    cum.fill((t) =>
      t <= B + 1 ? null : t === B + 2 ? h.ref(u, B + 1) : `${h.ref(cum.row, t - 1)}+${h.ref(u, t - 1)}`,
    );
    perUnitLater = (t) => (t <= B + 1 ? '0' : h.ref(cum.row, t));
  }
  b.years(D, rows.dep, (t) => {
    const own = `IF(AND(${out}>${FORMULA_EPS},${E ?? out}>0),${V}/(${E ?? out}),0)`;
    return `${b.y('yield', gross, t)}*(${own}${perUnitLater ? `+${perUnitLater(t)}` : ''})`;
  });
}

const maintOf = (b: FormulaBook, test: (m: MaintenanceRow) => boolean) =>
  b.input.maintenance
    .map((m, i) => ({ m, i }))
    .filter(({ m }) => test(m))
    .map(({ i }) => i);

export function assetRules(b: FormulaBook): void {
  const { B } = b;
  const ap = 'assetParams';
  const D = 'depreciation' as const;
  const A = 'amortization' as const;
  const block = (no: string): AccountRows => ({ orig: `${no}.1`, dep: `${no}.2`, nv: `${no}.3` });
  for (const [no, cls] of [
    ['1', 'buildings'],
    ['2', 'equipment'],
  ] as const) {
    const maint = maintOf(b, (m) => m.assetClass === cls);
    accountChain(b, D, block(no), maint);
    straightLine(
      b,
      D,
      block(no),
      maint,
      b.inp(`${ap}/${cls}/life`),
      b.inp(`${ap}/${cls}/residualPct`),
      B + 1,
    );
  }
  let k = 0;
  b.input.subProjects.forEach((sp, j) => {
    if (sp.type !== 0 && sp.type !== 1) return;
    k += 1;
    const rows = block(`3.${k}`);
    const maint = maintOf(b, (m) => m.assetClass === 'bio' && m.subProjectId === sp.id);
    accountChain(b, D, rows, maint);
    const q = sp.bioAsset.releaseProductId ?? sp.products[0]?.id ?? null;
    const pb = q ? productBlock(b, q) : null;
    const gross = pb && pb.j === j ? `${pb.no}.3` : null;
    if (sp.bioAsset.method === 'productive') {
      // D-42: from the first operating year with output of the main product (read from 产量估算表)
      const yieldRow = b.output.tables.yield?.rows.find((r) => r.no === gross);
      const first = yieldRow?.values.findIndex((v) => v !== null && Math.abs(Number(v)) > 1e-20) ?? -1;
      const life = b.inp(`${ap}/bioProductive/life`);
      straightLine(
        b,
        D,
        rows,
        maint,
        life,
        b.inp(`${ap}/bioProductive/residualPct`),
        first >= 0 ? B + 1 + first : null,
      );
    } else if (gross) {
      const E =
        sp.bioAsset.expectedTotalHarvest != null
          ? b.inp(`subProjects/${j}/bioAsset/expectedTotalHarvest`)
          : null;
      consumableRelease(b, rows, maint, gross, E);
    }
  });
  const bioNos = Array.from({ length: k }, (_, i) => `3.${i + 1}`);
  for (const r of ['1', '2', '3'])
    b.years(D, `4.${r}`, (t) => sumOf(['1', '2', ...bioNos].map((no) => b.y(D, `${no}.${r}`, t))));

  const prepaid = prepaidRent(b);
  for (const [no, cls] of [
    ['1', 'intangible'],
    ['2', 'other'],
  ] as const) {
    const maint = maintOf(b, (m) => m.assetClass === cls);
    accountChain(b, A, block(no), maint);
    // 一次性预付地租 is amortised over O years, not over the intangible life (D-7)
    const overPeriod = cls === 'intangible' && prepaid !== '0' ? `(${prepaid})` : undefined;
    straightLine(b, A, block(no), maint, b.inp(`${ap}/${cls}/life`), '0', B + 1, overPeriod);
  }
  for (const r of ['1', '2', '3'])
    b.years(A, `3.${r}`, (t) => `${b.y(A, `1.${r}`, t)}+${b.y(A, `2.${r}`, t)}`);
}

/** 敏感度系数 = ((A_δ − A₀)/A₀)/δ and 临界值 = base × (1 + δ*) over the re-run values kept from the engine. */
export function sensitivityRules(b: FormulaBook): void {
  const T = 'sensitivity' as const;
  const table = b.output.tables.sensitivity;
  if (!table) return;
  const v = (no: string, key: string) => b.ref(T, no, { extra: key }) ?? '0';
  const base = v('0', 'value');
  for (const row of table.rows) {
    if (!/^\d+\.\d+$/.test(row.no)) continue;
    b.set(
      T,
      row.no,
      { extra: 'saf' },
      `(${v(row.no, 'value')}-${base})/${base}/(${v(row.no, 'changePct')}/100)`,
    );
  }
  // 临界值 = the factor's base value × (1 + 临界点), in year t* for the yearly factors (D-23)
  const tStar = b.output.indicators.bep?.year;
  if (typeof tStar !== 'number') return;
  const single = singleProductYieldRow(b);
  const priceRow = single ? `1.${single}.1` : null;
  b.input.sensitivity.factors.forEach((factor, i) => {
    const no = `${i + 1}`;
    const grow = `*(1+${v(no, 'criticalPct')}/100)`;
    const baseOf: Record<string, string | null> = {
      capex: b.ref('investEstimate', '4', 'total'),
      revenue: b.ref('revenueTax', '1', { year: tStar }),
      opCost: b.ref('totalCost', '5', { year: tStar }),
      quantity: single ? b.ref('yield', `${single}.3`, { year: tStar }) : null,
    };
    const baseValue = baseOf[factor];
    if (baseValue) b.set(T, no, { extra: 'criticalValue' }, `${baseValue}${grow}`);
    const price = priceRow ? b.ref('revenueTax', priceRow, { year: tStar }) : null;
    if (factor === 'revenue' && price) b.set(T, no, { extra: 'criticalUnitPrice' }, `${price}${grow}`);
  });
}
