// The model decisions of 2026-11-26 (model-io D-48 … D-57), each on a minimal input built from its description.
import { describe, expect, it } from 'vitest';
import { computeValidModel, display, type ModelInput, type Table } from '../../../src/core/engine';
import { runModel, type Model } from '../../../src/core/engine/core';
import { BASE_SCALE, prepare } from '../../../src/core/engine/prep';
import { criticalWidth, nearestRoot } from '../../../src/core/engine/sensitivity';
import { Decimal } from '../../../src/core/money/decimal';
import { emptyProject, plant, plantation } from './minimal';

const D = (x: string | number | Decimal) => new Decimal(x);
const show = (xs: readonly (Decimal | string | null)[]) => xs.map((x) => (x === null ? null : display(D(x))));
const model = (input: ModelInput): Model => runModel(prepare(input), BASE_SCALE);
const row = (t: Table | undefined, no: string) => {
  const r = t?.rows.find((x) => x.no === no);
  if (!r) throw new Error(`row ${no} missing in ${t?.id}`);
  return r;
};

/**
 * A 厂房 (B 1, O 3) whose 经营成本 is 材料 `mat` + 人工 `lab` a year, 应收账款 36 days (AR = OC/10) and 应付账款
 * 90 days (AP = 材料/4), half of the working capital borrowed at 10 %.
 */
function payablesProject(mat: string[], lab: string[]): ModelInput {
  const input = emptyProject(1, 3, [
    plant(3, { income: [{ vatPct: '0', values: ['500', '500', '500'] }], cost: mat }),
  ]);
  const sp = input.subProjects[0]!;
  if (sp.type !== 2) throw new Error('plant expected');
  sp.productionCost[1]!.values = lab;
  input.workingCapital = {
    method: 'detailed',
    days: {
      receivables: 36,
      rawMaterials: 0,
      workInProgress: 0,
      finishedGoods: 0,
      cash: 0,
      prepayments: 0,
      payables: 90,
      advances: 0,
    },
  };
  input.financing.wcLoanPct = '50';
  input.financing.wcLoanRatePct = '10';
  return input;
}

describe('D-51 working capital is never negative', () => {
  // 流动资产 − 流动负债: 10 − 0, 10 − 25 = −15, 20 − 0 ⇒ W⁺ 10, 0, 20
  const input = payablesProject(['0', '100', '0'], ['100', '0', '200']);

  it('W⁺ drives 流动资金, ΔW, the working-capital loan and its interest; none is negative', () => {
    const { wc } = model(input);
    expect(show(wc.W.slice(1))).toEqual(['10.00', '0.00', '20.00']);
    expect(show(wc.dW.slice(1))).toEqual(['10.00', '-10.00', '20.00']);
    expect(show(wc.WL.slice(1))).toEqual(['5.00', '0.00', '10.00']);
    expect(show(wc.WD.slice(1))).toEqual(['5.00', '-5.00', '10.00']);
    expect(show(wc.WI.slice(1))).toEqual(['0.50', '0.00', '1.00']);
    expect(display(wc.maxW)).toBe('20.00');
  });

  it('the tables show W⁺ (row 3 = max(0, 1 − 2)) and the balance sheet keeps the uncovered 应付账款 in 货币资金', () => {
    const out = computeValidModel(input, { skipSensitivity: true });
    const wcT = out.tables.workingCapital;
    expect(show(row(wcT, '1').values)).toEqual(['10.00', '10.00', '20.00']);
    expect(show(row(wcT, '2').values)).toEqual(['0.00', '25.00', '0.00']);
    expect(show(row(wcT, '3').values)).toEqual(['10.00', '0.00', '20.00']);
    expect(show(row(wcT, '4').values)).toEqual(['10.00', '-10.00', '20.00']);
    expect(display(D(row(out.tables.investEstimate, '6').total!))).toBe('20.00');
    expect(show(row(out.tables.totalCost, '8.2').values)).toEqual(['0.50', '0.00', '1.00']);
    expect(show(row(out.tables.funding, '2.2.3').values)).toEqual(['0.00', '5.00', '-5.00', '10.00']);
    // 货币资金 = 现金 item (0) + (流动负债 − 流动资产)⁺ + 累计盈余资金
    const bs = out.tables.balanceSheet;
    const cum = row(out.tables.finPlanCash, '5').values;
    const cash = row(bs, '1.1.1').values;
    expect(show(cash.map((v, i) => D(v!).minus(D(cum[i]!))))).toEqual(['0.00', '0.00', '15.00', '0.00']);
    expect(show(row(bs, '2.3').values)).toEqual(['0.00', '5.00', '0.00', '0.00']);
    const a = row(bs, '1').values;
    const b = row(bs, '2').values;
    a.forEach((v, i) => expect(D(v!).minus(D(b[i]!)).abs().lte('1e-20')).toBe(true));
  });

  it('every W_t ≤ 0: 流动资金 0 everywhere, no loan, no interest, 项目总投资 without it', () => {
    const m = model(payablesProject(['100', '100', '100'], ['0', '0', '0']));
    expect(m.wc.W.every((w) => w.isZero())).toBe(true);
    expect(m.wc.WL.every((w) => w.isZero())).toBe(true);
    expect(m.wc.WI.every((w) => w.isZero())).toBe(true);
    expect(m.wc.maxW.isZero()).toBe(true);
    expect(show(m.wc.uncovered.slice(1))).toEqual(['15.00', '15.00', '15.00']);
  });

  it('扩大指标估算法: a negative base (revenue of a sensitivity run) gives W = 0', () => {
    const input = emptyProject(1, 2, [
      plant(2, { income: [{ vatPct: '0', values: ['100', '100'] }], cost: ['0', '0'] }),
    ]);
    input.workingCapital = { method: 'ratio', base: 'revenue', ratePct: '10' };
    const m = runModel(prepare(input), { ...BASE_SCALE, kRev: D('-1') });
    expect(show(m.wc.W.slice(1))).toEqual(['0.00', '0.00']);
    m.bs.assets.forEach((a, t) => expect(a.minus(m.bs.total[t]!).abs().lte('1e-20')).toBe(true));
  });
});

describe('D-55 资产负债率 of a zero 资产', () => {
  it('资产 10 − 3 × (10/3), a decimal residue, gives a null ratio (was 1e36 %) that is not the maximum', () => {
    // 设备 10 (life 3) fully depreciated by year 4; a cost of 10 in year 4 leaves a short-term loan of 10 open
    const input = emptyProject(1, 3, [
      plant(3, { income: [], cost: ['0', '0', '10'], invest: { values: ['10'] } }),
    ]);
    input.assetParams.equipment = { life: 3, residualPct: '0' };
    const assets = model(input).bs.assets[3]!;
    expect(assets.isZero()).toBe(false);
    expect(assets.abs().lte('1e-20')).toBe(true);
    const out = computeValidModel(input, { skipSensitivity: true });
    expect(show(row(out.tables.balanceSheet, '2.4').values)).toEqual(['0.00', '0.00', '0.00', '10.00']);
    expect(row(out.tables.balanceSheet, '3').values[3]).toBeNull();
    const ind = out.indicators as { loar: (string | null)[]; loarMax: string | null };
    expect(ind.loar).toEqual(['0', '0', '0', null]);
    expect(ind.loarMax).toBe('0');
  });
});

describe('D-50 construction-VAT rows follow the rate, not the amounts', () => {
  const zeroVatRow = (incomeVat: '0' | '9') =>
    emptyProject(1, 2, [
      plant(2, {
        income: [{ vatPct: incomeVat, values: ['100', '100'] }],
        cost: ['0', '0'],
        invest: { values: ['0'], inputVatPct: '13' },
      }),
    ]);

  it('a type-2 build row at 13 % whose amounts are all 0 gives investEstimate 4.1, projectCash 1.5, equityCash 1.6 of zeros', () => {
    const out = computeValidModel(zeroVatRow('9'), { skipSensitivity: true });
    expect(row(out.tables.investEstimate, '4.1').values).toEqual(['0']);
    expect(row(out.tables.projectCash, '1.5').values).toEqual(['0', '0', '0']);
    expect(row(out.tables.equityCash, '1.6').values).toEqual(['0', '0', '0']);
    expect(out.messages.map((m) => m.code)).not.toContain('W_INPUT_VAT_EXEMPT');
  });

  it('on a plant without taxable output the rows are there too, with the exemption warning', () => {
    const out = computeValidModel(zeroVatRow('0'), { skipSensitivity: true });
    expect(row(out.tables.investEstimate, '4.1').total).toBe('0');
    expect(row(out.tables.projectCash, '1.5').total).toBe('0');
    expect(row(out.tables.equityCash, '1.6').total).toBe('0');
    expect(out.messages.filter((m) => m.code === 'W_INPUT_VAT_EXEMPT').map((m) => m.path)).toEqual([
      '/subProjects/0/investment',
    ]);
  });

  it('without a rate there is no such row', () => {
    const input = zeroVatRow('9');
    const sp = input.subProjects[0]!;
    const buildRow = sp.type === 2 ? sp.investment[0]! : null;
    if (buildRow && 'inputVatPct' in buildRow) delete buildRow.inputVatPct;
    const out = computeValidModel(input, { skipSensitivity: true });
    expect(out.tables.investEstimate!.rows.some((r) => r.no === '4.1')).toBe(false);
    expect(out.tables.projectCash!.rows.some((r) => r.no === '1.5')).toBe(false);
    expect(out.tables.equityCash!.rows.some((r) => r.no === '1.6')).toBe(false);
  });
});

describe('D-48 BEP(单价) and D-49 dp', () => {
  // one product in kg sold at 0 元: 边际贡献 ≤ 0 every year; the 林木资产 100 is released at 25 a year over 10 kg a year
  const input = emptyProject(1, 4, [
    plantation(1, 4, {
      invest: '100',
      method: 'consumable',
      basis: 'perAreaByOperatingYear',
      yields: ['10', '10', '10', '10'],
    }),
  ]);
  const sp = input.subProjects[0]!;
  if (sp.type === 0) {
    sp.products[0]!.unit = 'kg';
    sp.products[0]!.prices = ['0', '0', '0', '0'];
  }
  const out = computeValidModel(input, { skipSensitivity: true });
  const be = out.tables.breakEven;

  it('D-48: BEP(单价) is the full unit cost also where the margin is ≤ ε (rows 6–8 null)', () => {
    expect(show(row(be, '5').values)).toEqual(['0.00', '0.00', '0.00', '0.00']);
    expect(row(be, '6').values).toEqual([null, null, null, null]);
    expect(row(be, '8').values).toEqual([null, null, null, null]);
    expect(show(row(be, '9').values)).toEqual(['25000.00', '25000.00', '25000.00', '25000.00']);
    expect(display(D((out.indicators as { bep: { price: string } }).bep.price))).toBe('25000.00');
  });

  it('D-49: BEP(产量) in kg with every value null carries no dp; the kg rows of 产量估算表 keep dp 0', () => {
    expect(row(be, '8').unit).toBe('kg');
    expect('dp' in row(be, '8')).toBe(false);
    const kgRows = out.tables.yield!.rows.filter((r) => r.unit === 'kg');
    expect(kgRows.map((r) => [r.no, r.dp])).toEqual([
      ['1.1', undefined], // the product's group row: no values
      ...['1.1.3', '1.1.4', '1.1.5', '1.1.6', '1.1.7'].map((no) => [no, 0]),
    ]);
  });
});

describe('D-56 self-checks relative to the size of what they compare', () => {
  it('a 10²⁰ 万元 forest written down to a residue beside 10¹² of debt is computed, not reported as a bug', () => {
    // 999 999 999 999.3 亩 × 999 999 999 999.99 元/亩, depreciated over 7 years with no revenue; a cost of
    // 999 999 999 999.12 万元 in year 8 leaves a short-term loan open, so 资产 ≈ 0 against 10¹² of debt
    const O = 7;
    const input = emptyProject(1, O, [
      plantation(1, O, {
        invest: '1',
        method: 'productive',
        basis: 'perAreaByOperatingYear',
        yields: Array.from({ length: O }, () => '7'),
      }),
    ]);
    const sp = input.subProjects[0]!;
    if (sp.type !== 0) throw new Error('plantation expected');
    sp.area = '999999999999.3';
    sp.investment[0] = { ...sp.investment[0]!, basis: 'subProjectArea', values: ['999999999999.99'] };
    sp.products[0]!.prices = Array.from({ length: O }, () => '0');
    sp.productionCost = [
      {
        no: '1.1',
        name: '材料',
        method: 'fixed',
        productId: null,
        costCategory: 'material',
        inputVatPct: '0',
        values: Array.from({ length: O }, (_, i) => (i === O - 1 ? '999999999999.123456789' : '0')),
      },
    ];
    input.assetParams.bioProductive = { life: O, residualPct: '0' };
    input.financing.shortTermRatePct = '4.35';
    const m = model(input);
    const imbalance = m.bs.assets[O]!.minus(m.bs.total[O]!).abs();
    // against max(1, |资产|) alone this residue would fail the check (1e-14 > 1e-20)
    expect(imbalance.gt('1e-20')).toBe(true);
    expect(m.bs.assets[O]!.abs().lt(1)).toBe(true);
    expect(imbalance.lte(D('1e-20').times(m.bs.equity[O]!))).toBe(true);
    const out = computeValidModel(input, { skipSensitivity: true });
    expect(display(D(row(out.tables.balanceSheet, '2.1.1').values[O]!))).toBe('999999999999.12');
  });
});

describe('D-54 临界点: the root nearest to 0, found on the grid outward from 0', () => {
  /** g with the given roots, positive at 0 when the count of positive roots is even; counts its evaluations */
  const poly = (...roots: string[]) => {
    const calls: string[] = [];
    const g = (x: Decimal) => {
      calls.push(x.toString());
      return roots.reduce((acc, r) => acc.times(x.minus(r)), D(1));
    };
    return { g, calls, known: [{ x: D(0), g: g(D(0)) }] };
  };
  const root = (s: { root: Decimal | null }) => (s.root ? display(s.root.times(100), 4) : null);

  it('roots at −50 %, +20 %, +300 %: +20 % (the first sign change from −99 % gave −50 %)', () => {
    const { g, known } = poly('-0.5', '0.2', '3');
    expect(root(nearestRoot(g, known))).toBe('20.0000');
  });

  it('an even number of roots (g(−0.99) and g(10) of one sign): the nearer one, not none', () => {
    const { g, known } = poly('-0.3', '0.25');
    expect(root(nearestRoot(g, known))).toBe('25.0000');
    expect(root(nearestRoot(poly('-0.15', '0.6').g, poly('-0.15', '0.6').known))).toBe('-15.0000');
  });

  it('a tie, or a negative root nearer by no more than the width, gives the positive one', () => {
    expect(root(nearestRoot(poly('-0.25', '0.25').g, poly('-0.25', '0.25').known))).toBe('25.0000');
    const close = poly('-0.24999999999999', '0.25');
    expect(root(nearestRoot(close.g, close.known))).toBe('25.0000');
    const nearer = poly('-0.2499', '0.25');
    expect(root(nearestRoot(nearer.g, nearer.known))).toBe('-24.9900');
  });

  it('a grid point with g = 0 is the root; g(0) = 0 gives 0; no sign change on either side gives null', () => {
    const grid = poly('0.3', '-0.6');
    const s = nearestRoot(grid.g, grid.known);
    expect(s.root!.toString()).toBe('0.3');
    expect(s.width.isZero()).toBe(true);
    expect(nearestRoot(poly('0').g, poly('0').known).root!.isZero()).toBe(true);
    const none = poly('20', '-2');
    expect(nearestRoot(none.g, none.known).root).toBeNull();
  });

  it('skips what cannot change the answer: the negative side stops once beyond the positive root', () => {
    const { g, calls, known } = poly('0.07', '-0.95');
    calls.length = 0;
    const s = nearestRoot(g, known);
    expect(root(s)).toBe('7.0000');
    // nearer grid points first: 0.02, 0.05, 0.1 (a tie with −0.1 goes up) brackets 7 %; after its refinement only
    // −0.1 could still hold a nearer root, so −0.2 … −0.99 are not run
    expect(calls.slice(0, 3)).toEqual(['0.02', '0.05', '0.1']);
    expect(calls).toContain('-0.1');
    expect(calls).not.toContain('-0.2');
    expect(s.evaluations).toBe(calls.length);
  });

  it('known steps at grid points are reused; steps inside a bracket narrow it but never find another root', () => {
    const { g, calls, known } = poly('0.12', '0.13', '0.14');
    // steps at +10 % and +15 % are known; +12.5 % sits between the 1st and 2nd root
    for (const x of ['0.1', '0.15', '0.125']) known.push({ x: D(x), g: g(D(x)) });
    calls.length = 0;
    const s = nearestRoot(g, known);
    expect(calls).not.toContain('0.1');
    expect(calls).not.toContain('0.15');
    expect(root(s)).toBe('12.0000');
  });
});

describe('D-52 临界点 precision', () => {
  // a smooth g whose root is not reached exactly by interpolation: x³ + x − 0.3
  const g = (x: Decimal) => x.pow(3).plus(x).minus('0.3');
  const exact = (() => {
    let lo = D(0),
      hi = D(1);
    for (let i = 0; i < 120; i++) {
      const mid = lo.plus(hi).div(2);
      if (g(mid).isNeg()) lo = mid;
      else hi = mid;
    }
    return lo;
  })();

  it('w̄ = min(1e-10, 1e-6 / V): a base of 3·10⁷ kg narrows the bracket to 3.3e-14', () => {
    expect(criticalWidth(D(0)).eq('1e-10')).toBe(true);
    expect(criticalWidth(D(5000)).eq('1e-10')).toBe(true);
    expect(criticalWidth(D('-30000000')).eq(D('1e-6').div('30000000'))).toBe(true);
  });

  it('the bracket ends within w̄, so base × (1 + δ*) is within 5e-7 of the exact 临界值', () => {
    const V = D('30000000');
    const w = criticalWidth(V);
    const s = nearestRoot(g, [{ x: D(0), g: g(D(0)) }], w);
    expect(s.width.lte(w)).toBe(true);
    expect(s.root!.minus(exact).abs().lte(w.div(2))).toBe(true);
    expect(V.times(s.root!.minus(exact)).abs().lte('5e-7')).toBe(true);
    // with 1e-10 alone the 临界值 of a 3·10⁷ base could be 0.0015 off
    expect(V.times('1e-10').div(2).gt('0.001')).toBe(true);
  });
});
