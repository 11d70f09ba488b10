// Row edits: 添加类型 / 添加子类型 (≤ 3 levels) / 删除子类型, system rows, removable rows with restore.
import { describe, expect, it } from 'vitest';
import { registry } from '../../../schemas';
import { applyRowEdit, RowEditError } from '../../../src/core/template/row-edits';
import { instantiateTemplate } from '../../../src/core/template/instantiate';
import { storeKey } from '../../../src/core/template/stored';
import { SAMPLE_CONTEXT } from '../../../src/core/template/schema-validator';
import type { StoredValues } from '../../../src/core/template/types';

const tpl = (k: string) => registry.templates.find((t) => t.key === k)!;
const table = (k: string, sp: string | null, id: string, stored: StoredValues) =>
  instantiateTemplate(tpl(k), SAMPLE_CONTEXT, stored, { registry })
    .sections.find((s) => s.subProjectId === sp)!
    .tables.find((t) => t.tableId === id)!;

describe('row edits', () => {
  it('builds a three-level hierarchy whose group rows sum their children', () => {
    const stored: StoredValues = {};
    const key = storeKey('tab5', null, 'subsidies');
    const top = applyRowEdit(registry, SAMPLE_CONTEXT, stored, { table: key, op: 'addTop' })!;
    const mid = applyRowEdit(registry, SAMPLE_CONTEXT, stored, { table: key, op: 'addChild', rowId: top })!;
    const a = applyRowEdit(registry, SAMPLE_CONTEXT, stored, { table: key, op: 'addChild', rowId: mid })!;
    const b = applyRowEdit(registry, SAMPLE_CONTEXT, stored, { table: key, op: 'addChild', rowId: mid })!;
    expect(() =>
      applyRowEdit(registry, SAMPLE_CONTEXT, stored, { table: key, op: 'addChild', rowId: a }),
    ).toThrow(RowEditError);
    stored[key]!.cells[`${a}:years.c1`] = '1.25';
    stored[key]!.cells[`${b}:years.c1`] = '2.5';
    const t = table('tab5', null, 'subsidies', stored);
    expect(t.rows.map((r) => r.no)).toEqual(['1', '1.1', '1.1.1', '1.1.2']);
    expect(t.rows.map((r) => r.level)).toEqual([1, 2, 3, 3]);
    expect(t.rows[0]!.cells['years.c1']!.value).toBe('3.75');
    expect(t.rows[0]!.cells['years.c1']!.editable).toBe(false);
    applyRowEdit(registry, SAMPLE_CONTEXT, stored, { table: key, op: 'deleteChildren', rowId: top });
    const after = table('tab5', null, 'subsidies', stored);
    expect(after.rows.map((r) => r.no)).toEqual(['1']);
    expect(after.rows[0]!.kind).toBe('leaf');
    expect(Object.keys(stored[key]!.cells).some((k) => k.startsWith(`${a}:`))).toBe(false);
  });

  it('system rows (苗木费, 补植) cannot be deleted or get children', () => {
    const stored: StoredValues = {};
    const key = storeKey('tab1', 'sp0', 'planting');
    expect(() =>
      applyRowEdit(registry, SAMPLE_CONTEXT, stored, { table: key, op: 'delete', rowId: 'seedling' }),
    ).toThrow('系统行不能删除');
    expect(() =>
      applyRowEdit(registry, SAMPLE_CONTEXT, stored, { table: key, op: 'addChild', rowId: 'replant' }),
    ).toThrow();
    applyRowEdit(registry, SAMPLE_CONTEXT, stored, { table: key, op: 'deleteChildren', rowId: 'r1' });
    expect(table('tab1', 'sp0', 'planting', stored).rows.map((r) => r.label)).toEqual([
      '造林',
      '苗木费',
      '抚育(建设期)',
      '抚育',
      '补植',
    ]);
  });

  it('removable 生产成本 rows are deleted and restored; fixed rows are not removable', () => {
    const stored: StoredValues = {};
    const key = storeKey('tab3', 'sp1', 'productionCost');
    applyRowEdit(registry, SAMPLE_CONTEXT, stored, { table: key, op: 'delete', rowId: 'p13' });
    let t = table('tab3', 'sp1', 'productionCost', stored);
    expect(t.rows.map((r) => r.no)).toEqual(['1.1', '1.2', '1.4']);
    expect(t.removedRows).toEqual([{ id: 'p13', label: '保险费' }]);
    expect(() =>
      applyRowEdit(registry, SAMPLE_CONTEXT, stored, { table: key, op: 'delete', rowId: 'p11' }),
    ).toThrow('该行不可删除');
    applyRowEdit(registry, SAMPLE_CONTEXT, stored, { table: key, op: 'restore', rowId: 'p13' });
    t = table('tab3', 'sp1', 'productionCost', stored);
    expect(t.rows.map((r) => r.label)).toEqual(['种苗及农资', '人工', '保险费', '其他']);
  });

  it('type-0 生产成本 rows 1.1 营林成本 and 1.2 地租 are linked, read-only', () => {
    const t = table('tab3', 'sp0', 'productionCost', {});
    expect(t.rows.slice(0, 2).map((r) => [r.label, r.kind, r.cells.method!.editable])).toEqual([
      ['营林成本', 'linked', false],
      ['地租', 'linked', false],
    ]);
  });
});
