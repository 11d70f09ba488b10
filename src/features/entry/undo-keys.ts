// Ctrl+Z / Ctrl+Y anywhere on the entry screen (a tab just clicked, a button) act on the version's one undo
// history, as Excel's do anywhere in a workbook; inside a grid the grid's own keys have already handled them.
import { useEffect } from 'react';
import type { EditHistory } from '../../components/TemplateGrid';

const isTextField = (t: EventTarget | null): boolean =>
  t instanceof HTMLElement && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.isContentEditable);

export function useUndoKeys(history: EditHistory, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || !(e.ctrlKey || e.metaKey) || isTextField(e.target)) return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) history.undo();
      else if (key === 'y' || (key === 'z' && e.shiftKey)) history.redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [history, enabled]);
}
