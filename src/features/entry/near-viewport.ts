// Whether a table block is near enough to the viewport to mount its grid (issue #6: a tab of 30 sub-projects
// holds 20+ grids, and each mounted one costs style, layout and AG Grid size measurements on every keystroke).
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** One screen above and below: a grid is mounted before the user scrolls it into view. */
export const NEAR_MARGIN = '100% 0px';

const canObserve = () => typeof IntersectionObserver !== 'undefined';

/** The layout-time twin of NEAR_MARGIN, for the first decision (made before the first paint). */
export function isNearViewport(rect: { top: number; bottom: number }, viewportHeight: number): boolean {
  return rect.bottom >= -viewportHeight && rect.top <= 2 * viewportHeight;
}

/**
 * Latches true once the element comes near the viewport, or when `force` is set (an issue click targeting
 * this block). Never goes back to false: a grid once mounted stays, so scrolling back does not flicker.
 * Without IntersectionObserver (jsdom) everything counts as near.
 */
export function useNearViewport(force: boolean): { near: boolean; ref: (el: HTMLElement | null) => void } {
  const [near, setNear] = useState(() => force || !canObserve());
  const el = useRef<HTMLElement | null>(null);
  const ref = useCallback((node: HTMLElement | null) => {
    el.current = node;
  }, []);

  if (force && !near) setNear(true);

  // Blocks on screen when the tab opens are mounted in the same frame: no placeholder is painted for them.
  useLayoutEffect(() => {
    if (near || !el.current) return;
    if (isNearViewport(el.current.getBoundingClientRect(), window.innerHeight)) setNear(true);
  }, [near]);

  useEffect(() => {
    const node = el.current;
    if (near || !node) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: NEAR_MARGIN,
    });
    io.observe(node);
    return () => io.disconnect();
  }, [near]);

  return { near, ref };
}
