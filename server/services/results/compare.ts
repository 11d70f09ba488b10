// Version comparison (版本对比): key indicators and main totals of two or more completed versions, with differences.
import { Decimal } from '../../../src/core/money/decimal';
import type { ModelOutput } from '../../../src/core/engine/model-io-types';
import type { CompareData, CompareRow, ResultHeader } from '../../../src/core/contracts/results';
import { keyIndicators } from '../../../src/core/contracts/results-indicators';

/** Main totals compared: (table, row no) → the row's 合计 column. */
export const COMPARED_TOTALS: readonly {
  key: string;
  table: 'profit' | 'projectCash';
  no: string;
  label: string;
}[] = [
  { key: 'profit.1', table: 'profit', no: '1', label: '营业收入合计' },
  { key: 'profit.3', table: 'profit', no: '3', label: '总成本费用合计' },
  { key: 'profit.5', table: 'profit', no: '5', label: '利润总额合计' },
  { key: 'profit.8', table: 'profit', no: '8', label: '所得税合计' },
  { key: 'profit.9', table: 'profit', no: '9', label: '净利润合计' },
  { key: 'projectCash.3', table: 'projectCash', no: '3', label: '所得税前净现金流量合计' },
  { key: 'projectCash.6', table: 'projectCash', no: '6', label: '所得税后净现金流量合计' },
];

export interface ComparedVersion {
  header: ResultHeader;
  output: ModelOutput;
}

/** Thrown for fewer than two versions or versions of different projects; routes answer 400. */
export class CompareInputError extends Error {
  readonly code = 'COMPARE_INVALID';
}

/** Plain decimal string of a − b at full precision (no exponent, no "-0"). */
function minus(a: string, b: string): string {
  const d = new Decimal(a).minus(new Decimal(b));
  return d.isZero() ? '0' : d.toFixed();
}

function withDiffs(row: Omit<CompareRow, 'diffs'>): CompareRow {
  const base = row.values[0] ?? null;
  const diffs = row.values.map((v, i) => (i === 0 || v === null || base === null ? null : minus(v, base)));
  return { ...row, diffs };
}

/** Comparison rows in version order; each difference is against the first version chosen. */
export function compareVersions(versions: ComparedVersion[]): CompareData {
  if (versions.length < 2) throw new CompareInputError('请至少选择两个计算完成的版本进行对比');
  const projectId = versions[0]?.header.project_id;
  if (versions.some((v) => v.header.project_id !== projectId))
    throw new CompareInputError('只能对比同一项目的版本');

  const perVersion = versions.map((v) => keyIndicators(v.output.indicators));
  const indicatorRows = (perVersion[0] ?? []).map((first, k) =>
    withDiffs({
      key: first.key,
      group: 'indicator',
      label: first.label.replace(/\(第\d+年\)$/, ''),
      unit: first.unit,
      values: perVersion.map((list) => list[k]?.value ?? null),
      notes: perVersion.map((list) => list[k]?.note ?? null),
    }),
  );
  const totalRows = COMPARED_TOTALS.map((t) =>
    withDiffs({
      key: t.key,
      group: 'total',
      label: t.label,
      unit: '万元',
      values: versions.map((v) => v.output.tables[t.table]?.rows.find((r) => r.no === t.no)?.total ?? null),
      notes: versions.map(() => null),
    }),
  );
  return { versions: versions.map((v) => v.header), rows: [...indicatorRows, ...totalRows] };
}
