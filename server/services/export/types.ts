// Inputs of the workbook export: the project and version facts and, optionally, the entered tables.
import type { HeaderCell } from '../../../src/core/engine/model-io-types';

export interface WorkbookProject {
  name: string;
  location?: string | null;
  type?: string;
  building_period?: number;
  operating_period?: number;
}

export interface WorkbookVersion {
  name: string;
  computed_at?: string | null;
}

/** One entered table (tab 1–8) flattened for the workbook: header lines, then rows of cells. */
export interface InputSheet {
  /** Sheet name wanted (e.g. "投资-茶园"); made valid and unique by the writer. */
  name: string;
  title: string;
  headers: HeaderCell[][];
  /** Per leaf column: numbers are written as rounded numbers, text as is. */
  columnKinds: ('text' | 'number')[];
  /** `level` 0 = top level (bold), 1, 2 … indent the label; defaults to the depth of `no`. */
  rows: { no?: string; level?: number; cells: (string | null)[]; integer?: boolean[] }[];
}
