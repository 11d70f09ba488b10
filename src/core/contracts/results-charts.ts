// Chart series of a computed version, read from its tables (result view and the Word report): cash-flow profile, sensitivity spider, 临界点 bars.
import { Decimal } from '../money/decimal';
import { roundDisplay } from '../money/display';
import type { OutputTable, ResultData } from './results';

type Output = ResultData['output'];

/** Charts plot the displayed (2-dp) figure; exact values stay in the tables. */
export function plotNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return Number(roundDisplay(new Decimal(value), 2).toFixed(2));
}

const rowOf = (table: OutputTable | undefined, no: string) => table?.rows.find((r) => r.no === no);

export interface CashFlowPoint {
  year: number;
  /** 所得税前 / 所得税后净现金流量 and their cumulative sums (万元). */
  netPre: number | null;
  netPost: number | null;
  cumPre: number | null;
  cumPost: number | null;
}

export interface CashFlowProfile {
  points: CashFlowPoint[];
  /** 静态投资回收期 (years from the start of construction), null when not recovered. */
  paybackPre: number | null;
  paybackPost: number | null;
}

/** 项目投资现金流量表 rows 3, 4, 6, 7 by project year, with the static payback points. */
export function cashFlowProfile(output: Output): CashFlowProfile | null {
  const table = output.tables.projectCash;
  if (!table) return null;
  const values = (no: string) => rowOf(table, no)?.values ?? [];
  const [pre, cumPre, post, cumPost] = ['3', '4', '6', '7'].map(values) as [
    (string | null)[],
    (string | null)[],
    (string | null)[],
    (string | null)[],
  ];
  const points = pre.map((_, i) => ({
    year: i + 1,
    netPre: plotNumber(pre[i]),
    netPost: plotNumber(post[i]),
    cumPre: plotNumber(cumPre[i]),
    cumPost: plotNumber(cumPost[i]),
  }));
  return {
    points,
    paybackPre: plotNumber(output.indicators.paybackPre),
    paybackPost: plotNumber(output.indicators.paybackPost),
  };
}

export interface SpiderSeries {
  key: string;
  label: string;
}

export interface SensitivitySpider {
  /** One row per change rate (ascending): `{changePct, f1, f2, …}`; the base case (0 %) is shared by every factor. */
  rows: Record<string, number | null>[];
  series: SpiderSeries[];
  /** What the value axis shows, e.g. 项目投资财务内部收益率(所得税后)(%). */
  indicatorLabel: string;
  /** FIRR indicators: the benchmark rate ic; FNPV: 0. Null when unknown. */
  benchmark: number | null;
}

/** FIRR (or the fallback indicator) against the change rate, one line per uncertain factor. */
export function sensitivitySpider(
  output: Output,
  benchmark: ResultData['benchmark'],
): SensitivitySpider | null {
  const table = output.tables.sensitivity;
  if (!table) return null;
  const base = plotNumber(rowOf(table, '0')?.extra?.value);
  const factors = table.rows.filter((r) => !r.no.includes('.') && r.no !== '0');
  const series = factors.map((f) => ({ key: `f${f.no}`, label: f.name }));
  const byChange = new Map<string, Record<string, number | null>>();
  const at = (change: string) => {
    const key = new Decimal(change).toFixed();
    let row = byChange.get(key);
    if (!row) byChange.set(key, (row = { changePct: Number(key) }));
    return row;
  };
  for (const s of series) at('0')[s.key] = base;
  for (const r of table.rows) {
    const dot = r.no.indexOf('.');
    const change = r.extra?.changePct;
    if (dot < 0 || change === null || change === undefined) continue;
    at(change)[`f${r.no.slice(0, dot)}`] = plotNumber(r.extra?.value);
  }
  const rows = [...byChange.values()].sort((a, b) => (a.changePct ?? 0) - (b.changePct ?? 0));
  const indicator = output.indicators.sensitivityIndicator ?? 'firrPost';
  const rate = indicator === 'firrEquity' ? benchmark?.equity_ic_pct : benchmark?.ic_pct;
  const label = table.columns.find((c) => c.key === 'value')?.label ?? '';
  return {
    rows,
    series,
    indicatorLabel: label,
    benchmark: indicator === 'fnpvPost' ? 0 : plotNumber(rate ?? benchmarkFromLabels(output)),
  };
}

/** Fallback when inputs are not at hand: projectCash row 8.3 reads "…(ic=8%)". */
function benchmarkFromLabels(output: Output): string | null {
  const name = rowOf(output.tables.projectCash, '8.3')?.name ?? '';
  return /ic=(-?[0-9.]+)%/.exec(name)?.[1] ?? null;
}

export interface CriticalBar {
  factor: string;
  /** 临界点 (%): the change of the factor at which FNPV = 0 (FIRR = ic). */
  criticalPct: number;
  /** 临界值 with its unit, e.g. "710.72 万元". */
  criticalValue: string | null;
  unit: string;
}

/** 临界点 of each factor that has one in range (factors without show "—" in the table and no bar). */
export function criticalBars(output: Output): CriticalBar[] {
  const table = output.tables.sensitivity;
  if (!table) return [];
  return table.rows
    .filter((r) => !r.no.includes('.') && r.no !== '0' && r.extra?.criticalPct != null)
    .map((r) => ({
      factor: r.name,
      criticalPct: plotNumber(r.extra?.criticalPct) ?? 0,
      criticalValue: r.extra?.criticalValue ?? null,
      unit: r.unit ?? '',
    }));
}
