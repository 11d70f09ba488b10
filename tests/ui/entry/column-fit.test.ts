// Entry tables size their columns from what the cells show and stretch to fill the frame (brief item 7).
import { describe, expect, it } from 'vitest';
import type { GridModel } from '../../../src/components/TemplateGrid/types';
import { fitColumns, naturalWidths, textWidth } from '../../../src/features/entry/column-fit';

const cell = (value: string | null, numeric = false) => ({
  value,
  editable: true,
  type: numeric ? ('data' as const) : ('text' as const),
  numeric,
});

function form(label: string, years = 0): GridModel {
  const yearCols = Array.from({ length: years }, (_, i) => ({
    key: `y${i + 1}`,
    label: `第${i + 1}年`,
    numeric: true,
  }));
  return {
    id: 't',
    headers: [
      { label: '项目', key: 'name' },
      { label: '数值', key: 'value' },
      ...yearCols.map((c) => ({ label: c.label, key: c.key })),
    ],
    columns: [
      { key: 'name', label: '项目', role: 'name', frozen: true },
      { key: 'value', label: '数值', numeric: true },
      ...yearCols,
    ],
    rows: [
      { id: 'a', no: '', level: 1, kind: 'leaf', cells: { name: cell(label), value: cell('8', true) } },
      { id: 'b', no: '', level: 1, kind: 'leaf', cells: { name: cell('备注'), value: cell('25', true) } },
    ],
  };
}

const sum = (m: GridModel) => m.columns.reduce((s, c) => s + (c.width ?? 0), 0);

describe('column fit', () => {
  it('gives the label column room for its longest label (no cut-off 敏感性因素(capex,…))', () => {
    const long = naturalWidths(form('敏感性因素(capex,revenue,opCost,quantity)'), undefined).get('name')!;
    const short = naturalWidths(form('备注'), undefined).get('name')!;
    expect(long).toBeGreaterThan(short);
    expect(long).toBeGreaterThanOrEqual(
      Math.round(textWidth('敏感性因素(capex,revenue,opCost,quantity)', 13)),
    );
  });

  it('stretches a narrow table to the frame, keeping the rows array (the grid keeps its state)', () => {
    const model = form('基准收益率ic(%)');
    const fit = fitColumns(model, 800, undefined);
    expect(fit.scrolls).toBe(false);
    expect(sum(fit.model)).toBeGreaterThan(800 - 2 - model.columns.length);
    expect(sum(fit.model)).toBeLessThanOrEqual(800 - 2);
    expect(fit.model.rows).toBe(model.rows);
    // The name column stays the wider one after stretching.
    expect(fit.model.columns[0]!.width!).toBeGreaterThan(fit.model.columns[1]!.width!);
  });

  it('keeps natural widths and scrolls when the columns are wider than the frame', () => {
    const model = form('项目', 30);
    const natural = naturalWidths(model, undefined);
    const fit = fitColumns(model, 600, undefined);
    expect(fit.scrolls).toBe(true);
    expect(fit.model.columns.map((c) => c.width)).toEqual(model.columns.map((c) => natural.get(c.key)));
  });

  it('does nothing to widths before the frame is measured (width 0)', () => {
    const model = form('项目');
    const fit = fitColumns(model, 0, undefined);
    expect(fit.scrolls).toBe(false);
    expect(sum(fit.model)).toBe([...naturalWidths(model, undefined).values()].reduce((s, w) => s + w, 0));
  });
});
