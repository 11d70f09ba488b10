// Counter animation 数字滚动 (§9: 2200–3200 ms): the value shown after `elapsed` ms, easing out to the target.
export const COUNT_UP_MIN_MS = 2200;
export const COUNT_UP_MAX_MS = 3200;

/** Whole numbers only: counters count things. Ease-out cubic, exactly `target` at and after `duration`. */
export function countAt(target: number, elapsed: number, duration: number): number {
  if (elapsed >= duration || duration <= 0) return target;
  if (elapsed <= 0) return 0;
  const t = elapsed / duration;
  const eased = 1 - (1 - t) ** 3;
  return Math.floor(target * eased);
}

/** The four counters animate over 2200, 2533, 2866 and 3200 ms so they land one after another. */
export function durationFor(index: number, count: number): number {
  if (count <= 1) return COUNT_UP_MIN_MS;
  return Math.round(COUNT_UP_MIN_MS + ((COUNT_UP_MAX_MS - COUNT_UP_MIN_MS) * index) / (count - 1));
}
