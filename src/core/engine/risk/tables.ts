// The output tables of the risk analysis (issue 18): sensitivity2, scenarios, risk and review, in the model-io
// conventions (yearAxis none, values in `extra`, decimal strings, Chinese titles).
import type { Table } from '../model-io-types';
import { FACTOR_LABEL, INDICATOR_LABEL } from '../labels';
import { type Decimal, dec, encN } from '../num';
import { TableBuilder, type Axis } from '../tables/builder';
import type { Distribution1, MonteCarloResult } from './monte-carlo';
import { PERCENTILES } from './monte-carlo';
import type { Finding } from './review';
import { SCENARIO_INDICATORS, type ScenarioResult } from './scenarios';
import type { TwoFactorResult } from './two-factor';

const ex = (o: Record<string, Decimal | null>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, encN(v)]));

/**
 * 双因素敏感性分析表: row i = step i of the first factor, column `c{j}` = step j of the second, `criticalPct` = the
 * 临界线 (change of the second factor in % at which the indicator reaches `benchmark`).
 */
export function twoFactorTable(ax: Axis, r: TwoFactorResult): Table {
  const tb = new TableBuilder(ax, 'none');
  const [a, b] = r.factors;
  const unit = r.indicator === 'fnpvPost' ? '万元' : '%';
  r.stepsPct.forEach((sa, i) => {
    const cells: Record<string, Decimal | null> = { changePct: dec(sa) };
    r.cells[i]!.forEach((v, j) => (cells[`c${j + 1}`] = v));
    cells.criticalPct = r.critical[i]!;
    cells.benchmark = r.benchmark;
    tb.push({
      no: `${i + 1}`,
      name: `${FACTOR_LABEL[a]} ${sa}%`,
      unit,
      total: null,
      values: [],
      extra: ex(cells),
    });
  });
  return tb.build(
    'sensitivity2',
    `双因素敏感性分析表(${INDICATOR_LABEL[r.indicator]}：${FACTOR_LABEL[a]} × ${FACTOR_LABEL[b]})`,
    unit,
    [
      { key: 'changePct', label: `${FACTOR_LABEL[a]}变化率(%)` },
      ...r.stepsPct.map((sb, j) => ({ key: `c${j + 1}`, label: `${FACTOR_LABEL[b]} ${sb}%` })),
      { key: 'criticalPct', label: `临界线：${FACTOR_LABEL[b]}变化率(%)` },
      { key: 'benchmark', label: `基准值(${unit})` },
    ],
  );
}

/** 情景分析表: one row per main indicator, one column `s{k}` per scenario; rows 0.x give each scenario's changes. */
export function scenariosTable(ax: Axis, list: ScenarioResult[]): Table {
  const tb = new TableBuilder(ax, 'none');
  const col = (get: (s: ScenarioResult) => Decimal | null) =>
    ex(Object.fromEntries(list.map((s, k) => [`s${k + 1}`, get(s)])));
  tb.push({ no: '0', name: '因素变化率', total: null, values: [] });
  (['capex', 'revenue', 'opCost', 'quantity'] as const).forEach((f, i) =>
    tb.push({
      no: `0.${i + 1}`,
      name: FACTOR_LABEL[f],
      unit: '%',
      total: null,
      values: [],
      extra: col((s) => s.changes[f]),
    }),
  );
  SCENARIO_INDICATORS.forEach(([key, name, unit], i) =>
    tb.push({
      no: `${i + 1}`,
      name,
      ...(unit ? { unit } : {}),
      total: null,
      values: [],
      extra: col((s) => s.values[key]),
    }),
  );
  return tb.build(
    'scenarios',
    '情景分析表',
    '',
    list.map((s, k) => ({ key: `s${k + 1}`, label: s.name })),
  );
}

const RISK_COLUMNS = [
  { key: 'firr', label: '项目投资财务内部收益率(所得税后)(%)' },
  { key: 'fnpv', label: '项目投资财务净现值(所得税后)(万元)' },
  { key: 'value', label: '数值' },
  { key: 'from', label: '区间下限' },
  { key: 'to', label: '区间上限' },
  { key: 'count', label: '次数' },
  { key: 'pct', label: '频率(%)' },
  { key: 'cumPct', label: '累计概率(%)' },
];

/**
 * 风险分析表(蒙特卡洛模拟): 1.x statistics of FIRR and FNPV (P5 … P95, 平均值, 标准差), 2.x probabilities and run
 * counts, 3.x / 4.x the histograms of FIRR / FNPV with their cumulative curve.
 */
export function riskTable(ax: Axis, r: MonteCarloResult): Table {
  const tb = new TableBuilder(ax, 'none');
  const row = (no: string, name: string, extra: Record<string, Decimal | null>, unit?: string) =>
    tb.push({
      no,
      name,
      ...(unit ? { unit } : {}),
      total: null,
      values: [],
      ...(extra ? { extra: ex(extra) } : {}),
    });
  tb.push({ no: '1', name: '统计量', total: null, values: [] });
  PERCENTILES.forEach((q, i) =>
    row(`1.${i + 1}`, `P${q}`, { firr: r.firr.percentiles[i]!, fnpv: r.fnpv.percentiles[i]! }),
  );
  row(`1.${PERCENTILES.length + 1}`, '平均值', { firr: r.firr.mean, fnpv: r.fnpv.mean });
  row(`1.${PERCENTILES.length + 2}`, '标准差', { firr: r.firr.sd, fnpv: r.fnpv.sd });
  tb.push({ no: '2', name: '概率', total: null, values: [] });
  row('2.1', `P(财务内部收益率 ≥ 基准收益率${r.ic.toString()}%)`, { value: r.pFirr }, '%');
  row('2.2', 'P(财务净现值 ≥ 0)', { value: r.pFnpv }, '%');
  row('2.3', '模拟次数', { value: dec(r.runs) }, '次');
  row('2.4', '内部收益率不存在的次数', { value: dec(r.runs - r.firr.n) }, '次');
  row('2.5', '随机数种子', { value: dec(r.seed) });
  const hist = (no: string, name: string, d: Distribution1, unit: string) => {
    tb.push({ no, name, unit, total: null, values: [] });
    d.bins.forEach((b, i) =>
      row(`${no}.${i + 1}`, `区间${i + 1}`, {
        from: b.from,
        to: b.to,
        count: dec(b.count),
        pct: b.pct,
        cumPct: b.cumPct,
      }),
    );
  };
  hist('3', '财务内部收益率分布', r.firr, '%');
  hist('4', '财务净现值分布', r.fnpv, '万元');
  const title = r.correlationIgnored
    ? '风险分析表(蒙特卡洛模拟；相关系数矩阵不正定，已按各变量相互独立模拟)'
    : '风险分析表(蒙特卡洛模拟)';
  return tb.build('risk', title, '', RISK_COLUMNS);
}

/** 合理性检查表: one row per finding; name = the check and its explanation, unit = 提示 / 警告. */
export function reviewTable(ax: Axis, findings: readonly Finding[]): Table {
  const tb = new TableBuilder(ax, 'none');
  findings.forEach((f, i) =>
    tb.push({
      no: `${i + 1}`,
      name: `${f.title}：${f.text}`,
      unit: f.level,
      total: null,
      values: [],
      extra: ex({ value: f.value, threshold: f.threshold }),
    }),
  );
  return tb.build('review', `合理性检查表(${findings.length}项)`, '', [
    { key: 'value', label: '数值' },
    { key: 'threshold', label: '阈值' },
  ]);
}
