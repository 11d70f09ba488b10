// Renders one TemplateGrid for a component test: every row and column in the DOM, the edit batches collected.
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createRef } from 'react';
import {
  TemplateGrid,
  type CellChange,
  type GridModel,
  type TemplateGridHandle,
  type TemplateGridProps,
} from '../../../src/components/TemplateGrid';
import { model } from './fixtures';

export function renderGrid(m: GridModel = model(), extra: Partial<TemplateGridProps> = {}) {
  const batches: CellChange[][] = [];
  const ref = createRef<TemplateGridHandle>();
  const utils = render(
    <MantineProvider>
      <TemplateGrid
        ref={ref}
        model={m}
        onEdit={(b) => batches.push(b)}
        suppressRowVirtualisation
        suppressColumnVirtualisation
        {...extra}
      />
    </MantineProvider>,
  );
  /** The cell element at a displayed row index and column key. */
  const cell = (row: number, col: string): HTMLElement => {
    const el = utils.container.querySelector<HTMLElement>(
      `.ag-row[row-index="${row}"] .ag-cell[col-id="${col}"]`,
    );
    if (!el) throw new Error(`no cell ${row}/${col}`);
    return el;
  };
  return { ...utils, batches, ref, cell };
}
