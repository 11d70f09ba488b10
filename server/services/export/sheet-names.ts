// Sheet names are shared with the workbook reader (src/core/workbook), which must name the 录入 sheets as written.
export { sheetNamer } from '../../../src/core/workbook/sheet-names';
