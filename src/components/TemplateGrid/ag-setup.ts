// Registers exactly the AG Grid Community modules TemplateGrid uses and defines its spreadsheet-like theme.
import {
  CellSpanModule,
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  LocaleModule,
  ModuleRegistry,
  RenderApiModule,
  RowApiModule,
  RowStyleModule,
  ScrollApiModule,
  SelectEditorModule,
  TextEditorModule,
  enableDevValidations,
  themeQuartz,
} from 'ag-grid-community';
import type { ShellSize } from '../../state/settings';

// A missing module otherwise fails silently (the API call returns undefined): fail loudly in dev and tests.
if (import.meta.env.DEV || import.meta.env.MODE === 'test') enableDevValidations({ throwOn: ['error'] });

ModuleRegistry.registerModules([
  ClientSideRowModelModule, // rowData
  ClientSideRowModelApiModule, // applyTransaction for deltas and edits
  TextEditorModule, // agTextCellEditor (type-to-edit, F2)
  SelectEditorModule, // agSelectCellEditor for select cells (单位, 方法…)
  CellSpanModule, // spanRows for merged read-only cells
  CellStyleModule, // cellClassRules: input/computed/selected
  RowStyleModule, // getRowClass: level styles
  RowApiModule, // getDisplayedRowAtIndex / getDisplayedRowCount
  ColumnApiModule, // getAllDisplayedColumns
  RenderApiModule, // refreshCells for the selection highlight
  ScrollApiModule, // ensureIndexVisible / ensureColumnVisible
  LocaleModule, // localeText: the grid's own texts in Chinese
]);

/** Text and row metrics per component size (布局大小): 小型 and 迷你 shrink the table like the rest of the UI. */
const METRICS: Record<ShellSize, { font: number; row: number; header: number; pad: number }> = {
  default: { font: 13, row: 28, header: 30, pad: 6 },
  medium: { font: 13, row: 27, header: 29, pad: 6 },
  small: { font: 12, row: 25, header: 27, pad: 5 },
  mini: { font: 12, row: 22, header: 24, pad: 4 },
};

/** Thin grid lines on every cell and compact rows, as in Excel/WPS. */
function themeFor(size: ShellSize) {
  const m = METRICS[size];
  return themeQuartz.withParams({
    fontSize: m.font,
    headerFontSize: m.font,
    rowHeight: m.row,
    headerHeight: m.header,
    spacing: 4,
    cellHorizontalPadding: m.pad,
    wrapperBorderRadius: 0,
    borderRadius: 0,
    columnBorder: { color: '#d9d9d9' },
    headerColumnBorder: { color: '#c8c8c8' },
    rowBorder: { color: '#d9d9d9' },
    headerBackgroundColor: '#f2f4f7',
    headerFontWeight: 600,
    accentColor: '#217346',
    selectedRowBackgroundColor: 'transparent',
  });
}

const THEMES = new Map<ShellSize, ReturnType<typeof themeFor>>();

/** One theme object per size: AG Grid restyles only when the object changes. */
export function gridThemeFor(size: ShellSize): ReturnType<typeof themeFor> {
  let t = THEMES.get(size);
  if (!t) THEMES.set(size, (t = themeFor(size)));
  return t;
}

/** Average width (px) of a digit or separator at a size, to fit number columns to their values. */
export const digitWidth = (size: ShellSize): number => METRICS[size].font * 0.6;
export const cellPadding = (size: ShellSize): number => METRICS[size].pad;

/** The grid's own texts in Chinese (the UI is Chinese throughout). */
export const GRID_LOCALE_TEXT: Record<string, string> = {
  noRowsToShow: '暂无数据',
  loadingOoo: '加载中…',
  page: '页',
  to: '至',
  of: '共',
};
