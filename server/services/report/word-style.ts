// Fonts and sizes of the report: 宋体 body, 黑体 headings (Latin text in Times New Roman / Arial).
// Word and LibreOffice substitute a present CJK font when 宋体/黑体 are missing (e.g. SimSun, Noto Serif CJK, WenQuanYi).

/** Body text: 宋体 小四 (12 pt). Sizes are half-points. */
export const BODY_FONT = {
  font: { ascii: 'Times New Roman', hAnsi: 'Times New Roman', eastAsia: '宋体', cs: 'Times New Roman' },
  size: 24,
} as const;

/** Headings and captions: 黑体. */
export const HEADING_FONT = { ascii: 'Arial', hAnsi: 'Arial', eastAsia: '黑体', cs: 'Arial' } as const;

/** Paragraph style of table cells (TABLE_FONT, single spacing, no indent). */
export const TABLE_TEXT_STYLE = 'TableText';

/** Table cells: 宋体 8 pt, so twelve years and 合计 fit a landscape page. */
export const TABLE_FONT = {
  font: { ascii: 'Times New Roman', hAnsi: 'Times New Roman', eastAsia: '宋体', cs: 'Times New Roman' },
  size: 16,
} as const;
