// Appendix tables: a long operating period is split into parts that fit a landscape page, each with 序号 and 项目.
import { describe, expect, it } from 'vitest';
import { Packer, Document } from 'docx';
import type { Table } from '../../../src/core/engine';
import { isWide, LANDSCAPE_WIDTH, partCount, wordTables } from '../../../server/services/report/word-table';
import { documentText } from './docx-text';

const longTable = (years: number): Table =>
  ({
    id: 'profit',
    title: '利润与利润分配表',
    unit: '万元',
    yearAxis: 'all',
    headers: [],
    columns: [],
    rows: [
      {
        no: '1',
        name: '营业收入',
        total: String(1234.565 * years),
        values: Array.from({ length: years }, (_, i) => String(1000 + i + 0.005)),
      },
    ],
  }) as unknown as Table;

describe('appendix Word tables', () => {
  it('keeps 12 years and 合计 in one landscape table', () => {
    expect(isWide(longTable(12))).toBe(true);
    expect(partCount(longTable(12))).toBe(1);
  });

  it('splits 40 years into parts of 13 figure columns, each repeating 序号 and 项目 and its years', async () => {
    const table = longTable(40);
    expect(partCount(table)).toBe(4);
    const parts = wordTables(table, 'mu', LANDSCAPE_WIDTH);
    expect(parts).toHaveLength(4);
    const doc = new Document({ sections: [{ children: parts }] });
    const text = documentText(await Packer.toBuffer(doc));
    expect(text.match(/序号/g)).toHaveLength(4);
    expect(text.match(/营业收入/g)).toHaveLength(4);
    // 合计 opens the first part; the years follow in order, the last part ends with 第40年.
    expect(text.indexOf('合计')).toBeLessThan(text.indexOf('第1年'));
    expect(text).toContain('第40年');
    // Figures at 2 dp, half up, with thousands separators.
    expect(text).toContain('1,000.01');
    expect(text).toContain('1,039.01');
  });
});
