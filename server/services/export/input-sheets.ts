// Flattens entered template tables (tabs 0–8, src/core/template instances) into the workbook's input sheets.
import type {
  HeaderNode,
  InstanceCell,
  TableInstance,
  TemplateInstance,
} from '../../../src/core/template/types';
import type { HeaderCell } from '../../../src/core/engine/model-io-types';
import type { InputSheet } from './types';

/** Header tree → printed header lines: a group spans its leaves, a leaf spans down to the bottom line. */
export function headerTreeToLines(tree: readonly HeaderNode[]): HeaderCell[][] {
  const depth = (n: HeaderNode): number => 1 + Math.max(0, ...(n.children ?? []).map(depth));
  const leaves = (n: HeaderNode): number =>
    n.children?.length ? n.children.reduce((s, c) => s + leaves(c), 0) : 1;
  const total = Math.max(0, ...tree.map(depth));
  const lines: HeaderCell[][] = Array.from({ length: total }, () => []);
  const walk = (n: HeaderNode, level: number) => {
    const isLeaf = !n.children?.length;
    const cell: HeaderCell = { label: n.label };
    const colSpan = leaves(n);
    if (colSpan > 1) cell.colSpan = colSpan;
    if (isLeaf && total - level > 1) cell.rowSpan = total - level;
    lines[level]?.push(cell);
    n.children?.forEach((c) => walk(c, level + 1));
  };
  tree.forEach((n) => walk(n, 0));
  return lines;
}

/** What a cell prints: an option's label for selects, 是/否 for checks, the value otherwise. */
function shown(cell: InstanceCell | undefined): string | null {
  if (!cell || cell.value === null) return null;
  if (cell.cell === 'select') return cell.options?.find((o) => o.value === cell.value)?.label ?? cell.value;
  if (cell.cell === 'check') return cell.value === 'True' || cell.value === 'true' ? '是' : '否';
  return cell.value;
}

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
