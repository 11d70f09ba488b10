// @vitest-environment jsdom
// The grid store before AG Grid is ready: a new model or computed values that arrive while the grid is still
// starting must reach it once it is (a restored draft used to show the old values).
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { GridApi } from 'ag-grid-community';
import { useGridStore } from '../../../src/components/TemplateGrid/use-grid-store';
import type { GridRow } from '../../../src/components/TemplateGrid/types';
import { model } from './fixtures';

function fakeApi() {
  return { setGridOption: vi.fn(), applyTransaction: vi.fn() };
}

const events = { onEdit: () => {}, onRowsChange: () => {}, model: { removableRows: false } };

describe('grid store before the grid is ready', () => {
  it('hands rows replaced before setApi to the grid when it becomes ready', () => {
    const first = model().rows;
    const { result } = renderHook(() => useGridStore(first, events));
    const next: GridRow[] = first.map((r) => ({ ...r, cells: { ...r.cells } }));
    next[1]!.cells.y1 = { ...next[1]!.cells.y1!, value: '6' };
    result.current.setRows(next, { resetUndo: true });
    const api = fakeApi();
    result.current.setApi(api as unknown as GridApi<GridRow>);
    expect(api.setGridOption).toHaveBeenCalledTimes(1);
    const [option, rows] = api.setGridOption.mock.calls[0] as [string, GridRow[]];
    expect(option).toBe('rowData');
    expect(rows.find((r) => r.id === next[1]!.id)?.cells.y1?.value).toBe('6');
  });

  it('hands over computed values applied before setApi, and nothing when nothing changed', () => {
    const first = model().rows;
    const { result } = renderHook(() => useGridStore(first, events));
    const quiet = fakeApi();
    result.current.setApi(quiet as unknown as GridApi<GridRow>);
    expect(quiet.setGridOption).not.toHaveBeenCalled();
    result.current.setApi(null);
    expect(result.current.applyDeltas([{ cellId: `${first[0]!.id}:total`, value: '99' }])).toBe(1);
    const api = fakeApi();
    result.current.setApi(api as unknown as GridApi<GridRow>);
    const rows = api.setGridOption.mock.calls[0]![1] as GridRow[];
    expect(rows[0]!.cells.total?.value).toBe('99');
  });
});

describe('grid store with the grid ready', () => {
  it('gives computed values to the touched row nodes only, without a transaction over the row model', () => {
    const first = model().rows;
    const { result } = renderHook(() => useGridStore(first, events));
    const nodes = new Map(first.map((r) => [r.id, { updateData: vi.fn() }]));
    const api = { ...fakeApi(), getRowNode: (id: string) => nodes.get(id) };
    result.current.setApi(api as unknown as GridApi<GridRow>);
    const id = first[0]!.id;
    expect(
      result.current.applyDeltas([
        { cellId: `${id}:total`, value: '99' },
        { cellId: `${id}:y1`, value: '5' },
      ]),
    ).toBe(2);
    const node = nodes.get(id)!;
    expect(node.updateData).toHaveBeenCalledTimes(1);
    const row = node.updateData.mock.calls[0]![0] as GridRow;
    expect(row.cells.total?.value).toBe('99');
    expect(row.cells.y1?.value).toBe('5');
    for (const [other, n] of nodes) if (other !== id) expect(n.updateData).not.toHaveBeenCalled();
    expect(api.applyTransaction).not.toHaveBeenCalled();
    // the same values again: nothing to write
    expect(result.current.applyDeltas([{ cellId: `${id}:total`, value: '99' }])).toBe(0);
    expect(node.updateData).toHaveBeenCalledTimes(1);
  });
});
