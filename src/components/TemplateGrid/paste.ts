// Parses what Excel/WPS put on the clipboard (TSV or an HTML table) and normalises numbers typed or copied.
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

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? (m[2] ?? m[3] ?? m[4]) : undefined;
}

/**
 * The first <table> of an Excel/WPS HTML clipboard. colspan/rowspan keep the grid aligned: the merged
 * value goes to the first cell, covered cells are empty. Excel's x:num attribute (the unformatted number)
 * wins over the displayed text. Returns null when there is no table.
 */
export function parseHtmlTable(html: string): Block | null {
  const table = /<table[\s\S]*?<\/table>/i.exec(html);
  if (!table) return null;
  const body = table[0].replace(/<!--[\s\S]*?-->/g, '').replace(/<(style|script)[\s\S]*?<\/\1>/gi, '');
  const rows: Block = [];
  const pending: Map<number, number>[] = []; // per future row: column → covered by rowspan
  const trs = body.match(/<tr[\s\S]*?<\/tr>/gi) ?? [];
  trs.forEach((tr, r) => {
    const out: string[] = [];
    const covered = pending[r] ?? new Map<number, number>();
    let col = 0;
    const skipCovered = () => {
      while (covered.has(col)) {
        out[col] = '';
        col++;
      }
    };
    const cellRe = /<(td|th)(\s[^>]*)?>([\s\S]*?)<\/\1>/gi;
    let m: RegExpExecArray | null;
    while ((m = cellRe.exec(tr)) !== null) {
      skipCovered();
      const tag = m[2] ?? '';
      const num = attr(tag, 'x:num');
      // Source line breaks are formatting; <br> is a real line break inside the cell.
      const inner = (m[3] ?? '')
        .replace(/\s+/g, ' ')
        .replace(/<br\s*\/?>/gi, '\n')
        .replace(/<[^>]+>/g, '');
      const text = decodeEntities(inner)
        .replace(/ *\n */g, '\n')
        .trim();
      const colSpan = Math.max(1, parseInt(attr(tag, 'colspan') ?? '1', 10) || 1);
      const rowSpan = Math.max(1, parseInt(attr(tag, 'rowspan') ?? '1', 10) || 1);
      out[col] = num !== undefined && num !== '' ? num : text;
      for (let k = 1; k < colSpan; k++) out[col + k] = '';
      for (let dr = 1; dr < rowSpan; dr++) {
        const map = (pending[r + dr] ??= new Map<number, number>());
        for (let k = 0; k < colSpan; k++) map.set(col + k, 1);
      }
      col += colSpan;
    }
    skipCovered();
    rows.push(Array.from(out, (v) => v ?? ''));
  });
  return rows.length > 0 ? rows : null;
}

/** Prefer Excel's TSV; fall back to the HTML table when the plain text is missing. */
export function parseClipboard(text: string | null | undefined, html?: string | null): Block {
  if (text !== null && text !== undefined && text !== '') return parseTsv(text);
  if (html) return parseHtmlTable(html) ?? [];
  return [];
}

const CANONICAL = /^-?(0|[1-9]\d*)(\.\d*[1-9])?$/;
const FULL_WIDTH = /[\uFF10-\uFF19\uFF0E\uFF0C\uFF0D\uFF05\uFF0B\uFF08\uFF09]/g;

/**
 * Normalises a typed or pasted number to a plain decimal string: full-width digits, thousands separators,
 * trailing %, spaces, leading +, accounting parentheses and exponents. Returns '' for an empty input and
 * null when the text is not a number.
 */
export function normaliseNumber(raw: string): string | null {
  // Most pasted numbers are already canonical (what Decimal#toFixed would give back): no parsing needed.
  if (CANONICAL.test(raw) && raw !== '-0') return raw;
  let s = raw.replace(FULL_WIDTH, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
  s = s.replace(/[\s\u00a0\u3000]/g, '');
  if (s === '') return '';
  s = s.replace(/[−－]/g, '-');
  let negative = false;
  const paren = /^\((.*)\)$/.exec(s);
  if (paren) {
    negative = true;
    s = paren[1]!;
  }
  if (s.endsWith('%')) s = s.slice(0, -1);
  if (/^[+-]?(\d{1,3}(,\d{3})+)(\.\d*)?$/.test(s)) s = s.replace(/,/g, '');
  if (s.startsWith('+')) s = s.slice(1);
  if (!/^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(s)) return null;
  let d = new Decimal(s);
  if (negative) d = d.negated();
  if (d.isZero()) return '0';
  return d.toFixed();
}
