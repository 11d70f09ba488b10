// The report as plain blocks (headings, paragraphs, figures, tables): the chapters write these, the Word writer lays them out.
import type { Table } from '../../../src/core/engine/model-io-types';

export type ReportBlock =
  | { kind: 'heading'; level: 1 | 2; text: string }
  | { kind: 'paragraph'; text: string }
  /** A list of short statements (warnings, recommendations), one paragraph each. */
  | { kind: 'list'; items: string[] }
  | { kind: 'figure'; figure: FigureId; caption: string }
  /** An output table inside the text (e.g. the sensitivity table in 不确定性分析); `caption` names it. */
  | { kind: 'table'; table: Table; caption: string };

/** The charts the report draws on the server (the result view's 图表分析). */
export type FigureId = 'cashFlow' | 'sensitivity' | 'criticalPoints';

/** Project and version facts the report's text names. */
export interface ReportFacts {
  projectName: string;
  location: string;
  versionName: string;
  computedAt: string | null;
}
