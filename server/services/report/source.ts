// What the chapters read: the version's facts, its stored output and (when stored) the input it was computed from.
import type {
  ModelInput,
  ModelOutput,
  OutputMeta,
  Row,
  TableId,
} from '../../../src/core/engine/model-io-types';
import type { ReportFacts } from './model';

export interface ReportSource {
  facts: ReportFacts;
  output: ModelOutput;
  input: ModelInput | null;
}

/** A row of an output table by its 序号, or undefined when the table or row is absent. */
export function rowOf(src: ReportSource, table: TableId, no: string): Row | undefined {
  return src.output.tables[table]?.rows.find((r) => r.no === no);
}

/** The 合计 of a row (null when absent). */
export function totalOf(src: ReportSource, table: TableId, no: string): string | null {
  return rowOf(src, table, no)?.total ?? null;
}

/** The child rows (one level down) of a row, e.g. the sub-projects under 营业收入. */
export function childRows(src: ReportSource, table: TableId, no: string): Row[] {
  const depth = no.split('.').length + 1;
  return (src.output.tables[table]?.rows ?? []).filter(
    (r) => r.no.startsWith(`${no}.`) && r.no.split('.').length === depth,
  );
}

/** 基准收益率 ic (%) from the input, else from the 项目投资现金流量表 label "(ic=8%)". */
export function benchmarkPct(src: ReportSource): string | null {
  if (src.input) return src.input.meta.icPct;
  const name = rowOf(src, 'projectCash', '8.3')?.name ?? '';
  return /ic=(-?[0-9.]+)%/.exec(name)?.[1] ?? null;
}

/** 资本金基准收益率 (%), falling back to ic. */
export function equityBenchmarkPct(src: ReportSource): string | null {
  return src.input?.meta.equityIcPct ?? benchmarkPct(src);
}

export function areaUnitName(src: ReportSource): string {
  return metaOf(src).areaUnit === 'ha' ? '公顷' : '亩';
}

/** The output's periods and area unit (an output of a valid input always has them; the input is the fallback). */
export function metaOf(src: ReportSource): OutputMeta {
  if (src.output.meta) return src.output.meta;
  const m = src.input?.meta;
  const B = m?.B ?? 0;
  const O = m?.O ?? 0;
  return {
    name: m?.name ?? '',
    B,
    O,
    N: B + O,
    areaUnit: m?.areaUnit ?? 'mu',
    startYear: m?.startYear ?? null,
  };
}
