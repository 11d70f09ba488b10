// @vitest-environment jsdom
// Ctrl+Enter and Alt+Enter in an open cell editor (the grid's keys, not AG Grid's Enter).
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderGrid } from './render-grid';

configure({ asyncUtilTimeout: 8000 });
afterEach(cleanup);

const setup = () => renderGrid();

/** Selects rows 1…3 × columns total…y2 (合计 read-only, six input cells) with Shift+arrows from row 1, y2. */
async function selectBlock(s: ReturnType<typeof setup>) {
  await waitFor(() => expect(s.ref.current?.api()).toBeTruthy());
  act(() => s.ref.current!.api()!.setFocusedCell(1, 'y2'));
  fireEvent.mouseDown(s.cell(1, 'y2'), { button: 0 });
  for (const key of ['ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowLeft'])
    fireEvent.keyDown(s.cell(1, 'y2'), { key, shiftKey: true });
  await waitFor(() => expect(s.cell(3, 'total').className).toContain('tg-sel'));
}

async function typeInEditor(s: ReturnType<typeof setup>, text: string): Promise<HTMLInputElement> {
  act(() => s.ref.current!.api()!.startEditingCell({ rowIndex: 1, colKey: 'y2' }));
  const input = await waitFor(() => s.cell(1, 'y2').querySelector('input')!);
  input.value = text;
  fireEvent.input(input);
  return input;
}

describe('keys in the cell editor', () => {
  it('Ctrl+Enter writes the typed value into every input cell of the selection as one batch and stays', async () => {
    const s = setup();
    await selectBlock(s);
    const input = await typeInEditor(s, '8');
    fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(s.cell(3, 'y2').textContent).toBe('8'));
    expect(s.batches).toHaveLength(1);
    expect(s.batches[0]!.map((c) => c.cellId).sort()).toEqual(
      ['a1:y1', 'a1:y2', 'a2:y1', 'a2:y2', 'b:y1', 'b:y2'].sort(),
    );
    expect(s.ref.current!.api()!.getEditingCells()).toHaveLength(0);
    expect(s.ref.current!.api()!.getFocusedCell()?.rowIndex).toBe(1);
    expect(s.cell(3, 'total').textContent).toBe('5'); // read-only: skipped
    expect(s.cell(3, 'total').className).toContain('tg-sel');
  });

  it('Ctrl+Enter with text in number cells refuses them and says so', async () => {
    const s = setup();
    await selectBlock(s);
    const input = await typeInEditor(s, 'abc');
    fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('6 个单元格未填入'));
    expect(screen.getByRole('status').textContent).toContain('输入的值必须为数字');
    expect(s.batches).toHaveLength(0);
    expect(s.cell(1, 'y1').textContent).toBe('10');
  });

  it('Alt+Enter keeps the editor open with its text, and nothing is written', async () => {
    const s = setup();
    await selectBlock(s);
    const input = await typeInEditor(s, '9');
    fireEvent.keyDown(input, { key: 'Enter', altKey: true });
    await new Promise((r) => setTimeout(r, 50));
    expect(s.ref.current!.api()!.getEditingCells()).toHaveLength(1);
    expect(s.cell(1, 'y2').querySelector('input')?.value).toBe('9');
    expect(s.batches).toHaveLength(0);
  });
});
