// CalcApi: the whole contract between the entry UI and the calculation worker (one typed handler map).
import type { ModelInput, ModelOutput, Message } from '../engine/model-io-types';
import type { ImportPreviewResult } from '../workbook/import-preview';
import type {
  CellEdit,
  InstanceContext,
  RowEdit,
  StoredValues,
  TableInstance,
  TemplateInstance,
  ValidationIssue,
} from '../template/types';

/** What the UI opens: the project record (periods, sub-projects), the version's area unit and its stored cells. */
export interface OpenVersionPayload {
  ctx: InstanceContext;
  stored: StoredValues;
}

/** One computed cell whose value changed (a delta, not a table). */
export interface CellDelta {
  table: string;
  cellId: string;
  value: string | null;
}

export interface EditResult {
  /** Computed cells that changed because of the edits (and a cleared input cell that shows its default again). */
  changed: CellDelta[];
  /** The complete current issue list of every table the edits touched (replaces what the UI showed). */
  issues: Record<string, ValidationIssue[]>;
  /** Edits refused (read-only or unknown cells), with the reason. */
  rejected: { table: string; cellId: string; message: string }[];
  /** The year headers changed (起始年份 edited): the screen re-reads the open template. */
  relabeled?: boolean;
  /**
   * Tables whose rows changed with the edits (the 补植 row of tab 2 appears once planting reaches year B, and
   * goes again): their complete new instances, to swap in.
   */
  restructured?: TableInstance[];
}

export interface RowEditResult {
  /** The tables rebuilt by the structural edit (the edited one, mirrors and select lists that follow it). */
  tables: TableInstance[];
  issues: Record<string, ValidationIssue[]>;
  addedRowId: string | null;
  /**
   * Tables of other templates whose stored values the edit changed (store keys; tab 7's 添加子类型 hands a
   * product's tab 8 prices and the choices naming it to its first variety): the screen saves them with the
   * edited tab.
   */
  otherTables: string[];
}

/** computeLive: a ComputeResult without the ModelInput, its output holding only the tables asked for. */
export type LiveComputeResult = Omit<ComputeResult, 'input'>;

export interface ComputeResult {
  input: ModelInput;
  /** null when the engine refused the input (see messages). */
  output: ModelOutput | null;
  messages: Message[];
  /** The engine's errors as issues of the tables, rows and cells they come from (校验问题 lists them). */
  issues: ValidationIssue[];
  /** Linked (L) cells filled from the engine's tables, e.g. the 分项详细估算法 amounts of tab 3. */
  linked: CellDelta[];
  /** 合理性检查 findings (issue 18) as issues on the cells their fields were keyed in (level warning, label 提示/警告). */
  review: ValidationIssue[];
}

/** Progress of the live Monte Carlo pass: P(FIRR ≥ ic) and P(FNPV ≥ 0) in % of the runs done so far. */
export interface LiveRiskProgress {
  done: number;
  total: number;
  pFirr: string;
  pFnpv: string;
  /** ic in % */
  ic: string;
}

/**
 * Runs [from, from + n) of a live Monte Carlo pass, computed on any worker: FIRR (in %) and FNPV after tax per run
 * as decimal strings, and how many reach ic and FNPV ≥ 0 (see src/core/engine/risk/slices.ts).
 */
export interface LiveRiskSlice {
  from: number;
  firr: (string | null)[];
  fnpv: string[];
  reachIc: number;
  reachZero: number;
}

/** Every call the UI may make on the worker. Values crossing it are plain JSON (decimal strings). */
export interface CalcApi {
  /**
   * `deferIssues`: answer at once, without building and validating every table of the version (the first call that
   * needs them builds them); `issues` is then empty and tableIssues() answers them. A screen shows its first tab
   * sooner so (getTemplate builds only that tab).
   */
  openVersion(
    payload: OpenVersionPayload,
    opts?: { deferIssues?: boolean },
  ): {
    templates: { key: string; label: string }[];
    issues: Record<string, ValidationIssue[]>;
  };
  /** The complete issue list of every table of the open version. */
  tableIssues(): Record<string, ValidationIssue[]>;
  getTemplate(key: string): TemplateInstance;
  /**
   * `allOrNothing` (从Excel导入 and its undo): when any edit would be refused, none is applied and the answer lists
   * the refused ones (nothing changed, no issues).
   * `validate: false`: no issues are answered (`issues` is empty) — for a copy of the version that only computes
   * (the computing worker of src/calc/mirror.ts): checking 10,000 pasted cells a second time costs it ~40 % of the edit.
   */
  applyEdits(edits: CellEdit[], opts?: { allOrNothing?: boolean; validate?: boolean }): EditResult;
  applyRowEdit(edit: RowEdit): RowEditResult;
  setSelect(templateKey: string, name: string, value: string): EditResult;
  /** 亩 ↔ 公顷: converts every area and per-area value exactly; returns nothing but the new unit is in effect. */
  setAreaUnit(unit: 'mu' | 'ha'): void;
  /** The stored cells to save (the server keeps them per table with a revision). */
  getStoredValues(): StoredValues;
  /** The whole model: ModelInput from the templates, then the engine's ModelOutput. */
  computeAll(): ComputeResult;
  /**
   * What the entry screen shows while the user types: indicators, messages and linked cells, and of the output
   * tables only `tables` (the open tab's previews) — the engine builds a few tables instead of nineteen, and
   * far less crosses the worker boundary.
   */
  computeLive(tables: readonly string[]): LiveComputeResult;
  /**
   * Starts the Monte Carlo pass of the last live result (issue 18), or answers null when its input asks for none
   * or the engine refused it. The UI then calls riskStep in slices, so that an edit can come in between.
   */
  riskStart(): LiveRiskProgress | null;
  /**
   * Runs more for about `maxMs` (at least one run); null when no pass is open (every edit, row edit or select
   * closes it: cancelled).
   */
  riskStep(maxMs: number): LiveRiskProgress | null;
  /**
   * 从Excel导入: reads an xlsx (its bytes, transferred) and answers what it would change in the open version — per
   * table the changed cells, every refused cell — or why the workbook is not in the 录入 layout. Changes nothing:
   * the UI applies `edits` with applyEdits(…, {allOrNothing: true}).
   */
  previewImport(bytes: ArrayBuffer): Promise<ImportPreviewResult>;
  /**
   * The input of the open pass (riskStart made it), for helper workers to compute runs of the same pass; null when
   * none is open.
   */
  riskJobInput(): ModelInput | null;
  /** A helper worker (src/calc/risk-pool.ts) takes the pass of this input; null when it asks for no simulation. */
  riskLoad(input: ModelInput): LiveRiskProgress | null;
  /**
   * Runs [from, to) of the open pass (the draws skip ahead to run `from`: the figures of those runs in a
   * single-thread pass); null when no pass is open (an edit closed it).
   */
  riskRuns(from: number, to: number): LiveRiskSlice | null;
}
