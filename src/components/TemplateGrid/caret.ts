// Double-click edits with the caret where the user clicked (Excel), not with the whole value selected.

/**
 * The caret index in `text` nearest to `x` pixels from the start of the text, given the width of each prefix
 * (`widthOf(text.slice(0, i))`): before the first character, between two, or after the last.
 */
export function caretIndexAt(text: string, x: number, widthOf: (prefix: string) => number): number {
  let best = 0;
  let bestDistance = Math.abs(x);
  for (let i = 1; i <= text.length; i++) {
    const distance = Math.abs(widthOf(text.slice(0, i)) - x);
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  }
  return best;
}

let canvas: HTMLCanvasElement | null = null;

/** Puts the caret of an editor input at the character nearest to the pointer's `clientX`. */
export function placeCaretAt(input: HTMLInputElement, clientX: number): void {
  const style = getComputedStyle(input);
  canvas ??= document.createElement('canvas');
  const g = canvas.getContext('2d');
  if (!g) return;
  g.font = style.font || `${style.fontSize} ${style.fontFamily}`;
  const widthOf = (s: string) => g.measureText(s).width;
  const box = input.getBoundingClientRect();
  const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
  const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
  const text = input.value;
  const alignedRight = style.textAlign === 'right' || style.textAlign === 'end';
  const start = alignedRight ? Math.max(left, right - widthOf(text)) : left;
  const at = caretIndexAt(text, clientX - start + input.scrollLeft, widthOf);
  input.setSelectionRange(at, at);
}

/**
 * AG Grid opens the editor of a double-clicked cell with its whole value selected (typing would replace it).
 * The click's position is kept until the editor's input has the focus and its selection, then the caret goes
 * there. F2 and typing open the editor as before (caret at the end, or the typed character).
 */
export function createDoubleClickCaret() {
  let pending: { x: number; at: number } | null = null;
  const place = () => {
    const input = document.activeElement;
    if (!pending || !(input instanceof HTMLInputElement) || !input.closest('.ag-cell')) return;
    if (performance.now() - pending.at < 1000) placeCaretAt(input, pending.x);
    pending = null;
  };
  return {
    onDoubleClick(e: { clientX: number; target: EventTarget | null }) {
      if (!(e.target instanceof Element) || !e.target.closest('.ag-cell')) return;
      pending = { x: e.clientX, at: performance.now() };
      place();
    },
    /** A focus moving into the grid: the editor's input, about to select its text (placed after that). */
    onFocusIn(target: EventTarget | null) {
      if (pending && target instanceof HTMLInputElement) queueMicrotask(place);
    },
  };
}
