import { describe, expect, it } from 'vitest';
import { rangeToHtml, rangeToTsv } from '../../../src/components/TemplateGrid/clipboard-copy';
import { parseHtmlTable, parseTsv } from '../../../src/components/TemplateGrid/paste';

const data = [
  ['1', 'a\tb', 'x'],
  ['2', 'say "hi"', 'line1\nline2'],
];
const textAt = (r: number, c: number) => data[r]?.[c] ?? '';

describe('clipboard copy', () => {
  it('writes TSV with CRLF that parses back to the same range', () => {
    const rect = { top: 0, left: 0, bottom: 1, right: 2 };
    const tsv = rangeToTsv(rect, textAt);
    expect(tsv.endsWith('\r\n')).toBe(true);
    expect(parseTsv(tsv)).toEqual(data);
  });
  it('copies only the selected sub-range', () => {
    expect(rangeToTsv({ top: 1, left: 0, bottom: 1, right: 0 }, textAt)).toBe('2\r\n');
  });
  it('writes an escaped HTML table that parses back', () => {
    const html = rangeToHtml({ top: 0, left: 0, bottom: 0, right: 1 }, (r, c) => ['<5> & co', '7'][c] ?? '');
    expect(html).toBe('<table><tr><td>&lt;5&gt; &amp; co</td><td>7</td></tr></table>');
    expect(parseHtmlTable(html)).toEqual([['<5> & co', '7']]);
  });
});
