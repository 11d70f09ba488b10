// The calc service behind CalcApi: keeps the open version, answers edits with deltas, maps and computes the model.
import { computeModel, monteCarloRunner, type MonteCarloRunner } from '../engine';
import { encodeSlice, runRange } from '../engine/risk';
import { enc } from '../engine/num';
import type { ModelInput, ModelOutput, TableId } from '../engine/model-io-types';
import { convertAreaUnit } from '../template/area-unit';
import { unitLabel } from '../template/columns';
import {
  buildTable,
  buildTemplate,
  tableScopes,
  type BuiltTable,
  type VarsFor,
} from '../template/instantiate';
import { linkTable } from '../template/link-output';
import { startYearOf } from '../template/start-year';
import { findTable } from '../template/rows';
import { applyRowEdit } from '../template/row-edits';
import { cellId, cloneStored, parseStoreKey, setStoredCell, splitCellId, storeKey } from '../template/stored';
import { templatesToModelInput, type InputOrigins } from '../template/to-model-input';
import type {
  CellEdit,
  ColumnSchema,
  InstanceContext,
  RowEdit,
  StoredValues,
  TableInstance,
  TableSchema,
  TemplateRegistry,
  ValidationIssue,
} from '../template/types';
import { checkNumber, MSG_NOT_NUMBER, pendingRefRows, validateTable } from '../template/validate';
import { locateEngineErrors, reviewIssues, zeroPendingRows } from './live-issues';
import { openedStored, tabInstance } from './tab-instance';
import { plantingVars } from '../template/vars';
import type { WorkbookGrid } from '../workbook/grid';
import { previewWorkbookImport, type ImportPreviewResult } from '../workbook/import-preview';
import { signatureProblem, SIGNATURE_BYTES } from '../workbook/file-check';
import type {
  CalcApi,
  CellDelta,
  ComputeResult,
  EditResult,
  LiveComputeResult,
  LiveRiskProgress,
  LiveRiskSlice,
  OpenVersionPayload,
  RowEditResult,
} from './api';

export interface CalcServiceOptions {
  /** The engine; defaults to computeModel of src/core/engine without the sensitivity re-runs. */
  compute?: (input: ModelInput, tables?: readonly TableId[]) => ModelOutput;
  /**
   * Opens an xlsx as a cell grid (the worker's exceljs; core imports no file library). Rejects with a Chinese
   * message when the bytes are not a workbook. Without it previewImport is refused.
   */
  readWorkbook?: (bytes: ArrayBuffer) => Promise<WorkbookGrid>;
}

/**
 * Tables whose rows or select lists follow other tables (labels of products, 树种, loans) or formula variables,
 * as `template/table`: an edit there rebuilds what reaches it. Decided once per registry (a paste asks per cell).
 */
function globalSources(registry: TemplateRegistry): { whole: Set<string>; labels: Set<string> } {
  const at = (template: string, table: string) => `${template}/${table}`;
  const whole = new Set([registry.products, registry.species].map((l) => at(l.template, l.table)));
  const v = registry.plantingVars;
  if (v) for (const x of [v.area, v.progress]) whole.add(at(x.template, x.table));
  // a mirrored table repeats the source's labels: only the label column of the source reaches it
  const labels = new Set<string>();
  for (const t of registry.templates)
    for (const x of t.tables) if (x.rows.mode === 'mirror') labels.add(at(x.rows.template, x.rows.table));
  return { whole, labels };
}

/** Columns whose choices span the project (every product, every sub-project) follow edits anywhere. */
const cleanValue = (v: string | null): string | null => (v === null || v.trim() === '' ? null : v.trim());

function usesProjectLists(cols: readonly ColumnSchema[]): boolean {
  return cols.some((c) =>
    c.kind === 'group'
      ? usesProjectLists(c.children)
      : c.kind !== 'years' && (c.options?.kind === 'allProducts' || c.options?.kind === 'subProjects'),
  );
}

/** Fills the linked cells of every table from the engine's tables (the deltas the grids need). */
function linkOutputs(
  tables: Iterable<{ instance: TableInstance; schema: TableSchema }>,
  output: ModelOutput,
  ctx: InstanceContext,
): CellDelta[] {
  const out: CellDelta[] = [];
  for (const b of tables)
    for (const v of linkTable(b.instance, b.schema, output, ctx)) out.push({ table: b.instance.key, ...v });
  return out;
}

export function createCalcService(registry: TemplateRegistry, opts: CalcServiceOptions = {}): CalcApi {
  let ctx: InstanceContext | null = null;
  let stored: StoredValues = {};
  let built = new Map<string, BuiltTable>();
  /**
   * The open version's tables are not built yet (opened with `deferIssues`): the first call that needs them builds
   * them. Showing a tab needs none of them (getTemplate instantiates its own), so a screen opens without waiting
   * for every table of every tab to be built and validated.
   */
  let unbuilt = false;
  /** The last engine output: a template opened later shows its linked cells at once. */
  let lastOutput: ModelOutput | null = null;
  // The live panel and the previews need no 敏感性分析: its 15+ re-runs of the model would hold the worker for up to
  // a second on a large version, and every edit typed meanwhile would wait (the server computes it on submit).
  const compute =
    opts.compute ??
    ((input: ModelInput, tables?: readonly TableId[]) =>
      computeModel(input, { skipSensitivity: true, ...(tables ? { tables } : {}) }));
  // the engine tables linked cells are filled from: a live computation always builds them
  const sources = globalSources(registry);
  const linkedTables = [
    ...new Set(registry.templates.flatMap((t) => t.tables.flatMap((x) => x.linkOutput?.table ?? []))),
  ] as TableId[];

  /** The engine on the templates' ModelInput; keeps the output for linked cells of tabs opened later. */
  const run = (input: ModelInput, origins: InputOrigins, tables?: readonly TableId[]): LiveComputeResult => {
    const output = compute(input, tables);
    const failed = output.messages.some((m) => m.level === 'error');
    lastOutput = failed ? null : output;
    return {
      output: failed ? null : output,
      messages: output.messages,
      issues: locateEngineErrors(output.messages, origins, describe),
      linked: failed ? [] : linkOutputs(built.values(), output, need()),
      review: reviewIssues(output.messages, origins, describe),
    };
  };
  /** “tab · sub-project table · row” of a located engine message. */
  const describe = (tableKey: string, rowId: string | undefined): string | undefined => {
    const b = built.get(tableKey);
    if (!b) return undefined;
    const tab = registry.templates.find((t) => t.key === b.instance.templateKey)?.label;
    const sp = ctx?.subProjects.find((x) => x.id === b.instance.subProjectId)?.name;
    const row = rowId ? b.instance.rows.find((r) => r.id === rowId) : undefined;
    // a sub-project's own table is titled by its name alone (tab 0's 子项目 table)
    const table = sp && !b.instance.name.includes(sp) ? `${sp} ${b.instance.name}` : b.instance.name;
    const rowName = row && unitLabel([row.no, row.label].filter(Boolean).join(' '), need().areaUnit);
    return [tab, table, rowName].filter(Boolean).join(' · ');
  };
  /** The templates' ModelInput and where each member came from. */
  const mapInput = (): { input: ModelInput; origins: InputOrigins } => {
    const origins: InputOrigins = new Map();
    return { input: templatesToModelInput(registry, need(), stored, { built, origins }), origins };
  };

  const need = (): InstanceContext => {
    if (!ctx) throw new Error('没有打开的版本');
    return ctx;
  };
  const vars = (): VarsFor => plantingVars(registry, need(), stored);
  const rebuildAll = () => {
    const c = need();
    const v = vars();
    built = new Map();
    unbuilt = false;
    for (const t of registry.templates)
      for (const b of buildTemplate(t, c, stored, { registry, vars: v })) built.set(b.instance.key, b);
  };
  const ensureBuilt = () => {
    if (unbuilt) rebuildAll();
  };
  /** Rebuilds the tables an edit of a list, label or variable source in `scope` can reach (null = project level). */
  const rebuildScope = (scope: string | null): string[] => {
    const c = need();
    const v = vars();
    const keys: string[] = [];
    for (const t of registry.templates)
      for (const table of t.tables)
        for (const sp of tableScopes(table, c)) {
          const reach =
            (sp?.id ?? null) === scope || table.rows.mode === 'mirror' || usesProjectLists(table.columns);
          if (!reach) continue;
          const b = buildTable(t, table, sp, c, stored, { registry, vars: v });
          built.set(b.instance.key, b);
          keys.push(b.instance.key);
        }
    return keys;
  };
  const computedValues = (only?: ReadonlySet<string>) => {
    const out = new Map<string, string | null>();
    for (const [key, b] of built)
      if (!only || only.has(key))
        for (const row of b.instance.rows)
          for (const [col, c] of Object.entries(row.cells))
            if (c.cell === 'computed')
              out.set(`${key}|${cellId(row.id, col)}`, b.sheet.values.get(cellId(row.id, col)) ?? null);
    return out;
  };
  /** The computed cells that changed, and the tables whose rows changed (a derived row appeared or went). */
  const rebuildAndDiff = (scope?: string | null): { deltas: CellDelta[]; restructured: TableInstance[] } => {
    let before: Map<string, string | null>;
    let after: Map<string, string | null>;
    const old = new Map(built);
    if (scope === undefined) {
      before = computedValues();
      rebuildAll();
      after = computedValues();
    } else {
      const keys = new Set(rebuildScope(scope));
      const now = built;
      built = old;
      before = computedValues(keys);
      built = now;
      after = computedValues(keys);
    }
    const deltas: CellDelta[] = [];
    for (const [k, v] of after) {
      if (before.has(k) && before.get(k) === v) continue;
      const [table = '', id = ''] = k.split('|');
      deltas.push({ table, cellId: id, value: v });
    }
    const rowIds = (b: BuiltTable | undefined) => b?.instance.rows.map((r) => r.id).join('\n');
    const restructured = [...built]
      .filter(([k, b]) => b !== old.get(k) && rowIds(b) !== rowIds(old.get(k)))
      .map(([, b]) => b.instance);
    return { deltas, restructured };
  };
  /** Tables edited with `validate: false` since they were last checked. */
  const unchecked = new Set<string>();
  /** Issues of whole tables; `changedRows` by table: the rows an edit changed (the others were checked before). */
  const issuesOf = (
    keys: Iterable<string>,
    changedRows?: ReadonlyMap<string, ReadonlySet<string>>,
    validate = true,
  ) => {
    const out: Record<string, ValidationIssue[]> = {};
    if (!validate) {
      for (const k of keys) unchecked.add(k);
      return out;
    }
    for (const k of keys) {
      const b = built.get(k);
      // a table edited without a check is checked whole the next time (its remembered row checks are stale)
      if (b) out[k] = validateTable(b, unchecked.delete(k) ? undefined : changedRows?.get(k));
    }
    return out;
  };

  // the live Monte Carlo pass (issue 18): the input of the last live result, and the runner once started
  let riskInput: ModelInput | null = null;
  let risk: MonteCarloRunner | null = null;
  /** any change of the inputs cancels the pass: the UI's next riskStep answers null */
  const cancelRisk = () => {
    riskInput = null;
    risk = null;
  };
  const riskProgress = (r: MonteCarloRunner): LiveRiskProgress => {
    const p = r.probabilities();
    return { done: r.done, total: r.total, pFirr: enc(p.pFirr), pFnpv: enc(p.pFnpv), ic: enc(p.ic) };
  };

  type Row = TableInstance['rows'][number];
  /** An edit's table, cell and cleaned value, or why it cannot be applied (a read-only or unknown cell, text in a number cell). */
  const checkEdit = (
    e: CellEdit,
    rowOf: (b: BuiltTable, id: string) => Row | undefined,
  ):
    | { message: string }
    | { b: BuiltTable; rowId: string; col: string; cell: Row['cells'][string]; value: string | null } => {
    const b = built.get(e.table);
    const { rowId, col } = splitCellId(e.cellId);
    const cell = b ? rowOf(b, rowId)?.cells[col] : undefined;
    if (!b || !cell?.editable) return { message: '该单元格不可编辑' };
    const value = cleanValue(e.value);
    // A non-number is refused and the old value stays (product.md §5).
    if (cell.cell === 'number' && value !== null && checkNumber(value, undefined) === MSG_NOT_NUMBER)
      return { message: MSG_NOT_NUMBER };
    return { b, rowId, col, cell, value };
  };

  return {
    openVersion(payload: OpenVersionPayload, opts?: { deferIssues?: boolean }) {
      cancelRisk();
      ctx = payload.ctx;
      // its own copy: edits change it
      stored = openedStored(registry, cloneStored(payload.stored));
      lastOutput = null;
      built = new Map();
      unbuilt = true;
      const templates = [...registry.templates]
        .sort((a, b) => a.order - b.order)
        .map((t) => ({ key: t.key, label: t.label }));
      if (opts?.deferIssues) return { templates, issues: {} };
      ensureBuilt();
      return { templates, issues: issuesOf(built.keys()) };
    },

    tableIssues() {
      ensureBuilt();
      return issuesOf(built.keys());
    },

    getTemplate(key: string) {
      const c = need();
      const inst = tabInstance(registry, key, c, stored);
      if (lastOutput) {
        const out = lastOutput;
        const tables = inst.sections.flatMap((sec) =>
          sec.tables.map((x) => ({
            instance: x,
            schema: findTable(registry, x.templateKey, x.tableId).table,
          })),
        );
        linkOutputs(tables, out, c);
      }
      return inst;
    },

    applyEdits(edits: CellEdit[], mode?: { allOrNothing?: boolean; validate?: boolean }): EditResult {
      cancelRisk();
      ensureBuilt();
      const changed = new Map<string, CellDelta>();
      const touched = new Set<string>();
      const rejected: EditResult['rejected'] = [];
      const scopes = new Set<string | null>();
      const startYear = startYearOf(registry, need(), stored);
      // A paste brings thousands of cells of one table: each sheet recomputes what they reach once, after all of
      // them are in (one childSum per column instead of one per pasted cell), and rows are looked up by id.
      const inputs = new Map<string, [string, string | null][]>();
      const rowIndex = new Map<string, Map<string, Row>>();
      const changedRows = new Map<string, Set<string>>();
      const rowsOf = (key: string) => {
        let rows = changedRows.get(key);
        if (!rows) changedRows.set(key, (rows = new Set()));
        return rows;
      };
      const rowOf = (b: BuiltTable, id: string) => {
        let rows = rowIndex.get(b.instance.key);
        if (!rows) rowIndex.set(b.instance.key, (rows = new Map(b.instance.rows.map((r) => [r.id, r]))));
        return rows.get(id);
      };
      // (an edit cannot change what a later one of the batch may edit: the tables are rebuilt after the batch)
      const checked = edits.map((e) => checkEdit(e, rowOf));
      if (mode?.allOrNothing) {
        const refused = edits.flatMap((e, i) => {
          const c = checked[i]!;
          return 'message' in c ? [{ table: e.table, cellId: e.cellId, message: c.message }] : [];
        });
        if (refused.length > 0) return { changed: [], issues: {}, rejected: refused };
      }
      // whether an edit of the last table seen reaches other tables (a paste brings thousands of one table)
      let sourceOf: BuiltTable | null = null;
      let wholeSource = false;
      let labelSource = false;
      edits.forEach((e, i) => {
        const c = checked[i]!;
        if ('message' in c) {
          rejected.push({ table: e.table, cellId: e.cellId, message: c.message });
          return;
        }
        const { b, rowId, col, cell, value } = c;
        setStoredCell(stored, e.table, e.cellId, value);
        // A cleared cell falls back to its default, as a fresh build of the stored values shows it.
        const effective = value ?? b.cellDefaults.get(e.cellId) ?? null;
        cell.value = effective;
        if (effective !== value)
          changed.set(`${e.table}|${e.cellId}`, { table: e.table, cellId: e.cellId, value: effective });
        touched.add(e.table);
        rowsOf(e.table).add(rowId);
        if (b !== sourceOf) {
          sourceOf = b;
          const source = `${b.instance.templateKey}/${b.instance.tableId}`;
          wholeSource = sources.whole.has(source);
          labelSource = sources.labels.has(source);
        }
        if (wholeSource || (labelSource && col === (b.schema.labelColumn ?? 'name'))) {
          scopes.add(b.instance.subProjectId);
          return;
        }
        let list = inputs.get(e.table);
        if (!list) inputs.set(e.table, (list = []));
        list.push([e.cellId, effective]);
      });
      for (const [key, list] of inputs) {
        const b = built.get(key);
        if (!b) continue;
        for (const [id, v] of b.sheet.setInputs(list)) {
          changed.set(`${key}|${id}`, { table: key, cellId: id, value: v });
          const r = splitCellId(id);
          rowsOf(key).add(r.rowId);
          const c = rowOf(b, r.rowId)?.cells[r.col];
          if (c) c.value = v;
        }
      }
      const restructured = new Map<string, TableInstance>();
      // A batch reaching several scopes (an import over every sub-project) rebuilds everything once: each scope's
      // rebuild also rebuilds the project-wide tables, so one per scope costs more than one of all.
      for (const scope of scopes.size > 1 ? [undefined] : scopes) {
        const r = rebuildAndDiff(scope);
        for (const d of r.deltas) changed.set(`${d.table}|${d.cellId}`, d);
        for (const t of r.restructured) restructured.set(t.key, t);
      }
      if (startYearOf(registry, need(), stored) !== startYear) {
        rebuildAll();
        return {
          changed: [...changed.values()],
          issues: issuesOf(touched, undefined, mode?.validate),
          rejected,
          relabeled: true,
        };
      }
      const result: EditResult = {
        changed: [...changed.values()],
        issues: issuesOf(touched, changedRows, mode?.validate),
        rejected,
      };
      if (restructured.size > 0) result.restructured = [...restructured.values()];
      return result;
    },

    applyRowEdit(edit: RowEdit): RowEditResult {
      cancelRisk();
      const { templateKey, tableId } = parseStoreKey(edit.table);
      const touched = new Set<string>();
      const addedRowId = applyRowEdit(registry, need(), stored, edit, touched);
      rebuildAll();
      const keys = [...built.values()]
        .filter(
          (b) =>
            b.instance.key === edit.table ||
            (b.schema.rows.mode === 'mirror' &&
              b.schema.rows.template === templateKey &&
              b.schema.rows.table === tableId),
        )
        .map((b) => b.instance.key);
      return {
        tables: keys.map((k) => (built.get(k) as BuiltTable).instance),
        issues: issuesOf(keys),
        addedRowId,
        otherTables: [...touched].filter((k) => parseStoreKey(k).templateKey !== templateKey),
      };
    },

    setSelect(templateKey: string, name: string, value: string): EditResult {
      cancelRisk();
      ensureBuilt();
      setStoredCell(stored, storeKey(templateKey, null, '_select'), `${name}:value`, value);
      const { deltas: changed } = rebuildAndDiff();
      return {
        changed,
        issues: issuesOf([...built.keys()].filter((k) => k.startsWith(`${templateKey}/`))),
        rejected: [],
      };
    },

    setAreaUnit(unit: 'mu' | 'ha') {
      cancelRisk();
      const c = need();
      stored = convertAreaUnit(registry, c, stored, unit, { vars: vars() });
      ctx = { ...c, areaUnit: unit };
      rebuildAll();
    },

    getStoredValues: () => cloneStored(stored),

    computeAll(): ComputeResult {
      ensureBuilt();
      const { input, origins } = mapInput();
      return { input, ...run(input, origins) };
    },

    computeLive(tables: readonly string[]): LiveComputeResult {
      ensureBuilt();
      const { input, origins } = mapInput();
      // rows waiting for a later tab's data count as zero here (warnings in 校验问题); the submit refuses them
      zeroPendingRows(
        input,
        origins,
        [...built.values()].flatMap((b) =>
          pendingRefRows(b).map((p) => ({ tableKey: b.instance.key, ...p })),
        ),
      );
      const shown = new Set(tables);
      const r = run(input, origins, [...new Set([...linkedTables, ...(tables as TableId[])])]);
      risk = null;
      riskInput = r.output ? input : null;
      if (!r.output) return r;
      const only: ModelOutput['tables'] = {};
      for (const [id, t] of Object.entries(r.output.tables)) if (shown.has(id)) only[id as TableId] = t;
      return { ...r, output: { ...r.output, tables: only } };
    },

    riskStart(): LiveRiskProgress | null {
      risk = riskInput ? monteCarloRunner(riskInput) : null;
      return risk ? riskProgress(risk) : null;
    },

    async previewImport(bytes: ArrayBuffer): Promise<ImportPreviewResult> {
      const notZip = signatureProblem(new Uint8Array(bytes, 0, Math.min(SIGNATURE_BYTES, bytes.byteLength)));
      if (notZip) return { ok: false, message: notZip };
      if (!opts.readWorkbook) return { ok: false, message: '此环境不能读取 Excel 工作簿' };
      let grid: WorkbookGrid;
      try {
        grid = await opts.readWorkbook(bytes);
      } catch {
        return { ok: false, message: '文件不是有效的 Excel 工作簿（.xlsx），无法打开' };
      }
      // the version as it is once the file is read (edits that came in meanwhile included)
      return previewWorkbookImport(grid, registry, need(), stored);
    },

    riskJobInput(): ModelInput | null {
      return risk ? riskInput : null;
    },

    riskLoad(input: ModelInput): LiveRiskProgress | null {
      // a helper worker: it holds no version, only the input of the pass it is given
      riskInput = input;
      risk = monteCarloRunner(input);
      return risk ? riskProgress(risk) : null;
    },

    riskRuns(from: number, to: number): LiveRiskSlice | null {
      if (!risk) return null;
      const r = risk;
      return encodeSlice(from, runRange(r.p, r.base, r.plan, from, to), r.p.ic);
    },

    riskStep(maxMs: number): LiveRiskProgress | null {
      if (!risk) return null;
      const until = Date.now() + maxMs;
      do risk.runSome(1);
      while (risk.done < risk.total && Date.now() < until);
      return riskProgress(risk);
    },
  };
}
