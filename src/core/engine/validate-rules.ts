// Engine rules of model-io §2.10 that the schema cannot express: lengths, ranges, sums, numbering, references.
import type { Message, ModelInput } from './model-io-types';
import { checkHierarchy } from './validate-hier';
import { checkComputed } from './validate-computed';
import { checkCostRef, checkSubProject } from './validate-subproject';
import { Decimal, dec, WAN_INV } from './num';
import type { Prelude } from './core';
import { checkGenericLines } from './generic-lines';
import type { Emit } from './validate-emit';
import { decGt, decIsZero } from './validate-dec';

const round2 = (x: Decimal) =>
  x.toDecimalPlaces(20, Decimal.ROUND_HALF_UP).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
/** round₂(a) = round₂(b), without rounding when a = b (year values that add up exactly, the usual case) */
const sameRounded = (a: Decimal, b: Decimal) => a.eq(b) || round2(a).eq(round2(b));
const sumOf = (a: readonly (string | null)[]) =>
  a.reduce((s, v) => (v == null ? s : s.plus(v)), new Decimal(0));

/** The rule messages, and the base-case steps computed for the last rules (null when an earlier rule failed). */
export interface RuleCheck {
  messages: Message[];
  prelude: Prelude | null;
}

export function checkRules(input: ModelInput): RuleCheck {
  const out: Message[] = [];
  const emit: Emit = (code, path, text) => out.push({ level: 'error', code, text, path });
  const { B, O } = input.meta;
  const N = B + O;
  if (N > 60) emit('E_PERIOD', '/meta/O', `建设期与运营期合计${N}年，超过60年`);
  // ---- year-array lengths (§1.2); later rules index the arrays, so they stop here on a length error
  const len = (a: readonly unknown[] | null | undefined, n: number, path: string, what: string) => {
    if (!a || a.length !== n)
      emit('E_ARRAY_LENGTH', path, `${what}应有${n}个年份数值，实际为${a ? a.length : 0}个`);
  };
  const C = '建设期数组',
    OP = '运营期数组',
    ALL = '计算期数组';
  input.subProjects.forEach((sp, j) => {
    const P = `/subProjects/${j}`;
    if (sp.type === 0) {
      len(sp.plantingProgressPct, B, `${P}/plantingProgressPct`, `造林进度（${C}）`);
      sp.investment.forEach((r, i) => {
        if ('values' in r) len(r.values, B, `${P}/investment/${i}/values`, C);
      });
      sp.forestryCost.forEach((r, i) => {
        if ('values' in r) len(r.values, O, `${P}/forestryCost/${i}/values`, OP);
      });
    } else
      sp.investment.forEach((r, i) => {
        if ('values' in r) len(r.values, B, `${P}/investment/${i}/values`, C);
      });
    sp.productionCost.forEach((r, i) => len(r.values, O, `${P}/productionCost/${i}/values`, OP));
    sp.products.forEach((q, i) => {
      len(
        q.values,
        q.basis === 'perAreaByAge' ? N : O,
        `${P}/products/${i}/values`,
        q.basis === 'perAreaByAge' ? '按林龄数组' : OP,
      );
      len(q.selfUse, O, `${P}/products/${i}/selfUse`, OP);
      len(q.prices, O, `${P}/products/${i}/prices`, OP);
    });
    sp.otherIncome.forEach((r, i) => len(r.values, O, `${P}/otherIncome/${i}/values`, OP));
  });
  input.otherFees.forEach((f, i) => {
    if (f.method === 'fixed') len(f.values, B, `/otherFees/${i}/values`, C);
  });
  input.maintenance.forEach((m, i) => len(m.values, O, `/maintenance/${i}/values`, OP));
  input.managementCost.forEach((r, i) => len(r.values, O, `/managementCost/${i}/values`, OP));
  input.financing.loans.forEach((l, i) => {
    len(l.drawdowns, B, `/financing/loans/${i}/drawdowns`, C);
    if (l.repayment.method === 'custom')
      len(
        l.repayment.customPrincipal,
        l.repayment.years,
        `/financing/loans/${i}/repayment/customPrincipal`,
        '自定义还本额数组',
      );
  });
  input.subsidies.forEach((s, i) => {
    if ('values' in s) len(s.values, N, `/subsidies/${i}/values`, ALL);
  });
  checkGenericLines(input, emit);
  if (out.length) return { messages: out, prelude: null };

  // ---- percentages
  const pctMax = (v: string | undefined, path: string, what: string, max = 100) => {
    if (v !== undefined && decGt(v, max)) emit('E_PERCENT_RANGE', path, `${what}应在0–${max}%之间`);
  };
  const m = input.meta;
  pctMax(m.icPct, '/meta/icPct', '基准收益率', 50);
  pctMax(m.equityIcPct, '/meta/equityIcPct', '资本金基准收益率', 50);
  for (const k of [
    'citRatePct',
    'eduRatePct',
    'localEduRatePct',
    'reserveRatePct',
    'reserveCapPct',
    'dividendPct',
  ] as const)
    pctMax(m[k], `/meta/${k}`, '比率');
  pctMax(input.sellingExpensePct, '/sellingExpensePct', '销售费用率');
  pctMax(input.contingency.basicRatePct, '/contingency/basicRatePct', '基本预备费率');
  pctMax(input.contingency.priceRatePct, '/contingency/priceRatePct', '年价格上涨率');
  for (const k of ['buildings', 'equipment', 'bioProductive'] as const)
    pctMax(input.assetParams[k].residualPct, `/assetParams/${k}/residualPct`, '残值率');
  const f = input.financing;
  for (const k of ['wcLoanPct', 'wcLoanRatePct', 'shortTermRatePct'] as const)
    pctMax(f[k], `/financing/${k}`, '比率');
  f.loans.forEach((l, i) => pctMax(l.ratePct, `/financing/loans/${i}/ratePct`, '借款年利率'));
  input.otherFees.forEach((o, i) => {
    if (o.method === 'pctOfEngineering') pctMax(o.ratePct, `/otherFees/${i}/ratePct`, '费率');
  });
  input.managementCost.forEach((r, i) =>
    pctMax(r.inputVatPct, `/managementCost/${i}/inputVatPct`, '进项税率'),
  );

  // ---- ids
  const dup = (ids: string[], path: (i: number) => string, what: string) => {
    const seen = new Set<string>();
    ids.forEach((id, i) => {
      if (seen.has(id)) emit('E_DUPLICATE_ID', path(i), `${what}“${id}”重复`);
      seen.add(id);
    });
  };
  dup(
    input.subProjects.map((s) => s.id),
    (i) => `/subProjects/${i}/id`,
    '子项目编号',
  );
  const allProducts = input.subProjects.flatMap((s, j) =>
    s.products.map((q, i) => ({ id: q.id, path: `/subProjects/${j}/products/${i}/id` })),
  );
  dup(
    allProducts.map((x) => x.id),
    (i) => allProducts[i]!.path,
    '产品编号',
  );
  dup(
    f.loans.map((l) => l.id),
    (i) => `/financing/loans/${i}/id`,
    '借款编号',
  );

  input.subProjects.forEach((sp, j) => checkSubProject(input, sp, j, emit, pctMax, dup));
  checkHierarchy(input, emit);

  // ---- year sums of build rows and subsidies (round₂ = display of §5.1)
  input.subProjects.forEach((sp, j) => {
    if (sp.type === 0) return;
    sp.investment.forEach((r, i) => {
      if (!('values' in r)) return;
      const total = dec(r.quantity).times(r.unitPrice).times(WAN_INV);
      if (!sameRounded(sumOf(r.values), total))
        emit(
          'E_YEAR_SUM',
          `/subProjects/${j}/investment/${i}/values`,
          `“${r.name}”各年投资合计与数量×单价不一致（${round2(sumOf(r.values)).toFixed(2)} ≠ ${round2(total).toFixed(2)}万元）`,
        );
    });
  });
  input.subsidies.forEach((s, i) => {
    if (!('values' in s)) return;
    const P = `/subsidies/${i}`;
    let total: Decimal | null = null;
    if (s.method === 'perArea') {
      if (s.standard === undefined || s.area === undefined)
        emit('E_SUBSIDY_BASIS', P, `补贴“${s.name}”按面积计算时须填写标准和面积`);
      else total = dec(s.standard).times(s.area).times(WAN_INV);
    } else if (s.amount === undefined)
      emit('E_SUBSIDY_BASIS', `${P}/amount`, `补贴“${s.name}”按固定金额计算时须填写金额`);
    else total = dec(s.amount);
    if (total && !sameRounded(sumOf(s.values), total))
      emit(
        'E_YEAR_SUM',
        `${P}/values`,
        `补贴“${s.name}”各年合计与补贴合计不一致（${round2(sumOf(s.values)).toFixed(2)} ≠ ${round2(total).toFixed(2)}万元）`,
      );
    s.values.forEach((v, t) => {
      if (decIsZero(v)) return;
      if (s.nature === 'investment' && t >= B)
        emit(
          'E_SUBSIDY_PHASE',
          `${P}/values/${t}`,
          `投资补助“${s.name}”只能填在建设期（第${t + 1}年为运营期）`,
        );
      if (s.nature === 'operating' && t < B)
        emit(
          'E_SUBSIDY_PHASE',
          `${P}/values/${t}`,
          `运营补贴“${s.name}”只能填在运营期（第${t + 1}年为建设期）`,
        );
    });
    if (s.subProjectId !== null && !input.subProjects.some((x) => x.id === s.subProjectId))
      emit('E_SUBPROJECT_REF', `${P}/subProjectId`, `补贴引用的子项目“${s.subProjectId}”不存在`);
  });
  input.maintenance.forEach((mr, i) => {
    const ref = mr.subProjectId === null ? null : input.subProjects.find((x) => x.id === mr.subProjectId);
    if (mr.assetClass === 'bio' && (!ref || (ref.type !== 0 && ref.type !== 1)))
      emit(
        'E_SUBPROJECT_REF',
        `/maintenance/${i}/subProjectId`,
        `林木资产维持运营投资“${mr.name}”须指定种植或苗圃子项目`,
      );
    else if (mr.assetClass !== 'bio' && mr.subProjectId !== null)
      emit(
        'E_SUBPROJECT_REF',
        `/maintenance/${i}/subProjectId`,
        `维持运营投资“${mr.name}”不是林木资产，不应指定子项目`,
      );
  });
  const mgmtNos = new Set<string>();
  input.managementCost.forEach((r, i) => {
    if (mgmtNos.has(r.no)) emit('E_ROW_NUMBER', `/managementCost/${i}/no`, `管理费用行号${r.no}重复`);
    mgmtNos.add(r.no);
    checkCostRef(input, r.method, r.productId, `/managementCost/${i}`, emit);
  });
  // ---- repayment
  f.loans.forEach((l, i) => {
    const r = l.repayment;
    const P = `/financing/loans/${i}/repayment`;
    if (r.startYear < B + 1 || r.startYear > N)
      emit('E_REPAY_RANGE', `${P}/startYear`, `借款“${l.name}”还款起始年应在第${B + 1}–${N}年之间`);
    else if (r.startYear + r.graceYears + r.years - 1 > N)
      emit('E_REPAY_RANGE', `${P}/years`, `借款“${l.name}”的还款期超出计算期（最晚第${N}年）`);
    if (r.method === 'custom')
      r.customPrincipal!.forEach((v, k) => {
        if (k < r.years - 1 && v == null)
          emit(
            'E_CUSTOM_EMPTY',
            `${P}/customPrincipal/${k}`,
            `借款“${l.name}”第${k + 1}个还款年的还本额未填写`,
          );
      });
  });
  if (m.bepYear != null && (m.bepYear < B + 1 || m.bepYear > N))
    emit('E_BEP_YEAR', '/meta/bepYear', `盈亏平衡分析年份应为运营期年份（第${B + 1}–${N}年）`);
  if (out.length) return { messages: out, prelude: null };
  const prelude = checkComputed(input, emit);
  return { messages: out, prelude };
}
