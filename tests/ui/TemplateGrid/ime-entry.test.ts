// @vitest-environment jsdom
// Enter in a grid cell is the grid's: after every handler has run, its default (a keypress inserting a paragraph
// into the editable cell the focus moved to, with a forced layout first) is prevented; elsewhere it is left alone.
import { afterEach, describe, expect, it } from 'vitest';
import type { GridApi } from 'ag-grid-community';
import { attachImeEntry } from '../../../src/components/TemplateGrid/ime-entry';
import type { GridRow } from '../../../src/components/TemplateGrid/types';

const detach: (() => void)[] = [];
afterEach(() => {
  for (const d of detach.splice(0)) d();
  document.body.innerHTML = '';
});

function grid() {
  const root = document.createElement('div');
  root.innerHTML =
    '<div class="ag-row" row-index="0"><div class="ag-cell" col-id="a" tabindex="-1"><input /></div></div><button>添加</button>';
  document.body.append(root);
  detach.push(
    attachImeEntry(
      root,
      () => null as GridApi<GridRow> | null,
      () => false,
    ),
  );
  return root;
}

const press = (target: Element, init: KeyboardEventInit = {}) => {
  const e = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(e);
  return e;
};

describe('Enter in a grid cell', () => {
  it('has its default prevented once the page has seen it, on the cell and in its editor', () => {
    const root = grid();
    let seenByPage: boolean | null = null;
    const page = (e: KeyboardEvent) => (seenByPage = e.defaultPrevented);
    document.addEventListener('keydown', page);
    expect(press(root.querySelector('.ag-cell')!).defaultPrevented).toBe(true);
    expect(seenByPage).toBe(false);
    document.removeEventListener('keydown', page);
    expect(press(root.querySelector('input')!).defaultPrevented).toBe(true);
  });

  it('even when a handler removed the editor it was pressed in (the path as dispatched counts)', () => {
    const root = grid();
    const input = root.querySelector('input')!;
    input.addEventListener('keydown', () => input.parentElement!.remove());
    expect(press(input).defaultPrevented).toBe(true);
  });

  it('is left alone outside the cells, during a composition and for other keys', () => {
    const root = grid();
    expect(press(root.querySelector('button')!).defaultPrevented).toBe(false);
    expect(press(root.querySelector('.ag-cell')!, { isComposing: true }).defaultPrevented).toBe(false);
    expect(press(root.querySelector('.ag-cell')!, { key: 'a' }).defaultPrevented).toBe(false);
  });

  it('stops being watched when the last grid goes', () => {
    const root = grid();
    for (const d of detach.splice(0)) d();
    expect(press(root.querySelector('.ag-cell')!).defaultPrevented).toBe(false);
  });
});
