// Builds the update_table save payload of one tab from the worker's stored values, and maps server issues back.
import type { IssueDto, SaveResultDto, UpdateTableBody } from '../../core/contracts/compute';
import { parseStoreKey, storeKey } from '../../core/template/stored';
import type { StoredValues, TemplateInstance, ValidationIssue } from '../../core/template/types';

/** Template selects are stored as the pseudo table `${tab}/-/_select`, cells `<name>:value`. */
export const SELECT_TABLE = '_select';

export interface SavePayloadInput {
  versionId: number;
  template: Pick<TemplateInstance, 'key' | 'sections' | 'selects'>;
  stored: StoredValues;
  /** Current revision per store key (the last one the server answered); falls back to the stored one. */
  revisions: Readonly<Record<string, number>>;
  areaUnit: 'mu' | 'ha';
  /** Tab 0 saves the project section and one sub-project: the sub-project ids to include (null = all). */
  subProjects?: readonly string[] | null;
  /** Only these tables (store keys): the tables of another tab that a row edit changed. */
  only?: ReadonlySet<string>;
}

/**
 * Each table's COMPLETE cell set (replace semantics: row layout cells `_layout:*` included, deleted rows
 * absent) with the revision it was based on, plus the template's select values.
 */
export function buildSavePayload(p: SavePayloadInput): UpdateTableBody {
  const tables: UpdateTableBody['tables'] = [];
  for (const section of p.template.sections) {
    if (section.subProjectId !== null && p.subProjects && !p.subProjects.includes(section.subProjectId))
      continue;
    for (const t of section.tables) {
      const key = storeKey(p.template.key, section.subProjectId, t.tableId);
      if (p.only && !p.only.has(key)) continue;
      const cells = Object.entries(p.stored[key]?.cells ?? {})
        .filter(([, v]) => v !== '')
        .map(([cell_id, content]) => ({ cell_id, content }));
      tables.push({
        table_id: t.tableId,
        sub_project_id: section.subProjectId,
        revision: p.revisions[key] ?? p.stored[key]?.revision ?? 0,
        cells,
      });
    }
  }
  const body: UpdateTableBody = {
    version_id: p.versionId,
    template_id: p.template.key,
    template_unit: p.areaUnit,
    tables,
  };
  const selectCells = p.stored[storeKey(p.template.key, null, SELECT_TABLE)]?.cells ?? {};
  const select: Record<string, string> = {};
  for (const s of p.template.selects) select[s.name] = selectCells[`${s.name}:value`] ?? s.value;
  if (p.template.selects.length > 0) body.select = select;
  return body;
}

/** Revisions after a successful save (the server's answer wins). */
export function withSavedRevisions(
  revisions: Readonly<Record<string, number>>,
  result: Pick<SaveResultDto, 'revisions'>,
): Record<string, number> {
  return { ...revisions, ...result.revisions };
}

/** Revisions of freshly loaded version data. */
export function revisionsOf(stored: StoredValues): Record<string, number> {
  return Object.fromEntries(Object.entries(stored).map(([k, t]) => [k, t.revision]));
}

/** A server issue (cell path spelled out) as the worker's ValidationIssue, so one list shows both. */
export function fromIssueDto(i: IssueDto): ValidationIssue {
  const issue: ValidationIssue = {
    tableKey: storeKey(i.template_id, i.sub_project_id, i.table_id),
    level: i.level,
    code: i.code,
    message: i.message,
  };
  if (i.row_id) issue.rowId = i.row_id;
  if (i.cell_id) issue.cellId = i.cell_id;
  return issue;
}

export const templateOfIssue = (i: ValidationIssue): string => parseStoreKey(i.tableKey).templateKey;
