// Flattens entered template tables (tabs 0–8, src/core/template instances) into the workbook's input sheets.
import type { InstanceCell, TableInstance, TemplateInstance } from '../../../src/core/template/types';
import { cellText } from '../../../src/core/workbook/cell-text';
import { headerTreeToLines } from '../../../src/core/workbook/header-lines';
import type { InputSheet } from './types';

export { headerTreeToLines };

/** What a cell prints: an option's label for selects, 是/否 for checks, the value otherwise. */
const shown = (cell: InstanceCell | undefined): string | null => (cell ? cellText(cell, cell.value) : null);

/** One sheet per entered table, named by tab, sub-project and table. */
export function inputSheetsFromTemplates(templates: readonly TemplateInstance[]): InputSheet[] {
  const sheets: InputSheet[] = [];
  for (const template of templates)
    for (const section of template.sections)
      for (const table of section.tables)
        sheets.push(inputSheet(template.label, section.subProjectName, table));
  return sheets;
}

export function inputSheet(tab: string, subProject: string | null, table: TableInstance): InputSheet {
  const title = [tab, subProject, table.name].filter((s): s is string => !!s && s.length > 0).join(' · ');
  return {
    name: subProject ? `${subProject}-${table.name}` : table.name,
    title,
    headers: headerTreeToLines(table.header),
    columnKinds: table.columns.map((c) => (c.numeric ? 'number' : 'text')),
    rows: table.rows.map((r) => ({
      level: Math.max(0, r.level - 1),
      cells: table.columns.map((c) => shown(r.cells[c.key])),
      integer: table.columns.map((c) => r.cells[c.key]?.integer === true),
    })),
  };
}
