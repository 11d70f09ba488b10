// Output table layouts (schemas/outputs/*.ts): headers and rows bound to an engine table id and row numbers.
import type { TableId, YearAxis } from '../engine/model-io-types';

/**
 * A row of a layout. `no` is the engine row number, or a pattern: `{k}` stands for one number segment
 * (the k-th sub-project, loan, product…), `{*}` for one or more (an input hierarchy kept in the output).
 */
export interface OutputRowSchema {
  no: string;
  name: string;
  /** The row exists only in some projects (e.g. 4.1 其中：可抵扣进项税额, the ratio-method working capital). */
  optional?: boolean;
}

export interface OutputLayout {
  /** The engine table (model-io §3.2) this layout presents. */
  id: TableId;
  title: string;
  unit: string;
  yearAxis: YearAxis;
  /** Extra columns before 合计 (keys of Row.extra). */
  extraColumns: readonly { key: string; label: string }[];
  rows: readonly OutputRowSchema[];
}
