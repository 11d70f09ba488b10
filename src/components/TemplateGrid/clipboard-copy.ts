// Serialises a selected range for the clipboard: TSV of the stored values for Excel/WPS and text editors, and an
// HTML table with the display formatting and the stored number where Excel looks for it (x:num).
import type { Rect } from './selection';

/** One copied cell: the stored value (full precision, no separators) and, for numbers, the text shown. */
export interface CopiedCell {
  value: string;
  /** Shown text of a number cell (2 dp and thousands separators from tab 4); absent for other cells. */
  shown?: string;
}

export type CellAt = (row: number, col: number) => CopiedCell;

function tsvCell(s: string): string {
  return /[\t\n\r"]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function htmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Rows joined by CRLF (as Excel writes them), ending with a line break; numbers as stored. */
export function rangeToTsv(rect: Rect, cellAt: CellAt): string {
  const lines: string[] = [];
  for (let row = rect.top; row <= rect.bottom; row++) {
    const cells: string[] = [];
    for (let col = rect.left; col <= rect.right; col++) cells.push(tsvCell(cellAt(row, col).value));
    lines.push(cells.join('\t'));
  }
  return lines.join('\r\n') + '\r\n';
}

/**
 * An HTML table as Excel writes one: a number cell shows its display text and carries the stored value in
 * x:num (Excel and WPS paste that value; our own paste reads it too); line breaks inside a cell become <br>.
 */
export function rangeToHtml(rect: Rect, cellAt: CellAt): string {
  const rows: string[] = [];
  for (let row = rect.top; row <= rect.bottom; row++) {
    const cells: string[] = [];
    for (let col = rect.left; col <= rect.right; col++) {
      const c = cellAt(row, col);
      const num = c.shown !== undefined && c.value !== '' ? ` x:num="${htmlEscape(c.value)}"` : '';
      cells.push(`<td${num}>${htmlEscape(c.shown ?? c.value).replace(/\r?\n/g, '<br>')}</td>`);
    }
    rows.push(`<tr>${cells.join('')}</tr>`);
  }
  return `<html xmlns:x="urn:schemas-microsoft-com:office:excel"><body><table>${rows.join('')}</table></body></html>`;
}
