// Whether a table block is near enough to the viewport to mount its grid (issue #6: a tab of 30 sub-projects
// holds 20+ grids, and each mounted one costs style, layout and AG Grid size measurements on every keystroke).
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** One screen above and below: a grid is mounted before the user scrolls it into view. */
export const NEAR_MARGIN = '100% 0px';

const canObserve = () => typeof IntersectionObserver !== 'undefined';

/** Whether any of the block shows in the viewport: such blocks mount in the frame that opens the tab. */
export function isOnScreen(rect: { top: number; bottom: number }, viewportHeight: number): boolean {
  return rect.bottom >= 0 && rect.top <= viewportHeight;
}

/**
 * Blocks near the viewport but not on it mount one at a time when the page is idle: the tab opens with
 * only what the user sees (a 23-grid tab painted ~3 grids sooner than all of its near ones), and the rest
 * is ready before a scroll reaches it without one long task that would hold up the first keystroke.
 */
const queue: (() => void)[] = [];
let pumping = false;

function nextIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 250 });
  else setTimeout(run, 16);
}

function pump(): void {
  const mount = queue.shift();
  if (!mount) {
    pumping = false;
    return;
  }
  mount();
  nextIdle(pump);
}

/** Queues `mount` for an idle moment; the returned function takes it back (the block unmounted or mounted). */
export function mountWhenIdle(mount: () => void): () => void {
  queue.push(mount);
  if (!pumping) {
    pumping = true;
    nextIdle(pump);
  }
  return () => {
    const i = queue.indexOf(mount);
    if (i >= 0) queue.splice(i, 1);
  };
}

/**
 * Latches true once the element shows on screen (at once) or comes near it (when idle), or when `force`
 * is set (an issue click targeting this block). Never goes back to false: a grid once mounted stays, so
 * scrolling back does not flicker. Without IntersectionObserver (jsdom) everything counts as near.
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
    if (isOnScreen(el.current.getBoundingClientRect(), window.innerHeight)) setNear(true);
  }, [near]);

  useEffect(() => {
    const node = el.current;
    if (near || !node) return;
    const mountNow = () => setNear(true);
    let cancelQueued: (() => void) | null = null;
    const nearby = new IntersectionObserver(
      (entries) => {
        if (cancelQueued || !entries.some((e) => e.isIntersecting)) return;
        cancelQueued = mountWhenIdle(mountNow);
      },
      { rootMargin: NEAR_MARGIN },
    );
    // A block scrolled into view before its idle turn mounts at once.
    const visible = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && mountNow(),
    );
    nearby.observe(node);
    visible.observe(node);
    return () => {
      nearby.disconnect();
      visible.disconnect();
      cancelQueued?.();
    };
  }, [near]);

  return { near, ref };
}
