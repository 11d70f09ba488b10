// Work the user is not waiting for starts once the browser has painted what they are waiting for.

/** Resolves after the browser has painted the next frame (at once where there are no frames, as in tests). */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
