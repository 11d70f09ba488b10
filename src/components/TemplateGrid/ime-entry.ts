// Chinese input on a selected cell. A browser runs an input method only in an editable element: the focused
// input cell is made editable (plain text, no visible caret), so a composition can start there from its first
// key — no Latin letter typed before the editor opens, nothing lost. The composed text, or text committed
// without key events (handwriting, voice, insertText), then opens the cell's editor holding exactly that text.
import type { GridApi } from 'ag-grid-community';
import type { GridRow } from './types';

/** The cell element an event happened on, when it is a grid cell itself (not an editor inside it). */
const cellOf = (target: EventTarget | null): HTMLElement | null =>
  target instanceof HTMLElement && target.classList.contains('ag-cell') ? target : null;

/** Opens the cell's editor holding `text`, the caret after it. */
function editWith(api: GridApi<GridRow>, root: HTMLElement, cell: HTMLElement, text: string): void {
  const rowIndex = Number(cell.closest('.ag-row')?.getAttribute('row-index'));
  const colKey = cell.getAttribute('col-id');
  if (!Number.isInteger(rowIndex) || !colKey) return;
  api.startEditingCell({ rowIndex, colKey });
  const fill = (): boolean => {
    const input = root.querySelector<HTMLInputElement>(
      `.ag-row[row-index="${rowIndex}"] .ag-cell[col-id="${CSS.escape(colKey)}"] input`,
    );
    if (!input) return false;
    input.value = text;
    input.setSelectionRange(text.length, text.length);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    return true;
  };
  // AG Grid may attach the editor a frame later.
  if (!fill()) requestAnimationFrame(() => void fill());
}

/** Redraws a cell whose text a cancelled composition may have changed. */
function redraw(api: GridApi<GridRow>, cell: HTMLElement): void {
  const rowIndex = Number(cell.closest('.ag-row')?.getAttribute('row-index'));
  const node = Number.isInteger(rowIndex) ? api.getDisplayedRowAtIndex(rowIndex) : undefined;
  const colKey = cell.getAttribute('col-id');
  if (node && colKey) api.refreshCells({ rowNodes: [node], columns: [colKey], force: true });
}

/**
 * Enter in a grid cell is the grid's: once every handler has run (AG Grid's, the grid's and the page's, on the
 * way up to the window), its default is prevented. Otherwise the browser follows it with a keypress into the
 * editable cell the focus moved to and lays the page out once more (a forced layout on the keystroke's path)
 * to insert a paragraph that onBeforeInput then refuses.
 */
const onEnterDone = (e: KeyboardEvent) => {
  if (e.key !== 'Enter' || e.isComposing || e.keyCode === 229 || e.defaultPrevented) return;
  // the path as dispatched: a press that closed an editor has its target removed from the page by now
  if (e.composedPath().some((n) => n instanceof HTMLElement && n.classList.contains('ag-cell')))
    e.preventDefault();
};
let grids = 0;

/** Installs the listeners on the grid's root element; returns their removal. */
export function attachImeEntry(
  root: HTMLElement,
  getApi: () => GridApi<GridRow> | null,
  readOnly: () => boolean,
): () => void {
  // A key press in progress: the text it inserts is AG Grid's type-to-edit, not text without key events.
  let keyPressed = false;
  const editing = () => (getApi()?.getEditingCells().length ?? 0) > 0;

  const onFocusIn = (e: FocusEvent) => {
    const cell = cellOf(e.target);
    if (cell && !readOnly() && cell.classList.contains('tg-input') && !editing())
      cell.setAttribute('contenteditable', 'plaintext-only');
  };
  const onFocusOut = (e: FocusEvent) => cellOf(e.target)?.removeAttribute('contenteditable');
  const onKeyDown = () => {
    keyPressed = true;
    setTimeout(() => (keyPressed = false));
  };
  const onCompositionEnd = (e: CompositionEvent) => {
    const cell = cellOf(e.target);
    const api = getApi();
    if (!cell || !api || editing()) return;
    if (e.data) editWith(api, root, cell, e.data);
    else redraw(api, cell);
  };
  const onBeforeInput = (e: InputEvent) => {
    const cell = cellOf(e.target);
    const api = getApi();
    // Composition text cannot be refused; it is taken at compositionend.
    if (!cell || !api || e.inputType === 'insertCompositionText') return;
    // Nothing but the grid writes into a cell (no paragraphs, drops or formatting).
    e.preventDefault();
    if (e.inputType === 'insertText' && e.data && !keyPressed && !editing())
      editWith(api, root, cell, e.data);
  };

  if (grids++ === 0) window.addEventListener('keydown', onEnterDone);
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  root.addEventListener('keydown', onKeyDown, true);
  root.addEventListener('compositionend', onCompositionEnd);
  root.addEventListener('beforeinput', onBeforeInput);
  return () => {
    if (--grids === 0) window.removeEventListener('keydown', onEnterDone);
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
    root.removeEventListener('keydown', onKeyDown, true);
    root.removeEventListener('compositionend', onCompositionEnd);
    root.removeEventListener('beforeinput', onBeforeInput);
  };
}
