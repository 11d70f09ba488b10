// Long column headings cut off by their column get their full text as a tooltip (title) while hovered.
// (Cells do the same inside TemplateGrid; headings of the entry tables are often the longer texts.)
import { useEffect, type RefObject } from 'react';

const HEADINGS = '.ag-header-cell-text, .ag-header-group-text';

/** Sets `title` on the hovered header text when it is truncated, and clears it otherwise. */
export function useOverflowTitles(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const over = (e: Event) => {
      const target = (e.target as HTMLElement | null)?.closest<HTMLElement>(HEADINGS);
      if (!target || !el.contains(target)) return;
      const text = target.textContent?.trim() ?? '';
      if (text && target.scrollWidth > target.clientWidth + 1) target.title = text;
      else target.removeAttribute('title');
    };
    el.addEventListener('mouseover', over);
    return () => el.removeEventListener('mouseover', over);
  }, [root]);
}
