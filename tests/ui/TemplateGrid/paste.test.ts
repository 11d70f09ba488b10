import { describe, expect, it } from 'vitest';
import { parseClipboard, parseHtmlTable, parseTsv } from '../../../src/components/TemplateGrid/paste';

describe('parseTsv', () => {
  it('splits CRLF rows and tab cells, ignoring the final line break', () => {
    expect(parseTsv('1\t2\r\n3\t4\r\n')).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
  });
  it('keeps empty cells and LF-only line ends', () => {
    expect(parseTsv('a\t\tc\n\tb\n')).toEqual([
      ['a', '', 'c'],
      ['', 'b'],
    ]);
  });
  it('reads quoted cells with doubled quotes, tabs and line breaks inside', () => {
    expect(parseTsv('"say ""hi"""\t"x\ty"\r\n"two\r\nlines"\t5')).toEqual([
      ['say "hi"', 'x\ty'],
      ['two\r\nlines', '5'],
    ]);
  });
  it('treats a stray quote inside a cell literally', () => {
    expect(parseTsv('12" pipe\t3')).toEqual([['12" pipe', '3']]);
  });
  it('a single value without line break is one cell', () => {
    expect(parseTsv('42')).toEqual([['42']]);
  });
});

describe('parseHtmlTable', () => {
  it('reads Excel HTML, preferring x:num over the displayed text', () => {
    const html =
      '<html><body><table><tr><td x:num="1234.5">1,234.50</td><td>&nbsp;a&amp;b</td></tr>\n' +
      '<tr><td colspan=2 class=xl65>merged</td></tr></table></body></html>';
    expect(parseHtmlTable(html)).toEqual([
      ['1234.5', 'a&b'],
      ['merged', ''],
    ]);
  });
  it('aligns cells below a rowspan', () => {
    const html = '<table><tr><td rowspan="2">A</td><td>1</td></tr><tr><td>2</td></tr></table>';
    expect(parseHtmlTable(html)).toEqual([
      ['A', '1'],
      ['', '2'],
    ]);
  });
  it('returns null without a table', () => {
    expect(parseHtmlTable('<p>hello</p>')).toBeNull();
  });
  it('parseClipboard reads the TSV and falls back to HTML', () => {
    expect(parseClipboard('1\t2', '<table><tr><td>9</td></tr></table>')).toEqual([['1', '2']]);
    expect(parseClipboard('', '<table><tr><td>9</td></tr></table>')).toEqual([['9']]);
  });
  it('takes the raw numbers of an Excel/WPS HTML table over the displayed TSV of the same shape', () => {
    const html =
      '<html xmlns:x="urn:schemas-microsoft-com:office:excel"><body><table>' +
      '<tr><td x:num="12.3456">12.35</td><td>整地</td><td x:num="0.123456">12.35%</td></tr>' +
      '<tr><td x:num="-1234.5">(¥1,234.50)</td><td x:num="0"> -  </td><td></td></tr></table></body></html>';
    expect(parseClipboard('12.35\t整地\t12.35%\r\n(¥1,234.50)\t -  \t\r\n', html)).toEqual([
      ['12.3456', '整地', '12.3456%'],
      ['-1234.5', '0', ''],
    ]);
  });
  it('keeps the TSV when the HTML table has another shape (a filtered range, another source)', () => {
    const html = '<table><tr><td x:num="1.5">1.50</td></tr><tr><td x:num="9">9</td></tr></table>';
    expect(parseClipboard('1.50\r\n', html)).toEqual([['1.50']]);
  });
});
