// 合理性检查 (issue 18 §4): the checks a senior reviewer of a 经济评价 makes on the inputs and the results. Each check
// has a threshold, a level (提示: worth a look / 警告: very likely wrong or non-compliant), a Chinese explanation and
// the input field (JSON pointer) the user should look at. A check never blocks the computation.
//
// Sources of the thresholds (stated here because the figures are judgements, not laws, unless a law is named):
// - 资本金 ≥ 20 %: 《国务院关于调整和完善固定资产投资项目资本金制度的通知》(国发〔2015〕51号) — the lowest 资本金
//   ratio of any sector is 20 %; 借款 ≤ 80 % of 建设投资 is the same rule seen from the loan side.
// - 利息备付率 ≥ 1, 偿债备付率 ≥ 1.3 and 资产负债率: 《建设项目经济评价方法与参数》(第三版, 2006) §财务分析 — 利息备付率
//   "不宜低于1", 偿债备付率 "不宜低于1.3"; 资产负债率 above 80 % is the usual lenders' ceiling.
// - 折旧年限: 《企业所得税法实施条例》第六十条 (房屋、建筑物 ≥ 20 年; 机器设备 ≥ 10 年; 电子设备 ≥ 3 年), 第六十四条
//   (林木类生产性生物资产 ≥ 10 年), 第六十七条 (无形资产 ≥ 10 年).
// - 税率: 增值税 13/9/6 % (《关于深化增值税改革有关政策的公告》2019年第39号), 3 % 征收率, 0 (免税/农产品自产自销);
//   企业所得税 25 % (法定), 20 % (小型微利), 15 % (高新技术/西部大开发), 12.5 % (减半征收), 0 (林业项目免征).
// - 亩均工程费用 by 建设类型 and 造林密度: reviewer's rules of thumb for Chinese afforestation projects (人工造林 costs of
//   roughly 800–15,000 元/亩 against central subsidies of 300–500 元/亩, 《中央财政林业改革发展资金管理办法》; planting
//   densities of 《造林技术规程》GB/T 15776-2016 for 用材林 of about 20–300 株/亩, 薪炭林 100–800). A value off by about 15× is the 亩/公顷 mix-up.
// - 基准收益率 3–12 % and 借款利率 2–10 %: the band of the 行业财务基准收益率 of 《建设项目经济评价方法与参数》 and of
//   the 贷款市场报价利率 (LPR) plus usual spreads; outside it the figure is more likely a typing error than a choice.
// - FIRR above 30 %, a yield or price moving by more than 50 % from one year to the next, 销售费用 above 15 % of revenue,
//   损耗率 above 30 %: reviewers' warning levels for forestry projects (these are judgements; change them here).
import type { Model } from '../core';
import type { CoreIndicators } from '../indicators';
import type { Message, ModelInput } from '../model-io-types';
import type { Decimal } from '../num';
import { HUNDRED, Z, dec } from '../num';

export type ReviewLevel = '提示' | '警告';

export interface Finding {
  code: string;
  level: ReviewLevel;
  title: string;
  text: string;
  /** JSON pointer into the ModelInput: the field to look at */
  path: string;
  value: Decimal | null;
  threshold: Decimal | null;
}

interface Ctx {
  input: ModelInput;
  m: Model;
  ind: CoreIndicators;
}

interface Check {
  code: string;
  level: ReviewLevel;
  title: string;
  run(c: Ctx): Omit<Finding, 'code' | 'level' | 'title'>[];
}

const f2 = (d: Decimal) => d.toDecimalPlaces(2).toString();
const year = (c: Ctx, t: number) => `第${t + 1}年`;
const firstLoan = (c: Ctx) =>
  c.input.financing.loans.length ? '/financing/loans/0/drawdowns' : '/financing/loans';

/** range of 亩均工程费用 (元/亩) by 建设类型 — see the header for where the figures come from */
const COST_PER_MU: Record<string, [number, number]> = {
  集约林栽培: [800, 15000],
  现有林改培: [300, 8000],
  中幼林抚育: [100, 3000],
  林下经济: [200, 10000],
};
/** 造林密度 (株/亩) of timber and fuel forests; economic forests (tea: 3000+ 株/亩), herbs and nurseries vary too much */
const DENSITY_PER_MU: Record<string, [number, number]> = {
  中大径级用材林: [30, 300],
  珍贵树种用材林: [20, 300],
  薪炭林: [100, 800],
};
const MU_PER_HA = 15;

const within = (x: number, [lo, hi]: [number, number]) => x >= lo && x <= hi;
/** 15× off when the value is out of range but would be inside after converting 亩↔公顷 */
const unitSlip = (x: number, r: [number, number]) =>
  !within(x, r) && (within(x / MU_PER_HA, r) || within(x * MU_PER_HA, r));

/**
 * Year-to-year jumps of more than 50 % between two non-zero values of a series of decimal strings. `afterRampUp`:
 * the leading non-decreasing run is skipped (young trees and gardens yield more every year until they bear fully).
 */
function jumps(values: readonly string[], afterRampUp = false): { t: number; ratio: Decimal }[] {
  const out: { t: number; ratio: Decimal }[] = [];
  let start = 1;
  if (afterRampUp)
    while (start < values.length && dec(values[start] ?? '0').gte(values[start - 1] ?? '0')) start++;
  for (let t = start; t < values.length; t++) {
    const a = dec(values[t - 1] ?? '0');
    const b = dec(values[t] ?? '0');
    if (a.isZero() || b.isZero()) continue;
    const ratio = b.minus(a).div(a).abs();
    if (ratio.gt('0.5')) out.push({ t, ratio: ratio.times(HUNDRED) });
  }
  return out;
}

const firrOf = (r: CoreIndicators['firrPost']) =>
  r.status === 'ok' && r.value ? r.value.times(HUNDRED) : null;

const revenuePath = (c: Ctx): string => {
  const i = c.input.subProjects.findIndex((s) => s.products.length > 0);
  return i < 0 ? '/subProjects' : `/subProjects/${i}/products/0/prices`;
};

export const CHECKS: Check[] = [
  {
    code: 'R_FIRR_HIGH',
    level: '警告',
    title: '财务内部收益率过高',
    run: (c) => {
      const v = firrOf(c.ind.firrPost);
      return v && v.gt(30)
        ? [
            {
              text: `项目投资财务内部收益率(所得税后)为${f2(v)}%，超过30%，林业项目少见，请核对产品价格、产量与投资是否漏项`,
              path: revenuePath(c),
              value: v,
              threshold: dec(30),
            },
          ]
        : [];
    },
  },
  {
    code: 'R_FIRR_NEGATIVE',
    level: '警告',
    title: '财务内部收益率为负或不存在',
    run: (c) => {
      const v = firrOf(c.ind.firrPost);
      if (v && !v.isNeg()) return [];
      return [
        {
          text: v
            ? `项目投资财务内部收益率(所得税后)为${f2(v)}%，低于0，项目在计算期内收不回投资`
            : '项目投资财务内部收益率(所得税后)不存在或不唯一，请核对收入与成本',
          path: revenuePath(c),
          value: v,
          threshold: Z,
        },
      ];
    },
  },
  {
    code: 'R_ICR_LOW',
    level: '警告',
    title: '利息备付率低于1',
    run: (c) => {
      const t = c.ind.icr.findIndex((x) => x !== null && x.lt(1));
      return t < 0
        ? []
        : [
            {
              text: `${year(c, t)}利息备付率为${f2(c.ind.icr[t]!)}，低于1，当年息税前利润不足以支付利息`,
              path: firstLoan(c),
              value: c.ind.icr[t]!,
              threshold: dec(1),
            },
          ];
    },
  },
  {
    code: 'R_DSCR_LOW',
    level: '警告',
    title: '偿债备付率低于1.3',
    run: (c) => {
      const t = c.ind.dscr.findIndex((x) => x !== null && x.lt('1.3'));
      return t < 0
        ? []
        : [
            {
              text: `${year(c, t)}偿债备付率为${f2(c.ind.dscr[t]!)}，低于1.3，还本付息资金偏紧，可考虑延长还款期`,
              path: c.input.financing.loans.length
                ? '/financing/loans/0/repayment/years'
                : '/financing/loans',
              value: c.ind.dscr[t]!,
              threshold: dec('1.3'),
            },
          ];
    },
  },
  {
    code: 'R_EQUITY_SHARE',
    level: '警告',
    title: '资本金比例低于20%',
    run: (c) => {
      const ti = c.ind.totalInvestment;
      if (ti.lte(0)) return [];
      const share = c.ind.equity.div(ti).times(HUNDRED);
      return share.lt(20)
        ? [
            {
              text: `项目资本金占项目总投资的${f2(share)}%，低于资本金制度要求的最低20%`,
              path: firstLoan(c),
              value: share,
              threshold: dec(20),
            },
          ]
        : [];
    },
  },
  {
    code: 'R_LOAN_SHARE',
    level: '警告',
    title: '建设投资借款超过建设投资的80%',
    run: (c) => {
      const ci = c.m.capex.CItotal;
      if (ci.lte(0)) return [];
      const loans = c.m.loans.reduce((s, l) => s.plus(l.P), Z);
      const share = loans.div(ci).times(HUNDRED);
      return share.gt(80)
        ? [
            {
              text: `建设投资借款为建设投资的${f2(share)}%，超过80%`,
              path: firstLoan(c),
              value: share,
              threshold: dec(80),
            },
          ]
        : [];
    },
  },
  {
    code: 'R_YIELD_JUMP',
    level: '提示',
    title: '产量年际变化超过50%(投产爬坡期除外)',
    run: (c) =>
      c.input.subProjects.flatMap((s, i) =>
        s.products.flatMap((p, q) =>
          jumps(p.values, true)
            .slice(0, 1)
            .map((j) => ({
              text: `“${s.name}”的产品“${p.name}”产量第${j.t + 1}列较上一列变化${f2(j.ratio)}%，请确认不是录入错误`,
              path: `/subProjects/${i}/products/${q}/values/${j.t}`,
              value: j.ratio,
              threshold: dec(50),
            })),
        ),
      ),
  },
  {
    code: 'R_PRICE_JUMP',
    level: '提示',
    title: '价格年际变化超过50%',
    run: (c) =>
      c.input.subProjects.flatMap((s, i) =>
        s.products.flatMap((p, q) =>
          jumps(p.prices)
            .slice(0, 1)
            .map((j) => ({
              text: `“${s.name}”的产品“${p.name}”单价运营期第${j.t + 1}年较上年变化${f2(j.ratio)}%，请确认价格依据`,
              path: `/subProjects/${i}/products/${q}/prices/${j.t}`,
              value: j.ratio,
              threshold: dec(50),
            })),
        ),
      ),
  },
  {
    code: 'R_COST_PER_AREA',
    level: '提示',
    title: '亩均工程费用超出常见范围',
    run: (c) =>
      perAreaCost(c)
        .filter((x) => !x.slip)
        .map((x) => x.finding),
  },
  {
    code: 'R_AREA_UNIT',
    level: '警告',
    title: '亩/公顷可能混用',
    run: (c) => [
      ...perAreaCost(c)
        .filter((x) => x.slip)
        .map((x) => ({
          ...x.finding,
          text: `${x.finding.text}；换算15倍后落在常见范围内，可能把每亩与每公顷的数值混用了`,
        })),
      ...densities(c)
        .filter((x) => x.slip)
        .map((x) => ({
          ...x.finding,
          text: `${x.finding.text}；换算15倍后落在常见范围内，可能把每亩与每公顷的数值混用了`,
        })),
    ],
  },
  {
    code: 'R_DENSITY',
    level: '提示',
    title: '造林密度超出常见范围',
    run: (c) =>
      densities(c)
        .filter((x) => !x.slip)
        .map((x) => x.finding),
  },
  {
    code: 'R_WC_DAYS',
    level: '提示',
    title: '流动资金周转天数偏长',
    run: (c) => {
      const w = c.input.workingCapital;
      if (w.method !== 'detailed') return [];
      return Object.entries(w.days)
        .filter(([, d]) => d > 180)
        .slice(0, 1)
        .map(([k, d]) => ({
          text: `流动资金“${k}”周转天数为${d}天，超过180天（允许范围0–360天），请核对`,
          path: `/workingCapital/days/${k}`,
          value: dec(d),
          threshold: dec(180),
        }));
    },
  },
  {
    code: 'R_LIFE_BUILDINGS',
    level: '提示',
    title: '房屋建筑物折旧年限不合常规',
    run: (c) =>
      lifeCheck(c.input.assetParams.buildings.life, [20, 50], '房屋建筑物', '/assetParams/buildings/life'),
  },
  {
    code: 'R_LIFE_EQUIPMENT',
    level: '提示',
    title: '机器设备折旧年限不合常规',
    run: (c) =>
      lifeCheck(c.input.assetParams.equipment.life, [3, 20], '机器设备', '/assetParams/equipment/life'),
  },
  {
    code: 'R_LIFE_BIO',
    level: '警告',
    title: '生产性生物资产折旧年限低于税法最低年限',
    run: (c) =>
      lifeCheck(
        c.input.assetParams.bioProductive.life,
        [10, 100],
        '林木类生产性生物资产',
        '/assetParams/bioProductive/life',
      ),
  },
  {
    code: 'R_LIFE_INTANGIBLE',
    level: '提示',
    title: '无形资产摊销年限低于10年',
    run: (c) =>
      lifeCheck(c.input.assetParams.intangible.life, [10, 100], '无形资产', '/assetParams/intangible/life'),
  },
  {
    code: 'R_RESIDUAL',
    level: '提示',
    title: '净残值率超出常见范围',
    run: (c) =>
      (['buildings', 'equipment', 'bioProductive'] as const)
        .filter((k) => dec(c.input.assetParams[k].residualPct).gt(10))
        .map((k) => ({
          text: `净残值率为${c.input.assetParams[k].residualPct}%，常见为0–10%（多为3%–5%）`,
          path: `/assetParams/${k}/residualPct`,
          value: dec(c.input.assetParams[k].residualPct),
          threshold: dec(10),
        })),
  },
  {
    code: 'R_VAT_RATE',
    level: '警告',
    title: '增值税税率不是法定税率',
    run: (c) => vatRates(c),
  },
  {
    code: 'R_CIT_RATE',
    level: '警告',
    title: '所得税税率不是法定税率',
    run: (c) =>
      ['0', '12.5', '15', '20', '25'].some((r) => dec(r).eq(c.input.meta.citRatePct))
        ? []
        : [
            {
              text: `所得税税率${c.input.meta.citRatePct}%不是法定税率（0、12.5%、15%、20%、25%）`,
              path: '/meta/citRatePct',
              value: dec(c.input.meta.citRatePct),
              threshold: null,
            },
          ],
  },
  {
    code: 'R_PAYBACK',
    level: '警告',
    title: '累计净现金流量在计算期末仍为负',
    run: (c) => {
      const pb = c.ind.paybackPost;
      if (pb.value && !pb.renegative) return [];
      return [
        {
          text: pb.value
            ? '累计净现金流量在回收后又转为负值，投资回收期之后仍有亏空'
            : '累计所得税后净现金流量到计算期末仍为负，投资在计算期内收不回',
          path: revenuePath(c),
          value: pb.value,
          threshold: dec(c.m.p.N),
        },
      ];
    },
  },
  {
    code: 'R_LOAN_UNPAID',
    level: '警告',
    title: '计算期末仍有借款未还清',
    run: (c) => {
      const N = c.m.p.N;
      const st = c.m.yl.stBal[N - 1] ?? Z;
      const wcl = c.m.wc.WLend[N - 1] ?? Z;
      const left = st.plus(wcl);
      return left.gt('1e-8')
        ? [
            {
              text: `计算期末仍有${f2(left)}万元借款余额（短期借款/流动资金借款）未还清`,
              path: '/financing/deficitPolicy',
              value: left,
              threshold: Z,
            },
          ]
        : [];
    },
  },
  {
    code: 'R_REVENUE_NO_COST',
    level: '提示',
    title: '有收入无成本',
    run: (c) => {
      const { B, N } = c.m.p;
      for (let t = B; t < N; t++)
        if (c.m.rev.total[t]!.gt(0) && c.m.ct.OC[t]!.lte(0))
          return [
            {
              text: `${year(c, t)}有营业收入但经营成本为0，可能漏填了成本`,
              path: c.input.subProjects.length ? '/subProjects/0/productionCost' : '/managementCost',
              value: c.m.rev.total[t]!,
              threshold: null,
            },
          ];
      return [];
    },
  },
  {
    code: 'R_COST_NO_REVENUE',
    level: '提示',
    title: '有成本无收入',
    run: (c) => {
      const { B, N } = c.m.p;
      for (let t = B; t < N; t++)
        if (c.m.ct.OC[t]!.gt(0) && c.m.rev.total[t]!.lte(0))
          return [
            {
              text: `${year(c, t)}有经营成本但没有营业收入（林木未投产的年份属正常），请确认`,
              path: revenuePath(c),
              value: c.m.ct.OC[t]!,
              threshold: null,
            },
          ];
      return [];
    },
  },
  {
    code: 'R_IC_RANGE',
    level: '提示',
    title: '基准收益率超出常见范围',
    run: (c) => {
      const ic = dec(c.input.meta.icPct);
      return ic.lt(3) || ic.gt(12)
        ? [
            {
              text: `基准收益率为${c.input.meta.icPct}%，常见为3%–12%，请确认取值依据`,
              path: '/meta/icPct',
              value: ic,
              threshold: ic.lt(3) ? dec(3) : dec(12),
            },
          ]
        : [];
    },
  },
  {
    code: 'R_LOAN_RATE',
    level: '提示',
    title: '借款利率超出常见范围',
    run: (c) =>
      c.input.financing.loans.flatMap((l, i) => {
        const r = dec(l.ratePct);
        return r.lt(2) || r.gt(10)
          ? [
              {
                text: `借款“${l.name}”年利率为${l.ratePct}%，常见为2%–10%`,
                path: `/financing/loans/${i}/ratePct`,
                value: r,
                threshold: r.lt(2) ? dec(2) : dec(10),
              },
            ]
          : [];
      }),
  },
  {
    code: 'R_LOAR_HIGH',
    level: '提示',
    title: '资产负债率过高',
    run: (c) => {
      const t = c.m.bs.loar.findIndex((x) => x !== null && x.gt(80));
      return t < 0
        ? []
        : [
            {
              text: `${year(c, t)}资产负债率为${f2(c.m.bs.loar[t]!)}%，超过80%`,
              path: firstLoan(c),
              value: c.m.bs.loar[t]!,
              threshold: dec(80),
            },
          ];
    },
  },
  {
    code: 'R_SHORT_TERM',
    level: '警告',
    title: '连续多年靠短期借款弥补资金缺口',
    run: (c) =>
      c.ind.shortTermYears >= 3
        ? [
            {
              text: `连续${c.ind.shortTermYears}年年末有短期借款余额，经营现金不足以还本付息`,
              path: '/financing/deficitPolicy',
              value: dec(c.ind.shortTermYears),
              threshold: dec(3),
            },
          ]
        : [],
  },
  {
    code: 'R_SELLING_PCT',
    level: '提示',
    title: '销售费用比例偏高',
    run: (c) => {
      const v = dec(c.input.sellingExpensePct);
      return v.gt(15)
        ? [
            {
              text: `销售费用为营业收入的${c.input.sellingExpensePct}%，超过15%`,
              path: '/sellingExpensePct',
              value: v,
              threshold: dec(15),
            },
          ]
        : [];
    },
  },
  {
    code: 'R_LOSS_PCT',
    level: '提示',
    title: '苗木损耗率偏高',
    run: (c) =>
      c.input.subProjects.flatMap((s, i) =>
        s.type === 0
          ? s.species
              .map((sp, j) => ({ sp, j }))
              .filter(({ sp }) => dec(sp.lossPct).gt(30))
              .map(({ sp, j }) => ({
                text: `“${s.name}”树种“${sp.name}”损耗率为${sp.lossPct}%，超过30%`,
                path: `/subProjects/${i}/species/${j}/lossPct`,
                value: dec(sp.lossPct),
                threshold: dec(30),
              }))
          : [],
      ),
  },
  {
    code: 'R_EQUITY_IC',
    level: '提示',
    title: '资本金基准收益率低于项目基准收益率',
    run: (c) =>
      dec(c.input.meta.equityIcPct).lt(c.input.meta.icPct)
        ? [
            {
              text: `资本金基准收益率${c.input.meta.equityIcPct}%低于项目基准收益率${c.input.meta.icPct}%，资本金承担的风险更大，通常不低于后者`,
              path: '/meta/equityIcPct',
              value: dec(c.input.meta.equityIcPct),
              threshold: dec(c.input.meta.icPct),
            },
          ]
        : [],
  },
];

function lifeCheck(life: number, range: [number, number], what: string, path: string) {
  return within(life, range)
    ? []
    : [
        {
          text: `${what}折旧(摊销)年限为${life}年，常规为${range[0]}${range[1] < 100 ? `–${range[1]}` : '年以上'}年（《企业所得税法实施条例》最低年限）`,
          path,
          value: dec(life),
          threshold: dec(life < range[0] ? range[0] : range[1]),
        },
      ];
}

/** 工程费用 per 亩 of each type-0 sub-project (a 公顷 project is converted to 亩 for the comparison). */
function perAreaCost(c: Ctx) {
  const perHa = c.input.meta.areaUnit === 'ha';
  return c.input.subProjects.flatMap((s, i) => {
    if (s.type !== 0) return [];
    const range = COST_PER_MU[s.constructionType];
    const area = dec(s.area);
    if (!range || area.lte(0)) return [];
    const ef = c.m.capex.subEF[i]!.reduce((a, x) => a.plus(x), Z);
    const perUnit = ef.times(10000).div(area);
    const perMu = perHa ? perUnit.div(MU_PER_HA) : perUnit;
    const x = perMu.toNumber();
    if (within(x, range)) return [];
    return [
      {
        slip: unitSlip(x, range),
        finding: {
          text: `“${s.name}”(${s.constructionType})亩均工程费用约${f2(perMu)}元/亩，常见范围${range[0]}–${range[1]}元/亩`,
          path: `/subProjects/${i}/investment`,
          value: perMu,
          threshold: dec(x < range[0] ? range[0] : range[1]),
        },
      },
    ];
  });
}

function densities(c: Ctx) {
  const perHa = c.input.meta.areaUnit === 'ha';
  return c.input.subProjects.flatMap((s, i) =>
    s.type !== 0 || !DENSITY_PER_MU[s.cultivationTarget]
      ? []
      : s.species.flatMap((sp, j) => {
          const range = DENSITY_PER_MU[s.cultivationTarget]!;
          const d = dec(sp.density);
          const perMu = perHa ? d.div(MU_PER_HA) : d;
          const x = perMu.toNumber();
          if (within(x, range)) return [];
          return [
            {
              slip: unitSlip(x, range),
              finding: {
                text: `“${s.name}”树种“${sp.name}”造林密度约${f2(perMu)}株/亩，${s.cultivationTarget}常见范围${range[0]}–${range[1]}株/亩`,
                path: `/subProjects/${i}/species/${j}/density`,
                value: perMu,
                threshold: dec(x < range[0] ? range[0] : range[1]),
              },
            },
          ];
        }),
  );
}

const LEGAL_VAT = ['0', '3', '6', '9', '13'];
function vatRates(c: Ctx) {
  const bad = (v: string | undefined) => v !== undefined && !LEGAL_VAT.some((r) => dec(r).eq(v));
  const out: Omit<Finding, 'code' | 'level' | 'title'>[] = [];
  const add = (v: string, path: string) =>
    out.push({
      text: `进项税率${v}%不是法定税率或征收率（0、3%、6%、9%、13%）`,
      path,
      value: dec(v),
      threshold: null,
    });
  c.input.subProjects.forEach((s, i) => {
    s.productionCost.forEach((r, k) => {
      if (bad(r.inputVatPct)) add(r.inputVatPct, `/subProjects/${i}/productionCost/${k}/inputVatPct`);
    });
    s.investment.forEach((r, k) => {
      const v = (r as { inputVatPct?: string }).inputVatPct;
      if (bad(v)) add(v!, `/subProjects/${i}/investment/${k}/inputVatPct`);
    });
    if (s.type === 0)
      s.forestryCost.forEach((r, k) => {
        const v = (r as { inputVatPct?: string }).inputVatPct;
        if (bad(v)) add(v!, `/subProjects/${i}/forestryCost/${k}/inputVatPct`);
      });
  });
  c.input.managementCost.forEach((r, k) => {
    if (bad(r.inputVatPct)) add(r.inputVatPct, `/managementCost/${k}/inputVatPct`);
  });
  return out.slice(0, 3);
}

/** Every check on a computed base case; the findings in the order of CHECKS. */
export function runReview(input: ModelInput, m: Model, ind: CoreIndicators): Finding[] {
  const c: Ctx = { input, m, ind };
  return CHECKS.flatMap((k) => k.run(c).map((f) => ({ ...f, code: k.code, level: k.level, title: k.title })));
}

/** The findings as engine messages (提示 → info, 警告 → warning), pointing at their input fields. */
export function reviewMessages(findings: readonly Finding[]): Message[] {
  return findings.map((f) => ({
    level: f.level === '警告' ? 'warning' : 'info',
    code: f.code,
    text: `合理性检查（${f.level}）：${f.text}`,
    path: f.path,
  }));
}
