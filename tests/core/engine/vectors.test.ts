// Engine-level micro test vectors of finance-model §5.16 (M9–M11, M13–M21); M1–M8, M12 are tested in tests/core/finance.
import { describe, expect, it } from 'vitest';
import { computeValidModel, display, type ModelInput } from '../../../src/core/engine';
import { runModel, type Model } from '../../../src/core/engine/core';
import { BASE_SCALE, prepare, type Prepared } from '../../../src/core/engine/prep';
import { exemption, type ExemptionBasis } from '../../../src/core/engine/tax';
import { computeWorkingCapital } from '../../../src/core/engine/working-capital';
import { OwnCosts, type CostTotals } from '../../../src/core/engine/cost-totals';
import { distribute } from '../../../src/core/engine/year-loop';
import { taxYear, type LossLedger } from '../../../src/core/finance/loss-ledger';
import { Decimal } from '../../../src/core/money/decimal';
import { emptyProject, plant, plantation } from './minimal';

const D = (x: string | number) => new Decimal(x);
const show = (xs: readonly (Decimal | null)[]) => xs.map((x) => (x ? display(x) : null));
const model = (input: ModelInput): Model => runModel(prepare(input), BASE_SCALE);
const series = (n: number, ...v: string[]) => Array.from({ length: n }, (_, i) => v[i] ?? '0');

describe('M9 / M9b working capital', () => {
  const one = (x: string) => [D(x)];
  const ct = (oc: string, mat: string, lab: string, oth: string): CostTotals => ({
    MAT: one(mat),
    LAB: one(lab),
    REP: one('0'),
    OTH: one(oth),
    OC: one(oc),
    VAR: one('0'),
    productionOnly: one(oc),
    own: new OwnCosts([], 0, 1),
    nd: one('0'),
  });
  const p = (wc: ModelInput['workingCapital']) =>
    ({
      N: 1,
      B: 0,
      input: { workingCapital: wc, financing: { wcLoanPct: '0', wcLoanRatePct: '0' } },
    }) as unknown as Prepared;

  it('M9 分项详细: AR 100, 原材料 75, 产成品 100, 现金 25, AP 100 ⇒ W = 200.00', () => {
    const w = computeWorkingCapital(
      p({
        method: 'detailed',
        days: {
          receivables: 30,
          rawMaterials: 45,
          workInProgress: 0,
          finishedGoods: 30,
          cash: 15,
          prepayments: 0,
          payables: 60,
          advances: 0,
        },
      }),
      ct('1200', '600', '300', '300'),
      one('0'),
      one('0'),
      D(0),
    );
    expect(show([w.AR[0]!, w.RM[0]!, w.FG[0]!, w.CASH[0]!, w.AP[0]!, w.W[0]!])).toEqual([
      '100.00',
      '75.00',
      '100.00',
      '25.00',
      '100.00',
      '200.00',
    ]);
  });

  it('M9b 扩大指标: 经营成本 1200 × 25 % = 300.00', () => {
    const w = computeWorkingCapital(
      p({ method: 'ratio', base: 'opCost', ratePct: '25' }),
      ct('1200', '600', '300', '300'),
      one('0'),
      one('0'),
      D(0),
    );
    expect(display(w.W[0]!)).toBe('300.00');
  });
});

describe('M10 涨价预备费', () => {
  it('static 1000 (y1), 500 (y2), f 3 %, m 1 ⇒ PF 45.335831 + 38.347953 = 83.683784', () => {
    const input = emptyProject(2, 1, [
      plant(1, { income: [], cost: ['0'], invest: { values: ['1000', '500'] } }),
    ]);
    input.contingency = { basicRatePct: '0', priceRatePct: '3', preYears: 1 };
    const m = model(input);
    expect(m.capex.PF.slice(0, 2).map((x) => x.toDecimalPlaces(6).toFixed(6))).toEqual([
      '45.335831',
      '38.347953',
    ]);
    expect(m.capex.PF[0]!.plus(m.capex.PF[1]!).toDecimalPlaces(6).toFixed(6)).toBe('83.683784');
  });
});

describe('M11 盈余公积 cap', () => {
  it('EC 100, NP −30, 50, 400, 400 ⇒ reserve 0, 2.00, 40.00, 8.00; 未分配 −30, 18, 378, 770', () => {
    let undist = D(0),
      cum = D(0);
    const reserves: string[] = [],
      rest: string[] = [];
    for (const np of ['-30', '50', '400', '400']) {
      const r = distribute(D(np), undist, cum, D(100), D('0.1'), D('0.5'));
      cum = cum.plus(r.reserve);
      undist = r.investorAvail;
      reserves.push(display(r.reserve));
      rest.push(display(undist));
    }
    expect(reserves).toEqual(['0.00', '2.00', '40.00', '8.00']);
    expect(rest).toEqual(['-30.00', '18.00', '378.00', '770.00']);
  });
});

/** ExemptionBasis for given own results, revenues and reliefs in one year. */
const basis1 = (own: string[], rev: string[], relief: string[]): ExemptionBasis => {
  const total = rev.reduce((s, v) => s.plus(v), D(0));
  const relieved = relief.map((r, i) => (D(r).isZero() ? -1 : i)).filter((i) => i >= 0);
  return {
    subs: own.map((_, i) => i),
    relief: relief.map(D),
    relieved,
    own: [relieved.map((i) => D(own[i]!))],
    perRevenue: [D(1).div(total)],
    periodShare: null,
    active: [true],
    sumOwn: [own.reduce((s, v) => s.plus(v), D(0))],
    revSub: rev.map((r) => [D(r)]),
  };
};

describe('M13 / M13b / M14 所得税 in the order of the return', () => {
  it('M13 减半 after a loss: (减免, 弥补, 应纳税所得额) = (0,0,0), (30,30,0), (50,50,0), (50,20,30); year-4 tax 7.50', () => {
    let ledger: LossLedger = [];
    const lines = ['-100', '60', '100', '100'].map((x, i) => {
      const X = D(x);
      const r = taxYear(ledger, i + 1, X, X.gt(0) ? exemption(basis1([x], ['1'], ['0.5']), 0, X) : D(0));
      ledger = r.ledger;
      return [r.exemption, r.offset, r.taxable].map((v) => display(v));
    });
    expect(lines).toEqual([
      ['0.00', '0.00', '0.00'],
      ['30.00', '30.00', '0.00'],
      ['50.00', '50.00', '0.00'],
      ['50.00', '20.00', '30.00'],
    ]);
    expect(display(D(30).times('0.25'))).toBe('7.50');
  });

  it('M13b 不征税收入 leaves the base first: year 2 X = −5 (new loss), year 3 offset 25, taxable 75', () => {
    let ledger: LossLedger = [];
    const out = [D(-20), D(10).minus(15), D(100)].map((X, i) => {
      const r = taxYear(ledger, i + 1, X);
      ledger = r.ledger;
      return r;
    });
    expect(display(out[1]!.taxable)).toBe('0.00');
    expect(display(out[2]!.offset)).toBe('25.00');
    expect(display(out[2]!.taxable)).toBe('75.00');
  });

  it('M14 所得减免 per sub-project: 项目所得 −54 / 134 ⇒ 减免 0, tax 20.00; with 收入 140: 40.666667 / 139.333333, tax 34.833333', () => {
    // 免征 plantation: 收入 40, own cost 90; 无优惠 factory: 收入 160, cost 10; 管理费用 20 (shared)
    const X1 = D(40 + 160 - 90 - 10 - 20);
    const ex1 = exemption(basis1(['-50', '150'], ['40', '160'], ['1', '0']), 0, X1);
    expect(display(ex1)).toBe('0.00');
    expect(display(X1.minus(ex1).times('0.25'))).toBe('20.00');
    const X2 = D(140 + 160 - 90 - 10 - 20);
    const ex2 = exemption(basis1(['50', '150'], ['140', '160'], ['1', '0']), 0, X2);
    expect(ex2.toDecimalPlaces(6).toFixed()).toBe('40.666667');
    expect(X2.minus(ex2).toDecimalPlaces(6).toFixed()).toBe('139.333333');
    expect(X2.minus(ex2).times('0.25').toDecimalPlaces(6).toFixed()).toBe('34.833333');
  });
});

describe('M15 / M21 short-term loans', () => {
  const factory = (O: number, income: string[], cost: string[], rate: string) => {
    const input = emptyProject(1, O, [plant(O, { income: [{ vatPct: '0', values: income }], cost })]);
    input.financing.shortTermRatePct = rate;
    return input;
  };

  it('M15: 短期借款₂ 100; 所得税₃ 22.50; DSCR₃ 1.613636; DSCR(不含短期借款)₃ null; 资本金 net flow 0 / 0 / 67.50', () => {
    const out = computeValidModel(factory(2, ['0', '300'], ['100', '100'], '10'), { skipSensitivity: true });
    const ind = out.indicators as {
      shortTermLoans: string[];
      dscr: (string | null)[];
      dscrExShortTerm: (string | null)[];
    };
    expect(ind.shortTermLoans.map((x) => display(D(x)))).toEqual(['0.00', '100.00', '0.00']);
    expect(display(D(out.tables.profit!.rows.find((r) => r.no === '8')!.values[1]!))).toBe('22.50');
    expect(D(ind.dscr[2]!).toDecimalPlaces(6).toFixed()).toBe('1.613636');
    expect(ind.dscrExShortTerm[2]).toBeNull();
    expect(out.tables.equityCash!.rows.find((r) => r.no === '3')!.values.map((v) => display(D(v!)))).toEqual([
      '0.00',
      '0.00',
      '67.50',
    ]);
  });

  it('M15: a deficit in year N stays open and the 资本金 table repays it in N (2.2 includes the open 100)', () => {
    const out = computeValidModel(factory(1, ['0'], ['100'], '10'), { skipSensitivity: true });
    expect(display(D(out.tables.equityCash!.rows.find((r) => r.no === '2.2')!.values[1]!))).toBe('100.00');
    expect(display(D(out.tables.balanceSheet!.rows.find((r) => r.no === '2.1.1')!.values[1]!))).toBe(
      '100.00',
    );
  });

  it('M21: deficits 100 and 150 in consecutive years ⇒ 短期借款连续年数 2, 最大余额 150.00, W_ST_PERSISTENT', () => {
    const out = computeValidModel(factory(3, ['0', '100', '400'], ['100', '150', '0'], '0'), {
      skipSensitivity: true,
    });
    const ind = out.indicators as { shortTermYears: number; shortTermMax: string };
    expect(ind.shortTermYears).toBe(2);
    expect(display(D(ind.shortTermMax))).toBe('150.00');
    expect(out.messages.map((m) => m.code)).toContain('W_ST_PERSISTENT');
  });
});

describe('M16 / M20 VAT', () => {
  it('M16 进项税 of exempt output: year 1 不可抵扣 15 → 经营成本 215, 进项 5, VAT 4; year 2 all 20 not deductible, VAT 0', () => {
    const input = emptyProject(1, 2, [
      plant(2, {
        income: [
          { vatPct: '9', values: ['100', '0'] },
          { vatPct: '0', values: ['300', '300'] },
        ],
        cost: ['200', '200'],
        costVatPct: '10',
      }),
    ]);
    const out = computeValidModel(input, { skipSensitivity: true });
    const rt = (no: string) =>
      show(out.tables.revenueTax!.rows.find((r) => r.no === no)!.values.map((v) => D(v!)));
    expect(rt('3.6')).toEqual(['15.00', '20.00']);
    expect(rt('3.2')).toEqual(['5.00', '0.00']);
    expect(rt('3.4')).toEqual(['4.00', '0.00']);
    expect(show(out.tables.totalCost!.rows.find((r) => r.no === '5')!.values.map((v) => D(v!)))).toEqual([
      '215.00',
      '220.00',
    ]);
    expect(out.messages.map((m) => m.code)).toContain('W_INPUT_VAT_EXEMPT');
  });

  it('M20 建设投资进项税: 设备 113 at 13 % ⇒ 原值 100, credit 13 in B+1: VAT 0 / 5, 留抵 4 / 0, VAT saved 9 / 4', () => {
    const income = { vatPct: '9' as const, values: ['100', '100'] };
    const input = emptyProject(1, 2, [
      plant(2, { income: [income], cost: ['0', '0'], invest: { values: ['113'], inputVatPct: '13' } }),
    ]);
    const m = model(input);
    expect(display(m.assets.accounts.find((a) => a.kind === 'equipment')!.V)).toBe('100.00');
    expect(show(m.vat.vat.slice(1))).toEqual(['0.00', '5.00']);
    expect(show(m.vat.credit.slice(1))).toEqual(['4.00', '0.00']);
    expect(show(m.vat.saving.slice(1))).toEqual(['9.00', '4.00']);
    const exempt = model(
      emptyProject(1, 2, [
        plant(2, {
          income: [{ vatPct: '0', values: ['100', '100'] }],
          cost: ['0', '0'],
          invest: { values: ['113'], inputVatPct: '13' },
        }),
      ]),
    );
    expect(display(exempt.assets.accounts.find((a) => a.kind === 'equipment')!.V)).toBe('113.00');
    expect(exempt.capex.vatExemptPlants).toEqual([0]);
  });
});

describe('M17 / M18 / M19 林木资产 and 维持运营投资', () => {
  it('M17 生产性 depreciation starts with the first output (year 3): 0 in year 2, 10/yr in years 3–6, 余值 60', () => {
    const m = model(
      emptyProject(1, 5, [
        plantation(1, 5, {
          invest: '100',
          method: 'productive',
          basis: 'perAreaByAge',
          yields: series(6, '0', '0', '5', '5', '5', '5'),
        }),
      ]),
    );
    expect(show(m.assets.depBio.slice(1))).toEqual(['0.00', '10.00', '10.00', '10.00', '10.00']);
    expect(display(m.cf.rvBio[5]!)).toBe('60.00');
  });

  it('M18 预计总采伐量 200 with output 10/yr × 4 years ⇒ release 5/yr, 余值 80 (without it 25/yr)', () => {
    const mk = (E?: string) =>
      model(
        emptyProject(1, 4, [
          plantation(1, 4, {
            invest: '100',
            method: 'consumable',
            expectedTotalHarvest: E,
            basis: 'perAreaByOperatingYear',
            yields: series(4, '10', '10', '10', '10'),
          }),
        ]),
      );
    const withE = mk('200');
    expect(show(withE.assets.depBio.slice(1))).toEqual(['5.00', '5.00', '5.00', '5.00']);
    expect(display(withE.cf.rvBio[4]!)).toBe('80.00');
    expect(show(mk().assets.depBio.slice(1))).toEqual(['25.00', '25.00', '25.00', '25.00']);
  });

  it('M19 维持运营投资 设备 50 in year 3 (B 1, O 5), life 10 ⇒ 5/yr in years 4–6, 余值 35', () => {
    const input = emptyProject(1, 5, [plant(5, { income: [], cost: series(5) })]);
    input.maintenance = [
      { name: '设备更新', assetClass: 'equipment', subProjectId: null, values: series(5, '0', '50') },
    ];
    const m = model(input);
    expect(show(m.assets.depFixed.slice(1))).toEqual(['0.00', '0.00', '5.00', '5.00', '5.00']);
    expect(display(m.cf.rvFixed[5]!)).toBe('35.00');
  });
});

describe('self-checks fail loudly', () => {
  it('a balance-sheet difference above 1e-20 of its size or a broken funding identity throws EngineSelfCheckError', async () => {
    const { selfCheck, EngineSelfCheckError } = await import('../../../src/core/engine/compute');
    const m = model(
      emptyProject(1, 2, [plant(2, { income: [{ vatPct: '0', values: ['50', '50'] }], cost: ['10', '10'] })]),
    );
    expect(() => selfCheck(m)).not.toThrow();
    // year 3: the largest items are 货币资金 and 累计未分配利润 of 60, so 1e-17 is too much and 1e-19 is not
    const off = (by: string) => {
      const total = m.bs.total.slice();
      total[2] = total[2]!.plus(by);
      return { ...m, bs: { ...m.bs, total } };
    };
    expect(() => selfCheck(off('1e-17'))).toThrow(EngineSelfCheckError);
    expect(() => selfCheck(off('1e-17'))).toThrow(/资产负债表不平衡：第3年/);
    expect(() => selfCheck(off('1e-19'))).not.toThrow();
    const equity = m.yl.equity.slice();
    equity[0] = equity[0]!.plus('0.01');
    expect(() => selfCheck({ ...m, yl: { ...m.yl, equity } })).toThrow(/资金筹措表不平衡/);
  });
});

describe('sensitivity fallback (D-46) and indicator messages', () => {
  it('a FIRR that does not exist switches the analysis to fnpvPost, says so in the title and raises I_SENS_INDICATOR', () => {
    const input = emptyProject(1, 2, [
      plant(2, { income: [{ vatPct: '0', values: ['100', '100'] }], cost: ['10', '10'] }),
    ]);
    input.sensitivity = { indicator: 'firrPost', factors: ['revenue'], stepsPct: ['10'] };
    const out = computeValidModel(input);
    const ind = out.indicators as {
      sensitivityIndicator: string;
      firrPost: { status: string; value: string | null };
    };
    expect(ind.firrPost).toMatchObject({ status: 'none', value: null });
    expect(ind.sensitivityIndicator).toBe('fnpvPost');
    expect(out.tables.sensitivity!.title).toBe(
      '敏感性分析表(项目投资财务内部收益率(所得税后)不存在，改以项目投资财务净现值(所得税后)为分析指标)',
    );
    const codes = out.messages.map((m) => m.code);
    expect(codes).toContain('I_SENS_INDICATOR');
    expect(codes).toContain('I_IRR_NONE');
    // FNPV at 8 % of (0, 67.5, 67.5) after 25 % tax on 90 a year; +10 % revenue adds 7.5 a year after tax
    const rows = out.tables.sensitivity!.rows;
    const base = new Decimal(rows[0]!.extra!.value!);
    expect(display(base)).toBe(
      display(
        D('67.5')
          .div('1.08')
          .div('1.08')
          .plus(D('67.5').div(D('1.08').pow(3))),
      ),
    );
    expect(display(new Decimal(rows[2]!.extra!.value!).minus(base))).toBe(
      display(
        D('7.5')
          .div('1.08')
          .div('1.08')
          .plus(D('7.5').div(D('1.08').pow(3))),
      ),
    );
  });
});
