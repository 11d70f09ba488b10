// Counter animation: starts at 0, never overshoots, lands exactly on the target, durations within 2200–3200 ms.
import { describe, expect, it } from 'vitest';
import { countAt, durationFor } from '../../../src/features/dashboard/count-up';
import { greetingWord } from '../../../src/features/dashboard/GreetingCard';

describe('countAt', () => {
  it('rises monotonically from 0 to the target', () => {
    let last = -1;
    for (let ms = 0; ms <= 2200; ms += 100) {
      const v = countAt(57, ms, 2200);
      expect(v).toBeGreaterThanOrEqual(last);
      expect(v).toBeLessThanOrEqual(57);
      last = v;
    }
    expect(countAt(57, 0, 2200)).toBe(0);
    expect(countAt(57, 2200, 2200)).toBe(57);
    expect(countAt(57, 5000, 2200)).toBe(57);
  });

  it('spreads the four counters over 2200–3200 ms', () => {
    expect([0, 1, 2, 3].map((i) => durationFor(i, 4))).toEqual([2200, 2533, 2867, 3200]);
  });
});

describe('greetingWord', () => {
  it('greets by the hour', () => {
    expect([7, 10, 13, 15, 20].map(greetingWord)).toEqual(['早上好', '上午好', '中午好', '下午好', '晚上好']);
  });
});
