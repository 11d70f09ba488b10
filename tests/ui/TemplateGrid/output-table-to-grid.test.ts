import { describe, expect, it } from 'vitest';
import type { OutputTable } from '../../../src/core/contracts/results';
import { outputTableToGrid } from '../../../src/components/TemplateGrid/output-table-to-grid';
import type { GridHeaderNode } from '../../../src/components/TemplateGrid/types';
import { output } from '../results/fixture';

const table = (id: string) => output.tables[id] as OutputTable;
const leaves = (nodes: GridHeaderNode[]): GridHeaderNode[] =>
  nodes.flatMap((n) => (n.children ? leaves(n.children) : [n]));

describe('computed table → read-only grid model', () => {
  it('keeps 项目投资估算表 合计 and 占比 under their own headers', () => {
    const m = outputTableToGrid(table('investEstimate'));
    const group = m.headers.find((h) => h.label === '估算价值(万元)');
    expect(group?.children?.map((c) => c.label)).toEqual([
      '建筑工程费',
      '设备及工器具购置费',
      '安装工程费',
      '营造林工程费',
      '其他费用',
      '合计',
    ]);
    const capex = m.rows.find((r) => r.no === '4');
    const keyOf = (label: string) => leaves(m.headers).find((l) => l.label === label)?.key ?? '';
    expect(capex?.cells[keyOf('合计')]?.value).toBe('277.2');
    expect(capex?.cells[keyOf('占建设投资比例(%)')]?.value).toBe('100');
    expect(m.headers.find((h) => h.label === '分年投资(万元)')?.children?.map((c) => c.label)).toEqual([
      '第1年',
      '第2年',
    ]);
  });

  it('makes every cell read-only, numbers numeric, and levels follow the numbering depth', () => {
    const m = outputTableToGrid(table('profit'));
    expect(m.rows.every((r) => Object.values(r.cells).every((c) => !c.editable))).toBe(true);
    expect(m.rows.find((r) => r.no === '5.1')?.level).toBe(2);
    expect(m.rows.find((r) => r.no === '9')?.cells.total?.numeric).toBe(true);
    expect(m.rows.find((r) => r.no === '9')?.cells.name?.numeric).toBe(false);
    expect(m.levelStyles).toBe(true);
  });

  it('gives the yield table a unit column and keeps whole-unit rows at dp 0', () => {
    const m = outputTableToGrid(table('yield'));
    expect(m.columns.map((c) => c.label).slice(0, 4)).toEqual(['序号', '项目', '单位', '合计']);
    const total = m.rows.find((r) => r.no === '1.1.3');
    expect(total?.cells.unit?.value).toBe('kg');
    expect(total?.dp).toBe(0);
    expect(m.rows.find((r) => r.no === '1.1')?.kind).toBe('group');
  });

  it('replaces {unit} in labels with the area unit', () => {
    const t = { ...table('forestryCost') };
    t.rows = t.rows.map((r, i) => (i === 0 ? { ...r, name: '营林面积({unit})' } : r));
    expect(outputTableToGrid(t, 'ha').rows[0]?.cells.name?.value).toBe('营林面积(公顷)');
    expect(outputTableToGrid(t).rows[0]?.cells.name?.value).toBe('营林面积(亩)');
  });

  it('shows "—" for an IRR without a single value in the summary', () => {
    const t = structuredClone(table('summary'));
    const firr = t.rows.find((r) => r.no === '12');
    if (firr?.extra) firr.extra.value = null;
    const cell = outputTableToGrid(t).rows.find((r) => r.no === '12')?.cells.x_value;
    expect(cell).toMatchObject({ value: '—', numeric: false });
    // an ordinary group row stays empty
    expect(outputTableToGrid(t).rows.find((r) => r.no === '3')?.cells.x_value?.value).toBeNull();
  });
});
