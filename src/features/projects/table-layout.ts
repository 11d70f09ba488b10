// Shared cell styles of the wide list tables (/manage, /report): keep the row actions in view and labels whole.
import type { CSSProperties } from 'react';
import './table-layout.css';

/**
 * The 操作 column stays pinned to the right edge while the table scrolls sideways, so the row actions
 * are reachable at common laptop widths (1366–1440 px) and in the 900 px window, not hidden off-screen.
 * Give the cell STICKY_ACTIONS_CLASS too: its opaque background follows the row's stripe (table-layout.css).
 */
export const STICKY_ACTIONS: CSSProperties = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  boxShadow: '-4px 0 6px -4px rgba(0, 0, 0, 0.15)',
};
export const STICKY_ACTIONS_CLASS = 'sticky-actions';

/** Short headers (序号, 项目类型, 建设期（年）) read badly when broken over two lines. */
export const NOWRAP: CSSProperties = { whiteSpace: 'nowrap' };

/** Mantine's Badge truncates its label with an ellipsis when the column is squeezed (计算… instead of 计算完成). */
export const WHOLE_BADGE = {
  root: { overflow: 'visible', flexShrink: 0 },
  label: { overflow: 'visible', textOverflow: 'clip' },
} as const;
