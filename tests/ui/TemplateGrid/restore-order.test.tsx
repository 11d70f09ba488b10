// @vitest-environment jsdom
// Rows a row operation brings back (undo of 删除此项, 恢复已删除项) stand in their place in the page too, not
// at its end: text selection, copy and screen readers read the page's order (issue 14: 1.1, 1.2, 1.4, 1.3).
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { model } from './fixtures';
import { renderGrid } from './render-grid';

configure({ asyncUtilTimeout: 8000 });
afterEach(cleanup);

/** Row ids in page order (the rows holding a 项目 cell: one element per row). */
const pageOrder = (container: HTMLElement) =>
  [...container.querySelectorAll('.ag-row')]
    .filter((r) => r.querySelector('[col-id="name"]'))
    .map((r) => r.getAttribute('row-id'));

describe('restored rows in page order', () => {
  it('undo of removing a middle row puts it back between its neighbours in the page', async () => {
    const m = { ...model(), hierarchical: false, removableRows: true };
    m.rows = m.rows.map((r) => ({ ...r, removable: true }));
    const { container, ref } = renderGrid(m);
    await waitFor(() => expect(pageOrder(container)).toEqual(['a', 'a1', 'a2', 'b']));
    act(() => ref.current!.api()!.setFocusedCell(1, 'name'));
    fireEvent.click(screen.getByRole('button', { name: '删除此项' }));
    await waitFor(() => expect(pageOrder(container)).toEqual(['a', 'a2', 'b']));
    act(() => ref.current!.api()!.setFocusedCell(1, 'name'));
    fireEvent.click(screen.getByRole('button', { name: '删除此项' }));
    await waitFor(() => expect(pageOrder(container)).toEqual(['a', 'b']));
    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    await waitFor(() => expect(pageOrder(container)).toEqual(['a', 'a1', 'a2', 'b']));
  });
});
