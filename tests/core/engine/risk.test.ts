// Issue 18: two-factor sensitivity, scenarios, Monte Carlo and the 合理性检查 on the worked example (tea garden).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeModel, type ModelInput, type ModelOutput, type Table } from '../../../src/core/engine';
import { REVIEW_CHECKS } from '../../../src/core/engine/risk';
import { SeededRandom, cholesky } from '../../../src/core/engine/risk/random';
import { Decimal } from '../../../src/core/money/decimal';

const example = (): ModelInput =>
  JSON.parse(readFileSync('tests/fixtures/tea-garden.input.json', 'utf8')) as ModelInput;

const row = (t: Table | undefined, no: string) => {
  const r = t?.rows.find((x) => x.no === no);
  if (!r) throw new Error(`row ${no} missing in ${t?.id}`);
  return r;
};
const x = (t: Table | undefined, no: string, key: string) => row(t, no).extra?.[key] ?? null;
const noErrors = (o: ModelOutput) => expect(o.messages.filter((m) => m.level === 'error')).toEqual([]);

describe('two-factor sensitivity', () => {
  const input = example();
  input.sensitivity = {
    indicator: 'firrPost',
    factors: ['capex', 'revenue'],
    stepsPct: ['-20', '-10', '10', '20'],
  };
  input.analysis = { twoFactor: { indicator: 'firrPost', factors: ['capex', 'revenue'] }, review: false };
  const out = computeModel(input);
  const grid = out.tables.sensitivity2;
  const sens = out.tables.sensitivity;

  it('has the default steps −20…+20 by 10 and a Chinese title', () => {
    noErrors(out);
    expect(grid!.rows.map((r) => r.extra?.changePct)).toEqual(['-20', '-10', '0', '10', '20']);
    expect(grid!.title).toBe(
      '双因素敏感性分析表(项目投资财务内部收益率(所得税后)：建设投资 × 营业收入(价格))',
    );
    expect(grid!.columns.map((c) => c.label)).toContain('营业收入(价格) -10%');
  });

  it('(0, 0) is the base indicator; the zero row and column are the single-factor results', () => {
    if (out.indicators.firrPost === undefined) throw new Error('no indicators');
    expect(x(grid, '3', 'c3')).toBe(out.indicators.firrPost.value);
    // row a = 0: revenue alone (sensitivity rows 2.1–2.4); column b = 0: capex alone (rows 1.1–1.4)
    expect(['c1', 'c2', 'c4', 'c5'].map((c) => x(grid, '3', c))).toEqual(
      ['2.1', '2.2', '2.3', '2.4'].map((no) => x(sens, no, 'value')),
    );
    expect(['1', '2', '4', '5'].map((no) => x(grid, no, 'c3'))).toEqual(
      ['1.1', '1.2', '1.3', '1.4'].map((no) => x(sens, no, 'value')),
    );
    // the 临界线 at a = 0 is the 临界点 of the revenue factor
    expect(x(grid, '3', 'criticalPct')).toBe(x(sens, '2', 'criticalPct'));
  });

  it('the 临界线 is where FIRR reaches ic, and moves the right way with investment', () => {
    const crit = grid!.rows.map((r) => new Decimal(r.extra!.criticalPct!));
    // more investment needs a smaller fall of revenue to reach ic
    for (let i = 1; i < crit.length; i++) expect(crit[i]!.gt(crit[i - 1]!)).toBe(true);
    const check = example();
    check.analysis = {
      scenarios: [{ name: '临界', changes: { capex: '10', revenue: crit[3]!.toFixed(12) } }],
      review: false,
    };
    const firr = new Decimal(x(computeModel(check).tables.scenarios, '2', 's1')!);
    expect(firr.minus(8).abs().lt('1e-6')).toBe(true);
    expect(x(grid, '1', 'benchmark')).toBe('8');
  });
});

describe('scenarios', () => {
  it('a scenario with no changes equals the base; others move the indicators', () => {
    const input = example();
    input.analysis = {
      scenarios: [
        { name: '基准', changes: {} },
        { name: '悲观', changes: { revenue: '-10', opCost: '10' } },
      ],
      review: false,
    };
    const out = computeModel(input);
    noErrors(out);
    const t = out.tables.scenarios;
    const ind = out.indicators;
    if (!('firrPost' in ind)) throw new Error('no indicators');
    const base = {
      '1': ind.firrPre.value,
      '2': ind.firrPost.value,
      '3': ind.fnpvPre,
      '4': ind.fnpvPost,
      '5': ind.firrEquity.value,
      '6': ind.paybackPre,
      '7': ind.paybackPost,
      '8': ind.dynPaybackPost,
      '9': ind.roi,
      '10': ind.roe,
      '11': ind.icrMin,
      '12': ind.dscrMin,
      '13': ind.bep.pct,
    };
    for (const [no, v] of Object.entries(base)) expect(x(t, no, 's1'), no).toBe(v);
    expect(t!.columns.map((c) => c.label)).toEqual(['基准', '悲观']);
    expect(x(t, '0.2', 's2')).toBe('-10');
    expect(new Decimal(x(t, '2', 's2')!).lt(ind.firrPost.value!)).toBe(true);
  });
});

const mc = (seed: number, runs = 60): ModelInput => {
  const input = example();
  input.analysis = {
    monteCarlo: {
      runs,
      seed,
      variables: [
        { factor: 'revenue', dist: { kind: 'triangular', min: '-20', mode: '0', max: '10' } },
        { factor: 'capex', dist: { kind: 'normal', meanPct: '0', sdPct: '8' } },
        { factor: 'opCost', dist: { kind: 'uniform', min: '-5', max: '15' } },
      ],
      correlations: [{ a: 'revenue', b: 'opCost', rho: '0.5' }],
    },
    review: false,
  };
  return input;
};

describe('Monte Carlo', () => {
  it('zero-width distributions give the base indicator in every percentile', () => {
    const input = example();
    input.analysis = {
      monteCarlo: {
        runs: 7,
        seed: 1,
        variables: [
          { factor: 'revenue', dist: { kind: 'triangular', min: '0', mode: '0', max: '0' } },
          { factor: 'capex', dist: { kind: 'normal', meanPct: '0', sdPct: '0' } },
          { factor: 'quantity', dist: { kind: 'uniform', min: '0', max: '0' } },
        ],
      },
      review: false,
    };
    const out = computeModel(input);
    noErrors(out);
    const ind = out.indicators;
    if (!('firrPost' in ind)) throw new Error('no indicators');
    const t = out.tables.risk;
    for (const no of ['1.1', '1.2', '1.3', '1.4', '1.5', '1.6']) {
      expect(x(t, no, 'firr'), no).toBe(ind.firrPost.value);
      expect(new Decimal(x(t, no, 'fnpv')!).eq(ind.fnpvPost), no).toBe(true);
    }
    expect(x(t, '1.7', 'firr')).toBe('0');
    expect(x(t, '2.1', 'value')).toBe('100');
    expect(x(t, '2.3', 'value')).toBe('7');
    // one histogram bin holding every run
    expect(row(t, '3.1').extra).toMatchObject({ count: '7', pct: '100', cumPct: '100' });
  });

  it('the same seed gives byte-identical output, another seed another one', () => {
    const a = JSON.stringify(computeModel(mc(42)).tables.risk);
    const b = JSON.stringify(computeModel(mc(42)).tables.risk);
    const c = JSON.stringify(computeModel(mc(43)).tables.risk);
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it('percentiles rise, the cumulative curve ends at 100 % and the counts add up to the runs', () => {
    const t = computeModel(mc(9)).tables.risk!;
    const p = ['1.1', '1.2', '1.3', '1.4', '1.5'].map((no) => new Decimal(x(t, no, 'firr')!));
    for (let i = 1; i < p.length; i++) expect(p[i]!.gte(p[i - 1]!)).toBe(true);
    const bins = t.rows.filter((r) => r.no.startsWith('3.'));
    expect(bins).toHaveLength(20);
    expect(bins.reduce((s, r) => s + Number(r.extra!.count), 0)).toBe(60);
    expect(bins.at(-1)!.extra!.cumPct).toBe('100');
    expect(Number(x(t, '2.1', 'value'))).toBeGreaterThan(50);
  });

  it('xoshiro128** gives the reference outputs, and the seeded stream is pinned', () => {
    const r = SeededRandom.fromState([1, 2, 3, 4]);
    expect([r.nextUint32(), r.nextUint32(), r.nextUint32()]).toEqual([11520, 0, 5927040]);
    const s = new SeededRandom(20261126);
    expect([s.nextUint32(), s.nextUint32(), s.nextUint32(), s.nextUint32()]).toEqual([
      2213634716, 3193701551, 3942084801, 2702577946,
    ]);
  });

  it('Cholesky factors a correlation matrix and refuses a contradictory one', () => {
    const l = cholesky([
      [1, 0.6],
      [0.6, 1],
    ])!;
    expect(l[1]![0]).toBeCloseTo(0.6, 12);
    expect(l[1]![1]).toBeCloseTo(0.8, 12);
    expect(
      cholesky([
        [1, 0.9, -0.9],
        [0.9, 1, 0.9],
        [-0.9, 0.9, 1],
      ]),
    ).toBeNull();
  });

  it('refuses bad settings with Chinese messages', () => {
    const input = mc(1);
    input.analysis!.monteCarlo!.variables[0]!.dist = { kind: 'triangular', min: '10', mode: '0', max: '20' };
    input.analysis!.twoFactor = { indicator: 'firrPost', factors: ['capex', 'capex'] };
    const out = computeModel(input);
    const texts = out.messages.filter((m) => m.level === 'error').map((m) => m.text);
    expect(texts.join('\n')).toContain('三角分布应满足 最小值 ≤ 最可能值 ≤ 最大值');
    expect(texts.join('\n')).toContain('双因素敏感性分析的两个因素不能相同');
  });
});

/** One input change per check that makes it fire on the worked example. */
const TRIPS: Record<string, (i: ModelInput) => void> = {
  R_FIRR_HIGH: (i) => setPrices(i, '60'),
  R_FIRR_NEGATIVE: (i) => setPrices(i, '2'),
  R_ICR_LOW: () => {}, // the worked example trips it (see below)
  R_DSCR_LOW: () => {},
  R_EQUITY_SHARE: (i) => (i.financing.loans[0]!.drawdowns = ['190', '70']),
  R_LOAN_SHARE: (i) => (i.financing.loans[0]!.drawdowns = ['190', '70']),
  R_YIELD_JUMP: (i) => (tea(i).products[0]!.values[8] = '100'),
  R_PRICE_JUMP: (i) => (tea(i).products[0]!.prices[5] = '20'),
  R_COST_PER_AREA: (i) => (leaf(i, '1.1').values = ['400000', '0']),
  R_AREA_UNIT: (i) => (i.meta.areaUnit = 'ha'),
  R_DENSITY: (i) => {
    const s = tea(i);
    // 5000 株/亩 is out of 30–300 also after ÷15 (333), so it is not the 亩/公顷 slip
    if (s.type === 0) {
      s.cultivationTarget = '中大径级用材林';
      s.species[0]!.density = '5000';
    }
  },
  R_WC_DAYS: (i) => {
    if (i.workingCapital.method === 'detailed') i.workingCapital.days.receivables = 200;
  },
  R_LIFE_BUILDINGS: (i) => (i.assetParams.buildings.life = 10),
  R_LIFE_EQUIPMENT: (i) => (i.assetParams.equipment.life = 30),
  R_LIFE_BIO: (i) => (i.assetParams.bioProductive.life = 5),
  R_LIFE_INTANGIBLE: (i) => (i.assetParams.intangible.life = 5),
  R_RESIDUAL: (i) => (i.assetParams.buildings.residualPct = '20'),
  R_VAT_RATE: (i) => (tea(i).productionCost[0]!.inputVatPct = '7'),
  R_CIT_RATE: (i) => (i.meta.citRatePct = '18'),
  R_PAYBACK: (i) => setPrices(i, '2'),
  R_LOAN_UNPAID: (i) => setPrices(i, '2'),
  R_REVENUE_NO_COST: (i) => {
    const s = tea(i);
    for (const r of [...s.productionCost, ...i.managementCost]) r.values = r.values.map(() => '0');
    if (s.type === 0) {
      for (const r of s.forestryCost) if ('values' in r) r.values = r.values.map(() => '0');
      s.rent.unitPrice = '0';
    }
  },
  R_COST_NO_REVENUE: (i) => (tea(i).products[0]!.prices[0] = '0'),
  R_IC_RANGE: (i) => (i.meta.icPct = '15'),
  R_LOAN_RATE: (i) => (i.financing.loans[0]!.ratePct = '12'),
  R_LOAR_HIGH: () => {},
  R_SHORT_TERM: (i) => setPrices(i, '2'),
  R_SELLING_PCT: (i) => (i.sellingExpensePct = '20'),
  R_LOSS_PCT: (i) => {
    const s = tea(i);
    if (s.type === 0) s.species[0]!.lossPct = '40';
  },
  R_EQUITY_IC: (i) => (i.meta.equityIcPct = '6'),
};
const tea = (i: ModelInput) => i.subProjects[0]!;
const setPrices = (i: ModelInput, p: string) =>
  (tea(i).products[0]!.prices = tea(i).products[0]!.prices.map(() => p));
const leaf = (i: ModelInput, no: string) => {
  const s = tea(i);
  const r = s.type === 0 ? s.investment.find((x) => x.no === no) : undefined;
  if (!r || !('values' in r)) throw new Error(`no leaf ${no}`);
  return r;
};

const reviewOf = (i: ModelInput) => {
  i.analysis = { review: true };
  const out = computeModel(i);
  noErrors(out);
  return out;
};
/** the value a JSON pointer names, undefined when it names nothing */
const pointer = (doc: unknown, path: string): unknown =>
  path
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined),
      doc,
    );

describe('合理性检查', () => {
  it('has at least 20 checks, each with a trip below', () => {
    expect(REVIEW_CHECKS.length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(TRIPS).sort()).toEqual(REVIEW_CHECKS.map((c) => c.code).sort());
  });

  it('on the worked example only 利息备付率, 偿债备付率 and 资产负债率 fire, in year 3, where they really trip', () => {
    // Year 3 is the first operating year: the tea garden yields 50 kg/亩 of its mature 300, so EBIT is negative while
    // the loan's first annuity and interest fall due (ICR −10.75, DSCR −2.17), and the loans plus the short-term
    // loan covering that deficit are 89 % of the assets.
    const out = reviewOf(example());
    expect(out.messages.filter((m) => m.code.startsWith('R_')).map((m) => [m.code, m.level])).toEqual([
      ['R_ICR_LOW', 'warning'],
      ['R_DSCR_LOW', 'warning'],
      ['R_LOAR_HIGH', 'info'],
    ]);
    const t = out.tables.review!;
    expect(t.title).toBe('合理性检查表(3项)');
    expect(row(t, '1').name).toBe(
      '利息备付率低于1：第3年利息备付率为-10.75，低于1，当年息税前利润不足以支付利息',
    );
    expect(row(t, '1').unit).toBe('警告');
    expect(row(t, '3').unit).toBe('提示');
  });

  for (const check of REVIEW_CHECKS)
    it(`${check.code} ${check.title} fires on an input made to trip it, pointing at an input field`, () => {
      const input = example();
      TRIPS[check.code]!(input);
      const out = reviewOf(input);
      const found = out.messages.filter((m) => m.code === check.code);
      expect(found.length, check.code).toBeGreaterThan(0);
      for (const m of found) {
        expect(m.level).toBe(check.level === '警告' ? 'warning' : 'info');
        expect(m.text).toMatch(/^合理性检查（(提示|警告)）：/);
        expect(pointer(input, m.path), m.path).not.toBeUndefined();
      }
    });

  it('a review switched off gives neither table nor messages; no analysis gives no new table', () => {
    const input = example();
    input.analysis = { review: false };
    const out = computeModel(input);
    expect(out.tables.review).toBeUndefined();
    expect(out.messages.some((m) => m.code.startsWith('R_'))).toBe(false);
    const plain = computeModel(example());
    for (const id of ['sensitivity2', 'scenarios', 'risk', 'review'] as const)
      expect(plain.tables[id]).toBeUndefined();
  });
});
