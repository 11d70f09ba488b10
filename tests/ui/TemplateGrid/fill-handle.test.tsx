// @vitest-environment jsdom
// The fill handle through the grid: two numbers extend their series, Ctrl held at release copies them.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RefObject } from 'react';
import type { TemplateGridHandle } from '../../../src/components/TemplateGrid';
import { renderGrid } from './render-grid';

function cellEl(container: HTMLElement, row: number, col: string): HTMLElement {
  const el = container.querySelector<HTMLElement>(`.ag-row[row-index="${row}"] .ag-cell[col-id="${col}"]`);
  if (!el) throw new Error(`no cell ${row}/${col}`);
  return el;
}

const setup = () => renderGrid();

/** Selects y1 of rows 1–2 (10 and 1) and drags the handle onto row 3 (5). */
async function dragTwoDown(container: HTMLElement, ref: RefObject<TemplateGridHandle | null>) {
  act(() => ref.current!.api()!.setFocusedCell(1, 'y1'));
  fireEvent.keyDown(cellEl(container, 1, 'y1'), { key: 'ArrowDown', shiftKey: true });
  await waitFor(() => expect(cellEl(container, 2, 'y1').className).toContain('tg-fill-corner'));
  fireEvent.mouseDown(cellEl(container, 2, 'y1'), { button: 0, clientX: 0, clientY: 0 });
  fireEvent.mouseOver(cellEl(container, 3, 'y1'));
  await waitFor(() => expect(cellEl(container, 3, 'y1').className).toContain('tg-fill'));
}

configure({ asyncUtilTimeout: 8000 });
afterEach(cleanup);

describe('TemplateGrid fill handle', () => {
  it('two numbers dragged down continue their series (10, 1 → −8) as one undo step', async () => {
    const { container, batches, ref } = setup();
    await waitFor(() => expect(ref.current?.api()).toBeTruthy());
    await dragTwoDown(container, ref);
    fireEvent.mouseUp(window);
    await waitFor(() => expect(cellEl(container, 3, 'y1').textContent).toBe('-8'));
    expect(batches).toEqual([
      [{ cellId: 'b:y1', rowId: 'b', columnKey: 'y1', oldValue: '5', newValue: '-8' }],
    ]);
    expect(screen.getByRole('status').textContent).toContain('已填充 1 个单元格');
    fireEvent.keyDown(cellEl(container, 1, 'y1'), { key: 'z', ctrlKey: true });
    await waitFor(() => expect(cellEl(container, 3, 'y1').textContent).toBe('5'));
  });

  it('Ctrl held when the button is released copies the values instead', async () => {
    const { container, batches, ref } = setup();
    await waitFor(() => expect(ref.current?.api()).toBeTruthy());
    await dragTwoDown(container, ref);
    fireEvent.mouseUp(document.body, { ctrlKey: true });
    await waitFor(() => expect(cellEl(container, 3, 'y1').textContent).toBe('10'));
    expect(batches.at(-1)).toEqual([
      { cellId: 'b:y1', rowId: 'b', columnKey: 'y1', oldValue: '5', newValue: '10' },
    ]);
  });

  it('Ctrl pressed and let go again during the drag does not swap', async () => {
    const { container, ref } = setup();
    await waitFor(() => expect(ref.current?.api()).toBeTruthy());
    await dragTwoDown(container, ref);
    fireEvent.keyDown(window, { key: 'Control', ctrlKey: true });
    fireEvent.keyUp(window, { key: 'Control', ctrlKey: false });
    fireEvent.mouseUp(window);
    await waitFor(() => expect(cellEl(container, 3, 'y1').textContent).toBe('-8'));
  });
});
