// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createRef } from 'react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { sizeAtom } from '../../../src/state/settings';
import { gridThemeFor } from '../../../src/components/TemplateGrid/ag-setup';
import { TemplateGrid, type TemplateGridHandle } from '../../../src/components/TemplateGrid';
import { model } from './fixtures';
import { renderGrid } from './render-grid';
import { outputTableToGrid } from '../../../src/components/TemplateGrid/output-table-to-grid';
import type { GridApi } from 'ag-grid-community';
import type { GridRow } from '../../../src/components/TemplateGrid/types';

function cellEl(container: HTMLElement, row: number, col: string): HTMLElement {
  const el = container.querySelector<HTMLElement>(`.ag-row[row-index="${row}"] .ag-cell[col-id="${col}"]`);
  if (!el) throw new Error(`no cell ${row}/${col}`);
  return el;
}

const setup = renderGrid;

function paste(target: HTMLElement, text: string) {
  const data = { getData: (t: string) => (t === 'text/plain' ? text : '') };
  fireEvent.paste(target, { clipboardData: data });
}

// The first grid of a run takes seconds to start on a loaded machine.
configure({ asyncUtilTimeout: 8000 });
afterEach(cleanup);

/** Starts AG Grid's editor on a cell and returns its input once it is there. */
async function openEditor(
  container: HTMLElement,
  api: GridApi<GridRow>,
  rowIndex: number,
  colKey: string,
): Promise<HTMLInputElement> {
  act(() => api.startEditingCell({ rowIndex, colKey }));
  return waitFor(() => {
    const el = cellEl(container, rowIndex, colKey).querySelector('input');
    if (!el) throw new Error('no editor');
    return el;
  });
}

describe('TemplateGrid', () => {
  it('renders nested headers, frozen columns and input vs computed cells', async () => {
    const { container } = setup();
    await waitFor(() => expect(cellEl(container, 1, 'y1').textContent).toBe('10'));
    expect(screen.getByText('建设期')).toBeInTheDocument();
    expect(container.querySelector('.ag-grid-pinned-left-cells .ag-cell[col-id="name"]')).not.toBeNull();
    expect(cellEl(container, 1, 'y1').className).toContain('tg-input');
    expect(cellEl(container, 1, 'total').className).toContain('tg-readonly');
    expect(cellEl(container, 0, 'y1').className).toContain('tg-readonly'); // group row
    expect(container.querySelector('.ag-row[row-index="1"]')!.className).toContain('tg-level-1');
  });

  it('pastes a TSV block from the focused cell as one batch and one undo step', async () => {
    const { container, batches, ref } = setup();
    await waitFor(() => expect(ref.current?.api()).toBeTruthy());
    act(() => ref.current!.api()!.setFocusedCell(1, 'y1'));
    paste(cellEl(container, 1, 'y1'), '1,000\t２\r\n3%\tabc\r\n');
    await waitFor(() => expect(cellEl(container, 1, 'y1').textContent).toBe('1000'));
    expect(cellEl(container, 1, 'y2').textContent).toBe('2');
    expect(cellEl(container, 2, 'y1').textContent).toBe('0.03'); // 3% in a column that is not a percentage
    expect(cellEl(container, 2, 'y2').textContent).toBe('2'); // refused: old value kept
    expect(batches).toHaveLength(1);
    expect(batches[0]!.map((c) => `${c.cellId}=${c.newValue}`)).toEqual([
      'a1:y1=1000',
      'a1:y2=2',
      'a2:y1=0.03',
    ]);
    expect(screen.getByRole('status').textContent).toContain('输入的值必须为数字');
    expect(screen.getByRole('status').textContent).toContain('已粘贴 3 个单元格');

    fireEvent.keyDown(cellEl(container, 1, 'y1'), { key: 'z', ctrlKey: true });
    await waitFor(() => expect(cellEl(container, 1, 'y1').textContent).toBe('10'));
    expect(cellEl(container, 1, 'y2').textContent).toBe('20');
    expect(cellEl(container, 2, 'y1').textContent).toBe('1');
    expect(batches).toHaveLength(2);
    expect(batches[1]!.every((c) => c.newValue === c.oldValue || c.newValue !== null)).toBe(true);

    fireEvent.keyDown(cellEl(container, 1, 'y1'), { key: 'y', ctrlKey: true });
    await waitFor(() => expect(cellEl(container, 1, 'y1').textContent).toBe('1000'));
  });

  it('edits a cell through the editor and refuses non-numbers with the spec message', async () => {
    const { container, batches, ref } = setup();
    await waitFor(() => expect(ref.current?.api()).toBeTruthy());
    const api = ref.current!.api()!;
    const input = await openEditor(container, api, 3, 'y2');
    input.value = '12.50';
    fireEvent.input(input); // AG Grid's editor tracks input events
    act(() => api.stopEditing());
    await waitFor(() => expect(cellEl(container, 3, 'y2').textContent).toBe('12.5'));
    expect(batches.at(-1)).toEqual([
      { cellId: 'b:y2', rowId: 'b', columnKey: 'y2', oldValue: null, newValue: '12.5' },
    ]);

    act(() => api.startEditingCell({ rowIndex: 3, colKey: 'y1' }));
    const input2 = await waitFor(() => cellEl(container, 3, 'y1').querySelector('input')!);
    input2.value = '十二';
    fireEvent.input(input2);
    act(() => api.stopEditing());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('输入的值必须为数字'));
    expect(cellEl(container, 3, 'y1').textContent).toBe('5');
  });

  it('hands a committed edit to onEdit in the same task, before any timer (issue #6: no frame in between)', async () => {
    const { container, batches, ref } = setup();
    await waitFor(() => expect(ref.current?.api()).toBeTruthy());
    const api = ref.current!.api()!;
    const input = await openEditor(container, api, 3, 'y2');
    input.value = '7';
    fireEvent.input(input);
    const before = batches.length;
    api.stopEditing();
    // AG Grid's own events come from a timer; the edit must not wait for one (a microtask is all it takes).
    await Promise.resolve();
    expect(batches.length).toBe(before + 1);
    expect(batches.at(-1)).toEqual([
      { cellId: 'b:y2', rowId: 'b', columnKey: 'y2', oldValue: null, newValue: '7' },
    ]);
    await waitFor(() => expect(cellEl(container, 3, 'y2').textContent).toBe('7'));
  });

  it('Enter after an edit moves the highlight with the focus in the same task, not in a later focus event', async () => {
    const { container, batches, ref } = setup();
    await waitFor(() => expect(ref.current?.api()).toBeTruthy());
    const api = ref.current!.api()!;
    act(() => api.setFocusedCell(1, 'y1'));
    await waitFor(() => expect(cellEl(container, 1, 'y1').className).toContain('tg-sel'));
    const input = await openEditor(container, api, 1, 'y1');
    input.value = '11';
    fireEvent.input(input);
    const before = batches.length;
    fireEvent.keyDown(input, { key: 'Enter' });
    // AG Grid moved the focus inside the key press; its focus event would come from a timer, after a frame.
    expect(api.getFocusedCell()?.rowIndex).toBe(2);
    await Promise.resolve();
    expect(batches.length).toBe(before + 1);
    expect(cellEl(container, 2, 'y1').className).toContain('tg-sel');
    expect(cellEl(container, 1, 'y1').className).not.toContain('tg-sel');
  });

  it('tiles a single pasted value over a selected range and skips read-only cells', async () => {
    const { container, batches, ref } = setup();
    await waitFor(() => expect(ref.current?.api()).toBeTruthy());
    act(() => ref.current!.api()!.setFocusedCell(0, 'total'));
    // Shift+arrows extend the range: rows 0..2, columns total..y1
    fireEvent.keyDown(cellEl(container, 0, 'total'), { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(cellEl(container, 0, 'total'), { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(cellEl(container, 0, 'total'), { key: 'ArrowRight', shiftKey: true });
    await waitFor(() => expect(cellEl(container, 2, 'y1').className).toContain('tg-sel'));
    paste(cellEl(container, 0, 'total'), '7');
    await waitFor(() => expect(cellEl(container, 2, 'y1').textContent).toBe('7'));
    expect(cellEl(container, 1, 'y1').textContent).toBe('7');
    expect(batches[0]!.map((c) => c.cellId)).toEqual(['a1:y1', 'a2:y1']);
    expect(screen.getByRole('status').textContent).toContain('跳过 4 个只读单元格');
  });

  it('a click selects its cell at once: Shift+arrows straight after it extend from there, whenever AG Grid announces the click', async () => {
    const { container, ref } = setup();
    await waitFor(() => expect(ref.current?.api()).toBeTruthy());
    // AG Grid queues cellMouseDown; the keys below run before it is delivered (as Chromium may order them)
    fireEvent.mouseDown(cellEl(container, 1, 'y1'), { button: 0 });
    expect(cellEl(container, 1, 'y1').className).toContain('tg-sel');
    fireEvent.keyDown(cellEl(container, 1, 'y1'), { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(cellEl(container, 1, 'y1'), { key: 'ArrowRight', shiftKey: true });
    await new Promise((r) => setTimeout(r, 100)); // AG Grid's queue has been delivered
    expect(container.querySelectorAll('.ag-cell.tg-sel')).toHaveLength(4);
    expect(cellEl(container, 2, 'y2').className).toContain('tg-sel');
  });

  it('pastes at the focused cell when focus left the selected range unannounced (fast keys while scrolling)', async () => {
    const { container, batches, ref } = setup();
    await waitFor(() => expect(ref.current?.api()).toBeTruthy());
    const api = ref.current!.api()!;
    act(() => api.setFocusedCell(1, 'y1'));
    fireEvent.keyDown(cellEl(container, 1, 'y1'), { key: 'ArrowDown', shiftKey: true });
    await waitFor(() => expect(cellEl(container, 2, 'y1').className).toContain('tg-sel'));
    // AG Grid moved focus to (2, y2) but its focus event never reached the selection
    const y2 = api.getColumn('y2')!;
    vi.spyOn(api, 'getFocusedCell').mockReturnValue({ rowIndex: 2, column: y2, rowPinned: null });
    paste(cellEl(container, 1, 'y1'), '8');
    await waitFor(() => expect(cellEl(container, 2, 'y2').textContent).toBe('8'));
    expect(batches.at(-1)!.map((c) => c.cellId)).toEqual(['a2:y2']);
    expect(cellEl(container, 1, 'y1').textContent).toBe('10');
  });

  it('Delete clears the range, Ctrl+D fills down, and computed deltas repaint', async () => {
    const { container, batches, ref } = setup(model(), { decimals: 2 });
    await waitFor(() => expect(ref.current?.api()).toBeTruthy());
    expect(cellEl(container, 1, 'y1').textContent).toBe('10.00');
    act(() => ref.current!.api()!.setFocusedCell(1, 'y1'));
    fireEvent.keyDown(cellEl(container, 1, 'y1'), { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(cellEl(container, 1, 'y1'), { key: 'd', ctrlKey: true });
    await waitFor(() => expect(cellEl(container, 2, 'y1').textContent).toBe('10.00'));
    fireEvent.keyDown(cellEl(container, 1, 'y1'), { key: 'Delete' });
    await waitFor(() => expect(cellEl(container, 1, 'y1').textContent).toBe(''));
    expect(batches.map((b) => b.length)).toEqual([1, 2]);
    act(() => void ref.current!.applyDeltas([{ cellId: 'a:total', value: '1234567.125' }]));
    expect(cellEl(container, 0, 'total').textContent).toBe('1,234,567.13');
  });

  it('copies the selected range as TSV and HTML', async () => {
    const { container, ref } = setup();
    await waitFor(() => expect(ref.current?.api()).toBeTruthy());
    act(() => ref.current!.api()!.setFocusedCell(1, 'y1'));
    fireEvent.keyDown(cellEl(container, 1, 'y1'), { key: 'ArrowRight', shiftKey: true });
    const set = vi.fn();
    fireEvent.copy(cellEl(container, 1, 'y1'), { clipboardData: { setData: set } });
    expect(set).toHaveBeenCalledWith('text/plain', '10\t20\r\n');
    expect(set).toHaveBeenCalledWith(
      'text/html',
      expect.stringContaining('<table><tr><td x:num="10">10</td><td x:num="20">20</td></tr></table>'),
    );
  });

  it('adds a sub-type with renumbering and raises onRowsChange', async () => {
    const onRowsChange = vi.fn();
    let n = 0;
    const { container, ref } = setup(model(), { onRowsChange, newRowId: () => `new${++n}` });
    await waitFor(() => expect(ref.current?.api()).toBeTruthy());
    act(() => ref.current!.api()!.setFocusedCell(0, 'name'));
    fireEvent.click(screen.getByRole('button', { name: '添加子类型' }));
    await waitFor(() => expect(cellEl(container, 3, 'no').textContent).toBe('1.3'));
    expect(cellEl(container, 4, 'no').textContent).toBe('2');
    expect(onRowsChange).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'addSubType', targetRowId: 'a', newRowId: 'new1' }),
    );
    fireEvent.click(screen.getByRole('button', { name: '添加类型' }));
    await waitFor(() => expect(cellEl(container, 5, 'no').textContent).toBe('3'));
  });

  it('undoes and redoes 添加子类型 as one step: the leaf gets its figures and numbering back', async () => {
    const onRowsChange = vi.fn();
    const { container, ref } = setup(model(), { onRowsChange, newRowId: () => 'n1' });
    await waitFor(() => expect(ref.current?.api()).toBeTruthy());
    act(() => ref.current!.api()!.setFocusedCell(3, 'name'));
    fireEvent.click(screen.getByRole('button', { name: '添加子类型' }));
    await waitFor(() => expect(cellEl(container, 4, 'no').textContent).toBe('2.1'));
    expect(cellEl(container, 3, 'y1').textContent).toBe('');
    fireEvent.keyDown(cellEl(container, 3, 'name'), { key: 'z', ctrlKey: true });
    await waitFor(() => expect(container.querySelector('.ag-row[row-index="4"]')).toBeNull());
    expect(cellEl(container, 3, 'y1').textContent).toBe('5');
    expect(cellEl(container, 3, 'no').textContent).toBe('2');
    expect(cellEl(container, 3, 'y1').className).toContain('tg-input');
    expect(onRowsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        action: 'revert',
        layout: [
          ['a', null],
          ['a1', 'a'],
          ['a2', 'a'],
          ['b', null],
        ],
        cells: { 'b:y1': '5' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: '重做' }));
    await waitFor(() => expect(cellEl(container, 4, 'no').textContent).toBe('2.1'));
    expect(onRowsChange.mock.calls.at(-1)![0].layout.at(-1)).toEqual(['n1', 'b']);
  });

  it('undo of 删除子类型 restores the sub-types with their values, after the page echoed the table', async () => {
    const onRowsChange = vi.fn();
    const m = model();
    const { container, ref, rerender } = setup(m, { onRowsChange });
    await waitFor(() => expect(ref.current?.api()).toBeTruthy());
    act(() => ref.current!.api()!.setFocusedCell(0, 'name'));
    fireEvent.click(screen.getByRole('button', { name: '删除子类型' }));
    await waitFor(() => expect(cellEl(container, 1, 'no').textContent).toBe('2'));
    // The page applies the edit and passes its own copy of the table back: the history must survive it.
    const echoed = { ...m, rows: onRowsChange.mock.calls[0]![0].rows.map((r: object) => ({ ...r })) };
    rerender(
      <MantineProvider>
        <TemplateGrid
          ref={ref}
          model={echoed}
          onRowsChange={onRowsChange}
          suppressRowVirtualisation
          suppressColumnVirtualisation
        />
      </MantineProvider>,
    );
    fireEvent.keyDown(cellEl(container, 0, 'name'), { key: 'z', ctrlKey: true });
    await waitFor(() => expect(cellEl(container, 1, 'no').textContent).toBe('1.1'));
    expect(cellEl(container, 1, 'y1').textContent).toBe('10');
    expect(cellEl(container, 2, 'y2').textContent).toBe('2');
    expect(cellEl(container, 3, 'no').textContent).toBe('2');
    expect(onRowsChange.mock.calls.at(-1)![0].cells).toMatchObject({ 'a1:y1': '10', 'a2:y2': '2' });
  });

  it('a model with other values (another load) starts a new undo history', async () => {
    const m = model();
    const { container, ref, rerender } = setup(m);
    await waitFor(() => expect(ref.current?.api()).toBeTruthy());
    act(() => ref.current!.api()!.setFocusedCell(0, 'name'));
    fireEvent.click(screen.getByRole('button', { name: '删除子类型' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '撤销' })).toBeEnabled());
    const other = model();
    other.rows[3]!.cells.y1!.value = '8';
    rerender(
      <MantineProvider>
        <TemplateGrid ref={ref} model={other} suppressRowVirtualisation suppressColumnVirtualisation />
      </MantineProvider>,
    );
    await waitFor(() => expect(cellEl(container, 3, 'y1').textContent).toBe('8'));
    expect(screen.getByRole('button', { name: '撤销' })).toBeDisabled();
  });

  it('undoes removing a 生产成本 row and 恢复已删除项, one step each', async () => {
    const onRowsChange = vi.fn();
    const m = { ...model(), hierarchical: false, removableRows: true };
    m.rows = m.rows.map((r) => ({ ...r, removable: true }));
    const { container, ref } = setup(m, { onRowsChange });
    await waitFor(() => expect(ref.current?.api()).toBeTruthy());
    act(() => ref.current!.api()!.setFocusedCell(2, 'name'));
    fireEvent.click(screen.getByRole('button', { name: '删除此项' }));
    await waitFor(() => expect(cellEl(container, 2, 'name').textContent).toBe('b'));
    fireEvent.click(screen.getByRole('button', { name: '恢复已删除项' }));
    await waitFor(() => expect(cellEl(container, 2, 'name').textContent).toBe('a2'));
    fireEvent.keyDown(cellEl(container, 0, 'name'), { key: 'z', ctrlKey: true });
    await waitFor(() => expect(cellEl(container, 2, 'name').textContent).toBe('b'));
    expect(onRowsChange.mock.calls.at(-1)![0]).toMatchObject({ action: 'revert', removedIds: ['a2'] });
    fireEvent.keyDown(cellEl(container, 0, 'name'), { key: 'z', ctrlKey: true });
    await waitFor(() => expect(cellEl(container, 2, 'name').textContent).toBe('a2'));
    expect(cellEl(container, 2, 'y1').textContent).toBe('1');
    expect(onRowsChange.mock.calls.at(-1)![0]).toMatchObject({ action: 'revert', restoredIds: ['a2'] });
  });

  it('Tab/Enter move inside a selected range and wrap; without a range Tab is AG Grid’s again', async () => {
    const { container, batches, ref } = setup();
    await waitFor(() => expect(ref.current?.api()).toBeTruthy());
    const api = ref.current!.api()!;
    const at = () => {
      const f = api.getFocusedCell();
      return f ? `${f.rowIndex}/${f.column.getColId()}` : '';
    };
    act(() => api.setFocusedCell(1, 'y1'));
    fireEvent.keyDown(cellEl(container, 1, 'y1'), { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(cellEl(container, 1, 'y1'), { key: 'ArrowRight', shiftKey: true });
    await waitFor(() => expect(cellEl(container, 2, 'y2').className).toContain('tg-sel'));
    const press = (key: string, shiftKey = false) =>
      act(
        () => void fireEvent.keyDown(document.activeElement ?? cellEl(container, 1, 'y1'), { key, shiftKey }),
      );
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      press('Tab');
      seen.push(at());
    }
    expect(seen).toEqual(['1/y2', '2/y1', '2/y2', '1/y1']);
    press('Tab', true);
    expect(at()).toBe('2/y2');
    press('Enter');
    expect(at()).toBe('1/y1');
    press('Enter');
    expect(at()).toBe('2/y1');
    // The range is still selected.
    expect(container.querySelectorAll('.ag-cell.tg-sel')).toHaveLength(4);

    // Typing in the active cell and Enter commits it and moves on inside the range.
    act(() => api.startEditingCell({ rowIndex: 2, colKey: 'y1' }));
    const input = await waitFor(() => cellEl(container, 2, 'y1').querySelector('input')!);
    input.value = '42';
    fireEvent.input(input);
    act(() => void fireEvent.keyDown(input, { key: 'Enter' }));
    await waitFor(() => expect(cellEl(container, 2, 'y1').textContent).toBe('42'));
    expect(at()).toBe('1/y2');
    expect(batches.at(-1)).toEqual([
      { cellId: 'a2:y1', rowId: 'a2', columnKey: 'y1', oldValue: '1', newValue: '42' },
    ]);
    expect(container.querySelectorAll('.ag-cell.tg-sel')).toHaveLength(4);

    // A plain click drops the range: Tab is AG Grid's again (no wrap back into the old range).
    fireEvent.mouseDown(cellEl(container, 3, 'y2'));
    act(() => api.setFocusedCell(3, 'y2'));
    await waitFor(() => expect(container.querySelectorAll('.ag-cell.tg-sel')).toHaveLength(1));
    press('Tab', true);
    expect(at()).toBe('3/y1');
  });

  it('drags the fill handle down: copies the value into the dragged cells as one undo step', async () => {
    const { container, batches, ref } = setup();
    await waitFor(() => expect(ref.current?.api()).toBeTruthy());
    act(() => ref.current!.api()!.setFocusedCell(1, 'y1'));
    fireEvent.mouseDown(cellEl(container, 1, 'y1'));
    await waitFor(() => expect(cellEl(container, 1, 'y1').className).toContain('tg-fill-corner'));
    expect(cellEl(container, 2, 'y1').className).not.toContain('tg-fill-corner');
    // Grab the square (jsdom boxes are empty: the pointer is on the corner) and drag to row 3.
    fireEvent.mouseDown(cellEl(container, 1, 'y1'), { button: 0, clientX: 0, clientY: 0 });
    fireEvent.mouseOver(cellEl(container, 2, 'y1'));
    fireEvent.mouseOver(cellEl(container, 3, 'y1'));
    await waitFor(() => expect(cellEl(container, 3, 'y1').className).toContain('tg-fill'));
    expect(cellEl(container, 2, 'y1').className).toContain('tg-fill');
    expect(batches).toHaveLength(0);
    fireEvent.mouseUp(window);
    await waitFor(() => expect(cellEl(container, 3, 'y1').textContent).toBe('10'));
    expect(cellEl(container, 2, 'y1').textContent).toBe('10');
    expect(cellEl(container, 3, 'y1').className).not.toContain('tg-fill ');
    expect(batches).toEqual([
      [
        { cellId: 'a2:y1', rowId: 'a2', columnKey: 'y1', oldValue: '1', newValue: '10' },
        { cellId: 'b:y1', rowId: 'b', columnKey: 'y1', oldValue: '5', newValue: '10' },
      ],
    ]);
    expect(cellEl(container, 3, 'y1').className).toContain('tg-sel');
    fireEvent.keyDown(cellEl(container, 1, 'y1'), { key: 'z', ctrlKey: true });
    await waitFor(() => expect(cellEl(container, 3, 'y1').textContent).toBe('5'));
    expect(cellEl(container, 2, 'y1').textContent).toBe('1');
  });

  it('a fill-handle drag to the right refuses text in number cells like a paste', async () => {
    const { container, batches, ref } = setup();
    await waitFor(() => expect(ref.current?.api()).toBeTruthy());
    act(() => ref.current!.api()!.setFocusedCell(1, 'unit'));
    fireEvent.mouseDown(cellEl(container, 1, 'unit'));
    await waitFor(() => expect(cellEl(container, 1, 'unit').className).toContain('tg-fill-corner'));
    fireEvent.mouseDown(cellEl(container, 1, 'unit'), { button: 0 });
    fireEvent.mouseOver(cellEl(container, 1, 'y1'));
    await waitFor(() => expect(cellEl(container, 1, 'y1').className).toContain('tg-fill'));
    expect(cellEl(container, 1, 'total').className).toContain('tg-fill');
    fireEvent.mouseUp(window);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('输入的值必须为数字'));
    expect(screen.getByRole('status').textContent).toContain('跳过 1 个只读单元格');
    expect(cellEl(container, 1, 'y1').textContent).toBe('10');
    expect(batches).toHaveLength(0);
  });

  it('read-only output grids have no fill handle', async () => {
    const { container, ref } = setup(model(), { readOnly: true });
    await waitFor(() => expect(ref.current?.api()).toBeTruthy());
    act(() => ref.current!.api()!.setFocusedCell(1, 'y1'));
    fireEvent.mouseDown(cellEl(container, 1, 'y1'));
    await waitFor(() => expect(cellEl(container, 1, 'y1').className).toContain('tg-sel'));
    expect(container.querySelector('.tg-fill-corner')).toBeNull();
  });

  it('follows the 布局大小 setting: 迷你 switches the grid to the compact theme', async () => {
    const store = createStore();
    store.set(sizeAtom, 'mini');
    const ref = createRef<TemplateGridHandle>();
    render(
      <JotaiProvider store={store}>
        <MantineProvider>
          <TemplateGrid ref={ref} model={model()} suppressRowVirtualisation suppressColumnVirtualisation />
        </MantineProvider>
      </JotaiProvider>,
    );
    await waitFor(() => expect(ref.current?.api()).toBeTruthy());
    expect(ref.current!.api()!.getGridOption('theme')).toBe(gridThemeFor('mini'));
    expect(gridThemeFor('mini')).not.toBe(gridThemeFor('default'));
    act(() => store.set(sizeAtom, 'default'));
    await waitFor(() => expect(ref.current!.api()!.getGridOption('theme')).toBe(gridThemeFor('default')));
  });

  it('shows the whole text of a cut-off cell as its title on hover, and widens number columns', async () => {
    const m = model();
    m.rows[1]!.cells.y1!.value = '123456789012345.5';
    const { container, ref } = setup(m, { decimals: 2 });
    await waitFor(() => expect(ref.current?.api()).toBeTruthy());
    // Widened after the first paint: 1,123,456,789,012,345.50 does not fit the 120 px default.
    await waitFor(() =>
      expect(ref.current!.api()!.getColumn('y1')!.getActualWidth()).toBeGreaterThan(
        ref.current!.api()!.getColumn('y2')!.getActualWidth(),
      ),
    );
    const name = cellEl(container, 1, 'name');
    Object.defineProperty(name, 'scrollWidth', { configurable: true, value: 300 });
    Object.defineProperty(name, 'clientWidth', { configurable: true, value: 120 });
    fireEvent.mouseOver(name);
    expect(name.title).toBe('a1');
    const unit = cellEl(container, 1, 'unit');
    fireEvent.mouseOver(unit);
    expect(unit.hasAttribute('title')).toBe(false);
  });

  it('renders an engine output table read-only: no toolbar, pastes ignored, 2-dp display', async () => {
    const m = outputTableToGrid({
      id: 'profit',
      title: '利润与利润分配表',
      unit: '万元',
      yearAxis: 'operating',
      headers: [
        [
          { label: '序号', rowSpan: 2 },
          { label: '项目', rowSpan: 2 },
          { label: '合计', rowSpan: 2 },
          { label: '运营期', colSpan: 2 },
        ],
        [{ label: '第3年' }, { label: '第4年' }],
      ],
      columns: [],
      rows: [
        { no: '1', name: '营业收入', total: '3060.125', values: ['60', '3000.125'] },
        { no: '1.1', name: '茶叶', total: '3060.125', values: ['60', '3000.125'] },
      ],
    });
    const { container, batches, ref } = setup(m, { readOnly: true, decimals: 2 });
    await waitFor(() => expect(cellEl(container, 0, 'total').textContent).toBe('3,060.13'));
    expect(screen.getByText('运营期')).toBeInTheDocument();
    expect(screen.queryByRole('toolbar')).toBeNull();
    act(() => ref.current!.api()!.setFocusedCell(0, 'y0'));
    paste(cellEl(container, 0, 'y0'), '5');
    expect(cellEl(container, 0, 'y0').textContent).toBe('60.00');
    expect(batches).toHaveLength(0);
  });
});
