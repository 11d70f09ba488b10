// Long labels cut off by their column get their full text as a tooltip (title) while hovered.
import { useEffect, type RefObject } from 'react';

const TARGETS = '.ag-cell, .ag-header-cell-text, .ag-header-group-text';

/** True when the element (or the text element inside a cell) shows less than its whole text. */
function truncated(el: HTMLElement): boolean {
  const inner = el.querySelector<HTMLElement>('.ag-cell-value, .ag-cell-wrapper') ?? el;
  return inner.scrollWidth > inner.clientWidth + 1 || el.scrollWidth > el.clientWidth + 1;
}

/** Sets `title` on the hovered grid cell or header when its text is truncated, and clears it otherwise. */
export function useOverflowTitles(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const over = (e: Event) => {
      const target = (e.target as HTMLElement | null)?.closest<HTMLElement>(TARGETS);
      if (!target || !el.contains(target)) return;
      const text = target.textContent?.trim() ?? '';
      if (text && truncated(target)) target.title = text;
      else target.removeAttribute('title');
    };
    el.addEventListener('mouseover', over);
    return () => el.removeEventListener('mouseover', over);
  }, [root]);
}
