// @vitest-environment jsdom
// Tab 7 through the grid as the page drives it: 添加子类型 under a product that holds figures shows them in the
// new variety at once, the page's answer agrees, and undo gives the product back with its figures.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createRef } from 'react';
import { registry } from '../../../schemas';
import { createCalcService } from '../../../src/core/calc/service';
import type { ModelInput } from '../../../src/core/engine/model-io-types';
import { modelInputToStoredValues } from '../../../src/core/template/from-model-input';
import { storeKey } from '../../../src/core/template/stored';
import {
  TemplateGrid,
  tableInstanceToGrid,
  toRowEdits,
  type GridModel,
  type RowsChange,
  type TemplateGridHandle,
} from '../../../src/components/TemplateGrid';
import input from '../../fixtures/tea-garden.input.json';

const KEY = storeKey('tab7', 'tea', 'products');

function cellEl(container: HTMLElement, row: number, col: string): HTMLElement {
  const el = container.querySelector<HTMLElement>(`.ag-row[row-index="${row}"] .ag-cell[col-id="${col}"]`);
  if (!el) throw new Error(`no cell ${row}/${col}`);
  return el;
}

configure({ asyncUtilTimeout: 8000 });
afterEach(cleanup);

describe('添加子类型 under a tab 7 product with figures', () => {
  it('the variety shows the product’s figures at once, the page agrees, undo restores the product, redo the variety', async () => {
    const svc = createCalcService(registry);
    svc.openVersion(modelInputToStoredValues(registry, input as unknown as ModelInput));
    const original = svc.computeAll().input;
    const products = () =>
      tableInstanceToGrid(svc.getTemplate('tab7').sections.find((s) => s.subProjectId === 'tea')!.tables[0]!);
    const changes: RowsChange[] = [];
    const ref = createRef<TemplateGridHandle>();
    const view = (m: GridModel) => (
      <MantineProvider>
        <TemplateGrid
          ref={ref}
          model={m}
          onRowsChange={(c) => changes.push(c)}
          newRowId={() => 'u1'}
          suppressRowVirtualisation
          suppressColumnVirtualisation
        />
      </MantineProvider>
    );
    const { container, rerender } = render(view(products()));
    // The page applies a row operation to the template core and passes the table back.
    const answer = () => {
      for (const e of toRowEdits(KEY, changes.at(-1)!)) svc.applyRowEdit(e);
      rerender(view(products()));
    };
    await waitFor(() => expect(ref.current?.api()).toBeTruthy());
    expect(cellEl(container, 0, 'age.a5').textContent).toBe('250');

    act(() => ref.current!.api()!.setFocusedCell(0, 'name'));
    fireEvent.click(screen.getByRole('button', { name: '添加子类型' }));
    await waitFor(() => expect(cellEl(container, 1, 'no').textContent).toBe('1.1'));
    expect(cellEl(container, 1, 'age.a5').textContent).toBe('250');
    expect(cellEl(container, 0, 'age.a5').textContent).toBe('');
    answer();
    await waitFor(() => expect(cellEl(container, 1, 'age.a5').textContent).toBe('250'));
    expect(cellEl(container, 1, 'unit').textContent).toBe('kg');
    expect(cellEl(container, 0, 'age.a5').textContent).toBe('');
    expect(cellEl(container, 0, 'name').textContent).toBe('鲜叶');

    fireEvent.keyDown(cellEl(container, 0, 'name'), { key: 'z', ctrlKey: true });
    await waitFor(() => expect(container.querySelector('.ag-row[row-index="1"]')).toBeNull());
    expect(changes.at(-1)!.action).toBe('revert');
    answer();
    await waitFor(() => expect(cellEl(container, 0, 'age.a5').textContent).toBe('250'));
    expect(cellEl(container, 0, 'age.a5').className).toContain('tg-input');
    expect(svc.computeAll().input).toEqual(original);

    fireEvent.click(screen.getByRole('button', { name: '重做' }));
    await waitFor(() => expect(cellEl(container, 1, 'no').textContent).toBe('1.1'));
    answer();
    await waitFor(() => expect(cellEl(container, 1, 'age.a5').textContent).toBe('250'));
    const redone = svc.computeAll();
    const [variety] = redone.input.subProjects[0]!.products;
    expect({ ...variety, id: 'leaf', name: '鲜叶' }).toEqual(original.subProjects[0]!.products[0]);
    // Only the variety's name is missing (the cursor waits in it).
    expect(redone.messages.map((m) => m.path)).toEqual(['/subProjects/0/products/0/name']);
  });
});
