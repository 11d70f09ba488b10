// The template flow's actions (product.md §4.4): save / 暂存 / 上一步, sub-project moves, submit, 亩/公顷, issue focus.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import { modals } from '@mantine/modals';
import { ApiError, sessionEnded } from '../../api/client';
import { issuesOfError, setAreaUnit, submitVersion } from '../../api/compute';
import { createEditHistory, type TemplateGridHandle } from '../../components/TemplateGrid';
import { parseStoreKey, splitCellId } from '../../core/template/stored';
import type { ValidationIssue } from '../../core/template/types';
import { fromIssueDto } from './save-payload';
import { adjacentSubProject, hasSubProjectMenu, nextTab, prevTab, subProjectMenu } from './tab-nav';
import type { EntryController } from './use-entry';

export const SUB_PROJECT_SAVE_FAILED = '之前子项目保存失败,请刷新页面重试';
export const SUBMIT_OK_TITLE = '提交成功';
export const SUBMIT_OK_TEXT = '计算结果可在“报告”中查看。';

const ok = (message: string) => notifications.show({ message, color: 'green', autoClose: 3000 });
const fail = (message: string) => notifications.show({ message, color: 'red', autoClose: 5000 });

export function useFlow(
  entry: EntryController,
  versionId: number,
  onGrid?: (key: string, h: TemplateGridHandle | null) => void,
) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const grids = useRef(new Map<string, TemplateGridHandle>());
  const pendingFocus = useRef<ValidationIssue | null>(null);
  /** Tables whose grids an issue click asked to mount although they are far from the viewport. */
  const [mountKeys, setMountKeys] = useState<ReadonlySet<string>>(() => new Set());
  const { stateRef } = entry;
  // The controller is a new object on every render of the page: the actions below read it through a ref, so
  // that they stay the same functions and the page's memoised parts (buttons, tabs, menu) are not re-rendered.
  const entryRef = useRef(entry);
  entryRef.current = entry;

  const onGridRef = useRef(onGrid);
  onGridRef.current = onGrid;
  // Set below, once focusNow exists: a grid that mounts for a pending issue focuses its cell.
  const onMounted = useRef<(key: string) => void>(() => undefined);
  const register = useCallback((key: string, h: TemplateGridHandle | null) => {
    if (h) grids.current.set(key, h);
    else grids.current.delete(key);
    onGridRef.current?.(key, h);
    if (h) onMounted.current(key);
  }, []);

  const currentName = () => {
    const s = stateRef.current;
    if (!s.template || !hasSubProjectMenu(s.tabIndex)) return '';
    const menu = subProjectMenu(s.template);
    return menu.find((m) => m.id === (s.subProject ?? menu[0]?.id))?.name ?? '';
  };

  /** Saves the current tab if it has unsaved edits (or always, when forced); false when refused. */
  const saveIfNeeded = useCallback(
    async (force: boolean, failText?: string): Promise<boolean> => {
      const s = stateRef.current;
      if (!force && !(s.template && s.dirtyTabs.includes(s.template.key))) return true;
      setBusy(true);
      const r = await entryRef.current.saveCurrent();
      setBusy(false);
      if (!r.ok && !r.silent) fail(failText ?? r.message);
      return r.ok;
    },
    [stateRef],
  );

  /** 保存 (then the next sub-project on tab 0, else the next tab) or 暂存 (stays). */
  const save = useCallback(
    async (move: boolean) => {
      const name = currentName();
      if (!(await saveIfNeeded(true))) return;
      ok(`${name}${move ? '保存成功' : '暂存成功'}`);
      if (!move) return;
      const s = stateRef.current;
      if (s.template && hasSubProjectMenu(s.tabIndex)) {
        const next = adjacentSubProject(
          subProjectMenu(s.template),
          s.subProject ?? subProjectMenu(s.template)[0]?.id ?? null,
          1,
        );
        if (next) return entryRef.current.selectSubProject(next);
      }
      const n = nextTab(s.tabIndex, s.tabs.length);
      if (n !== null) await entryRef.current.goToTab(n);
    },
    [saveIfNeeded, stateRef], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const previous = useCallback(async () => {
    const s = stateRef.current;
    if (s.template && hasSubProjectMenu(s.tabIndex)) {
      const menu = subProjectMenu(s.template);
      const prev = adjacentSubProject(menu, s.subProject ?? menu[0]?.id ?? null, -1);
      if (prev) {
        if (await saveIfNeeded(false, SUB_PROJECT_SAVE_FAILED)) await entryRef.current.selectSubProject(prev);
        return;
      }
    }
    const p = prevTab(s.tabIndex);
    if (p !== null && (await saveIfNeeded(false))) await entryRef.current.goToTab(p);
  }, [saveIfNeeded, stateRef]);

  /** Opens a tab, saving the one left when it has edits; false when that save was refused (the tab stays). */
  const openTab = useCallback(
    async (index: number): Promise<boolean> => {
      if (index === stateRef.current.tabIndex) return true;
      if (!(await saveIfNeeded(false))) return false;
      await entryRef.current.goToTab(index);
      return true;
    },
    [saveIfNeeded, stateRef],
  );

  /** Moving between sub-projects saves the current one first (product.md §4.4, §8). */
  const openSubProject = useCallback(
    async (id: string): Promise<boolean> => {
      if (id === stateRef.current.subProject) return true;
      if (!(await saveIfNeeded(false, SUB_PROJECT_SAVE_FAILED))) return false;
      await entryRef.current.selectSubProject(id);
      return true;
    },
    [saveIfNeeded, stateRef],
  );

  const submit = useCallback(async () => {
    if (!(await saveIfNeeded(true))) return;
    setBusy(true);
    try {
      await submitVersion(versionId);
      modals.openConfirmModal({
        title: SUBMIT_OK_TITLE,
        children: SUBMIT_OK_TEXT,
        labels: { confirm: '确定', cancel: '取消' },
        cancelProps: { style: { display: 'none' } },
        closeOnClickOutside: false,
        withCloseButton: false,
        onConfirm: () => void navigate('/report'),
      });
    } catch (err) {
      const issues = err instanceof ApiError ? issuesOfError(err.body).map(fromIssueDto) : [];
      entryRef.current.setServerIssues(issues);
      if (!sessionEnded(err)) fail(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }, [saveIfNeeded, versionId, navigate]);

  const changeAreaUnit = useCallback(
    (unit: 'mu' | 'ha') => {
      if (stateRef.current.data?.area_unit === unit) return;
      modals.openConfirmModal({
        title: '切换面积单位',
        children: `切换为“${unit === 'ha' ? '公顷' : '亩'}”后，所有按面积填写的数值将按 1 公顷 = 15 亩 换算。确定切换吗？`,
        labels: { confirm: '确定', cancel: '取消' },
        onConfirm: () =>
          void (async () => {
            if (!(await saveIfNeeded(false))) return;
            setBusy(true);
            try {
              await entryRef.current.reopen(await setAreaUnit(versionId, unit));
              ok('修改成功');
            } catch {
              // the client already showed the server's message
            } finally {
              setBusy(false);
            }
          })(),
      });
    },
    [saveIfNeeded, versionId, stateRef],
  );

  /** 刷新并重新应用我的修改: the server's data, then the unsaved drafts on top; the user checks and saves. */
  const reloadAfterConflict = useCallback(async () => {
    setBusy(true);
    try {
      const { refused } = await entryRef.current.reloadAndReapply();
      if (refused > 0) fail(`已刷新，${refused} 处修改无法重新应用（对应的行已不存在），请检查`);
      else ok('已载入最新数据并重新应用了您的修改，请检查后保存');
    } catch (err) {
      if (!sessionEnded(err)) fail(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }, []);

  const focusNow = useCallback((issue: ValidationIssue): boolean => {
    const api = grids.current.get(issue.tableKey)?.api();
    if (!api) return false;
    const { rowId, col } = issue.cellId ? splitCellId(issue.cellId) : { rowId: issue.rowId ?? '', col: '' };
    const node = api.getRowNode(rowId);
    const column =
      col ||
      api
        .getColumns()
        ?.find((c) => c.getColId() !== 'no')
        ?.getColId() ||
      '';
    document
      .querySelector(`[data-table="${CSS.escape(issue.tableKey)}"]`)
      ?.scrollIntoView({ block: 'center' });
    if (node?.rowIndex === null || node?.rowIndex === undefined) return true;
    api.ensureIndexVisible(node.rowIndex);
    if (column) {
      api.ensureColumnVisible(column);
      api.setFocusedCell(node.rowIndex, column);
    }
    return true;
  }, []);

  /**
   * Focuses the issue's cell, or, when its table is still a placeholder (lazy mount), scrolls to it, asks
   * for its grid and leaves the issue pending: the grid's registration finishes the focus.
   */
  const focusOrMount = useCallback(
    (issue: ValidationIssue): boolean => {
      if (focusNow(issue)) {
        pendingFocus.current = null;
        return true;
      }
      const block = document.querySelector(`[data-table="${CSS.escape(issue.tableKey)}"]`);
      if (!block) return false;
      pendingFocus.current = issue;
      if (grids.current.has(issue.tableKey)) onMounted.current(issue.tableKey);
      else {
        block.scrollIntoView({ block: 'center' });
        setMountKeys((keys) => (keys.has(issue.tableKey) ? keys : new Set(keys).add(issue.tableKey)));
      }
      return true;
    },
    [focusNow],
  );

  // AG Grid's API arrives a little after the grid's handle: retry briefly, then give up quietly.
  onMounted.current = (key: string) => {
    if (pendingFocus.current?.tableKey !== key) return;
    let tries = 0;
    const attempt = () => {
      const issue = pendingFocus.current;
      if (!issue || issue.tableKey !== key) return;
      if (focusNow(issue)) pendingFocus.current = null;
      else if (++tries < 40) setTimeout(attempt, 50);
    };
    setTimeout(attempt, 50);
  };

  /** Clicking an issue opens its tab / sub-project, then focuses the cell. */
  const pickIssue = useCallback(
    async (issue: ValidationIssue) => {
      if (!issue.tableKey) return; // an engine message no table maps (a project record field): nothing to open
      const { templateKey, subProjectId } = parseStoreKey(issue.tableKey);
      const s = stateRef.current;
      const tab = s.tabs.findIndex((t) => t.key === templateKey);
      if (tab >= 0 && tab !== s.tabIndex) {
        pendingFocus.current = issue;
        await openTab(tab);
      }
      if (subProjectId && hasSubProjectMenu(tab) && subProjectId !== stateRef.current.subProject) {
        pendingFocus.current = issue;
        await openSubProject(subProjectId);
      }
      if (!pendingFocus.current) focusOrMount(issue);
    },
    [openTab, openSubProject, focusOrMount, stateRef],
  );

  /**
   * Shows a table for the undo history (Ctrl+Z of an edit made on another tab): its tab and sub-project open
   * (saving the one left, as a tab click does) and its grid mounts; the grid then reverts the step and selects
   * its cells. False when the user could not be taken there (the save was refused).
   */
  const revealTable = useCallback(
    async (tableKey: string): Promise<boolean> => {
      const { templateKey, subProjectId } = parseStoreKey(tableKey);
      const tab = stateRef.current.tabs.findIndex((t) => t.key === templateKey);
      if (tab < 0 || !(await openTab(tab))) return false;
      // (the page state is read again only after React has rendered the tab: go by the answers)
      if (subProjectId && hasSubProjectMenu(tab)) {
        const s = stateRef.current;
        const menu = s.template && s.tabIndex === tab ? subProjectMenu(s.template) : [];
        const shown = s.tabIndex === tab && (s.subProject ?? menu[0]?.id ?? null) === subProjectId;
        if (!shown && !(await openSubProject(subProjectId))) return false;
      }
      if (!grids.current.has(tableKey))
        setMountKeys((keys) => (keys.has(tableKey) ? keys : new Set(keys).add(tableKey)));
      return true;
    },
    [openTab, openSubProject, stateRef],
  );
  const revealRef = useRef(revealTable);
  revealRef.current = revealTable;
  /** One undo history for every table of the open version, across its tabs (Excel: one per workbook). */
  const history = useMemo(() => createEditHistory((table) => revealRef.current(table)), []);

  // After a tab or sub-project switch the grids mount later: focus once they are there.
  const template = entry.state.template;
  useEffect(() => {
    const issue = pendingFocus.current;
    if (!issue) return;
    const t = setTimeout(() => focusOrMount(issue), 50);
    return () => clearTimeout(t);
  }, [template, focusOrMount]);

  return {
    busy,
    history,
    register,
    mountKeys,
    save,
    previous,
    openTab,
    openSubProject,
    submit,
    changeAreaUnit,
    pickIssue,
    reloadAfterConflict,
  };
}
