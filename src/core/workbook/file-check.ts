// What a workbook file must be before anything reads it (从Excel导入 on the entry screen, `npm run convert`):
// at most 20 MB, an .xlsx by name (when there is one) and a zip by its first bytes.

export const MAX_WORKBOOK_BYTES = 20 * 1024 * 1024;
/** An xlsx is a zip: it starts with PK\x03\x04. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** Bytes `signatureProblem` looks at. */
export const SIGNATURE_BYTES = ZIP_MAGIC.length;

export function sizeProblem(bytes: number): string | null {
  if (bytes <= MAX_WORKBOOK_BYTES) return null;
  return `文件过大（${(bytes / 1024 / 1024).toFixed(1)} MB），工作簿不能超过 20 MB`;
}

export function extensionProblem(fileName: string): string | null {
  if (/\.xlsx$/i.test(fileName.trim())) return null;
  return `「${fileName}」不是 Excel 工作簿（.xlsx）；.xls、.csv 等格式请先在 Excel/WPS 中另存为 .xlsx`;
}

/** `head`: the file's first bytes (at least SIGNATURE_BYTES when the file is that long). */
export function signatureProblem(head: ArrayLike<number>): string | null {
  if (ZIP_MAGIC.every((b, i) => head[i] === b)) return null;
  return '文件不是 Excel 工作簿（.xlsx）；.xls、.csv 等格式请先在 Excel/WPS 中另存为 .xlsx';
}
