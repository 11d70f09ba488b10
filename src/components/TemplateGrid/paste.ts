// Parses what Excel/WPS put on the clipboard: TSV and the HTML table that carries the unformatted values.
import { Decimal } from '../../core/money/decimal';

/** A rectangular-ish block of raw cell texts, row by row. */
export type Block = string[][];

/**
 * TSV as Excel writes it: rows end in CRLF or LF, cells split by tabs, a cell holding a tab, newline
 * or quote is wrapped in quotes with inner quotes doubled. The final line break is not an extra row.
 */
export function parseTsv(text: string): Block {
  const rows: Block = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let atCellStart = true;
  while (i < text.length) {
    const ch = text[i]!;
    if (atCellStart && ch === '"') {
      // Quoted cell: read to the closing quote, "" is a literal quote.
      let j = i + 1;
      let quoted = '';
      let closed = false;
      while (j < text.length) {
        const c = text[j]!;
        if (c === '"') {
          if (text[j + 1] === '"') {
            quoted += '"';
            j += 2;
            continue;
          }
          closed = true;
          j++;
          break;
        }
        quoted += c;
        j++;
      }
      const next = text[j];
      if (closed && (next === undefined || next === '\t' || next === '\n' || next === '\r')) {
        cell = quoted;
        i = j;
        atCellStart = false;
        continue;
      }
      // Not a well-formed quoted cell (e.g. 12" pipe): treat the quote literally.
    }
    atCellStart = false;
    if (ch === '\t') {
      row.push(cell);
      cell = '';
      atCellStart = true;
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      atCellStart = true;
    } else {
      cell += ch;
    }
    i++;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/** One compiled pattern per attribute read (a paste of 10,000 cells reads three per cell). */
const ATTR = new Map<string, RegExp>();

function attr(tag: string, name: string): string | undefined {
  let re = ATTR.get(name);
  if (!re) ATTR.set(name, (re = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')));
  const m = re.exec(tag);
  return m ? (m[2] ?? m[3] ?? m[4]) : undefined;
}

/** The text of a cell's inner HTML: source line breaks are formatting; <br> is a real line break in the cell. */
function cellText(inner: string): string {
  // Most cells are plain text (a number): nothing to strip or decode.
  if (!/[<&\s]/.test(inner)) return inner;
  const stripped = inner
    .replace(/\s+/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '');
  return decodeEntities(stripped)
    .replace(/ *\n */g, '\n')
    .trim();
}

/** A cell of an HTML clipboard table: its displayed text and, when Excel/WPS wrote it, the unformatted number. */
export interface HtmlCell {
  /** The displayed text; where `num` is given it is left as the cell's inner HTML (nothing reads it then). */
  text: string;
  num?: string;
}

/**
 * The cells of the first <table> of an Excel/WPS HTML clipboard. colspan/rowspan keep the grid aligned: the
 * merged value goes to the first cell, covered cells are empty. Returns null when there is no table.
 */
export function parseHtmlCells(html: string): HtmlCell[][] | null {
  const table = /<table[\s\S]*?<\/table>/i.exec(html);
  if (!table) return null;
  const body = table[0].replace(/<!--[\s\S]*?-->/g, '').replace(/<(style|script)[\s\S]*?<\/\1>/gi, '');
  const rows: HtmlCell[][] = [];
  const pending: Map<number, number>[] = []; // per future row: column → covered by rowspan
  const trs = body.match(/<tr[\s\S]*?<\/tr>/gi) ?? [];
  trs.forEach((tr, r) => {
    const out: HtmlCell[] = [];
    const covered = pending[r] ?? new Map<number, number>();
    let col = 0;
    const skipCovered = () => {
      while (covered.has(col)) {
        out[col] = { text: '' };
        col++;
      }
    };
    const cellRe = /<(td|th)(\s[^>]*)?>([\s\S]*?)<\/\1>/gi;
    let m: RegExpExecArray | null;
    while ((m = cellRe.exec(tr)) !== null) {
      skipCovered();
      const tag = m[2] ?? '';
      const num = attr(tag, 'x:num');
      const inner = m[3] ?? '';
      const spans = /span/i.test(tag);
      const colSpan = spans ? Math.max(1, parseInt(attr(tag, 'colspan') ?? '1', 10) || 1) : 1;
      const rowSpan = spans ? Math.max(1, parseInt(attr(tag, 'rowspan') ?? '1', 10) || 1) : 1;
      // A cell with its raw number needs its text only to tell a percentage (a 10,000-cell paste reads this).
      if (num === undefined || num === '') out[col] = { text: cellText(inner) };
      else if (/[%％]/.test(inner))
        out[col] = { text: cellText(inner), num: rawNumber(num, cellText(inner)) };
      else out[col] = { text: inner, num };
      for (let k = 1; k < colSpan; k++) out[col + k] = { text: '' };
      for (let dr = 1; dr < rowSpan; dr++) {
        const map = (pending[r + dr] ??= new Map<number, number>());
        for (let k = 0; k < colSpan; k++) map.set(col + k, 1);
      }
      col += colSpan;
    }
    skipCovered();
    rows.push(Array.from(out, (v) => v ?? { text: '' }));
  });
  return rows.length > 0 ? rows : null;
}

/**
 * Excel's x:num of a cell shown as a percentage is the fraction (0.123456 for "12.35%"): it is handed on as
 * "12.3456%", so that the one number reader puts 12.3456 into a percentage cell and 0.123456 elsewhere.
 */
function rawNumber(num: string, text: string): string {
  if (!/[%％]\s*\)?$/.test(text)) return num;
  try {
    return `${new Decimal(num).times(100).toFixed()}%`;
  } catch {
    return num;
  }
}

/** The first <table> of an HTML clipboard as a block; Excel's x:num (the unformatted number) wins over the text. */
export function parseHtmlTable(html: string): Block | null {
  return parseHtmlCells(html)?.map((row) => row.map((c) => c.num ?? c.text)) ?? null;
}

/**
 * The block a paste writes. Excel and WPS put both TSV (the displayed texts) and an HTML table (which also
 * carries the unformatted numbers in x:num) on the clipboard: the TSV is read, and where the HTML table has
 * the same shape its raw numbers replace the displayed ones ("12.35" pastes its full 12.3456). Without TSV
 * the HTML table is used alone.
 */
export function parseClipboard(text: string | null | undefined, html?: string | null): Block {
  const tsv = text ? parseTsv(text) : null;
  const cells = html ? parseHtmlCells(html) : null;
  if (!cells) return tsv ?? [];
  if (!tsv) return cells.map((row) => row.map((c) => c.num ?? c.text));
  if (!sameShape(tsv, cells)) return tsv;
  return tsv.map((row, r) => row.map((v, c) => cells[r]![c]?.num ?? v));
}

/** The same number of rows, each no longer in the TSV than in the HTML table (trailing empty cells may differ). */
function sameShape(tsv: Block, cells: HtmlCell[][]): boolean {
  return tsv.length === cells.length && tsv.every((row, r) => row.length <= cells[r]!.length);
}
