// @vitest-environment jsdom
// Grids sharing one undo history (the entry screen passes one per version): Ctrl+Z in one grid reverts the last
// step of whichever grid made it, and that grid selects the reverted cells; a grid unmounted and mounted again
// (a tab switched away and back) still takes its steps.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, configure, fireEvent, render, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createRef, type RefObject } from 'react';
import {
  TemplateGrid,
  createEditHistory,
  type EditHistory,
  type GridModel,
  type TemplateGridHandle,
} from '../../../src/components/TemplateGrid';
import { model } from './fixtures';

configure({ asyncUtilTimeout: 8000 });
afterEach(cleanup);

const tableEl = (id: string) => document.querySelector<HTMLElement>(`.tg-root[data-table="${id}"]`)!;
const cellOf = (id: string, row: number, col: string) =>
  tableEl(id).querySelector<HTMLElement>(`.ag-row[row-index="${row}"] .ag-cell[col-id="${col}"]`)!;

function Grids(props: {
  history: EditHistory;
  show: string[];
  refs: Record<string, RefObject<TemplateGridHandle | null>>;
}) {
  const models: Record<string, GridModel> = { A: { ...model(), id: 'A' }, B: { ...model(), id: 'B' } };
  return (
    <MantineProvider>
      {props.show.map((id) => (
        <TemplateGrid
          key={id}
          ref={props.refs[id]}
          model={models[id]!}
          history={props.history}
          suppressRowVirtualisation
          suppressColumnVirtualisation
        />
      ))}
    </MantineProvider>
  );
}

async function typeInto(
  ref: RefObject<TemplateGridHandle | null>,
  id: string,
  row: number,
  col: string,
  text: string,
) {
  const api = ref.current!.api()!;
  act(() => api.startEditingCell({ rowIndex: row, colKey: col }));
  const input = await waitFor(() => {
    const el = cellOf(id, row, col).querySelector('input');
    if (!el) throw new Error('no editor');
    return el;
  });
  input.value = text;
  fireEvent.input(input);
  act(() => api.stopEditing());
  await waitFor(() => expect(cellOf(id, row, col).textContent).toBe(text));
}

describe('one undo history shared by grids', () => {
  it('Ctrl+Z in grid B reverts grid A’s last edit and selects it there; a remounted grid takes its steps', async () => {
    // the page shows a table on request; here every grid is on the page once it has mounted
    const history = createEditHistory(() => true);
    const refs = { A: createRef<TemplateGridHandle>(), B: createRef<TemplateGridHandle>() };
    const view = render(<Grids history={history} show={['A', 'B']} refs={refs} />);
    await waitFor(() => expect(refs.A.current?.api() && refs.B.current?.api()).toBeTruthy());
    await waitFor(() => expect(cellOf('A', 1, 'y1').textContent).toBe('10'));
    await typeInto(refs.B, 'B', 2, 'y2', '7');
    await typeInto(refs.A, 'A', 1, 'y1', '11');

    fireEvent.keyDown(cellOf('B', 0, 'name'), { key: 'z', ctrlKey: true });
    await waitFor(() => expect(cellOf('A', 1, 'y1').textContent).toBe('10'));
    expect(cellOf('A', 1, 'y1').className).toContain('tg-sel');
    expect(cellOf('B', 2, 'y2').textContent).toBe('7');

    // B leaves the page (another tab) and comes back: its step is still there
    view.rerender(<Grids history={history} show={['A']} refs={refs} />);
    view.rerender(<Grids history={history} show={['A', 'B']} refs={refs} />);
    await waitFor(() => expect(cellOf('B', 2, 'y2')?.textContent).toBe('2'));
    expect(history.canUndo()).toBe(true);
    fireEvent.keyDown(cellOf('A', 0, 'name'), { key: 'z', ctrlKey: true });
    // B's grid was created from the model again (its value 2): the step reverts to what it was before (2)
    await waitFor(() => expect(cellOf('B', 2, 'y2').className).toContain('tg-sel'));
    expect(history.canUndo()).toBe(false);
    fireEvent.keyDown(cellOf('A', 0, 'name'), { key: 'y', ctrlKey: true });
    await waitFor(() => expect(cellOf('B', 2, 'y2').textContent).toBe('7'));
  });
});
