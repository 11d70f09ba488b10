import { describe, expect, it } from 'vitest';
import {
  normaliseNumber,
  parseClipboard,
  parseHtmlTable,
  parseTsv,
} from '../../../src/components/TemplateGrid/paste';

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
  it('parseClipboard prefers TSV and falls back to HTML', () => {
    expect(parseClipboard('1\t2', '<table><tr><td>9</td></tr></table>')).toEqual([['1', '2']]);
    expect(parseClipboard('', '<table><tr><td>9</td></tr></table>')).toEqual([['9']]);
  });
});

describe('normaliseNumber', () => {
  it.each([
    ['1,234,567.89', '1234567.89'],
    ['１２３．５', '123.5'],
    ['  12 %', '12'],
    ['+5', '5'],
    ['(1,000)', '-1000'],
    ['-0', '0'],
    ['007.50', '7.5'],
    ['.5', '0.5'],
    ['1.2E+3', '1200'],
    ['\u00a01 000\u3000', '1000'],
    ['－３', '-3'],
  ])('%s → %s', (raw, expected) => {
    expect(normaliseNumber(raw)).toBe(expected);
  });
  it('keeps every digit of long decimals', () => {
    expect(normaliseNumber('123456789012345678901234567890.123456789')).toBe(
      '123456789012345678901234567890.123456789',
    );
  });
  it('returns empty for blank and null for text', () => {
    expect(normaliseNumber('   ')).toBe('');
    expect(normaliseNumber('abc')).toBeNull();
    expect(normaliseNumber('1,23')).toBeNull();
    expect(normaliseNumber('12元')).toBeNull();
  });
  it('returns canonical numbers unchanged and canonicalises the rest like decimal.js', () => {
    for (const s of ['0', '12', '-3.25', '1000000.000001', '0.5']) expect(normaliseNumber(s)).toBe(s);
    expect(normaliseNumber('-0')).toBe('0');
    expect(normaliseNumber('1.50')).toBe('1.5');
    expect(normaliseNumber('007')).toBe('7');
    expect(normaliseNumber('1.')).toBe('1');
    expect(normaliseNumber('-0.0')).toBe('0');
  });
});
