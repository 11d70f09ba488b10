// The entry screen's state: loads the version into the calc worker, forwards edits, keeps drafts, saves tabs.
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ApiError, sessionEnded } from '../../api/client';
import { issuesOfError, updateTable, versionData } from '../../api/compute';
import { type CalcClient, type LiveComputeResult, type LiveRiskProgress } from '../../calc';
import type { TemplateListItem, VersionDataDto } from '../../core/contracts/compute';
import type { VersionHeader } from '../../core/contracts/projects';
import type { CellDelta } from '../../components/TemplateGrid/types';
import type { CellEdit, RowEdit, TemplateInstance, ValidationIssue } from '../../core/template/types';
import { groupDeltas, mergeDeltas, mergeIssues, replaceTables } from './deltas';
import {
  appendOp,
  clearDraft,
  listDrafts,
  loadDraft,
  rememberPlace,
  writeDraft,
  type Draft,
  type DraftOp,
} from './draft-store';
import { buildSavePayload, fromIssueDto, revisionsOf, withSavedRevisions } from './save-payload';
import { saveScope } from './tab-nav';
import { createLiveScheduler, type LiveScheduler } from './live-scheduler';
import { afterPaint } from '../../calc/after-paint';
import { parseStoreKey, storeKey } from '../../core/template/stored';
import { contextOf, startEntry, takeEntry, type FirstTab } from './preload';

/** One slice of the live Monte Carlo pass in the worker: the longest an edit waits behind it. */
export const RISK_SLICE_MS = 60;

/** An import batch applied, or refused whole with the cells that could not take their values. */
export type ImportOutcome =
  { ok: true } | { ok: false; rejected: { table: string; cellId: string; message: string }[] };

/** `silent`: the session ended with the save; the user was told once (登陆过期), nothing more to say. */
export type SaveOutcome = { ok: true } | { ok: false; message: string; silent?: boolean };

export interface EntryState {
  phase: 'loading' | 'error' | 'ready';
  error: string | null;
  data: VersionDataDto | null;
  header: VersionHeader | null;
  tabs: TemplateListItem[];
  tabIndex: number;
  template: TemplateInstance | null;
  subProject: string | null;
  selects: Record<string, string>;
  issues: Record<string, ValidationIssue[]>;
  serverIssues: ValidationIssue[];
  deltas: Record<string, CellDelta[]>;
  dirtyTabs: string[];
  pendingDrafts: Draft[];
  compute: LiveComputeResult | null;
  computing: boolean;
  /** the live Monte Carlo pass after the live result (issue 18): P(FIRR ≥ ic) so far; null when none runs */
  risk: LiveRiskProgress | null;
  /** The last save was refused with 409: someone else saved this version since it was opened. */
  conflict: boolean;
}

const initial: EntryState = {
  phase: 'loading',
  error: null,
  data: null,
  header: null,
  tabs: [],
  tabIndex: 0,
  template: null,
  subProject: null,
  selects: {},
  issues: {},
  serverIssues: [],
  deltas: {},
  dirtyTabs: [],
  pendingDrafts: [],
  compute: null,
  computing: false,
  risk: null,
  conflict: false,
};

const storage = (): Storage => window.localStorage;

const sameJson = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

const selectsOf = (t: TemplateInstance): Record<string, string> =>
  Object.fromEntries(t.selects.map((s) => [s.name, s.value]));

export function useEntry(versionId: number) {
  const [state, setState] = useState<EntryState>(initial);
  const stateRef = useRef(state);
  stateRef.current = state;
  const patch = useCallback((p: Partial<EntryState> | ((s: EntryState) => Partial<EntryState>)) => {
    setState((s) => {
      const next = typeof p === 'function' ? p(s) : p;
      // Nothing new (a tab already marked dirty, issues as they were): the same state, so React renders nothing.
      const keys = Object.keys(next) as (keyof EntryState)[];
      return keys.every((k) => Object.is(s[k], next[k])) ? s : { ...s, ...next };
    });
  }, []);
  const client = useRef<CalcClient | null>(null);
  /** The open tab's previews, set as soon as its template arrives (a compute may start before React renders it). */
  const openPreviews = useRef<readonly string[]>([]);
  const revisions = useRef<Record<string, number>>({});
  /** Tables of other tabs that row edits changed (tab 7 添加子类型 → tab 8 prices, tab 3 choices), not yet saved. */
  const crossTables = useRef(new Set<string>());
  /** The live computation (indicators, previews, linked cells): see live-scheduler.ts. */
  const live = useRef<LiveScheduler | null>(null);

  const calc = () => {
    if (!client.current) throw new Error('计算服务未启动');
    return client.current.api;
  };

  /**
   * The live Monte Carlo pass: runs in slices of about RISK_SLICE_MS on the computing worker and helper workers
   * (src/calc/risk-pool.ts), so no worker is held long; an edit cancels it (the worker closes the pass, and
   * `riskGen` stops asking for slices).
   */
  const riskGen = useRef(0);
  const runRisk = useCallback(async () => {
    const gen = ++riskGen.current;
    const c = client.current;
    if (!c) throw new Error('计算服务未启动');
    await c.runRisk({
      sliceMs: RISK_SLICE_MS,
      alive: () => gen === riskGen.current,
      progress: (p) => patch({ risk: p }),
    });
  }, [patch]);

  /** Paints a live result (with the output tables the open tab previews) of the current state. */
  const paintLive = useCallback(
    ({ asked, result }: { asked: readonly string[]; result: LiveComputeResult }) => {
      // Linked cells (营林成本, 地租, 合计 of the cost tables, 流动资金) are the engine's: they repaint with it.
      patch((s) => {
        const tab = s.template?.key;
        const linked = result.linked.filter((d) => tab !== undefined && d.table.startsWith(`${tab}/`));
        // Mostly a keystroke leaves the engine's messages as they were: the lists shown stay the same arrays, so
        // that 校验问题 (40 合理性检查 findings on the bench version) is not rendered again while the user types.
        const prev = s.compute;
        const issues = prev && sameJson(prev.issues, result.issues) ? prev.issues : result.issues;
        const review = prev && sameJson(prev.review, result.review) ? prev.review : result.review;
        return {
          compute: { ...result, issues, review },
          deltas: linked.length ? mergeDeltas(s.deltas, groupDeltas(linked)) : s.deltas,
        };
      });
      // a tab opened while this ran shows previews it did not ask for: ask again
      if (openPreviews.current.some((id) => !asked.includes(id))) live.current?.request();
    },
    [patch],
  );

  /** An edit was sent to the worker: the live result is computed again as soon as the worker is free. */
  const scheduleCompute = useCallback(() => {
    riskGen.current++; // the Monte Carlo pass of an older state stops
    live.current?.changed();
  }, []);
  /** `posted` was just sent to the worker and changes its state: no result computed before it is painted. */
  const mutation = <T>(posted: Promise<T>): Promise<T> => {
    riskGen.current++;
    live.current?.invalidate();
    return posted;
  };

  /** Shows `template`, tab `index` (built by the worker, or for the tab a screen opens on, by preload.ts). */
  const showTab = useCallback(
    (index: number, template: TemplateInstance, subProject: string | null) => {
      openPreviews.current = template.previews;
      // A remembered sub-project that is gone (deleted since) falls back to the first.
      const sp = template.sections.some((x) => x.subProjectId === subProject) ? subProject : null;
      rememberPlace(storage(), versionId, { tab: template.key, subProject: sp });
      patch({
        tabIndex: index,
        template,
        selects: selectsOf(template),
        deltas: {},
        serverIssues: [],
        subProject: sp,
      });
      // the live result holds only the previews of the tab it was computed for
      const shown = stateRef.current.compute?.output?.tables;
      if (shown && template.previews.some((id) => !(id in shown))) live.current?.request();
    },
    [patch, versionId],
  );

  const loadTab = useCallback(
    async (index: number, tabs: TemplateListItem[], subProject: string | null = null) => {
      const key = tabs[index]?.key;
      if (!key) return;
      showTab(index, await calc().getTemplate(key), subProject);
    },
    [showTab],
  );

  /**
   * Work that follows an open once its tab is painted: every table's issues (their validation builds every table
   * of the version, which the tab did not wait for) and the live result. Started by the effect below.
   */
  const afterOpen = useRef(false);
  const followOpen = useCallback(() => {
    void afterPaint().then(() => {
      if (!client.current) return;
      client.current.api
        .tableIssues()
        .then((issues) => patch((s) => ({ issues: mergeIssues(s.issues, issues) })))
        .catch(() => undefined);
      scheduleCompute();
    });
  }, [patch, scheduleCompute]);
  const template = state.template;
  useEffect(() => {
    if (!template || !afterOpen.current) return;
    afterOpen.current = false;
    followOpen();
  }, [template, followOpen]);

  /** Version data the worker has just opened (with the issues it answered): the work after the first paint follows. */
  const opened = useCallback(
    (dto: VersionDataDto, issues: Record<string, ValidationIssue[]>) => {
      revisions.current = revisionsOf(dto.stored);
      patch({ data: dto, issues });
      afterOpen.current = true;
    },
    [patch],
  );

  /** Opens version data in the existing worker again (亩/公顷 converted) and shows tab `index`. */
  const openData = useCallback(
    async (
      dto: VersionDataDto,
      tabs: TemplateListItem[],
      index: number,
      subProject = stateRef.current.subProject,
    ) => {
      // The worker answers before building the version's tables: the tab shows first (see afterOpen).
      const answer = await mutation(
        calc().openVersion({ ctx: contextOf(dto), stored: dto.stored }, { deferIssues: true }),
      );
      opened(dto, answer.issues);
      await loadTab(index, tabs, subProject);
    },
    [opened, loadTab],
  );

  useEffect(() => {
    let cancelled = false;
    // started with the route's code when the page was loaded at this address (preload.ts), else now
    const start = takeEntry(versionId) ?? startEntry(versionId);
    const c = start.client;
    client.current = c;
    const scheduler = createLiveScheduler({
      run: async () => {
        const asked = openPreviews.current;
        return { asked, result: await c.api.computeLive(asked) };
      },
      paint: paintLive,
      busy: (computing) => patch({ computing }),
      // the ordinary live result is shown first; P(FIRR ≥ ic) follows
      settled: () => void runRisk().catch(() => undefined),
    });
    live.current = scheduler;
    (async () => {
      const [dto, tabs, header] = await start.data;
      if (cancelled) return;
      // The header, the tab bar and the panels render while the worker still opens the version.
      patch({ tabs, header, phase: 'ready', data: dto });
      if (dto.version.status === 'VersionStatus.COMPLETED') return;
      // The tab a reload reopens was built as soon as the data came, while the worker opens the version (preload.ts).
      const first = (await start.first) as FirstTab;
      if (cancelled) return;
      // a save needs the revisions, and may be asked for before the worker has answered
      revisions.current = revisionsOf(dto.stored);
      showTab(first.index, first.template, first.subProject);
      // Drafts are offered with the tab (its grids read-only until restored or discarded): a restore sent now
      // reaches the worker after the open sent before it, not before (it would be overwritten).
      patch({ pendingDrafts: listDrafts(storage(), versionId) });
      const issues = await first.issues;
      if (cancelled) return;
      // (deferred: none yet, and the tab's grids are not rendered again for nothing while they paint)
      patch((s) => ({ issues: mergeIssues(s.issues, issues) }));
      // the tab was shown already: what follows an open starts once it is painted
      followOpen();
    })().catch((err: unknown) => {
      if (!cancelled) patch({ phase: 'error', error: err instanceof Error ? err.message : String(err) });
    });
    return () => {
      cancelled = true;
      scheduler.dispose();
      live.current = null;
      c.dispose();
      client.current = null;
    };
  }, [versionId, patch, showTab, followOpen, paintLive, runRisk]);

  /** Draft ops not in storage yet (see record), in the order made. */
  const unwritten = useRef<{ tab: string; op: DraftOp; at: number }[]>([]);
  /** Writes the ops record() has not written yet into their tabs' drafts; before any draft is read or cleared. */
  const writeDrafts = useCallback(() => {
    const ops = unwritten.current;
    if (ops.length === 0) return;
    unwritten.current = [];
    const drafts = new Map<string, Draft>();
    for (const { tab, op, at } of ops)
      drafts.set(
        tab,
        appendOp(drafts.get(tab) ?? loadDraft(storage(), versionId, tab), { versionId, tab }, op, at),
      );
    for (const d of drafts.values()) writeDraft(storage(), d);
  }, [versionId]);
  // (the grids commit a value still open in an editor on the same events, before this listener). A hidden page
  // paints no frame, so the ops waiting for one are written when it is hidden: the browser may discard a hidden
  // page without a pagehide.
  useEffect(() => {
    const whenHidden = () => {
      if (document.visibilityState === 'hidden') writeDrafts();
    };
    window.addEventListener('pagehide', writeDrafts);
    window.addEventListener('beforeunload', writeDrafts);
    document.addEventListener('visibilitychange', whenHidden);
    return () => {
      window.removeEventListener('pagehide', writeDrafts);
      window.removeEventListener('beforeunload', writeDrafts);
      document.removeEventListener('visibilitychange', whenHidden);
      writeDrafts();
    };
  }, [writeDrafts]);

  /**
   * Records one op in the tab's draft (localStorage, on every batch) and marks the tab dirty. `later`: the op is
   * written once the edit's answer is painted (writeDrafts): a 10,000-cell paste's draft (read, merged, written
   * again) costs the main thread ~20 ms that the pasted totals would otherwise wait for.
   */
  const record = useCallback(
    (op: DraftOp, later = false) => {
      const tab = stateRef.current.template?.key;
      if (!tab) return;
      unwritten.current.push({ tab, op, at: Date.now() });
      if (!later) writeDrafts();
      patch((s) => ({ dirtyTabs: s.dirtyTabs.includes(tab) ? s.dirtyTabs : [...s.dirtyTabs, tab] }));
    },
    [patch, writeDrafts],
  );

  /** Cell edits of one table → worker; computed deltas back into the grids. Returns refused edits. */
  const editCells = useCallback(
    async (edits: CellEdit[]) => {
      if (edits.length === 0) return [];
      // The worker gets the edits first; the draft is written once the answer is painted (or when it is gone).
      let pending: ReturnType<CalcClient['api']['applyEdits']> | undefined;
      try {
        pending = mutation(calc().applyEdits(edits));
      } finally {
        record({ kind: 'cells', edits }, pending !== undefined);
      }
      const result = await pending.catch((err: unknown) => {
        writeDrafts();
        scheduleCompute();
        throw err;
      });
      // The live computation is asked for as soon as the edit is answered, not once its totals are painted: the
      // computing worker takes it straight after its copy of the edits, which mirror.ts sends once the edited cells
      // are painted. Of a 10,000-cell paste that copy is still being applied when the answer comes; asked after the
      // totals' frame, the computation started up to a frame later. The editing worker has answered by now, so the
      // totals' frame shares the two cores with the computing worker alone.
      scheduleCompute();
      const deltas = groupDeltas(result.changed);
      // A table whose rows changed (tab 2's 补植 row follows the planting progress) is swapped in whole.
      const rebuilt = result.restructured;
      // Rendered in this task: the totals reach the grid before the next frame, which a render left to React's
      // scheduler (a task of its own) could miss when a frame or a timer comes first.
      flushSync(() =>
        patch((s) => ({
          deltas: mergeDeltas(s.deltas, deltas),
          issues: mergeIssues(s.issues, result.issues),
          template: rebuilt && s.template ? replaceTables(s.template, rebuilt) : s.template,
          // the shown live result is stale: 实时测算 says so (in the same render) until the new one is painted
          computing: true,
        })),
      );
      void afterPaint().then(writeDrafts);
      // A new 起始年份 relabels every year header: the open tab is re-read with them.
      if (result.relabeled) {
        const s = stateRef.current;
        await loadTab(s.tabIndex, s.tabs, s.subProject);
      }
      return result.rejected;
    },
    [record, patch, scheduleCompute, loadTab, writeDrafts],
  );

  /**
   * 从Excel导入 and its undo / redo: one batch over any tables of any tabs, applied whole or not at all (the worker
   * refuses it whole when one cell cannot take its value). The grids are given the new input values too (an edit
   * typed in a grid is there already); the batch joins the open tab's draft and every table it changed is saved with
   * the next save (like the other tables a row edit changes).
   */
  const importCells = useCallback(
    async (edits: CellEdit[]): Promise<ImportOutcome> => {
      if (edits.length === 0) return { ok: true };
      const result = await mutation(calc().applyEdits(edits, { allOrNothing: true })).catch(
        (err: unknown) => {
          scheduleCompute();
          throw err;
        },
      );
      if (result.rejected.length > 0) {
        scheduleCompute(); // nothing changed, but the live result was set aside for the batch
        return { ok: false, rejected: result.rejected };
      }
      record({ kind: 'cells', edits });
      for (const e of edits) crossTables.current.add(e.table);
      const tabs = new Set(edits.map((e) => parseStoreKey(e.table).templateKey));
      const deltas = groupDeltas([...edits, ...result.changed]);
      const rebuilt = result.restructured;
      patch((s) => ({
        deltas: mergeDeltas(s.deltas, deltas),
        issues: mergeIssues(s.issues, result.issues),
        template: rebuilt && s.template ? replaceTables(s.template, rebuilt) : s.template,
        dirtyTabs: [...tabs].every((t) => s.dirtyTabs.includes(t))
          ? s.dirtyTabs
          : [...new Set([...s.dirtyTabs, ...tabs])],
        computing: true,
      }));
      void afterPaint().then(scheduleCompute);
      if (result.relabeled) {
        const s = stateRef.current;
        await loadTab(s.tabIndex, s.tabs, s.subProject);
      }
      return { ok: true };
    },
    [record, patch, scheduleCompute, loadTab],
  );

  /** 从Excel导入: what the workbook would change (read in the computing worker; the buffer is handed over). */
  const previewImport = useCallback((bytes: ArrayBuffer) => calc().previewImport(bytes), []);

  const editRows = useCallback(
    async (edits: RowEdit[]) => {
      for (const edit of edits) {
        record({ kind: 'row', edit });
        const result = await mutation(calc().applyRowEdit(edit));
        for (const key of result.otherTables) crossTables.current.add(key);
        const others = result.otherTables.map((k) => parseStoreKey(k).templateKey);
        patch((s) => ({
          template: s.template ? replaceTables(s.template, result.tables) : s.template,
          issues: mergeIssues(s.issues, result.issues),
          dirtyTabs: others.every((t) => s.dirtyTabs.includes(t))
            ? s.dirtyTabs
            : [...new Set([...s.dirtyTabs, ...others])],
        }));
      }
      scheduleCompute();
    },
    [record, patch, scheduleCompute],
  );

  const setSelect = useCallback(
    async (name: string, value: string) => {
      const t = stateRef.current.template;
      if (!t) return;
      record({ kind: 'select', name, value });
      patch((s) => ({ selects: { ...s.selects, [name]: value } }));
      const result = await mutation(calc().setSelect(t.key, name, value));
      patch((s) => ({
        deltas: mergeDeltas(s.deltas, groupDeltas(result.changed)),
        issues: mergeIssues(s.issues, result.issues),
      }));
      scheduleCompute();
    },
    [record, patch, scheduleCompute],
  );

  const refused = useCallback(
    (err: unknown, tabName?: string): SaveOutcome => {
      const issues = err instanceof ApiError ? issuesOfError(err.body).map(fromIssueDto) : [];
      patch({ serverIssues: issues, conflict: err instanceof ApiError && err.status === 409 });
      const message = err instanceof Error ? err.message : String(err);
      return {
        ok: false,
        message: tabName ? `「${tabName}」未能一并保存：${message}` : message,
        silent: sessionEnded(err),
      };
    },
    [patch],
  );

  /**
   * Saves the tables of other tabs that a row edit changed, with the tab that was saved: the version on the
   * server then never holds a tab 7 variety without its tab 8 price or a cost row naming a product gone.
   */
  const saveCrossTables = useCallback(async (): Promise<SaveOutcome> => {
    writeDrafts();
    const byTab = new Map<string, Set<string>>();
    for (const key of crossTables.current) {
      const tab = parseStoreKey(key).templateKey;
      byTab.set(tab, (byTab.get(tab) ?? new Set()).add(key));
    }
    if (byTab.size === 0) return { ok: true };
    // one copy of the worker's values serves every tab saved here
    const stored = await calc().getStoredValues();
    for (const [tab, only] of byTab) {
      const s = stateRef.current;
      if (!s.data) break;
      const body = buildSavePayload({
        versionId,
        template: await calc().getTemplate(tab),
        stored,
        revisions: revisions.current,
        areaUnit: s.data.area_unit,
        only,
      });
      try {
        const result = await updateTable(body);
        revisions.current = withSavedRevisions(revisions.current, result);
      } catch (err) {
        return refused(err, s.tabs.find((t) => t.key === tab)?.template ?? tab);
      }
      for (const key of only) crossTables.current.delete(key);
      // the tab stays marked while it has edits of its own waiting in a draft
      if (loadDraft(storage(), versionId, tab) === null)
        patch((x) => ({ dirtyTabs: x.dirtyTabs.filter((k) => k !== tab) }));
    }
    return { ok: true };
  }, [versionId, patch, refused, writeDrafts]);

  /** Saves the current tab (tab 0: the project section and the selected sub-project). */
  const saveCurrent = useCallback(async (): Promise<SaveOutcome> => {
    writeDrafts();
    const s = stateRef.current;
    if (!s.template || !s.data) return { ok: false, message: '数据尚未加载' };
    const stored = await calc().getStoredValues();
    const body = buildSavePayload({
      versionId,
      template: s.template,
      stored,
      revisions: revisions.current,
      areaUnit: s.data.area_unit,
      subProjects: saveScope(s.template, s.tabIndex, s.subProject),
    });
    const tab = s.template.key;
    try {
      const result = await updateTable(body);
      revisions.current = withSavedRevisions(revisions.current, result);
      // (tab 0 saves one sub-project: the others' tables an import changed are still to be saved)
      for (const t of body.tables)
        crossTables.current.delete(storeKey(tab, t.sub_project_id ?? null, t.table_id));
      patch((x) => ({
        dirtyTabs: x.dirtyTabs.filter((k) => k !== tab),
        serverIssues: result.warnings.map(fromIssueDto),
      }));
    } catch (err) {
      return refused(err);
    }
    const others = await saveCrossTables();
    // the tab's draft also holds what it changed elsewhere (an import): kept until those tables are saved too
    if (others.ok) clearDraft(storage(), versionId, tab);
    return others;
  }, [versionId, patch, refused, saveCrossTables, writeDrafts]);

  const goToTab = useCallback(
    async (index: number) => loadTab(index, stateRef.current.tabs, null),
    [loadTab],
  );
  /** Shows another sub-project of tab 0; the template is re-read so its grids show the worker's values. */
  const selectSubProject = useCallback(
    async (id: string) => loadTab(stateRef.current.tabIndex, stateRef.current.tabs, id),
    [loadTab],
  );

  /** Replays drafts into the worker in the order they were typed; answers the edits it could not apply. */
  const replay = useCallback(async (drafts: readonly Draft[]) => {
    let refused = 0;
    let issues: Record<string, ValidationIssue[]> = {};
    for (const d of drafts)
      for (const op of d.ops) {
        try {
          if (op.kind === 'cells') {
            // cells of other tabs in a tab's draft (an import) are saved with the next save, wherever it is made
            for (const e of op.edits)
              if (parseStoreKey(e.table).templateKey !== d.tab) crossTables.current.add(e.table);
            const r = await mutation(calc().applyEdits(op.edits));
            refused += r.rejected.length;
            issues = mergeIssues(issues, r.issues);
          } else if (op.kind === 'row')
            issues = mergeIssues(issues, (await mutation(calc().applyRowEdit(op.edit))).issues);
          else
            issues = mergeIssues(issues, (await mutation(calc().setSelect(d.tab, op.name, op.value))).issues);
        } catch {
          // A row the newer data no longer has: the op cannot apply, the rest still does.
          refused++;
        }
      }
    return { refused, issues };
  }, []);

  /** Replays the offered drafts into the worker (恢复未保存的修改). */
  const restoreDrafts = useCallback(async () => {
    const drafts = stateRef.current.pendingDrafts;
    const { issues } = await replay(drafts);
    patch((s) => ({
      issues: mergeIssues(s.issues, issues),
      pendingDrafts: [],
      dirtyTabs: [...new Set([...s.dirtyTabs, ...drafts.map((d) => d.tab)])],
    }));
    const s = stateRef.current;
    await loadTab(s.tabIndex, s.tabs, s.subProject);
    scheduleCompute();
  }, [patch, loadTab, scheduleCompute, replay]);

  /**
   * 刷新并重新应用我的修改 after a 409: the version as the server has it now (with the other user's save and
   * its revisions), then every unsaved draft of this version replayed on top, so nothing typed is lost.
   */
  const reloadAndReapply = useCallback(async (): Promise<{ refused: number }> => {
    const dto = await versionData(versionId);
    writeDrafts();
    const drafts = listDrafts(storage(), versionId);
    const opened = await mutation(calc().openVersion({ ctx: contextOf(dto), stored: dto.stored }));
    revisions.current = revisionsOf(dto.stored);
    const { refused, issues } = await replay(drafts);
    patch((s) => ({
      data: dto,
      conflict: false,
      serverIssues: [],
      issues: mergeIssues(opened.issues, issues),
      dirtyTabs: [...new Set([...s.dirtyTabs, ...drafts.map((d) => d.tab)])],
    }));
    const s = stateRef.current;
    await loadTab(s.tabIndex, s.tabs, s.subProject);
    scheduleCompute();
    return { refused };
  }, [versionId, patch, loadTab, scheduleCompute, replay, writeDrafts]);

  const discardDrafts = useCallback(() => {
    for (const d of stateRef.current.pendingDrafts) clearDraft(storage(), versionId, d.tab);
    patch({ pendingDrafts: [] });
  }, [versionId, patch]);

  /** After the server converted 亩/公顷: reopen the worker with the fresh data. */
  const reopen = useCallback(
    async (dto: VersionDataDto) => openData(dto, stateRef.current.tabs, stateRef.current.tabIndex),
    [openData],
  );

  return {
    state,
    stateRef,
    editCells,
    importCells,
    previewImport,
    editRows,
    setSelect,
    saveCurrent,
    goToTab,
    selectSubProject,
    restoreDrafts,
    discardDrafts,
    reloadAndReapply,
    reopen,
    setServerIssues: (issues: ValidationIssue[]) => patch({ serverIssues: issues }),
  };
}

export type EntryController = ReturnType<typeof useEntry>;
