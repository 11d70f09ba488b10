// 从Excel导入 on the entry screen: what a workbook in the 录入 layout would change in the open version — per table
// the number of changed cells with a few examples, every refused cell — and the edit batches that apply and undo it.
// Pure: the worker reads the file into a grid (exceljs) and hands it here with the version's current cells.
import type { CellEdit, InstanceContext, StoredValues, TemplateRegistry } from '../template/types';
import { unitLabel } from '../template/columns';
import { parseStoreKey } from '../template/stored';
import type { WorkbookGrid } from './grid';
import { INPUT_SHEET_PREFIX, readInputWorkbook, type ImportChange, type ImportRefusal } from './read-inputs';
import { STRUCTURE_SHEET } from './structure';

/** Examples of old → new shown per table. */
export const PREVIEW_EXAMPLES = 3;

export interface ImportTablePreview {
  /** Store key. */
  key: string;
  sheet: string;
  /** 页签 · 子项目 · 表名, as the workbook's sheet title. */
  title: string;
  changed: number;
  examples: ImportChange[];
}

export interface ImportPreview {
  /** Tables with changes, in workbook order. */
  tables: ImportTablePreview[];
  /** Tables read that the workbook leaves as they are. */
  unchangedTables: number;
  /** Cells changed in all. */
  changed: number;
  refusals: ImportRefusal[];
  /** The import as one batch of edits; `undo` writes the values back (same cells, reverse order). */
  edits: CellEdit[];
  undo: CellEdit[];
}

export type ImportPreviewResult = { ok: true; preview: ImportPreview } | { ok: false; message: string };

export const MISSING_STRUCTURE = `该工作簿缺少隐藏工作表「${STRUCTURE_SHEET}」，不是本系统导出的录入格式（请用“下载录入模板”或“下载全部报表”得到的工作簿修改后再导入）`;

export function previewWorkbookImport(
  grid: WorkbookGrid,
  registry: TemplateRegistry,
  ctx: InstanceContext,
  stored: StoredValues,
): ImportPreviewResult {
  // a workbook with 录入 sheets but without the structure sheet was not exported by the system (copied sheets)
  const names = grid.sheets.map((s) => s.name);
  if (names.some((n) => n.startsWith(INPUT_SHEET_PREFIX)) && !names.includes(STRUCTURE_SHEET))
    return { ok: false, message: MISSING_STRUCTURE };
  const read = readInputWorkbook(grid, registry, ctx, stored);
  if (!read.ok) return read;
  const byTable = new Map<string, ImportChange[]>();
  for (const c of read.changes) {
    const list = byTable.get(c.table);
    if (list) list.push(c);
    else byTable.set(c.table, [c]);
  }
  const tabLabel = new Map(registry.templates.map((t) => [t.key, t.label]));
  const spName = new Map(ctx.subProjects.map((s) => [s.id, s.name]));
  const tables: ImportTablePreview[] = [];
  for (const t of read.tables) {
    if (t.changed === 0) continue;
    const { templateKey, subProjectId } = parseStoreKey(t.key);
    const sp = subProjectId ? spName.get(subProjectId) : undefined;
    // per-sub-project tables are mostly titled with the sub-project's name already (茶园营林成本)
    const title = [tabLabel.get(templateKey), sp && !t.name.includes(sp) ? sp : null, t.name];
    tables.push({
      key: t.key,
      sheet: t.sheet,
      title: unitLabel(title.filter(Boolean).join(' · '), ctx.areaUnit),
      changed: t.changed,
      examples: (byTable.get(t.key) ?? []).slice(0, PREVIEW_EXAMPLES),
    });
  }
  return {
    ok: true,
    preview: {
      tables,
      unchangedTables: read.tables.length - tables.length,
      changed: read.changes.length,
      refusals: read.refusals,
      edits: read.edits,
      undo: read.changes.map((c) => ({ table: c.table, cellId: c.cellId, value: c.before })).reverse(),
    },
  };
}
