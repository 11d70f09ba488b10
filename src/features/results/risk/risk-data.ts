// Pure view models of the 风险分析 tab (issue 18) from the stored analysis tables: the two-factor heat table with its
// 临界线, the scenarios side by side, the Monte Carlo histogram and cumulative curve, and the probability in words.
import type { OutputTable as Table } from '../../../core/contracts/results';

/** The part of a stored result the tab reads. */
export interface RiskTables {
  tables: Partial<Record<string, Table>>;
}
import { formatAmount } from '../../../i18n/number';

export interface HeatCell {
  key: string;
  value: string | null;
  /** below the benchmark (FIRR < ic, FNPV < 0): shown in red */
  below: boolean;
  /** the 临界线 passes between this cell and the one on its left */
  criticalLeft: boolean;
}
export interface HeatRow {
  label: string;
  cells: HeatCell[];
  critical: string | null;
}
export interface HeatTable {
  title: string;
  columns: { key: string; label: string }[];
  rows: HeatRow[];
  benchmark: string | null;
  unit: string;
}

export function heatTable(t: Table | undefined): HeatTable | null {
  if (!t) return null;
  const columns = t.columns.filter((c) => /^c\d+$/.test(c.key));
  const benchmark = t.rows[0]?.extra?.benchmark ?? null;
  const below = (v: string | null) => v !== null && benchmark !== null && Number(v) < Number(benchmark);
  return {
    title: t.title,
    columns,
    benchmark,
    unit: t.unit,
    rows: t.rows.map((r) => {
      const cells = columns.map((c) => ({ key: c.key, value: r.extra?.[c.key] ?? null }));
      return {
        label: r.name,
        critical: r.extra?.criticalPct ?? null,
        cells: cells.map((c, j) => ({
          ...c,
          below: below(c.value),
          criticalLeft:
            j > 0 &&
            c.value !== null &&
            cells[j - 1]!.value !== null &&
            below(c.value) !== below(cells[j - 1]!.value),
        })),
      };
    }),
  };
}

export interface ScenarioView {
  columns: { key: string; label: string }[];
  rows: { no: string; name: string; unit: string; values: (string | null)[]; group: boolean }[];
}

export function scenarioView(t: Table | undefined): ScenarioView | null {
  if (!t) return null;
  return {
    columns: t.columns,
    rows: t.rows.map((r) => ({
      no: r.no,
      name: r.name,
      unit: r.unit ?? '',
      values: t.columns.map((c) => r.extra?.[c.key] ?? null),
      group: !r.extra,
    })),
  };
}

export interface HistogramBar {
  label: string;
  count: number;
  pct: number;
}
export interface CumulativePoint {
  x: number;
  cumPct: number;
}
export interface MonteCarloView {
  title: string;
  runs: number;
  stats: { name: string; firr: string | null; fnpv: string | null }[];
  pFirr: string | null;
  pFnpv: string | null;
  ic: string | null;
  firrBars: HistogramBar[];
  firrCurve: CumulativePoint[];
  fnpvBars: HistogramBar[];
  fnpvCurve: CumulativePoint[];
  sentence: string;
}

const extra = (t: Table, no: string, key: string) => t.rows.find((r) => r.no === no)?.extra?.[key] ?? null;

function distribution(t: Table, group: string): { bars: HistogramBar[]; curve: CumulativePoint[] } {
  const rows = t.rows.filter((r) => r.no.startsWith(`${group}.`));
  const bars = rows.map((r) => ({
    label: `${formatAmount(r.extra!.from!)}～${formatAmount(r.extra!.to!)}`,
    count: Number(r.extra!.count),
    pct: Number(r.extra!.pct),
  }));
  // the curve starts at the least value with 0 % and reaches each bin's upper bound with its cumulative share
  const first = rows[0]?.extra?.from;
  const curve = [
    ...(first ? [{ x: Number(first), cumPct: 0 }] : []),
    ...rows.map((r) => ({ x: Number(r.extra!.to), cumPct: Number(r.extra!.cumPct) })),
  ];
  return { bars, curve };
}

export function monteCarloView(t: Table | undefined): MonteCarloView | null {
  if (!t) return null;
  const runs = Number(extra(t, '2.3', 'value') ?? 0);
  const pFirr = extra(t, '2.1', 'value');
  const pFnpv = extra(t, '2.2', 'value');
  const icMatch = /基准收益率([-\d.]+)%/.exec(t.rows.find((r) => r.no === '2.1')?.name ?? '');
  const ic = icMatch?.[1] ?? null;
  const firr = distribution(t, '3');
  const fnpv = distribution(t, '4');
  const sentence =
    pFirr === null
      ? ''
      : `在${runs}次模拟中，项目投资财务内部收益率(所得税后)不低于基准收益率${ic ?? ''}%的概率为${formatAmount(pFirr)}%，` +
        `财务净现值(所得税后)不小于0的概率为${formatAmount(pFnpv ?? '0')}%。`;
  return {
    title: t.title,
    runs,
    stats: t.rows
      .filter((r) => r.no.startsWith('1.'))
      .map((r) => ({ name: r.name, firr: r.extra?.firr ?? null, fnpv: r.extra?.fnpv ?? null })),
    pFirr,
    pFnpv,
    ic,
    firrBars: firr.bars,
    firrCurve: firr.curve,
    fnpvBars: fnpv.bars,
    fnpvCurve: fnpv.curve,
    sentence,
  };
}

/** Does the output hold any analysis of issue 18 (the tab shows a hint otherwise)? */
export const hasRiskAnalysis = (o: RiskTables): boolean =>
  Boolean(o.tables.sensitivity2 || o.tables.scenarios || o.tables.risk);
