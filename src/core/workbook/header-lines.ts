// The printed header lines of an entry table, shared by the workbook writer (server) and the workbook reader (core).
import type { HeaderCell } from '../engine/model-io-types';
import type { HeaderNode } from '../template/types';

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
