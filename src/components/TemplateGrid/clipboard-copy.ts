// Serialises a selected range for the clipboard: TSV for Excel/WPS and text editors, HTML for rich targets.
import type { Rect } from './selection';

export type TextAt = (row: number, col: number) => string;

function tsvCell(s: string): string {
  return /[\t\n\r"]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function htmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Rows joined by CRLF (as Excel writes them), ending with a line break. */
export function rangeToTsv(rect: Rect, textAt: TextAt): string {
  const lines: string[] = [];
  for (let row = rect.top; row <= rect.bottom; row++) {
    const cells: string[] = [];
    for (let col = rect.left; col <= rect.right; col++) cells.push(tsvCell(textAt(row, col)));
    lines.push(cells.join('\t'));
  }
  return lines.join('\r\n') + '\r\n';
}

/** A plain HTML table; line breaks inside a cell become <br>. */
export function rangeToHtml(rect: Rect, textAt: TextAt): string {
  const rows: string[] = [];
  for (let row = rect.top; row <= rect.bottom; row++) {
    const cells: string[] = [];
    for (let col = rect.left; col <= rect.right; col++) {
      cells.push(`<td>${htmlEscape(textAt(row, col)).replace(/\r?\n/g, '<br>')}</td>`);
    }
    rows.push(`<tr>${cells.join('')}</tr>`);
  }
  return `<table>${rows.join('')}</table>`;
}
