// Key indicators (主要经济指标) of a computed version and the words that explain a missing one (finance-model §4.4).
import { formatPercent } from '../money/display';
import type { Indicators, IrrIndicator } from '../engine/model-io-types';

export interface KeyIndicator {
  key: string;
  label: string;
  unit: string;
  /** Unrounded decimal string, or null when not defined. */
  value: string | null;
  /** Why the value is missing ("—" is shown with this reason); null when the value exists. */
  note: string | null;
}

/** Status words of finance-model §4.4 for an IRR without a single value. */
export const IRR_STATUS_TEXT = {
  none: '净现金流量无符号变化，内部收益率不存在',
  out_of_range: '内部收益率小于−99%或大于1000%',
  multiple: '现金流量多次变号，内部收益率不唯一，以财务净现值判断',
} as const;

/** finance-model §4.5: cumulative flow never turns non-negative. */
export const PAYBACK_NONE_TEXT = '计算期内未回收';

/** A root shown as in finance-model §4.4's example: 2 dp half-up, "%", minus written "−". */
function pct2(value: string): string {
  return formatPercent(value).replace('-', '−');
}

/** The reason an IRR shows "—", or null when it has a single value. */
export function irrNote(irr: IrrIndicator | undefined): string | null {
  if (!irr) return null;
  if (irr.status === 'ok') return null;
  if (irr.status === 'multiple') {
    const roots = irr.roots.map(pct2).join('、');
    return roots ? `${IRR_STATUS_TEXT.multiple}（求得的根：${roots}）` : IRR_STATUS_TEXT.multiple;
  }
  return IRR_STATUS_TEXT[irr.status];
}

type Ind = Partial<Indicators>;
interface Def {
  key: string;
  label: string;
  unit: string;
  pick: (i: Ind) => { value: string | null; note: string | null };
}

const plain =
  (k: keyof Indicators) =>
  (i: Ind): { value: string | null; note: string | null } => {
    const v = i[k];
    return { value: typeof v === 'string' ? v : null, note: null };
  };
const irr =
  (k: 'firrPre' | 'firrPost' | 'firrEquity') =>
  (i: Ind): { value: string | null; note: string | null } => ({
    value: i[k]?.status === 'ok' ? i[k].value : null,
    note: irrNote(i[k]),
  });
const payback =
  (k: 'paybackPre' | 'paybackPost' | 'dynPaybackPre' | 'dynPaybackPost') =>
  (i: Ind): { value: string | null; note: string | null } => {
    const v = i[k] ?? null;
    return { value: v, note: v === null && k in i ? PAYBACK_NONE_TEXT : null };
  };

/** Key indicators in the order the result panel, the workbook summary and the comparison show them. */
export const KEY_INDICATOR_DEFS: readonly Def[] = [
  { key: 'totalInvestment', label: '项目总投资', unit: '万元', pick: plain('totalInvestment') },
  { key: 'capex', label: '建设投资', unit: '万元', pick: plain('capex') },
  { key: 'idc', label: '建设期利息', unit: '万元', pick: plain('idc') },
  { key: 'workingCapital', label: '流动资金', unit: '万元', pick: plain('workingCapital') },
  { key: 'equity', label: '项目资本金', unit: '万元', pick: plain('equity') },
  { key: 'debt', label: '建设投资借款(含资本化利息)', unit: '万元', pick: plain('debt') },
  { key: 'firrPre', label: '项目投资财务内部收益率(所得税前)', unit: '%', pick: irr('firrPre') },
  { key: 'firrPost', label: '项目投资财务内部收益率(所得税后)', unit: '%', pick: irr('firrPost') },
  { key: 'fnpvPre', label: '项目投资财务净现值(所得税前)', unit: '万元', pick: plain('fnpvPre') },
  { key: 'fnpvPost', label: '项目投资财务净现值(所得税后)', unit: '万元', pick: plain('fnpvPost') },
  { key: 'paybackPre', label: '静态投资回收期(所得税前)', unit: '年', pick: payback('paybackPre') },
  { key: 'paybackPost', label: '静态投资回收期(所得税后)', unit: '年', pick: payback('paybackPost') },
  { key: 'dynPaybackPre', label: '动态投资回收期(所得税前)', unit: '年', pick: payback('dynPaybackPre') },
  { key: 'dynPaybackPost', label: '动态投资回收期(所得税后)', unit: '年', pick: payback('dynPaybackPost') },
  { key: 'firrEquity', label: '资本金财务内部收益率', unit: '%', pick: irr('firrEquity') },
  { key: 'fnpvEquity', label: '资本金财务净现值', unit: '万元', pick: plain('fnpvEquity') },
  { key: 'roi', label: '总投资收益率(ROI)', unit: '%', pick: plain('roi') },
  { key: 'roe', label: '资本金净利润率(ROE)', unit: '%', pick: plain('roe') },
  { key: 'icrMin', label: '最小利息备付率', unit: '', pick: plain('icrMin') },
  { key: 'dscrMin', label: '最小偿债备付率', unit: '', pick: plain('dscrMin') },
  { key: 'loarMax', label: '最大资产负债率', unit: '%', pick: plain('loarMax') },
  {
    key: 'bepPct',
    label: '盈亏平衡点(生产能力利用率)',
    unit: '%',
    pick: (i) => ({ value: i.bep?.pct ?? null, note: null }),
  },
  { key: 'shortTermMax', label: '最大短期借款余额', unit: '万元', pick: plain('shortTermMax') },
];

/** The key indicators of one output, each with its value or the reason it is missing. */
export function keyIndicators(indicators: object): KeyIndicator[] {
  return KEY_INDICATOR_DEFS.map((d) => {
    const { value, note } = d.pick(indicators as Ind);
    const label =
      d.key === 'bepPct' && (indicators as Ind).bep
        ? `${d.label}(第${(indicators as Ind).bep?.year}年)`
        : d.label;
    return { key: d.key, label, unit: d.unit, value, note };
  });
}
