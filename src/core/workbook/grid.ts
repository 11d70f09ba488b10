// A plain cell-grid view of a workbook, so the reader runs wherever exceljs runs (server CLI, browser worker)
// without core importing exceljs: the adapter below only relies on the shape of exceljs's objects.

export type GridValue = string | number | boolean | null;

export interface GridSheet {
  name: string;
  hidden: boolean;
  /** Last used row and column (1-based). */
  rowCount: number;
  colCount: number;
  /** Value at a 1-based row and column: formulas give their cached result, rich text its plain text. */
  cell(row: number, col: number): GridValue;
}

export interface WorkbookGrid {
  sheets: GridSheet[];
}

/** The parts of an exceljs Workbook the reader needs. */
export interface ExcelJsLikeWorkbook {
  worksheets: {
    name: string;
    state?: string;
    rowCount: number;
    columnCount: number;
    getCell(row: number, col: number): { value: unknown };
  }[];
}

/** An exceljs cell value as a plain value. */
export function plainValue(v: unknown): GridValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (Array.isArray(o.richText))
      return (o.richText as { text?: string }[]).map((p) => p.text ?? '').join('');
    if ('result' in o) return plainValue(o.result);
    if ('formula' in o || 'sharedFormula' in o) return null;
    if (typeof o.text === 'string') return o.text;
    if (typeof o.error === 'string') return o.error;
  }
  return String(v);
}

export function gridFromExcelJs(wb: ExcelJsLikeWorkbook): WorkbookGrid {
  return {
    sheets: wb.worksheets.map((ws) => ({
      name: ws.name,
      hidden: ws.state !== undefined && ws.state !== 'visible',
      rowCount: ws.rowCount,
      colCount: ws.columnCount,
      cell: (row, col) => plainValue(ws.getCell(row, col).value),
    })),
  };
}

/** A grid cell as trimmed text ('' when empty). */
export function gridText(v: GridValue): string {
  return v === null ? '' : String(v).trim();
}
