// Matches engine output rows to output layout rows (fixed numbers or {k} / {*} patterns).
import type { OutputLayout, OutputRowSchema } from './output-types';

const cache = new Map<string, RegExp>();
function patternOf(no: string): RegExp {
  let rx = cache.get(no);
  if (!rx) {
    const src = no
      .split('.')
      .map((seg) =>
        seg === '{k}'
          ? '\\d+'
          : seg === '{*}'
            ? '\\d+(?:\\.\\d+)*'
            : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('\\.');
    rx = new RegExp(`^${src}$`);
    cache.set(no, rx);
  }
  return rx;
}

/** The layout row an engine row number belongs to: an exact row first, else the first matching pattern. */
export function layoutRowFor(layout: OutputLayout, no: string): OutputRowSchema | undefined {
  return (
    layout.rows.find((r) => r.no === no) ??
    layout.rows.find((r) => r.no.includes('{') && patternOf(r.no).test(no))
  );
}

/** Fixed, non-optional layout rows the output lacks (an engine/layout mismatch). */
export function missingLayoutRows(layout: OutputLayout, rows: readonly { no: string }[]): string[] {
  const present = new Set(rows.map((r) => r.no));
  return layout.rows.filter((r) => !r.no.includes('{') && !r.optional && !present.has(r.no)).map((r) => r.no);
}
