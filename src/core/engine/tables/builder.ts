// Table assembly helpers: rows with year values sliced to the table's axis, totals, default header lines.
import type { HeaderLine, Row, Table, TableColumn, TableId, YearAxis } from '../model-io-types';
import { type Decimal, enc, encN, sumRange } from '../num';

export interface Axis {
  N: number;
  B: number;
  O: number;
  startYear: number | null;
  /** shared by every table of one computation: a series shown in several tables is summed and encoded once */
  memo?: RowMemo;
}

/** The encoded years of one series on one axis; `total` is filled in when a flow row first needs it. */
interface Encoded {
  total: string | null | undefined;
  values: (string | null)[];
  /** the values array already went out in a row: later rows get copies (each row owns its array) */
  given: boolean;
}

const AXIS_SLOT: Record<YearAxis, number> = { construction: 0, operating: 1, all: 2, none: 3 };

/**
 * Encoded rows by series object and year axis. Series are never mutated once the model is built, so the same
 * object always encodes the same way (营业收入, 经营成本, 税金及附加 … appear in up to six tables). A memo serves one
 * computation and goes with it, so it holds its series strongly: a WeakMap's entries are ephemerons, which every
 * garbage collection in the computation would have to trace again.
 */
export class RowMemo {
  private readonly bySeries = new Map<object, (Encoded | undefined)[]>();

  get(s: object, axis: YearAxis): Encoded | undefined {
    return this.bySeries.get(s)?.[AXIS_SLOT[axis]];
  }

  set(s: object, axis: YearAxis, e: Encoded): void {
    let slots = this.bySeries.get(s);
    if (!slots) this.bySeries.set(s, (slots = [undefined, undefined, undefined, undefined]));
    slots[AXIS_SLOT[axis]] = e;
  }
}

/** enc over s[from … to); runs of one object (constant areas, prices, repeated amounts) are encoded once. */
function encodeRange(s: readonly (Decimal | null)[], from: number, to: number): (string | null)[] {
  const out = new Array<string | null>(to - from);
  let prev: Decimal | null | undefined;
  let prevS: string | null = null;
  for (let i = from; i < to; i++) {
    const v = s[i];
    if (v !== prev) {
      prev = v;
      prevS = encN(v);
    }
    out[i - from] = prevS;
  }
  return out;
}

type RowOpt = { unit?: string; dp?: number };

export class TableBuilder {
  readonly rows: Row[] = [];
  /** the axis's year range [from, to) of a series of N years */
  private readonly from: number;
  private readonly to: number;
  constructor(
    readonly ax: Axis,
    readonly axis: YearAxis,
  ) {
    const { B, N } = ax;
    this.from = axis === 'operating' ? B : 0;
    this.to = axis === 'construction' ? B : axis === 'none' ? 0 : N;
  }

  /** A flow row: total = Σ values on the axis. */
  flow(no: string, name: string, s: readonly Decimal[], opt?: RowOpt): Row {
    const e = this.encoded(s);
    if (e.total === undefined) e.total = enc(this.sum(s));
    return this.add(no, name, opt, e.total, this.take(e));
  }

  /** A balance / ratio / price row: total null. */
  bal(no: string, name: string, s: readonly (Decimal | null)[], opt?: RowOpt): Row {
    return this.add(no, name, opt, null, this.take(this.encoded(s)));
  }

  /** The series' years on the axis, [start, end), as Array.prototype.slice would cut them from a shorter series too. */
  private start(s: readonly unknown[]): number {
    return Math.min(this.from, s.length);
  }
  private end(s: readonly unknown[]): number {
    return Math.max(this.start(s), Math.min(this.to, s.length));
  }

  private sum(s: readonly Decimal[]): Decimal {
    return sumRange(s, this.start(s), this.end(s));
  }

  private encoded(s: readonly (Decimal | null)[]): Encoded {
    const memo = this.ax.memo;
    const hit = memo?.get(s, this.axis);
    if (hit) return hit;
    const e: Encoded = { total: undefined, values: encodeRange(s, this.start(s), this.end(s)), given: false };
    memo?.set(s, this.axis, e);
    return e;
  }

  private take(e: Encoded): (string | null)[] {
    if (!e.given) {
      e.given = true;
      return e.values;
    }
    return e.values.slice();
  }

  /** The number of year columns of a row on this axis. */
  private get width(): number {
    return this.to - this.from;
  }

  group(no: string, name: string, opt: { unit?: string } = {}): Row {
    return this.add(no, name, opt, null, new Array<null>(this.width).fill(null));
  }

  /** A row whose values are null and whose total is given (footers, investEstimate 6/7). */
  totalOnly(no: string, name: string, total: Decimal | null, opt: RowOpt = {}): Row {
    return this.add(no, name, opt, encN(total), new Array<null>(this.width).fill(null));
  }

  /** `dp` stays only on a row that carries values: a 株/kg row whose values are all null has none (D-49). */
  push(r: Row): Row {
    return this.add(r.no, r.name, r, r.total, r.values, r.extra);
  }

  /** Appends a row with its members in the output order: no, name, unit, dp, total, values, extra. */
  private add(
    no: string,
    name: string,
    opt: RowOpt | undefined,
    total: string | null,
    values: (string | null)[],
    extra?: Record<string, string | null>,
  ): Row {
    const r = { no, name } as Row;
    if (opt) {
      if (opt.unit !== undefined) r.unit = opt.unit;
      if (opt.dp !== undefined && values.some((v) => v !== null)) r.dp = opt.dp;
    }
    r.total = total;
    r.values = values;
    if (extra) r.extra = extra;
    this.rows.push(r);
    return r;
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
  const lines: HeaderLine[] = [line1, years.map((t) => ({ label: yearLabel(t) }))];
  if (startYear != null) lines.push(years.map((t) => ({ label: calendarLabel(startYear + t - 1) })));
  return lines;
}

/** 第t年 and 2027年 labels: every table of every computation repeats the same few dozen strings. */
const YEAR_LABELS: string[] = [];
const CALENDAR_LABELS = new Map<number, string>();
export const yearLabel = (t: number): string => YEAR_LABELS[t] ?? (YEAR_LABELS[t] = `第${t}年`);
export function calendarLabel(y: number): string {
  let s = CALENDAR_LABELS.get(y);
  if (s === undefined) CALENDAR_LABELS.set(y, (s = `${y}年`));
  return s;
}

export const AREA_LABEL = (u: 'mu' | 'ha'): string => (u === 'mu' ? '亩' : '公顷');
