// A1-style cell addresses, shared by the workbook writers and the reader.

/** Column number (1-based) → letters: 1 → A, 27 → AA. */
export function columnLetters(col: number): string {
  let s = '';
  for (let c = col; c > 0; c = Math.floor((c - 1) / 26)) s = String.fromCharCode(65 + ((c - 1) % 26)) + s;
  return s;
}

/** Row and column (1-based) → A1 address. */
export const cellAddress = (row: number, col: number): string => `${columnLetters(col)}${row}`;
