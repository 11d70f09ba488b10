// Tab commits a cell and opens the next cell's editor; AG Grid attaches that editor a few microtasks later.
import type { GridApi } from 'ag-grid-community';

/**
 * True while a cell editor is started but not attached yet. A refresh of its row in that window (a committed
 * value, the selection's highlight) makes AG Grid re-create the editor without the keyboard focus, and the
 * next value typed goes nowhere: such work waits for the next task.
 */
export function editorOpening(api: GridApi): boolean {
  return api.getEditingCells().length > api.getCellEditorInstances().length;
}
