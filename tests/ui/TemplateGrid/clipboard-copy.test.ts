import { describe, expect, it } from 'vitest';
import { rangeToHtml, rangeToTsv } from '../../../src/components/TemplateGrid/clipboard-copy';
import { parseClipboard, parseHtmlTable, parseTsv } from '../../../src/components/TemplateGrid/paste';

const data = [
  ['1', 'a\tb', 'x'],
  ['2', 'say "hi"', 'line1\nline2'],
];
const textAt = (r: number, c: number) => ({ value: data[r]?.[c] ?? '' });

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
    const html = rangeToHtml({ top: 0, left: 0, bottom: 0, right: 1 }, (_, c) => ({
      value: ['<5> & co', '7'][c] ?? '',
    }));
    expect(html).toContain('<table><tr><td>&lt;5&gt; &amp; co</td><td>7</td></tr></table>');
    expect(parseHtmlTable(html)).toEqual([['<5> & co', '7']]);
  });
  it('copies numbers as stored: full precision in TSV, the display text plus x:num in HTML', () => {
    const cells = [
      { value: '1234.56789', shown: '1,234.57' },
      { value: '-0.004', shown: '0.00' },
      { value: '', shown: '' },
      { value: '亩' },
    ];
    const rect = { top: 0, left: 0, bottom: 0, right: 3 };
    const at = (_: number, c: number) => cells[c]!;
    const tsv = rangeToTsv(rect, at);
    const html = rangeToHtml(rect, at);
    expect(tsv).toBe('1234.56789\t-0.004\t\t亩\r\n');
    expect(html).toContain(
      '<td x:num="1234.56789">1,234.57</td><td x:num="-0.004">0.00</td><td></td><td>亩</td>',
    );
    expect(html).toContain('xmlns:x="urn:schemas-microsoft-com:office:excel"');
    // our own paste reads the stored values back from either flavour
    expect(parseClipboard(tsv, html)).toEqual([['1234.56789', '-0.004', '', '亩']]);
    expect(parseClipboard('', html)).toEqual([['1234.56789', '-0.004', '', '亩']]);
  });
});
