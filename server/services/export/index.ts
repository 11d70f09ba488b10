// Workbook export of a completed version (GET /v1/project_compute/export/{id}).
export { buildWorkbook, SUMMARY_SHEET_NAME } from './build-workbook';
export type { BuildWorkbookArgs } from './build-workbook';
export { exportFileName, contentDisposition, formatDateStamp } from './file-name';
export type { InputSheet, WorkbookProject, WorkbookVersion } from './types';
export { inputSheetsFromTemplates, inputSheet, headerTreeToLines } from './input-sheets';
