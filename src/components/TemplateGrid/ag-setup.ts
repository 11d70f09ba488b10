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

/** Thin grid lines on every cell and compact rows, as in Excel/WPS. */
export const gridTheme = themeQuartz.withParams({
  fontSize: 13,
  headerFontSize: 13,
  rowHeight: 28,
  headerHeight: 30,
  spacing: 4,
  cellHorizontalPadding: 6,
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

/** The grid's own texts in Chinese (the UI is Chinese throughout). */
export const GRID_LOCALE_TEXT: Record<string, string> = {
  noRowsToShow: '暂无数据',
  loadingOoo: '加载中…',
  page: '页',
  to: '至',
  of: '共',
};
