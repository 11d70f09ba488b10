// Keys on an open cell editor that AG Grid would take for Enter (commit and move down): Ctrl+Enter writes the
// typed value into every cell of the selection, Alt+Enter keeps editing; neither moves the text to another row.
import type { GridApi } from 'ag-grid-community';
import type { GridActions } from './grid-actions';
import type { KeyLike } from './grid-keys';
import type { GridRow } from './types';

/** Ctrl+Enter or Alt+Enter: the grid's, not AG Grid's, while a cell is being edited. */
export const isEditorEnterKey = (e: KeyLike): boolean =>
  e.key === 'Enter' && (e.ctrlKey || e.metaKey || e.altKey);

/** Runs Ctrl+Enter / Alt+Enter pressed in a cell editor; true when it was one of them. */
export function runEditorEnterKey(e: KeyLike, api: GridApi<GridRow> | null, actions: GridActions): boolean {
  if (!isEditorEnterKey(e) || !api) return false;
  // Alt+Enter: a grid cell holds one line (rows have one height, the workbook one line per cell), so the text
  // and the caret simply stay.
  if (e.altKey) return true;
  const value: unknown = api.getCellEditorInstances()[0]?.getValue();
  api.stopEditing(true);
  actions.enterInSelection(value === null || value === undefined ? '' : String(value));
  return true;
}
