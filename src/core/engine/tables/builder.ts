// Table assembly helpers: rows with year values sliced to the table's axis, totals, default header lines.
import type { HeaderLine, Row, Table, TableColumn, TableId, YearAxis } from '../model-io-types';
import { type Decimal, enc, encN, sum } from '../num';

export interface Axis {
  N: number;
  B: number;
  O: number;
  startYear: number | null;
  /** shared by every table of one computation: a series shown in several tables is summed and encoded once */
  memo?: RowMemo;
}

interface Encoded {
  total: string | null;
  values: (string | null)[];
}

/**
 * Encoded rows by series object and year axis. Series are never mutated once the model is built, so the same
 * object always encodes the same way (营业收入, 经营成本, 税金及附加 … appear in up to six tables).
 */
export class RowMemo {
  private readonly bySeries = new WeakMap<object, Map<string, Encoded>>();

  get(s: object, key: string): Encoded | undefined {
    return this.bySeries.get(s)?.get(key);
  }

  set(s: object, key: string, e: Encoded): void {
    let m = this.bySeries.get(s);
    if (!m) this.bySeries.set(s, (m = new Map()));
    m.set(key, e);
  }
}

/** enc over a slice; runs of one object (constant areas, prices, repeated amounts) are encoded once. */
function encodeAll(s: readonly (Decimal | null)[]): (string | null)[] {
  const out = new Array<string | null>(s.length);
  let prev: Decimal | null | undefined;
  let prevS: string | null = null;
  for (let i = 0; i < s.length; i++) {
    const v = s[i]!;
    if (v !== prev) {
      prev = v;
      prevS = encN(v);
    }
    out[i] = prevS;
  }
  return out;
}

export class TableBuilder {
  readonly rows: Row[] = [];
  constructor(
    readonly ax: Axis,
    readonly axis: YearAxis,
  ) {}

  private slice<T>(s: readonly T[]): T[] {
    const { B, N } = this.ax;
    if (this.axis === 'construction') return s.slice(0, B);
    if (this.axis === 'operating') return s.slice(B, N);
    if (this.axis === 'none') return [];
    return s.slice(0, N);
  }

  /** A flow row: total = Σ values on the axis. */
  flow(no: string, name: string, s: readonly Decimal[], opt: { unit?: string; dp?: number } = {}): Row {
    const e = this.encoded(s, true);
    return this.push({ no, name, ...opt, total: e.total, values: e.values.slice() });
  }

  /** A balance / ratio / price row: total null. */
  bal(
    no: string,
    name: string,
    s: readonly (Decimal | null)[],
    opt: { unit?: string; dp?: number } = {},
  ): Row {
    return this.push({ no, name, ...opt, total: null, values: this.encoded(s, false).values.slice() });
  }

  private encoded(s: readonly (Decimal | null)[], withTotal: boolean): Encoded {
    const memo = this.ax.memo;
    const key = withTotal ? `${this.axis}+` : this.axis;
    const hit = memo?.get(s, key);
    if (hit) return hit;
    const vals = this.slice(s);
    let total: string | null = null;
    if (withTotal) total = enc(sum(vals));
    const e = { total, values: encodeAll(vals) };
    memo?.set(s, key, e);
    return e;
  }

  group(no: string, name: string, opt: { unit?: string } = {}): Row {
    const n = this.axis === 'none' ? 0 : this.slice(new Array<null>(this.ax.N).fill(null)).length;
    return this.push({ no, name, ...opt, total: null, values: new Array<null>(n).fill(null) });
  }

  /** A row whose values are null and whose total is given (footers, investEstimate 6/7). */
  totalOnly(no: string, name: string, total: Decimal | null, opt: { unit?: string; dp?: number } = {}): Row {
    const n = this.slice(new Array<null>(this.ax.N).fill(null)).length;
    return this.push({ no, name, ...opt, total: encN(total), values: new Array<null>(n).fill(null) });
  }

  /** `dp` stays only on a row that carries values: a 株/kg row whose values are all null has none (D-49). */
  push(r: Row): Row {
    const clean: Row = {
      no: r.no,
      name: r.name,
      ...(r.unit !== undefined ? { unit: r.unit } : {}),
      ...(r.dp !== undefined && r.values.some((v) => v !== null) ? { dp: r.dp } : {}),
      total: r.total,
      values: r.values,
      ...(r.extra ? { extra: r.extra } : {}),
    };
    this.rows.push(clean);
    return clean;
  }

  build(
    id: TableId,
    title: string,
    unit: string,
    columns: TableColumn[] = [],
    headers?: HeaderLine[],
  ): Table {
    return {
      id,
      title,
      unit,
      yearAxis: this.axis,
      headers: headers ?? defaultHeaders(this.ax, this.axis, columns),
      columns,
      rows: this.rows,
    };
  }
}

/** model-io §3.1 default headers: 序号 | 项目 | extra | 合计 | 建设期 | 运营期, then 第t年, then calendar years. */
export function defaultHeaders(ax: Axis, axis: YearAxis, columns: TableColumn[]): HeaderLine[] {
  const { B, O, N, startYear } = ax;
  if (axis === 'none')
    return [[{ label: '序号' }, { label: '项目' }, ...columns.map((c) => ({ label: c.label }))]];
  const years: number[] = [];
  const first = axis === 'operating' ? B + 1 : 1;
  const last = axis === 'construction' ? B : N;
  for (let t = first; t <= last; t++) years.push(t);
  const rowSpan = startYear != null ? 3 : 2;
  const line1: HeaderLine = [
    { label: '序号', rowSpan },
    { label: '项目', rowSpan },
    ...columns.map((c) => ({ label: c.label, rowSpan })),
    { label: '合计', rowSpan },
  ];
  if (axis !== 'operating') line1.push({ label: '建设期', colSpan: B });
  if (axis !== 'construction') line1.push({ label: '运营期', colSpan: O });
  const lines: HeaderLine[] = [line1, years.map((t) => ({ label: `第${t}年` }))];
  if (startYear != null) lines.push(years.map((t) => ({ label: `${startYear + t - 1}年` })));
  return lines;
}

export const AREA_LABEL = (u: 'mu' | 'ha'): string => (u === 'mu' ? '亩' : '公顷');
